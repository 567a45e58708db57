/**
 * The lead delivery outbox (table lead_outbox, see supabase/migrations/): one
 * row per lead and channel, queued in the statement that stores the lead.
 *
 * A worker claims due rows atomically (FOR UPDATE SKIP LOCKED inside one
 * UPDATE, with a lease and a claim token), sends each through its channel and
 * records the outcome only while it still holds the claim: delivered, or the
 * next attempt after an exponential backoff with jitter, or dead-lettered
 * after `maxAttempts` failures. Any number of workers may run at once (the
 * function right after an insert, the scheduler, `npm run leads:resend`);
 * each due row is sent by exactly one of them.
 *
 * Every time the outbox keeps — when a row is due, how long a claim lasts,
 * when it was delivered, how long a scheduler has been late — is the
 * database's (`now()`), never the caller's: `npm run leads:resend` runs on an
 * operator's laptop whose clock may be minutes off, and a worker ahead of the
 * others would take over rows still in flight (a duplicate delivery), one
 * behind would leave due rows waiting. Callers pass durations only.
 *
 * Plain TypeScript on the minimal SqlClient, like lead-store.ts, so the same
 * statements run on production Postgres and on the embedded PGlite database.
 */
import { CHANNELS, toLead, type Channel, type SqlClient, type StoredLead } from "./lead-store.ts";
import type { DeliveryFailure } from "./delivery-failure.ts";
import { raiseAlert } from "./lead-alert.ts";

export type DeliveryStatus = "pending" | "sending" | "delivered" | "dead";

export interface OutboxSettings {
  /** Delay before the second attempt; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  /** Cap of the delay. Keeps the wait after a provider comes back short. */
  maxDelayMs: number;
  /** Failed attempts after which a row is dead-lettered; a row is never claimed beyond it. */
  maxAttempts: number;
  /** How long a claim lasts; a worker that died mid-send is replaced after it. */
  leaseMs: number;
  /** Rows one worker claims (and sends concurrently) per round. */
  batchSize: number;
}

export interface Delivery {
  id: number;
  leadId: string;
  channel: Channel;
  /** Attempts so far, this one included. */
  attempts: number;
  claimToken: string;
  /** The database's time at the claim: the time of this attempt (the webhook is signed with it). */
  claimedAt: Date;
  lead: StoredLead;
}

export interface DeliveryRow {
  id: number;
  leadId: string;
  channel: Channel;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  providerId: string | null;
  deliveredAt: Date | null;
}

export type SendResult = { ok: true; providerId: string | null } | DeliveryFailure;

/** The longest wait a receiver's Retry-After can impose before the next attempt. */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/** Sends one lead through one channel; never throws (a thrown error counts as a failed attempt). */
export type ChannelSender = (lead: StoredLead, delivery: Pick<Delivery, "id" | "attempts" | "claimedAt">) => Promise<SendResult>;

export interface OutboxStore {
  /**
   * Claims up to `limit` due rows of `channels` (only those of `leadId` when
   * given) that have attempts left, each for `leaseMs` from the claim.
   */
  claim(options: { channels: readonly Channel[]; leaseMs: number; limit: number; maxAttempts: number; leadId?: string }): Promise<Delivery[]>;
  /**
   * Dead-letters rows whose worker died on their last allowed attempt (a
   * 'sending' row with its lease over and no attempt left); returns them.
   */
  expireAbandoned(options: { channels: readonly Channel[]; maxAttempts: number }): Promise<{ id: number; leadId: string; channel: Channel; attempts: number }[]>;
  /** false when the claim was lost (lease ended and another worker took the row). */
  markDelivered(delivery: Delivery, providerId: string | null): Promise<boolean>;
  /**
   * Records a failed attempt: dead-lettered, or due again `retryInMs` from
   * now. The next attempt's time; null when the claim was lost.
   */
  markFailed(delivery: Delivery, failure: { error: string; retryInMs: number; dead: boolean }): Promise<Date | null>;
  /**
   * Makes every undelivered row of `channels` due now and returns how many:
   * dead-lettered ones, and pending ones whose attempts reached `maxAttempts`
   * (after LEAD_MAX_ATTEMPTS was lowered no worker claims them), start over
   * with their full number of attempts.
   */
  requeue(channels: readonly Channel[], maxAttempts: number): Promise<number>;
  /** What the health check reports about undelivered rows (every age on the database's clock). */
  backlog(options: { maxAttempts: number; lateByMs: number }): Promise<OutboxBacklog>;
  list(leadIds?: readonly string[]): Promise<DeliveryRow[]>;
  /**
   * Moves due pending rows of channels *not* in `sendable` `forMs` ahead: the
   * caller cannot send them (no key for that channel), and the scheduler,
   * which fires while any row is due, would otherwise call every 30 s forever.
   * Returns how many were moved.
   */
  park(options: { sendable: readonly Channel[]; forMs: number }): Promise<number>;
  /**
   * How many rows of `channels` have been due for more than `lateByMs` and
   * still wait: a scheduler that is not running leaves them.
   */
  countOverdue(options: { lateByMs: number; channels: readonly Channel[] }): Promise<number>;
}

