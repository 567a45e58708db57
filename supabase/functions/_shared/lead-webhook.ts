/**
 * The signed webhook channel: each lead POSTed as JSON to LEAD_WEBHOOK_URL
 * (a CRM, Zapier-style tools, a Slack incoming webhook — `text` is the line
 * Slack shows), delivered through the outbox like the e-mail.
 *
 * Signing (Stripe/Slack style): `x-swc-timestamp` is the Unix time in seconds
 * of this attempt, `x-swc-signature` is `v1=` + hex HMAC-SHA256(secret,
 * timestamp + "." + body). Each attempt is signed afresh, so a retry after an
 * outage still falls inside the receiver's replay window. The receiver's side
 * is lead-webhook-verify.mjs, which docs/lead-capture.md shows verbatim.
 */
import type { LeadFields } from "./contact-schema.ts";
import type { StoredLead } from "./lead-store.ts";
import { sourceSummary } from "./lead-email.ts";
import { LEAD_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "./lead-webhook-verify.mjs";

export { LEAD_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER };
export const WEBHOOK_EVENT = "lead.created";

export interface WebhookSettings {
  url: string;
  secret: string;
  timeoutMs: number;
}

export interface WebhookPayload {
  event: typeof WEBHOOK_EVENT;
  /** One line for chat tools (Slack shows `text`). */
  text: string;
  lead: LeadFields & {
    id: string;
    receivedAt: string;
    /** "source / medium / campaign · click id", as the e-mail shows it; null without attribution. */
    source: string | null;
  };
}

/** What the receiver gets: the stored lead's fields and attribution (never the captcha token or internal keys). */
export function webhookPayload(lead: StoredLead): WebhookPayload {
  const source = sourceSummary(lead.attribution);
  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
  return {
    event: WEBHOOK_EVENT,
    text: `New lead from the website: ${who} <${lead.email}>${source ? ` · ${source}` : ""}`,
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
    },
  };
}

/** Hex HMAC-SHA256(secret, `${timestamp}.${body}`): the value after `v1=` in x-swc-signature. */
export async function signWebhook(secret: string, timestamp: number, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${body}`));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The signed request of one attempt at `at`. */
export async function webhookRequest(settings: Pick<WebhookSettings, "secret">, lead: StoredLead, at: Date): Promise<{ body: string; headers: Record<string, string> }> {
  const body = JSON.stringify(webhookPayload(lead));
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    body,
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "SWC-Lead-Webhook/1",
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: `v1=${await signWebhook(settings.secret, timestamp, body)}`,
      [LEAD_ID_HEADER]: lead.id,
    },
  };
}

export type WebhookOutcome = { status: "sent"; providerId: string } | { status: "failed"; error: string };

/** Sends one attempt; never throws. A 2xx is delivered; anything else (other status, timeout, network) a failure. */
export async function sendLeadWebhook(fetchFn: typeof fetch, settings: WebhookSettings, lead: StoredLead, at: Date): Promise<WebhookOutcome> {
  try {
    const { body, headers } = await webhookRequest(settings, lead, at);
    const response = await fetchFn(settings.url, { method: "POST", headers, body, signal: AbortSignal.timeout(settings.timeoutMs) });
    const answer = await response.text().catch(() => "");
    if (!response.ok) return { status: "failed", error: `webhook answered ${response.status}: ${answer.slice(0, 300)}` };
    return { status: "sent", providerId: `HTTP ${response.status}` };
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${settings.timeoutMs} ms` : String(error);
    return { status: "failed", error: `webhook request failed: ${reason}` };
  }
}
