/**
 * `npm run leads:export`: stored leads as the CSV files Google Ads imports
 * (Goals → Conversions → Uploads), so ad clicks that became leads count as
 * conversions and bidding can learn from them.
 *
 *   google-ads  offline click conversions: one row per lead with a gclid (or,
 *               without one, a gbraid or wbraid), columns of Google's template
 *               "Conversions from clicks".
 *   enhanced    enhanced conversions for leads: one row per lead, the e-mail
 *               normalised as Google documents (trimmed, lower-cased, dots of
 *               a gmail.com/googlemail.com local part removed), SHA-256 hex:
 *               the same hash the page's lead_sent gives the Ads tag.
 *
 *   experiments one row per lead and experiment whose variant its visitor was
 *               shown (recorded only under analytics consent): the lead's id,
 *               time and form, the experiment and the variant, for a
 *               spreadsheet's pivot table. Nothing is sent to Google; no
 *               personal data is in it.
 *
 * Each row's Order ID is the lead's id (its idempotency key), which the
 * page's lead_sent also gives the Google Ads tag as its order id. Google Ads
 * de-duplicates an order id only within one conversion action: a lead
 * uploaded twice to this import action counts once, but the tag reports to
 * its own website action, so one of the two actions must be secondary
 * (docs/analytics.md, "One lead, counted once").
 *
 * Both start with Google's `Parameters:TimeZone=` row and also write each
 * conversion time with its offset (`2026-11-25 10:15:00+02:00`); Google reads
 * the time's own offset first. Only leads sent with ad_user_data granted are
 * exported (an unanswered banner granted nothing), and the file says so in
 * Google's "Ad User Data Consent" column. No cell starts with a character a
 * spreadsheet would run as a formula. Pure functions: Jest tests them, and
 * supabase/local/lead-commands.ts runs them under Deno.
 */
import type { StoredLead } from "../functions/_shared/lead-store.ts";
import { hashEmail } from "../functions/_shared/hash-email.ts";

/** The columns both of Google's templates end with, in their order: the conversion, the lead's id, the consent. */
const CONVERSION_COLUMNS = ["Conversion Name", "Conversion Time", "Conversion Value", "Conversion Currency", "Order ID", "Ad User Data Consent"] as const;
/** Google's template "Conversions from clicks" (offline conversion import), in its order. */
export const GOOGLE_ADS_COLUMNS = ["Google Click ID", "GBRAID", "WBRAID", ...CONVERSION_COLUMNS] as const;
/** Google's template for enhanced conversions for leads, in its order (the site collects no phone number). */
export const ENHANCED_COLUMNS = ["Email", "Phone Number", ...CONVERSION_COLUMNS] as const;
/** What the consent column says: only leads sent with ad_user_data granted are exported. */
export const AD_USER_DATA_GRANTED = "GRANTED";

/** The experiments format: one row per lead and experiment. */
export const EXPERIMENT_COLUMNS = ["Lead ID", "Received", "Form", "Experiment", "Variant"] as const;

export const EXPORT_FORMATS = ["google-ads", "enhanced", "experiments"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Must equal the name of the conversion action in Google Ads (type "Import", from clicks). */
export const DEFAULT_CONVERSION_NAME = "Website lead";
/** The firm's own time zone; Google Ads accepts any IANA id. */
export const DEFAULT_TIME_ZONE = "Asia/Jerusalem";

export interface ExportOptions {
  format: ExportFormat;
  conversionName: string;
  timeZone: string;
  /** Leads received at or after this instant only. */
  since: Date | null;
  /** Conversion value and ISO 4217 currency per lead; empty cells when null (Google then uses the action's default). */
  value: number | null;
  currency: string | null;
}

export interface ExportResult {
  csv: string;
  rows: number;
  /** Leads left out, by reason. */
  skipped: { noClickId: number; noAdUserDataConsent: number; beforeSince: number; noExperiments: number };
}

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line
 * break; quotes doubled. A value starting like a formula is prefixed with `'`,
 * so a spreadsheet shows it as text instead of running it.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return values.map(csvField).join(",");
}

