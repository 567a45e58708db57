/**
 * One person's rights over their leads, for the operator: `npm run leads:find`,
 * `leads:export-person` and `leads:erase` with an e-mail address (see
 * docs/data-rights.md). The work is done by SQL functions of the migration
 * 20251129090000_lead_data_rights.sql, so the commands here, the SQL editor and
 * the service role run the same code on any database; this module adds what
 * needs the operator's machine: the keyed hash recorded for an erasure (its
 * key never reaches the database) and the text printed.
 */
import { toLead, type SqlClient } from "../functions/_shared/lead-store.ts";
import { createOutboxStore } from "../functions/_shared/lead-outbox.ts";
import { normalizeEmailForHashing } from "../functions/_shared/hash-email.ts";
import { leadLines } from "./lead-lines.ts";

/** The environment variable holding the erasure audit's HMAC key. */
export const ERASURE_KEY_VARIABLE = "LEAD_ERASURE_HMAC_KEY";
/** Its shortest accepted length: `openssl rand -hex 32` gives 64 characters. */
export const ERASURE_KEY_MIN_LENGTH = 32;

/** What cannot be tied to an address, and why it goes by itself: said by every command. */
export const NOT_LINKABLE =
  "Not linkable to an address: rate-limit windows (contact_rate_limits), keyed by a salted HMAC of a client address that no lead records; each is deleted within a day.";
/** The copies an erasure here does not reach. */
export const OUTSIDE_DATABASE =
  "Not in this database: the notification e-mails in the sales inbox, the webhook receiver's copy (CRM, Slack) and conversions uploaded to Google Ads: delete those there.";

type Row = Record<string, unknown>;

export interface SubjectExport {
  email: string;
  exported_at: string;
  retention_days: number;
  leads: (Row & { id: string; deliveries: Row[] })[];
}

export interface Removed {
  leadsRemoved: number;
  deliveriesRemoved: number;
}

export interface Erasure extends Removed {
  /** The day the audit row records, YYYY-MM-DD on the database's clock. */
  erasedOn: string;
  emailHmac: string;
}

/** The HMAC key from the environment; throws a message naming the variable when it is missing or short. */
export function erasureKey(env: Record<string, string | undefined>): string {
  const key = env[ERASURE_KEY_VARIABLE] ?? "";
  if (key.length < ERASURE_KEY_MIN_LENGTH) {
    throw new Error(
      `${ERASURE_KEY_VARIABLE} ${key ? `is shorter than ${ERASURE_KEY_MIN_LENGTH} characters` : "is not set"}: ` +
        "the erasure audit records an HMAC of the address keyed with it. Create it once (`openssl rand -hex 32`), keep it " +
        "with the operator's secrets and use the same key every time, so past erasures can be looked up.",
    );
  }
  return key;
}

/**
 * HMAC-SHA256 (lower-case hex) of the address in the form the site hashes
 * addresses (normalizeEmailForHashing; the SQL function lead_subject_address
 * is the same), so every spelling of one mailbox gives one hash.
 */
export async function subjectHmac(key: string, email: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(normalizeEmailForHashing(email)));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A json column or result as the driver returns it: parsed already (postgres.js, PGlite) or as text. */
function parsed<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** Everything stored about the address's owner (lead_subject_export). */
export async function exportSubject(sql: SqlClient, email: string): Promise<SubjectExport> {
  const [row] = await sql.query<{ document: unknown }>("select public.lead_subject_export($1) as document", [email]);
  return parsed<SubjectExport>(row.document);
}

/** Erases the address's owner and records the audit row (lead_subject_erase). */
export async function eraseSubject(sql: SqlClient, email: string, key: string): Promise<Erasure> {
  const emailHmac = await subjectHmac(key, email);
  const [row] = await sql.query<Row>(
    "select leads_removed, deliveries_removed, erased_on::text as erased_on from public.lead_subject_erase($1, $2)",
    [email, emailHmac],
  );
  return { leadsRemoved: Number(row.leads_removed), deliveriesRemoved: Number(row.deliveries_removed), erasedOn: String(row.erased_on), emailHmac };
}

/** The audit rows of the address's earlier erasures, oldest first. */
export async function pastErasures(sql: SqlClient, email: string, key: string): Promise<(Removed & { erasedOn: string })[]> {
  const rows = await sql.query<Row>(
    "select erased_on::text as erased_on, leads_removed, deliveries_removed from public.lead_erasures where email_hmac = $1 order by erased_on, id",
    [await subjectHmac(key, email)],
  );
  return rows.map((row) => ({ erasedOn: String(row.erased_on), leadsRemoved: Number(row.leads_removed), deliveriesRemoved: Number(row.deliveries_removed) }));
}

