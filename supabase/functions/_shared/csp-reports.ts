/**
 * The pages' Content-Security-Policy violation reports (the route /csp-report
 * of send-contact-email; the policy names it in report-to and report-uri,
 * gatsby/build-output/security-headers.ts). Browsers send them in two
 * formats: the Reporting API's `application/reports+json` (an array of
 * reports of type "csp-violation", through Reporting-Endpoints) and the older
 * `application/csp-report` (one `{"csp-report": {…}}` per violation, through
 * report-uri). Both are reduced to what tells a tag is blocked: the blocked
 * host (a URL's host name, or a keyword such as "inline" or "eval"), the
 * directive, and whether the policy was enforced or report-only. Nothing
 * else is kept — no page or blocked URL, no address, no user agent — and
 * only counts are stored, per host, directive and disposition.
 *
 * A host never reported before raises [lead-alert] once (the operator's
 * alarm): a tag the policy blocks in production, or a policy change to make.
 * Reports only count when they come from a page of the site (their document
 * URL's origin is an allowed origin); a worker stores at most `perMinute`
 * violations a minute (more are refused with 429) and raises at most
 * NEW_HOST_ALERTS_PER_HOUR new-host alerts an hour, so a flood of made-up
 * reports cannot flood the database or the operator.
 */
import { raiseAlert, type AlertLog } from "./lead-alert.ts";
import type { SqlClient } from "./lead-store.ts";

export const CSP_REPORT_ROUTE = "/csp-report";
/** The largest report body read; browsers batch a few reports of about 1 KB each. */
export const CSP_REPORT_MAX_BYTES = 64 * 1024;
/** Violations stored per worker and minute unless CSP_REPORT_RATE_LIMIT says otherwise. */
export const DEFAULT_REPORTS_PER_MINUTE = 600;
export const NEW_HOST_ALERTS_PER_HOUR = 20;

export type Disposition = "enforce" | "report";
export interface Violation {
  blockedHost: string;
  directive: string;
  disposition: Disposition;
}

/** What a report names as blocked, reduced to a host or a keyword: never a path, a query or a fragment. */
export function blockedHost(blocked: unknown): string {
  const value = typeof blocked === "string" ? blocked.trim().toLowerCase() : "";
  if (!value) return "unknown";
  if (/^[a-z-]{1,40}$/.test(value)) return value; // inline, eval, wasm-eval, trusted-types-policy, self…
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "unknown";
  }
  if (!["http:", "https:", "ws:", "wss:"].includes(url.protocol)) return url.protocol; // data:, blob:, chrome-extension:…
  return /^[a-z0-9.-]{1,253}$/.test(url.hostname) ? url.hostname : "unknown";
}

const directiveOf = (value: unknown): string => {
  const name = typeof value === "string" ? value.trim().toLowerCase().split(/\s+/)[0] : "";
  return /^[a-z-]{1,40}$/.test(name ?? "") ? name : "unknown";
};
const dispositionOf = (value: unknown): Disposition => (value === "report" ? "report" : "enforce");
const originOf = (value: unknown): string | null => {
  try {
    return typeof value === "string" ? new URL(value).origin : null;
  } catch {
    return null;
  }
};
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One violation as a report body gives it, with its document's origin (checked, never stored). */
interface ReadViolation extends Violation {
  documentOrigin: string | null;
}

/** The violations in a report body of either format; throws a Reply-able message for anything else. */
export function readViolations(contentType: string, body: unknown): ReadViolation[] {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "application/reports+json") {
    if (!Array.isArray(body)) throw new Error("a reports+json body is an array of reports");
    return body
      .filter((report) => isObject(report) && report.type === "csp-violation" && isObject(report.body))
      .map((report) => {
        const violation = (report as { body: Record<string, unknown> }).body;
        return {
          blockedHost: blockedHost(violation.blockedURL),
          directive: directiveOf(violation.effectiveDirective),
          disposition: dispositionOf(violation.disposition),
          documentOrigin: originOf(violation.documentURL),
        };
      });
  }
  if (type === "application/csp-report") {
    const report = isObject(body) ? body["csp-report"] : null;
    if (!isObject(report)) throw new Error('a csp-report body is {"csp-report": {…}}');
    return [
      {
        blockedHost: blockedHost(report["blocked-uri"]),
        directive: directiveOf(report["effective-directive"] ?? report["violated-directive"]),
        disposition: dispositionOf(report.disposition),
        documentOrigin: originOf(report["document-uri"]),
      },
    ];
  }
  throw new Error(`unsupported media type ${type || "(none)"}`);
}

export interface CspReportStore {
  /** Adds each violation to its count; returns the blocked hosts never recorded before. */
  record(violations: readonly Violation[], at: Date): Promise<string[]>;
}

