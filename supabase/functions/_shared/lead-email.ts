/**
 * The notification e-mail for a stored lead, sent through the Resend HTTP API.
 *
 * Visitor text goes into HTML only escaped, and into the subject only as one
 * line without control characters. Resend takes the message as JSON (no raw
 * headers are ever assembled here) and the reply-to address is the visitor's
 * e-mail, which the shared schema has already validated, so a visitor cannot
 * add recipients or headers. An address whose domain mixes scripts (a
 * possible look-alike, lookalike-domain.ts) is not set as reply-to: the
 * message starts with a warning and shows the domain's punycode form.
 */
import { httpFailure, networkFailure, type DeliveryFailure } from "./delivery-failure.ts";
import type { StoredLead } from "./lead-store.ts";
import { INVISIBLE, type Attribution } from "./contact-schema.ts";
import { CLICK_ID_PARAMS } from "./attribution-fields.ts";
import { lookalikeDomain, lookalikeWarning } from "./lookalike-domain.ts";

/**
 * What the e-mail shows: a lead's fields. `id` is null for a lead the
 * database could not store: its e-mail goes out straight from the request and
 * says so (NOT_STORED_MARK).
 */
export type LeadForEmail = Pick<StoredLead, "idempotencyKey" | "name" | "email" | "company" | "message" | "buttonText" | "componentName" | "receivedAt"> &
  Partial<Pick<StoredLead, "attribution">> & { id: string | null };

/** How the e-mail of a lead sent without being stored is marked, in its subject and its rows. */
export const NOT_STORED_MARK = "not stored — database unavailable";

/**
 * Resend's Idempotency-Key of a lead's notification, from the lead's own
 * idempotency key: the same for the copy sent while the database was down and
 * for the outbox's e-mail of the stored lead, so Resend sends one of them.
 * (Resend keeps a key 24 hours; the client's key is at most 200 characters,
 * well inside Resend's 256.)
 */
export function leadEmailKey(idempotencyKey: string): string {
  return `contact-message/${idempotencyKey}`;
}

/**
 * Resend's 409 names (docs: Idempotency Keys): "concurrent_idempotent_requests"
 * — a request with this key is still running, safe to retry later;
 * "invalid_idempotent_request" — the key was used with another payload. Our
 * key is the lead's own, and the only other payload sent under it is the same
 * lead's e-mail sent while the database was down (it reads "not stored"), so
 * that answer means this lead's e-mail went out already.
 */
const RESEND_CONCURRENT = "concurrent_idempotent_requests";
const RESEND_KEY_USED = "invalid_idempotent_request";

/**
 * "source / medium / campaign · gclid=…" of the touch that brought the lead
 * (the last one), as the e-mail and `npm run leads` show it; "(direct)" parts
 * when a value is missing, null without attribution.
 */
export function sourceSummary(attribution: Attribution | null | undefined): string | null {
  const touch = attribution?.lastTouch ?? attribution?.firstTouch;
  if (!touch) return null;
  let referrerHost = "";
  try {
    referrerHost = touch.referrer ? new URL(touch.referrer).hostname : "";
  } catch {
    // validated on the way in; a bad stored value just shows no host
  }
  const source = touch.utm_source ?? (referrerHost || "(direct)");
  const medium = touch.utm_medium ?? (referrerHost ? "referral" : "(none)");
  const parts = [`${source} / ${medium} / ${touch.utm_campaign ?? "(not set)"}`];
  const clickId = CLICK_ID_PARAMS.find((name) => touch[name]);
  if (clickId) parts.push(`${clickId}=${touch[clickId]}`);
  return parts.join(" · ");
}

export interface LeadEmailSettings {
  apiKey: string | null;
  apiUrl: string;
  to: string[];
  from: string;
  timeoutMs: number;
}

export interface ResendEmail {
  from: string;
  to: string[];
  /** The visitor's address; absent when its domain may be a look-alike (see the message's warning). */
  reply_to?: string;
  subject: string;
  html: string;
  text: string;
}