/** The retention job's work (lead_retention_delete): what pg_cron runs daily on Supabase and the local runner's timer here. */
export async function deleteExpiredLeads(sql: SqlClient): Promise<Removed> {
  const [row] = await sql.query<Row>("select leads_removed, deliveries_removed from public.lead_retention_delete()");
  return { leadsRemoved: Number(row.leads_removed), deliveriesRemoved: Number(row.deliveries_removed) };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** "2 leads and 4 delivery rows". */
export function removedSummary(removed: Removed): string {
  return `${plural(removed.leadsRemoved, "lead")} and ${plural(removed.deliveriesRemoved, "delivery row")}`;
}

/** What `leads:find` prints: each lead as `npm run leads` shows it, earlier erasures when the key is given, and what no address links. */
export async function findLines(sql: SqlClient, email: string, key: string | null): Promise<string[]> {
  const found = await exportSubject(sql, email);
  const deliveries = await createOutboxStore(sql).list(found.leads.map((lead) => lead.id));
  const byLead = Map.groupBy(deliveries, (row) => row.leadId);
  const lines = found.leads.flatMap((row) => leadLines(toLead(row), byLead.get(row.id) ?? []));
  lines.push(`${plural(found.leads.length, "lead")} and ${plural(deliveries.length, "delivery row")} for ${normalizeEmailForHashing(email)} (every spelling of that mailbox).`);
  if (key) {
    const erasures = await pastErasures(sql, email, key);
    lines.push(
      erasures.length
        ? `Erased before: ${erasures.map((erasure) => `${erasure.erasedOn} (${plural(erasure.leadsRemoved, "lead")})`).join(", ")}.`
        : "Never erased before.",
    );
  } else lines.push(`Set ${ERASURE_KEY_VARIABLE} to see whether this address was erased before.`);
  lines.push(NOT_LINKABLE);
  return lines;
}

export const DATA_RIGHTS_COMMANDS = ["find", "export-person", "erase"] as const;
export type DataRightsCommand = (typeof DATA_RIGHTS_COMMANDS)[number];

export function isDataRightsCommand(command: string): command is DataRightsCommand {
  return (DATA_RIGHTS_COMMANDS as readonly string[]).includes(command);
}

export interface CommandIo {
  sql: SqlClient;
  /** Where the database is, for the summary line. */
  where: string;
  env: Record<string, string | undefined>;
  out(line: string): void;
  err(line: string): void;
}

/**
 * `find EMAIL`, `export-person EMAIL` (the JSON document on stdout, a summary
 * on stderr), `erase EMAIL` (needs LEAD_ERASURE_HMAC_KEY); the exit status.
 */
export async function runDataRightsCommand(command: DataRightsCommand, args: string[], io: CommandIo): Promise<number> {
  const [email, ...extra] = args;
  if (!email || extra.length || !email.includes("@") || email.startsWith("-")) {
    io.err(`Usage: npm run leads:${command} -- EMAIL (one address)`);
    return 2;
  }
  if (command === "find") {
    const key = io.env[ERASURE_KEY_VARIABLE] ? erasureKeyOrNull(io) : null;
    for (const line of await findLines(io.sql, email, key)) io.out(line);
    return 0;
  }
  if (command === "export-person") {
    const document = await exportSubject(io.sql, email);
    io.out(JSON.stringify(document, null, 2));
    io.err(`${plural(document.leads.length, "lead")} for ${normalizeEmailForHashing(email)} from ${io.where}. ${NOT_LINKABLE}`);
    return 0;
  }
  let key: string;
  try {
    key = erasureKey(io.env);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const erasure = await eraseSubject(io.sql, email, key);
  io.out(
    `Erased ${removedSummary(erasure)} of ${normalizeEmailForHashing(email)} ` +
      `from ${io.where}; audit row: ${erasure.erasedOn}, HMAC ${erasure.emailHmac.slice(0, 12)}….`,
  );
  io.out(NOT_LINKABLE);
  io.out(OUTSIDE_DATABASE);
  return 0;
}

/** find's optional key: a bad one is reported and left out, since finding needs no key. */
function erasureKeyOrNull(io: CommandIo): string | null {
  try {
    return erasureKey(io.env);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return null;
  }
}
