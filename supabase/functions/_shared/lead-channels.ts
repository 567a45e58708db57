/**
 * The channels a lead is delivered through, built from the environment: which
 * ones each new lead is queued for, and which ones a worker can send.
 *
 * E-mail is queued for every lead, so leads stored before RESEND_API_KEY is set
 * go out once it is; it is sent only where the key is set (elsewhere its rows
 * wait, without using up attempts). The signed webhook is queued and sent only
 * where LEAD_WEBHOOK_URL is set: without it no row is created.
 */
import type { ContactConfig } from "./contact-config.ts";
import { sendLeadEmail } from "./lead-email.ts";
import { sendLeadWebhook } from "./lead-webhook.ts";
import { createOutboxWorker, type ChannelSender, type OutboxWorker, type WorkerDeps } from "./lead-outbox.ts";
import type { Channel } from "./lead-store.ts";

type ChannelConfig = Pick<ContactConfig, "resend" | "webhook">;

export function queuedChannels(config: ChannelConfig): Channel[] {
  return config.webhook ? ["email", "webhook"] : ["email"];
}

export function channelSenders(config: ChannelConfig, fetchFn: typeof fetch, now: () => Date = () => new Date()): Partial<Record<Channel, ChannelSender>> {
  const senders: Partial<Record<Channel, ChannelSender>> = {};
  const webhook = config.webhook;
  if (webhook) {
    senders.webhook = async (lead) => {
      const outcome = await sendLeadWebhook(fetchFn, webhook, lead, now());
      if (outcome.status === "sent") return { ok: true, providerId: outcome.providerId };
      const { status: _, ...failure } = outcome;
      return { ok: false, ...failure };
    };
  }
  if (config.resend.apiKey) {
    senders.email = async (lead) => {
      const outcome = await sendLeadEmail(fetchFn, config.resend, lead);
      if (outcome.status === "sent") return { ok: true, providerId: outcome.providerId };
      if (outcome.status === "skipped") return { ok: false, error: outcome.reason, permanent: false };
      const { status: _, ...failure } = outcome;
      return { ok: false, ...failure };
    };
  }
  return senders;
}

/**
 * The one worker every caller uses — the function after an insert and on the
 * scheduler's call, the local runner's timer, `npm run leads:resend` — sending
 * through the channels configured in `config`.
 */
export function createLeadWorker(
  config: Pick<ContactConfig, "resend" | "webhook" | "outbox">,
  deps: Omit<WorkerDeps, "senders" | "settings"> & { fetch: typeof fetch },
): OutboxWorker {
  const { fetch: fetchFn, ...rest } = deps;
  return createOutboxWorker({ ...rest, senders: channelSenders(config, fetchFn, deps.now), settings: config.outbox });
}
