/**
 * A `mailto:` link to the sales address that carries what the visitor typed
 * into a lead form: the way through when the form itself cannot send (the
 * captcha did not load, the server failed). The visitor's mail program opens
 * with the subject and a body listing the fields they filled in, so nothing
 * they typed has to be typed again.
 *
 * Encoded as RFC 6068 asks: every header value percent-encoded (spaces as
 * %20, never "+", which mail programs would show), line breaks as CRLF.
 */

/** One line of the body: the field's label as the form shows it, and what was typed. */
export interface LeadMailtoField {
  label: string;
  value: string | undefined;
}

export interface LeadMailto {
  /** The sales address (content/site.json `email`). */
  to: string;
  subject: string;
  /** The short fields (name, e-mail, company), one "Label: value" line each; empty ones are left out. */
  fields: LeadMailtoField[];
  /** The message field, written under its label after a blank line; left out when empty. */
  message?: LeadMailtoField;
}

const CRLF = "\r\n";

/** The body the mail program shows: the short fields, then the message. */
export function leadMailtoBody({ fields, message }: Pick<LeadMailto, "fields" | "message">): string {
  const lines = fields.flatMap(({ label, value }) => (value?.trim() ? [`${label}: ${value.trim()}`] : []));
  const text = message?.value?.trim();
  if (message && text) lines.push(...(lines.length ? [""] : []), `${message.label}:`, ...text.split(/\r\n|\r|\n/));
  return lines.join(CRLF);
}

/** The `mailto:` address with subject and body. */
export function leadMailtoHref(mail: LeadMailto): string {
  const to = encodeURIComponent(mail.to.trim()).replace(/%40/g, "@");
  const query = [`subject=${encodeURIComponent(mail.subject)}`];
  const body = leadMailtoBody(mail);
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${to}?${query.join("&")}`;
}