const RECORD_VIOLATIONS = `
  with reported as (
    select host, directive, disposition, reports
      from unnest($1::text[], $2::text[], $3::text[], $4::int[]) as reported(host, directive, disposition, reports)
  ), counted as (
    insert into public.csp_violations as seen (blocked_host, directive, disposition, reports, first_seen, last_seen)
    select host, directive, disposition, reports, $5::timestamptz, $5::timestamptz from reported
    on conflict (blocked_host, directive, disposition)
      do update set reports = seen.reports + excluded.reports, last_seen = excluded.last_seen
    returning 1
  )
  insert into public.csp_blocked_hosts (blocked_host, first_seen)
  select distinct host, $5::timestamptz from reported
  on conflict (blocked_host) do nothing
  returning blocked_host`;

export function createCspReportStore(sql: SqlClient): CspReportStore {
  return {
    async record(violations, at) {
      const counts = new Map<string, { violation: Violation; reports: number }>();
      for (const violation of violations) {
        const key = `${violation.blockedHost} ${violation.directive} ${violation.disposition}`;
        const entry = counts.get(key) ?? { violation, reports: 0 };
        entry.reports++;
        counts.set(key, entry);
      }
      if (counts.size === 0) return [];
      const rows = [...counts.values()];
      const fresh = await sql.query<{ blocked_host: string }>(RECORD_VIOLATIONS, [
        rows.map(({ violation }) => violation.blockedHost),
        rows.map(({ violation }) => violation.directive),
        rows.map(({ violation }) => violation.disposition),
        rows.map(({ reports }) => reports),
        at.toISOString(),
      ]);
      return fresh.map((row) => row.blocked_host).sort();
    },
  };
}

/** A count per fixed window that refuses once `limit` is reached. */
function fixedWindow(limit: number, windowMs: number, now: () => Date) {
  let start = 0;
  let used = 0;
  return (amount: number): boolean => {
    const at = now().getTime();
    if (at - start >= windowMs) {
      start = at;
      used = 0;
    }
    if (used + amount > limit) return false;
    used += amount;
    return true;
  };
}

export interface CspReportRouteDeps {
  store: CspReportStore;
  /** the site's origins: reports from other documents are not counted */
  allowedOrigins: readonly string[];
  /** violations stored per minute by this worker */
  perMinute: number;
  log: AlertLog & Pick<Console, "warn">;
  now: () => Date;
}

/** The answer to a browser's CORS preflight: reports carry no credentials, so any page may send them. */
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "content-type",
  "Access-Control-Max-Age": "86400",
};

export function createCspReportRoute(deps: CspReportRouteDeps): (request: Request) => Promise<Response> {
  const stored = fixedWindow(deps.perMinute, 60_000, deps.now);
  const alerts = fixedWindow(NEW_HOST_ALERTS_PER_HOUR, 3_600_000, deps.now);
  let alertsHeldBack = 0;
  const anyOrigin = deps.allowedOrigins.includes("*");
  const answer = (status: number, error?: string) =>
    new Response(error ? JSON.stringify({ error }) : null, { status, headers: { ...CORS, ...(error ? { "Content-Type": "application/json; charset=utf-8" } : {}) } });

  return async function receive(request) {
    if (request.method === "OPTIONS") return answer(204);
    if (request.method !== "POST") return answer(405, "Reports are POSTed.");
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > CSP_REPORT_MAX_BYTES) return answer(413, "Report too large.");
    const text = await request.text();
    if (new TextEncoder().encode(text).length > CSP_REPORT_MAX_BYTES) return answer(413, "Report too large.");
    let violations: ReadViolation[];
    try {
      violations = readViolations(request.headers.get("content-type") ?? "", JSON.parse(text));
    } catch (error) {
      const unsupported = error instanceof Error && error.message.startsWith("unsupported media type");
      return answer(unsupported ? 415 : 400, "Not a CSP report.");
    }
    const fromSite = violations.filter((violation) => anyOrigin || (violation.documentOrigin !== null && deps.allowedOrigins.includes(violation.documentOrigin)));
    if (fromSite.length === 0) return answer(204);
    if (!stored(fromSite.length)) return new Response(JSON.stringify({ error: "Too many reports." }), { status: 429, headers: { ...CORS, "Retry-After": "60" } });
    let fresh: string[];
    try {
      fresh = await deps.store.record(
        fromSite.map(({ blockedHost, directive, disposition }) => ({ blockedHost, directive, disposition })),
        deps.now(),
      );
    } catch (error) {
      deps.log.warn(`[csp-report] reports not stored: ${error instanceof Error ? error.message : error}`);
      return answer(503, "Reports not stored.");
    }
    for (const host of fresh) {
      const where = fromSite.filter((violation) => violation.blockedHost === host).map((violation) => `${violation.directive}${violation.disposition === "report" ? " (report-only)" : ""}`);
      if (alerts(1)) {
        const held = alertsHeldBack ? ` (${alertsHeldBack} new hosts held back before this one: see public.csp_blocked_hosts)` : "";
        alertsHeldBack = 0;
        raiseAlert(deps.log, `the site's Content-Security-Policy blocked ${host}, a host never reported before (${[...new Set(where)].join(", ")}): a tag may be failing silently. Counts: public.csp_violations; hosts: gatsby/analytics/tag-hosts.ts.${held}`);
      } else {
        alertsHeldBack++;
      }
    }
    return answer(204);
  };
}
