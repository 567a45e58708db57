import React from "react";
import { leadMailtoHref, type LeadMailto } from "../../lib/lead-mailto";
import type { ContactFormInput } from "../../../supabase/functions/_shared/contact-schema";

/** The words of the failure text that become the mailto: link. */
export const CONTACT_DIRECTLY = "contact us directly";

/**
 * Under the form after a send that reached no one (the function answered
 * that nothing was stored or sent, or did not answer): the failure toast's own
 * words, with "contact us directly" as a mailto: link that carries what the
 * visitor typed, so the message is not lost. The form keeps its values, so
 * "try again" works as well. A text without those words gets the link after it.
 */
export function SendFailedNotice({ text, mail }: { text: string; mail: LeadMailto }) {
  const href = leadMailtoHref(mail);
  const at = text.indexOf(CONTACT_DIRECTLY);
  const link = (label: string) => (
    <a href={href} className="font-semibold text-brand underline underline-offset-2" data-send-failed-mailto="">
      {label}
    </a>
  );
  return (
    <p role="alert" data-send-failed="" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-ink">
      {at < 0 ? (
        <>
          {text} {link(`E-mail us your message (${mail.to})`)}
        </>
      ) : (
        <>
          {text.slice(0, at)}
          {link(CONTACT_DIRECTLY)}
          {text.slice(at + CONTACT_DIRECTLY.length)}
        </>
      )}
    </p>
  );
}

/** The e-mail the notice offers: to the site's address, with the fields as the form labels them. */
export function failedSendMail(
  to: string,
  setup: { formName: string; messageLabel: string; copy: { labels: Pick<Queries.LeadFormLabels, "name" | "email" | "company"> } },
  values: Pick<ContactFormInput, "name" | "email" | "company" | "message">,
): LeadMailto {
  const { labels } = setup.copy;
  return {
    to,
    subject: `Website enquiry (${setup.formName})`,
    fields: [
      { label: labels.name, value: values.name },
      { label: labels.email, value: values.email },
      { label: labels.company, value: values.company ?? undefined },
    ],
    message: { label: setup.messageLabel, value: values.message },
  };
}