export type SendOutcome =
  /** `earlier`: Resend had sent this lead's e-mail under its key before (the copy sent while the database was down). */
  | { status: "sent"; providerId: string | null; earlier?: true }
  | ({ status: "failed" } & Omit<DeliveryFailure, "ok">)
  /** Nothing attempted (no RESEND_API_KEY): the lead stays pending for `npm run leads:resend`. */
  | { status: "skipped"; reason: string };

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** One line, no control characters (CR/LF included), at most `max` characters. */
export function singleLine(value: string, max = 120): string {
  const flat = value.replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Characters a terminal acts on or hides: C0 controls and DEL (an escape sequence starts with ESC), line separators and every INVISIBLE one. */
const TERMINAL_UNSAFE = new RegExp(`[\\u0000-\\u001F\\u007F\\u2028\\u2029]|${INVISIBLE.source}`, "gu");

/**
 * Text for an operator's terminal: every character that could move the
 * cursor, recolour, rewrite or reverse what is shown (ESC sequences, bidi
 * overrides, zero-width characters) is written as a visible `\u{…}` escape,
 * so stored text shows as what it is. The function strips most of them
 * before storing; rows written before that, or by other means, may still hold them.
 */
export function forTerminal(value: string): string {
  return value.replace(TERMINAL_UNSAFE, (char) => `\\u{${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}}`);
}

export function composeLeadEmail(lead: LeadForEmail, settings: Pick<LeadEmailSettings, "from" | "to">): ResendEmail {
  const who = lead.company ? `${singleLine(lead.name, 80)} (${singleLine(lead.company, 80)})` : singleLine(lead.name, 80);
  const source = lead.componentName ? ` via ${singleLine(lead.componentName, 60)}` : "";
  const rows: [string, string][] = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Company", lead.company || "—"],
  ];
  if (lead.componentName) rows.push(["Form", lead.componentName]);
  if (lead.buttonText) rows.push(["Button", lead.buttonText]);
  const cameFrom = sourceSummary(lead.attribution);
  if (cameFrom) rows.push(["Source", cameFrom]);
  if (lead.attribution?.lastTouch) rows.push(["Landing page", lead.attribution.lastTouch.landingPage]);
  if (lead.attribution) rows.push(["Sent from", lead.attribution.formPage]);
  rows.push(["Received", lead.receivedAt.toISOString()]);
  rows.push(lead.id === null ? ["Stored", `${NOT_STORED_MARK} (key ${lead.idempotencyKey})`] : ["Lead id", lead.id]);

  const lookalike = lookalikeDomain(lead.email);
  const warning = lookalike ? lookalikeWarning(lookalike) : null;

  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;color:#475569;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html =
    `<div style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;color:#0f172a">` +
    `<h1 style="font-size:18px;margin:0 0 16px">New enquiry from the website</h1>` +
    (warning ? `<p style="padding:8px 12px;background:#fef3c7;border-left:3px solid #d97706;font-weight:600">${escapeHtml(warning)} Reply-to is not set.</p>` : "") +
    `<table style="border-collapse:collapse;margin-bottom:16px">${htmlRows}</table>` +
    `<div style="white-space:pre-wrap;border-left:3px solid #2563eb;padding:8px 12px;background:#f8fafc">${escapeHtml(lead.message)}</div>` +
    (warning ? "" : `<p style="color:#64748b;font-size:13px;margin-top:16px">Reply to this e-mail to answer ${escapeHtml(lead.name)} directly.</p>`) +
    `</div>`;
  const text = `${warning ? `WARNING: ${warning} Reply-to is not set.\n\n` : ""}${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${lead.message}\n`;

  return {
    from: settings.from,
    to: settings.to,
    ...(warning ? {} : { reply_to: lead.email }),
    subject: `${lead.id === null ? `[${NOT_STORED_MARK}] ` : ""}${warning ? "[Check sender address] " : ""}New enquiry from ${who}${source}`,
    html,
    text,
  };
}

/**
 * Sends the notification at `at` (the attempt's time, which a Retry-After
 * date is measured from); never throws (failures come back as an outcome to record).
 */
export async function sendLeadEmail(fetchFn: typeof fetch, settings: LeadEmailSettings, lead: LeadForEmail, at: Date): Promise<SendOutcome> {
  if (!settings.apiKey) return { status: "skipped", reason: "RESEND_API_KEY is not set" };
  if (settings.to.length === 0) return { status: "failed", error: "CONTACT_TO_EMAIL is not set", permanent: false };
  try {
    const response = await fetchFn(settings.apiUrl, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        "Content-Type": "application/json",
        // Resend answers a repeated key with the first response instead of a
        // second e-mail, so a resend after an unclear failure cannot double up.
        "Idempotency-Key": leadEmailKey(lead.idempotencyKey),
      },
      body: JSON.stringify(composeLeadEmail(lead, settings)),
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: "manual",
    });
    const body = await response.text();
    if (response.status === 409) {
      const name = resendErrorName(body);
      if (name === RESEND_KEY_USED) return { status: "sent", providerId: null, earlier: true };
      if (name === RESEND_CONCURRENT) return { status: "failed", error: "Resend answered 409 (a request with this key is still running)", permanent: false };
    }
    if (!response.ok) {
      const { ok: _, ...failure } = httpFailure("Resend", response, at);
      return { status: "failed", ...failure };
    }
    let providerId: string | null = null;
    try {
      const parsed = JSON.parse(body);
      if (parsed && typeof parsed.id === "string") providerId = parsed.id;
    } catch {
      // A 2xx without a JSON id still means the e-mail was accepted.
    }
    return { status: "sent", providerId };
  } catch (error) {
    const { ok: _, ...failure } = networkFailure("Resend", error, settings.timeoutMs);
    return { status: "failed", ...failure };
  }
}

/** The `name` of a Resend error body ({ statusCode, name, message }); null when there is none. */
function resendErrorName(body: string): string | null {
  try {
    const parsed = JSON.parse(body);
    return parsed && typeof parsed.name === "string" ? parsed.name : null;
  } catch {
    return null;
  }
}
