/**
 * Leads in Postgres (table contact_messages, see supabase/migrations/).
 *
 * Written once against a minimal SQL client so the same statements run on the
 * production database (postgres.js over SUPABASE_DB_URL) and on the embedded
 * PGlite database of the local runner and the tests. Every operation is a
 * single statement, so it is atomic without explicit transactions.
 */

import type { Channel } from "./lead-outbox.ts";
import type { LeadFields } from "./contact-schema.ts";

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

export interface LeadStore {
  findByIdempotencyKey(key: string): Promise<{ id: string; payloadHash: string } | null>;
  /** Stores the lead and queues one delivery per channel (lead_outbox), in one statement. */
  insert(lead: NewLead, channels: readonly Channel[]): Promise<InsertResult>;
  /** Counts one hit for `bucket` in its current fixed window and returns the window. */
  hitRateLimit(bucket: string, now: Date, windowSeconds: number): Promise<RateWindow>;
  /** Forgets windows that ended before `before`. */
  pruneRateLimits(before: Date): Promise<number>;
  list(): Promise<StoredLead[]>;
  count(): Promise<number>;
}

type Row = Record<string, unknown>;

const LEAD_COLUMNS = `id, idempotency_key, payload_hash, name, email, company, message, button_text,
  component_name, attribution, received_at`;

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function toLead(row: Row): StoredLead {
  return {
    id: String(row.id),
    idempotencyKey: String(row.idempotency_key),
    payloadHash: String(row.payload_hash),
    name: String(row.name),
    email: String(row.email),
    company: String(row.company),
    message: String(row.message),
    buttonText: row.button_text == null ? null : String(row.button_text),
    componentName: row.component_name == null ? null : String(row.component_name),
    attribution: row.attribution == null ? null : ((typeof row.attribution === "string" ? JSON.parse(row.attribution) : row.attribution) as LeadFields["attribution"]),
    receivedAt: toDate(row.received_at),
  };
}

export function createLeadStore(sql: SqlClient): LeadStore {
  return {
    async findByIdempotencyKey(key) {
      const rows = await sql.query<Row>(
        "select id, payload_hash from public.contact_messages where idempotency_key = $1",
        [key],
      );
      return rows[0] ? { id: String(rows[0].id), payloadHash: String(rows[0].payload_hash) } : null;
    },

    async insert(lead, channels) {
      // ON CONFLICT DO NOTHING makes two concurrent submits with one key store
      // one row; the loser reads the winner's row below. The deliveries are
      // queued in the same statement, so no stored lead is ever without them.
      const inserted = await sql.query<Row>(
        `with lead as (
           insert into public.contact_messages
             (idempotency_key, payload_hash, name, email, company, message, button_text, component_name, received_at, attribution)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $11::jsonb)
           on conflict (idempotency_key) do nothing
           returning id, payload_hash
         ), queued as (
           insert into public.lead_outbox (lead_id, channel, next_attempt_at, created_at)
           select lead.id, channel, $9::timestamptz, $9::timestamptz from lead, unnest($10::text[]) as channel
           returning lead_id
         )
         select id, payload_hash from lead`,
        [
          lead.idempotencyKey,
          lead.payloadHash,
          lead.name,
          lead.email,
          lead.company,
          lead.message,
          lead.buttonText,
          lead.componentName,
          lead.receivedAt.toISOString(),
          channels,
          lead.attribution === null ? null : JSON.stringify(lead.attribution),
        ],
      );
      if (inserted[0]) return { id: String(inserted[0].id), created: true, payloadHash: String(inserted[0].payload_hash) };
      const existing = await this.findByIdempotencyKey(lead.idempotencyKey);
      if (!existing) throw new Error("contact_messages: conflicting row vanished");
      return { ...existing, created: false };
    },

    async hitRateLimit(bucket, now, windowSeconds) {
      // One atomic upsert: a new bucket or an expired window starts over at 1.
      const rows = await sql.query<Row>(
        `insert into public.contact_rate_limits as r (bucket, window_started_at, hits)
         values ($1, $2::timestamptz, 1)
         on conflict (bucket) do update set
           hits = case when r.window_started_at <= $2::timestamptz - make_interval(secs => $3::double precision) then 1 else r.hits + 1 end,
           window_started_at = case when r.window_started_at <= $2::timestamptz - make_interval(secs => $3::double precision)
                                    then $2::timestamptz else r.window_started_at end
         returning hits, window_started_at`,
        [bucket, now.toISOString(), windowSeconds],
      );
      return { hits: Number(rows[0].hits), windowStartedAt: toDate(rows[0].window_started_at) };
    },

    async pruneRateLimits(before) {
      const rows = await sql.query<Row>(
        "delete from public.contact_rate_limits where window_started_at < $1::timestamptz returning bucket",
        [before.toISOString()],
      );
      return rows.length;
    },

    async list() {
      const rows = await sql.query<Row>(`select ${LEAD_COLUMNS} from public.contact_messages order by received_at, id`);
      return rows.map(toLead);
    },

    async count() {
      const rows = await sql.query<Row>("select count(*)::int as n from public.contact_messages");
      return Number(rows[0].n);
    },
  };
}