export interface OutboxBacklog {
  /** Rows not delivered yet (pending, sending or dead). */
  undelivered: number;
  /** Age of the oldest undelivered row, from when it was queued; null when none. */
  oldestUndeliveredMs: number | null;
  dead: number;
  /** Pending rows whose attempts reached the limit: no worker claims them until `leads:resend`. */
  pastMaxAttempts: number;
  /** Pending rows due for longer than `lateByMs`: the scheduler is not working the outbox. */
  overdue: number;
}

type Row = Record<string, unknown>;

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

const text = (value: unknown) => (value == null ? null : String(value));

/**
 * The delay before the attempt after `failedAttempts` failures: "equal jitter"
 * — half of the exponential step is fixed, half random — so retries of many
 * rows spread out without any row waiting longer than maxDelayMs.
 */
export function retryDelayMs(failedAttempts: number, settings: Pick<OutboxSettings, "baseDelayMs" | "maxDelayMs">, random: () => number = Math.random): number {
  const step = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

export function createOutboxStore(sql: SqlClient): OutboxStore {
  return {
    async claim({ channels, leaseMs, limit, maxAttempts, leadId }) {
      // One statement: the CTE locks due rows other workers have not locked
      // (SKIP LOCKED), and the UPDATE re-checks them against the newest row
      // version, so a row is claimed by one worker only. A 'sending' row whose
      // lease ended belongs to a worker that died and is claimed again.
      // now() is the statement's one time, the same in every row and in claimed_at.
      const rows = await sql.query<Row>(
        `with due as (
           select id from public.lead_outbox
            where channel = any($1::text[])
              and ($4::uuid is null or lead_id = $4::uuid)
              and attempts < $5
              and ((status = 'pending' and next_attempt_at <= now())
                   or (status = 'sending' and locked_until <= now()))
            order by next_attempt_at, id
            limit $3
            for update skip locked
         )
         update public.lead_outbox o
            set status = 'sending',
                attempts = o.attempts + 1,
                locked_until = now() + make_interval(secs => $2::double precision),
                claim_token = gen_random_uuid()
           from due, public.contact_messages m
          where o.id = due.id and m.id = o.lead_id
            and o.attempts < $5
            and ((o.status = 'pending' and o.next_attempt_at <= now())
                 or (o.status = 'sending' and o.locked_until <= now()))
         returning o.id as outbox_id, o.channel, o.attempts, o.claim_token, now() as claimed_at, m.*`,
        [channels, leaseMs / 1000, limit, leadId ?? null, maxAttempts],
      );
      return rows.map((row) => ({
        id: Number(row.outbox_id),
        leadId: String(row.id),
        channel: row.channel as Channel,
        attempts: Number(row.attempts),
        claimToken: String(row.claim_token),
        claimedAt: toDate(row.claimed_at),
        lead: toLead(row),
      }));
    },

    async expireAbandoned({ channels, maxAttempts }) {
      const rows = await sql.query<Row>(
        `update public.lead_outbox
            set status = 'dead', locked_until = null, claim_token = null,
                last_error = left(coalesce(last_error || '; ', '') || 'the worker of the last allowed attempt stopped without an outcome', 1000)
          where status = 'sending' and locked_until <= now() and attempts >= $2 and channel = any($1::text[])
         returning id, lead_id, channel, attempts`,
        [channels, maxAttempts],
      );
      return rows.map((row) => ({ id: Number(row.id), leadId: String(row.lead_id), channel: row.channel as Channel, attempts: Number(row.attempts) }));
    },

    async markDelivered(delivery, providerId) {
      const rows = await sql.query<Row>(
        `update public.lead_outbox
            set status = 'delivered', delivered_at = now(), provider_id = $3,
                last_error = null, locked_until = null, claim_token = null
          where id = $1 and claim_token = $2::uuid and status = 'sending'
         returning id`,
        [delivery.id, delivery.claimToken, providerId?.slice(0, 200) ?? null],
      );
      return rows.length === 1;
    },

    async markFailed(delivery, failure) {
      const rows = await sql.query<Row>(
        `update public.lead_outbox
            set status = $3, next_attempt_at = now() + make_interval(secs => $4::double precision), last_error = $5,
                locked_until = null, claim_token = null
          where id = $1 and claim_token = $2::uuid and status = 'sending'
         returning next_attempt_at`,
        [delivery.id, delivery.claimToken, failure.dead ? "dead" : "pending", failure.retryInMs / 1000, failure.error.slice(0, 1000)],
      );
      return rows.length === 1 ? toDate(rows[0].next_attempt_at) : null;
    },

    async requeue(channels, maxAttempts) {
      const rows = await sql.query<Row>(
        `update public.lead_outbox
            set status = 'pending', next_attempt_at = now(), locked_until = null, claim_token = null,
                -- a dead letter, or a row out of attempts, starts over with its full number
                attempts = case when status = 'dead' or attempts >= $2 then 0 else attempts end
          where (status in ('pending', 'dead') or (status = 'sending' and locked_until <= now())) and channel = any($1::text[])
         returning id`,
        [channels, maxAttempts],
      );
      return rows.length;
    },

    async backlog({ maxAttempts, lateByMs }) {
      const [row] = await sql.query<Row>(
        `select count(*) filter (where status <> 'delivered')::int as undelivered,
                (extract(epoch from now() - min(created_at) filter (where status <> 'delivered')) * 1000)::float8 as oldest_ms,
                count(*) filter (where status = 'dead')::int as dead,
                count(*) filter (where status = 'pending' and attempts >= $1)::int as past_max,
                count(*) filter (where status = 'pending' and attempts < $1
                                   and next_attempt_at < now() - make_interval(secs => $2::double precision))::int as overdue
           from public.lead_outbox`,
        [maxAttempts, lateByMs / 1000],
      );
      return {
        undelivered: Number(row.undelivered),
        oldestUndeliveredMs: row.oldest_ms == null ? null : Math.max(0, Math.round(Number(row.oldest_ms))),
        dead: Number(row.dead),
        pastMaxAttempts: Number(row.past_max),
        overdue: Number(row.overdue),
      };
    },

    async park({ sendable, forMs }) {
      const rows = await sql.query<Row>(
        `update public.lead_outbox set next_attempt_at = now() + make_interval(secs => $2::double precision)
          where status = 'pending' and next_attempt_at <= now() and not (channel = any($1::text[]))
         returning id`,
        [sendable, forMs / 1000],
      );
      return rows.length;
    },

    async countOverdue({ lateByMs, channels }) {
      const rows = await sql.query<Row>(
        `select count(*)::int as n from public.lead_outbox
          where status = 'pending' and next_attempt_at < now() - make_interval(secs => $1::double precision) and channel = any($2::text[])`,
        [lateByMs / 1000, channels],
      );
      return Number(rows[0].n);
    },

    async list(leadIds) {
      const rows = await sql.query<Row>(
        `select id, lead_id, channel, status, attempts, next_attempt_at, last_error, provider_id, delivered_at
           from public.lead_outbox
          where $1::uuid[] is null or lead_id = any($1::uuid[])
          order by lead_id, channel`,
        [leadIds ?? null],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        leadId: String(row.lead_id),
        channel: row.channel as Channel,
        status: row.status as DeliveryStatus,
        attempts: Number(row.attempts),
        nextAttemptAt: toDate(row.next_attempt_at),
        lastError: text(row.last_error),
        providerId: text(row.provider_id),
        deliveredAt: row.delivered_at == null ? null : toDate(row.delivered_at),
      }));
    },
  };
}

