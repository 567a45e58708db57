/**
 * Leads in Postgres (table contact_messages, see supabase/migrations/).
 *
 * Written once against a minimal SQL client so the same statements run on the
 * production database (postgres.js over SUPABASE_DB_URL) and on the embedded
 * PGlite database of the local runner and the tests. Every operation is a
 * single statement, so it is atomic without explicit transactions.
 */

/** `$1`-style parameters; rows as plain objects. */
export interface SqlClient {
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export type NotificationStatus = "pending" | "sent" | "failed";

export interface NewLead {
  idempotencyKey: string;
  payloadHash: string;
  name: string;
  email: string;
  company: string;
  message: string;
  buttonText: string | null;
  componentName: string | null;
  receivedAt: Date;
}

export interface StoredLead extends NewLead {
  id: string;
  notificationStatus: NotificationStatus;
  notificationAttempts: number;
  notificationError: string | null;
  notificationId: string | null;
  notifiedAt: Date | null;
}

export interface InsertResult {
  id: string;
  /** false when a lead with the same idempotency key already existed. */
  created: boolean;
  payloadHash: string;
}

export type NotificationOutcome =
  | { status: "sent"; providerId: string | null; at: Date }
  | { status: "failed"; error: string; at: Date };

export interface RateWindow {
  hits: number;
  windowStartedAt: Date;
}

export interface LeadStore {
  findByIdempotencyKey(key: string): Promise<{ id: string; payloadHash: string } | null>;
  insert(lead: NewLead): Promise<InsertResult>;
  recordNotification(id: string, outcome: NotificationOutcome): Promise<void>;
  /** Counts one hit for `bucket` in its current fixed window and returns the window. */
  hitRateLimit(bucket: string, now: Date, windowSeconds: number): Promise<RateWindow>;
  /** Forgets windows that ended before `before`. */
  pruneRateLimits(before: Date): Promise<number>;
  list(options?: { unsentOnly?: boolean }): Promise<StoredLead[]>;
  count(): Promise<number>;
}

type Row = Record<string, unknown>;

const LEAD_COLUMNS = `id, idempotency_key, payload_hash, name, email, company, message, button_text,
  component_name, received_at, notification_status, notification_attempts, notification_error,
  notification_id, notified_at`;

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function toLead(row: Row): StoredLead {
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
    receivedAt: toDate(row.received_at),
    notificationStatus: row.notification_status as NotificationStatus,
    notificationAttempts: Number(row.notification_attempts),
    notificationError: row.notification_error == null ? null : String(row.notification_error),
    notificationId: row.notification_id == null ? null : String(row.notification_id),
    notifiedAt: row.notified_at == null ? null : toDate(row.notified_at),
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

    async insert(lead) {
      // ON CONFLICT DO NOTHING makes two concurrent submits with one key store
      // one row; the loser reads the winner's row below.
      const inserted = await sql.query<Row>(
        `insert into public.contact_messages
           (idempotency_key, payload_hash, name, email, company, message, button_text, component_name, received_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz)
         on conflict (idempotency_key) do nothing
         returning id, payload_hash`,
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
        ],
      );
      if (inserted[0]) return { id: String(inserted[0].id), created: true, payloadHash: String(inserted[0].payload_hash) };
      const existing = await this.findByIdempotencyKey(lead.idempotencyKey);
      if (!existing) throw new Error("contact_messages: conflicting row vanished");
      return { ...existing, created: false };
    },

    async recordNotification(id, outcome) {
      await sql.query(
        `update public.contact_messages
            set notification_status = $2,
                notification_attempts = notification_attempts + 1,
                notification_error = $3,
                notification_id = coalesce($4, notification_id),
                notified_at = case when $2 = 'sent' then $5::timestamptz else notified_at end
          where id = $1`,
        [
          id,
          outcome.status,
          outcome.status === "failed" ? outcome.error.slice(0, 1000) : null,
          outcome.status === "sent" ? outcome.providerId : null,
          outcome.at.toISOString(),
        ],
      );
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

    async list(options = {}) {
      const where = options.unsentOnly ? "where notification_status <> 'sent'" : "";
      const rows = await sql.query<Row>(
        `select ${LEAD_COLUMNS} from public.contact_messages ${where} order by received_at, id`,
      );
      return rows.map(toLead);
    },

    async count() {
      const rows = await sql.query<Row>("select count(*)::int as n from public.contact_messages");
      return Number(rows[0].n);
    },
  };
}
