/**
 * The signed webhook channel: each lead POSTed as JSON to LEAD_WEBHOOK_URL
 * (a CRM, Zapier-style tools, a Slack incoming webhook — `text` is the line
 * Slack shows), delivered through the outbox like the e-mail.
 *
 * Signed as Standard Webhooks (https://www.standardwebhooks.com) sign:
 * `webhook-id` is the lead's id (the same on every attempt), `webhook-timestamp`
 * the Unix time in seconds of this attempt on the database's clock (its
 * claim's time, so a sender whose own clock is off still signs inside the
 * receiver's window), and `webhook-signature` holds
 * `v1,` + base64 HMAC-SHA256(key, id + "." + timestamp + "." + body) for each
 * configured secret (several during a key rotation). Each attempt is signed
 * afresh, so a retry after an outage still falls inside the receiver's replay
 * window. The receiver's side is lead-webhook-verify.mjs, which
 * docs/lead-capture.md shows verbatim.
 *
 * Only a 2xx answer counts as delivered; redirects are not followed (a 3xx
 * is a failure), so the lead can never land somewhere else than configured.
 */
import type { LeadFields } from "./contact-schema.ts";
import type { StoredLead } from "./lead-store.ts";
import { sourceSummary } from "./lead-email.ts";
import { lookalikeDomain, lookalikeWarning } from "./lookalike-domain.ts";
import { httpFailure, networkFailure, type DeliveryFailure } from "./delivery-failure.ts";
import { ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookKey } from "./lead-webhook-verify.mjs";

export { ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER };
export const WEBHOOK_EVENT = "lead.created";

export interface WebhookSettings {
  url: string;
  /** Every secret signs each attempt; the first is the current one, the others are kept during a rotation. */
  secrets: string[];
  timeoutMs: number;
}

export interface WebhookPayload {
  event: typeof WEBHOOK_EVENT;
  /** One line for chat tools (Slack shows `text`), in which visitor text can neither link nor ping (chatInert). */
  text: string;
  /** What the operator should check before acting on the lead (a look-alike e-mail domain); empty when nothing. */
  warnings: string[];
  lead: LeadFields & {
    id: string;
    receivedAt: string;
    /** "source / medium / campaign · click id", as the e-mail shows it; null without attribution. */
    source: string | null;
  };
}

/**
 * Visitor text made inert in Slack-compatible mrkdwn: Slack's documented
 * escaping of the three control characters, so `<!channel>` or
 * `<https://x|label>` typed into a field shows as typed instead of pinging
 * or linking.
 */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Visitor text for the chat line, where no markup of any receiving tool may
 * make a link out of it: Slack and Google Chat's `<url|label>` (escaped by
 * escapeMrkdwn), Markdown's `[label](url)` and `![alt](url)` (Teams, Discord,
 * Mattermost; the brackets become parentheses), and the bare addresses these
 * tools link on their own (`https://…`, `www.…`, `evil.example`): the scheme's
 * colon and each dot between two letters or digits are written `[:]` and
 * `[.]`, the usual way to show an address that must not be followed. The
 * exact text stays in the payload's `lead` fields.
 */
export function chatInert(text: string): string {
  const unlinked = text
    .replace(/[[\]]/g, (bracket) => (bracket === "[" ? "(" : ")"))
    .replace(/\b([a-z][a-z0-9+.-]*):(?=\/\/)/gi, "$1[:]")
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, "[.]");
  return escapeMrkdwn(unlinked);
}

/** What the receiver gets: the stored lead's fields and attribution (never the captcha token or internal keys). */
export function webhookPayload(lead: StoredLead): WebhookPayload {
  const source = sourceSummary(lead.attribution);
  const who = lead.company ? `${chatInert(lead.name)} (${chatInert(lead.company)})` : chatInert(lead.name);
  const lookalike = lookalikeDomain(lead.email);
  const warnings = lookalike ? [lookalikeWarning(lookalike)] : [];
  // The e-mail address passed the schema (no brackets, no scheme) and stays followable
  // as a mail address, unless its domain is a look-alike; the source is the
  // visitor's utm_* text and is made inert like the name.
  const email = lookalike ? chatInert(lead.email) : escapeMrkdwn(lead.email);
  const alert = warnings.length ? `⚠ ${chatInert(warnings.join(" "))} ` : "";
  return {
    event: WEBHOOK_EVENT,
    text: `${alert}New lead from the website: ${who} &lt;${email}&gt;${source ? ` · ${chatInert(source)}` : ""}`,
    warnings,
    lead: {
      id: lead.id,
      receivedAt: lead.receivedAt.toISOString(),
      name: lead.name,
      email: lead.email,
      company: lead.company,
      message: lead.message,
      buttonText: lead.buttonText,
      componentName: lead.componentName,
      source,
      attribution: lead.attribution,
      experiments: lead.experiments,
    },
  };
}

/** Base64 HMAC-SHA256(key, `${id}.${timestamp}.${body}`): one `v1,` entry of webhook-signature. */
export async function signWebhook(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", webhookKey(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

/** The signed request of one attempt at `at`. */
export async function webhookRequest(settings: Pick<WebhookSettings, "secrets">, lead: StoredLead, at: Date): Promise<{ body: string; headers: Record<string, string> }> {
  const body = JSON.stringify(webhookPayload(lead));
  const timestamp = Math.floor(at.getTime() / 1000);
  const signatures = await Promise.all(settings.secrets.map(async (secret) => `v1,${await signWebhook(secret, lead.id, timestamp, body)}`));
  return {
    body,
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "SWC-Lead-Webhook/2",
      [ID_HEADER]: lead.id,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signatures.join(" "),
    },
  };
}

export type WebhookOutcome = { status: "sent"; providerId: string } | ({ status: "failed" } & Omit<DeliveryFailure, "ok">);

/**
 * Sends one attempt made at `at` (the claim's time); never throws. A 2xx is
 * delivered; anything else (3xx, 4xx, 5xx, timeout, network) a failure.
 */
export async function sendLeadWebhook(fetchFn: typeof fetch, settings: WebhookSettings, lead: StoredLead, at: Date): Promise<WebhookOutcome> {
  try {
    const { body, headers } = await webhookRequest(settings, lead, at);
    const response = await fetchFn(settings.url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(settings.timeoutMs) });
    // The answer is drained (freeing the connection) and never read into a log: it may echo the lead.
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status > 299) {
      const { ok: _, ...failure } = httpFailure("webhook", response, at);
      return { status: "failed", ...failure };
    }
    return { status: "sent", providerId: `HTTP ${response.status}` };
  } catch (error) {
    const { ok: _, ...failure } = networkFailure("webhook", error, settings.timeoutMs);
    return { status: "failed", ...failure };
  }
}
