/**
 * Leads in Postgres (table contact_messages, see supabase/migrations/).
 *
 * Written once against a minimal SQL client so the same statements run on the
 * production database (postgres.js over SUPABASE_DB_URL) and on the embedded
 * PGlite database of the local runner and the tests. Every operation is a
 * single statement, so it is atomic without explicit transactions.
 */

import { LEAD_FIELDS, type LeadFields } from "./contact-schema.ts";

/** The channels a lead is delivered through: the store queues one lead_outbox row per channel with the lead. */
export const CHANNELS = ["email", "webhook"] as const;
export type Channel = (typeof CHANNELS)[number];

/** `$1`-style parameters; rows as plain objects. */
export interface SqlClient {
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface NewLead extends LeadFields {
  idempotencyKey: string;
  payloadHash: string;
  receivedAt: Date;
}

export interface StoredLead extends NewLead {
  id: string;
}

export interface InsertResult {
  id: string;
  /** false when a lead with the same idempotency key already existed. */
  created: boolean;
  payloadHash: string;
}

export interface RateWindow {
  hits: number;
  windowStartedAt: Date;
}

export interface StoredKey {
  id: string;
  payloadHash: string;
}

/** What a submission needs to know before its captcha is checked. */
export interface AdmissionRequest {
  /** the submission's idempotency key, when it sent one */
  idempotencyKey: string | null;
  /** the rate-limit bucket the submission counts against, when rate limiting is on */
  bucket: string | null;
  now: Date;
  windowSeconds: number;
}

export interface Admission {
  /** the lead already stored under the idempotency key: the submission is a retry */
  existing: StoredKey | null;
  /** the bucket's window after counting this submission; null for a retry or without a bucket */
  window: RateWindow | null;
}

export interface LeadStore {
  /**
   * In one statement: the lead stored under the idempotency key, or else one
   * hit counted in the bucket's window (a retry of a stored lead costs no hit).
   */
  admit(request: AdmissionRequest): Promise<Admission>;
  /**
   * Stores the lead and queues one delivery per channel (lead_outbox), in one
   * statement; a channel in `sentBefore` (the e-mail that went out while the
   * database was down) is recorded as delivered, never queued.
   */
  insert(lead: NewLead, channels: readonly Channel[], sentBefore?: readonly Channel[]): Promise<InsertResult>;
  /** Forgets windows that ended before `before`. */
  pruneRateLimits(before: Date): Promise<number>;
  list(): Promise<StoredLead[]>;
  count(): Promise<number>;
}

type Row = Record<string, unknown>;

/** In a rate-limit upsert: the stored window has ended ($3 is now, $4 the window in seconds), so it starts over at 1. */
const RATE_WINDOW_EXPIRED = "case when r.window_started_at <= $3::timestamptz - make_interval(secs => $4::double precision)";

/**
 * contact_messages' column of each lead field: the field's name in snake_case,
 * jsonb for a field that holds an object. The insert, the list and toLead are
 * built from it, so a field added to the schema needs only its column (a migration).
 */
export const LEAD_COLUMNS = LEAD_FIELDS.map(({ field, holds }) => ({
  field,
  column: field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  json: holds === "object",
}));

const LEAD_COLUMN_NAMES = LEAD_COLUMNS.map(({ column }) => column).join(", ");

/** provider_id of a delivery made before its lead was stored. */
export const SENT_BEFORE_STORE = "sent before the lead was stored";

const INSERT_LEAD = `with lead as (
           insert into public.contact_messages
             (idempotency_key, payload_hash, received_at, ${LEAD_COLUMN_NAMES})
           values ($1, $2, $3::timestamptz, ${LEAD_COLUMNS.map(({ json }, i) => `$${i + 5}${json ? "::text::jsonb" : ""}`).join(", ")})
           on conflict (idempotency_key) do nothing
           returning id, payload_hash
         ), queued as (
           -- Due at once on the database's clock, which every outbox time uses (lead-outbox.ts);
           -- a channel sent before the lead was stored ($${LEAD_COLUMNS.length + 5}) is delivered already.
           insert into public.lead_outbox (lead_id, channel, next_attempt_at, created_at, status, delivered_at, provider_id)
           select lead.id, channel, now(), now(),
                  case when sent then 'delivered' else 'pending' end,
                  case when sent then now() end,
                  case when sent then '${SENT_BEFORE_STORE}' end
             from lead, unnest($4::text[]) as channel,
                  lateral (select channel = any($${LEAD_COLUMNS.length + 5}::text[]) as sent) as sent_before
           returning lead_id
         )
         select id, payload_hash from lead`;

const SELECT_LEADS = `select id, idempotency_key, payload_hash, received_at, ${LEAD_COLUMN_NAMES}
  from public.contact_messages order by received_at, id`;

/** A row's `id` and `payload_hash`: the lead stored under an idempotency key. */
function toStoredKey(row: Row): StoredKey {
  return { id: String(row.id), payloadHash: String(row.payload_hash) };
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** A jsonb column as the driver returns it: parsed already (postgres.js, PGlite) or as text. */
function fromJson(value: unknown): unknown {
  return value == null ? null : typeof value === "string" ? JSON.parse(value) : value;
}

export function toLead(row: Row): StoredLead {
  const fields = Object.fromEntries(
    LEAD_COLUMNS.map(({ field, column, json }) => [field, json ? fromJson(row[column]) : row[column] == null ? null : String(row[column])]),
  ) as LeadFields;
  return { id: String(row.id), idempotencyKey: String(row.idempotency_key), payloadHash: String(row.payload_hash), ...fields, receivedAt: toDate(row.received_at) };
}

export function createLeadStore(sql: SqlClient): LeadStore {
  return {
    async insert(lead, channels, sentBefore = []) {
      // ON CONFLICT DO NOTHING makes two concurrent submits with one key store
      // one row; the loser reads the winner's row below. The deliveries are
      // queued in the same statement, so no stored lead is ever without them.
      // The JSON columns are bound as text and cast by the server: postgres.js
      // encodes a value bound to a jsonb parameter as JSON itself, so a JSON
      // text would be stored as one JSON string (and fail the columns' checks).
      const inserted = await sql.query<Row>(INSERT_LEAD, [
        lead.idempotencyKey,
        lead.payloadHash,
        lead.receivedAt.toISOString(),
        channels,
        ...LEAD_COLUMNS.map(({ field, json }) => (json && lead[field] !== null ? JSON.stringify(lead[field]) : lead[field])),
        sentBefore,
      ]);
      if (inserted[0]) return { ...toStoredKey(inserted[0]), created: true };
      const [existing] = await sql.query<Row>("select id, payload_hash from public.contact_messages where idempotency_key = $1", [lead.idempotencyKey]);
      if (!existing) throw new Error("contact_messages: conflicting row vanished");
      return { ...toStoredKey(existing), created: false };
    },

    async admit({ idempotencyKey, bucket, now, windowSeconds }) {
      const rows = await sql.query<Row>(
        `with existing as (
           select id, payload_hash from public.contact_messages where idempotency_key = $1
         ), hit as (
           insert into public.contact_rate_limits as r (bucket, window_started_at, hits)
           select $2, $3::timestamptz, 1 where $2::text is not null and not exists (select 1 from existing)
           on conflict (bucket) do update set
             hits = ${RATE_WINDOW_EXPIRED} then 1 else r.hits + 1 end,
             window_started_at = ${RATE_WINDOW_EXPIRED} then $3::timestamptz else r.window_started_at end
           returning hits, window_started_at
         )
         select (select id from existing) as id, (select payload_hash from existing) as payload_hash,
                (select hits from hit) as hits, (select window_started_at from hit) as window_started_at`,
        [idempotencyKey, bucket, now.toISOString(), windowSeconds],
      );
      const row = rows[0];
      return {
        existing: row.id == null ? null : toStoredKey(row),
        window: row.hits == null ? null : { hits: Number(row.hits), windowStartedAt: toDate(row.window_started_at) },
      };
    },

    async pruneRateLimits(before) {
      const rows = await sql.query<Row>(
        "delete from public.contact_rate_limits where window_started_at < $1::timestamptz returning bucket",
        [before.toISOString()],
      );
      return rows.length;
    },

    async list() {
      const rows = await sql.query<Row>(SELECT_LEADS);
      return rows.map(toLead);
    },

    async count() {
      const rows = await sql.query<Row>("select count(*)::int as n from public.contact_messages");
      return Number(rows[0].n);
    },
  };
}