/** The rows of a CSV text (RFC 4180 quoting; rows end at CRLF or LF outside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      endRow();
      i++;
    } else if (char === "\n") endRow();
    else field += char;
  }
  if (field || row.length) endRow();
  return rows;
}

/** Throws a clear error for a time zone the runtime does not know. */
export function checkTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
  } catch {
    throw new Error(`Unknown time zone "${timeZone}": use an IANA id such as Asia/Jerusalem or Europe/London.`);
  }
  return timeZone;
}

function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
}

/** Minutes the zone is ahead of UTC at `date` (daylight saving time included). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const wall = wallClock(date, timeZone);
  const asUtc = Date.UTC(+wall.year, +wall.month - 1, +wall.day, +wall.hour, +wall.minute, +wall.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** `yyyy-MM-dd HH:mm:ss+HH:mm`, the wall-clock time in `timeZone` with its offset, as Google Ads reads conversion times. */
export function formatConversionTime(date: Date, timeZone: string): string {
  const wall = wallClock(date, timeZone);
  const offset = zoneOffsetMinutes(date, timeZone);
  const abs = Math.abs(offset);
  const sign = offset < 0 ? "-" : "+";
  return `${wall.year}-${wall.month}-${wall.day} ${wall.hour}:${wall.minute}:${wall.second}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/**
 * `--since`: an ISO date-time with its offset as is; a bare date (2026-11-01)
 * is that day's midnight in `timeZone`.
 */
export function parseSince(value: string, timeZone: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const utcMidnight = Date.UTC(+day[1], +day[2] - 1, +day[3]);
    let at = utcMidnight - zoneOffsetMinutes(new Date(utcMidnight), timeZone) * 60_000;
    // Once more at the found instant, in case a daylight-saving change lies between.
    at = utcMidnight - zoneOffsetMinutes(new Date(at), timeZone) * 60_000;
    return new Date(at);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return new Date(value);
  throw new Error(`--since takes a date (2026-11-01) or an ISO date-time with its offset (2026-11-01T08:00:00+02:00), got "${value}"`);
}

/**
 * The Google Ads click of a lead: its gclid, or else (iOS traffic, where
 * Google sends none) its gbraid or wbraid, from the last touch, else the first.
 */
export function leadGoogleClick(lead: StoredLead): { gclid: string; gbraid: string; wbraid: string } | null {
  for (const touch of [lead.attribution?.lastTouch, lead.attribution?.firstTouch]) {
    if (touch?.gclid) return { gclid: touch.gclid, gbraid: "", wbraid: "" };
  }
  for (const touch of [lead.attribution?.lastTouch, lead.attribution?.firstTouch]) {
    if (touch?.gbraid) return { gclid: "", gbraid: touch.gbraid, wbraid: "" };
    if (touch?.wbraid) return { gclid: "", gbraid: "", wbraid: touch.wbraid };
  }
  return null;
}

/** Only an explicit grant counts: a refusal and an unanswered banner (no consent recorded) both leave the lead out. */
function grantedAdUserData(lead: StoredLead): boolean {
  return lead.attribution?.consent?.ad_user_data === "granted";
}

function parametersRow(timeZone: string, columns: number): string {
  return csvRow([`Parameters:TimeZone=${timeZone}`, ...Array(columns - 1).fill("")]);
}

/** The experiments format: every assignment of every lead received since `since`, oldest lead first. */
function exportExperiments(leads: readonly StoredLead[], options: ExportOptions): ExportResult {
  const timeZone = checkTimeZone(options.timeZone);
  const skipped = { noClickId: 0, noAdUserDataConsent: 0, beforeSince: 0, noExperiments: 0 };
  const lines = [csvRow(EXPERIMENT_COLUMNS)];
  for (const lead of [...leads].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime())) {
    if (options.since && lead.receivedAt < options.since) skipped.beforeSince++;
    else if (!lead.experiments) skipped.noExperiments++;
    else {
      const received = formatConversionTime(lead.receivedAt, timeZone);
      for (const [experiment, variant] of Object.entries(lead.experiments)) {
        lines.push(csvRow([lead.idempotencyKey, received, lead.componentName ?? "", experiment, variant]));
      }
    }
  }
  return { csv: `${lines.join("\r\n")}\r\n`, rows: lines.length - 1, skipped };
}

export async function exportConversions(leads: readonly StoredLead[], options: ExportOptions): Promise<ExportResult> {
  if (options.format === "experiments") return exportExperiments(leads, options);
  const timeZone = checkTimeZone(options.timeZone);
  const columns = options.format === "google-ads" ? GOOGLE_ADS_COLUMNS : ENHANCED_COLUMNS;
  const skipped = { noClickId: 0, noAdUserDataConsent: 0, beforeSince: 0, noExperiments: 0 };
  const value = options.value === null ? "" : String(options.value);
  const currency = options.currency ?? "";
  const lines = [parametersRow(timeZone, columns.length), csvRow(columns)];
  const ordered = [...leads].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  for (const lead of ordered) {
    if (options.since && lead.receivedAt < options.since) {
      skipped.beforeSince++;
      continue;
    }
    if (!grantedAdUserData(lead)) {
      skipped.noAdUserDataConsent++;
      continue;
    }
    const time = formatConversionTime(lead.receivedAt, timeZone);
    if (options.format === "google-ads") {
      const click = leadGoogleClick(lead);
      if (!click) {
        skipped.noClickId++;
        continue;
      }
      lines.push(
        csvRow([click.gclid, click.gbraid, click.wbraid, options.conversionName, time, value, currency, lead.idempotencyKey, AD_USER_DATA_GRANTED]),
      );
    } else {
      const email = await hashEmail(lead.email);
      if (!email) throw new Error("Web Crypto (crypto.subtle) is needed to hash e-mail addresses");
      lines.push(csvRow([email, "", options.conversionName, time, value, currency, lead.idempotencyKey, AD_USER_DATA_GRANTED]));
    }
  }
  return { csv: `${lines.join("\r\n")}\r\n`, rows: lines.length - 2, skipped };
}

const USAGE =
  "npm run leads:export -- --format google-ads|enhanced|experiments [--out FILE] [--since DATE] [--conversion-name NAME] " +
  "[--timezone ZONE] [--value N --currency ISO]";

/** The export's flags (the CLI's `--out` is handled by scripts/leads.mjs before these arrive). */
export function parseExportArgs(args: readonly string[]): ExportOptions {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const name = args[i];
    const known = ["--format", "--since", "--conversion-name", "--timezone", "--value", "--currency"];
    if (!known.includes(name)) throw new Error(`Unknown option ${name}. Usage: ${USAGE}`);
    const next = args[i + 1];
    if (next === undefined || next.startsWith("--")) throw new Error(`${name} needs a value. Usage: ${USAGE}`);
    flags.set(name, next);
    i++;
  }
  const format = flags.get("--format");
  if (!format || !(EXPORT_FORMATS as readonly string[]).includes(format)) throw new Error(`--format must be google-ads, enhanced or experiments. Usage: ${USAGE}`);
  const timeZone = checkTimeZone(flags.get("--timezone") ?? DEFAULT_TIME_ZONE);
  const conversionName = (flags.get("--conversion-name") ?? DEFAULT_CONVERSION_NAME).trim();
  if (!conversionName || /[\r\n]/.test(conversionName)) throw new Error("--conversion-name must be one non-empty line");
  const rawValue = flags.get("--value");
  const value = rawValue === undefined ? null : Number(rawValue);
  if (value !== null && !(Number.isFinite(value) && value >= 0)) throw new Error(`--value must be a number ≥ 0, got "${rawValue}"`);
  const currency = flags.get("--currency") ?? null;
  if (currency !== null && !/^[A-Z]{3}$/.test(currency)) throw new Error(`--currency must be an ISO 4217 code such as ILS or USD, got "${currency}"`);
  const since = flags.has("--since") ? parseSince(flags.get("--since")!, timeZone) : null;
  return { format: format as ExportFormat, conversionName, timeZone, since, value, currency };
}
