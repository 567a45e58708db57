/**
 * The channels a lead is delivered through, built from the environment: which
 * ones each new lead is queued for, and which ones a worker can send.
 *
 * E-mail is queued for every lead, so leads stored before RESEND_API_KEY is set
 * go out once it is; it is sent only where the key is set (elsewhere its rows
 * wait, without using up attempts).
 */
import type { ContactConfig } from "./contact-config.ts";
import { sendLeadEmail } from "./lead-email.ts";
import { createOutboxWorker, type Channel, type ChannelSender, type OutboxWorker, type WorkerDeps } from "./lead-outbox.ts";

export function queuedChannels(_config: Pick<ContactConfig, "resend">): Channel[] {
  return ["email"];
}

export function channelSenders(config: Pick<ContactConfig, "resend">, fetchFn: typeof fetch): Partial<Record<Channel, ChannelSender>> {
  const senders: Partial<Record<Channel, ChannelSender>> = {};
  if (config.resend.apiKey) {
    senders.email = async (lead) => {
      const outcome = await sendLeadEmail(fetchFn, config.resend, lead);
      if (outcome.status === "sent") return { ok: true, providerId: outcome.providerId };
      return { ok: false, error: outcome.status === "failed" ? outcome.error : outcome.reason };
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
  config: Pick<ContactConfig, "resend" | "outbox">,
  deps: Omit<WorkerDeps, "senders" | "settings"> & { fetch: typeof fetch },
): OutboxWorker {
  const { fetch: fetchFn, ...rest } = deps;
  return createOutboxWorker({ ...rest, senders: channelSenders(config, fetchFn), settings: config.outbox });
}
