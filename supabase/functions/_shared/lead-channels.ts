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

/**
 * One sender per configured channel. An attempt's time is its claim's, the
 * database's clock (the sends of a round start right after their claim): the
 * webhook is signed with it and a Retry-After date is measured from it, so a
 * caller whose clock is off neither signs outside the receiver's window nor
 * misreads how long to wait.
 */
export function channelSenders(config: ChannelConfig, fetchFn: typeof fetch): Partial<Record<Channel, ChannelSender>> {
  const senders: Partial<Record<Channel, ChannelSender>> = {};
  const webhook = config.webhook;
  if (webhook) {
    senders.webhook = async (lead, delivery) => {
      const outcome = await sendLeadWebhook(fetchFn, webhook, lead, delivery.claimedAt);
      if (outcome.status === "sent") return { ok: true, providerId: outcome.providerId };
      const { status: _, ...failure } = outcome;
      return { ok: false, ...failure };
    };
  }
  if (config.resend.apiKey) {
    senders.email = async (lead, delivery) => {
      const outcome = await sendLeadEmail(fetchFn, config.resend, lead, delivery.claimedAt);
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
  return createOutboxWorker({ ...rest, senders: channelSenders(config, fetchFn), settings: config.outbox });
}