export interface RoundResult {
  claimed: number;
  delivered: number;
  /** Failed and scheduled again. */
  retrying: number;
  dead: number;
  /** Outcomes not recorded because the claim had been lost meanwhile. */
  lost: number;
}

export interface OutboxWorker {
  /** Channels this worker can send (the configured ones); rows of others wait. */
  readonly channels: readonly Channel[];
  /** One round: claim due rows (of one lead when given), send them concurrently, record the outcomes. */
  runOnce(options?: { leadId?: string }): Promise<RoundResult>;
  /** Rounds until nothing is due (or `deadline` passes); the totals. */
  drain(options?: { deadline?: Date }): Promise<RoundResult>;
}

export interface WorkerDeps {
  store: OutboxStore;
  senders: Partial<Record<Channel, ChannelSender>>;
  settings: OutboxSettings;
  /** The caller's clock: only for how long `drain` may run. Every time stored in the outbox is the database's. */
  now?: () => Date;
  random?: () => number;
  log?: Pick<Console, "info" | "warn" | "error">;
}

const emptyRound = (): RoundResult => ({ claimed: 0, delivered: 0, retrying: 0, dead: 0, lost: 0 });

export function createOutboxWorker(deps: WorkerDeps): OutboxWorker {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console;
  const channels = CHANNELS.filter((channel) => deps.senders[channel]);

  async function deliver(delivery: Delivery, round: RoundResult): Promise<void> {
    const send = deps.senders[delivery.channel]!;
    let result: SendResult;
    try {
      result = await send(delivery.lead, delivery);
    } catch (error) {
      result = { ok: false, error: `sender failed: ${error instanceof Error ? error.name : "error"}`, permanent: false };
    }
    const tag = `[lead-outbox] lead ${delivery.leadId} ${delivery.channel}`;
    if (result.ok) {
      if (await deps.store.markDelivered(delivery, result.providerId)) {
        round.delivered++;
        log.info(`${tag} delivered (attempt ${delivery.attempts}).`);
      } else {
        round.lost++;
        log.warn(`${tag} delivered, but the claim had expired meanwhile.`);
      }
      return;
    }
    const dead = result.permanent || delivery.attempts >= deps.settings.maxAttempts;
    // The backoff, or the receiver's Retry-After when it asks for longer.
    const retryInMs = Math.max(retryDelayMs(delivery.attempts, deps.settings, deps.random), Math.min(result.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
    const nextAttemptAt = await deps.store.markFailed(delivery, { error: result.error, retryInMs, dead });
    if (!nextAttemptAt) {
      round.lost++;
      return;
    }
    if (dead) {
      round.dead++;
      const why = result.permanent ? "an answer retrying cannot change" : `${delivery.attempts} attempts`;
      raiseAlert(log, `${tag} dead-lettered after ${why}: ${result.error}. Fix the cause, then \`npm run leads:resend\`.`);
    } else {
      round.retrying++;
      log.warn(`${tag} attempt ${delivery.attempts} failed (${result.error}); next at ${nextAttemptAt.toISOString()}.`);
    }
  }

  async function runOnce(options: { leadId?: string } = {}): Promise<RoundResult> {
    const round = emptyRound();
    if (channels.length === 0) return round;
    const { maxAttempts } = deps.settings;
    for (const row of await deps.store.expireAbandoned({ channels, maxAttempts })) {
      round.dead++;
      raiseAlert(log, `[lead-outbox] lead ${row.leadId} ${row.channel} dead-lettered: its worker stopped during attempt ${row.attempts} of ${maxAttempts}. \`npm run leads:resend\` tries again.`);
    }
    const claimed = await deps.store.claim({
      channels,
      leaseMs: deps.settings.leaseMs,
      limit: deps.settings.batchSize,
      maxAttempts,
      leadId: options.leadId,
    });
    round.claimed = claimed.length;
    await Promise.all(claimed.map((delivery) => deliver(delivery, round)));
    return round;
  }

  return {
    channels,
    runOnce,
    async drain(options = {}) {
      const total = emptyRound();
      for (;;) {
        const round = await runOnce();
        for (const key of Object.keys(total) as (keyof RoundResult)[]) total[key] += round[key];
        if (round.claimed === 0 || (options.deadline && now() >= options.deadline)) return total;
      }
    },
  };
}
