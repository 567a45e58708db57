/**
 * send-contact-email: the pure request handler. Every dependency (environment,
 * fetch, database, clock) is passed in, so tests drive it with plain Requests
 * and a stubbed fetch; index.ts wires the production ones, supabase/local/
 * serve.ts the local ones.
 *
 * A lead passes named steps, in this order (handle() reads top to bottom):
 * refuseForeign (origin, method) → readJsonObject (media type, size, JSON) →
 * idempotencyKeyOf → parseMessage (fields), all in read-request.ts →
 * passCaptcha (skipped for a key whose captcha already passed here, or with a
 * valid retry receipt) → storeLead (replay of a known idempotency key, rate
 * limit, store) → deliverNow. A step that settles the request throws its
 * Reply, or returns it at the end. No step before the captcha touches the
 * database, so requests without a valid captcha never take a connection — a
 * spent token included: it is refused like any other, throttled per client,
 * with one answer whether or not its key was ever stored. The rate limit
 * counts only submissions whose captcha passed, so nobody can spend another
 * client's allowance with junk.
 * When storing fails after the captcha passed (the database is down), the
 * lead goes straight to the mail provider, marked as not stored
 * (deliverUnstored), the operator is alerted, and the answer carries a signed
 * retry receipt (retry-receipt.ts): the visitor's retry is stored once the
 * database is back, without a second captcha, and its e-mail is not sent twice.
 * The lead is stored together with its queued deliveries (lead_outbox), which
 * are then tried at once; a failed delivery never turns into an error for the
 * visitor: the outbox retries it with backoff (lead-outbox.ts), driven by the
 * scheduler through this function's /outbox route.
 */
import { leadFields, type ContactMessage, type LeadFields } from "../_shared/contact-schema.ts";
import { contactConfig, type ContactConfig, type Env } from "../_shared/contact-config.ts";
import { corsHeaders } from "../_shared/cors.ts";
import type { LeadStore, StoredKey } from "../_shared/lead-store.ts";
import type { OutboxStore } from "../_shared/lead-outbox.ts";
import { createLeadWorker, queuedChannels } from "../_shared/lead-channels.ts";
import { createClientBuckets, type ConnectionInfo } from "../_shared/client-address.ts";
import { failureStreak, raiseAlert } from "../_shared/lead-alert.ts";
import { sendLeadEmail } from "../_shared/lead-email.ts";
import { checkHealth, createProblemAlerts } from "../_shared/lead-health.ts";
import { readReceipt, RETRY_RECEIPT_HEADER, signReceipt, type ReceiptClaims } from "../_shared/retry-receipt.ts";
import { createCspReportRoute, CSP_REPORT_ROUTE, DEFAULT_REPORTS_PER_MINUTE, type CspReportStore } from "../_shared/csp-reports.ts";
import { createSpentTokenThrottle } from "./spent-token-throttle.ts";
import { createVerifiedKeys } from "./verified-keys.ts";
import { idempotencyKeyOf, parseMessage, payloadHash, readJsonObject, refuseForeign, Reply } from "./read-request.ts";

export type { ConnectionInfo };
/** Refused scheduler calls in a row before the operator is alerted. */
const SCHEDULER_ALERT_AFTER = 3;
/**
 * A due delivery still waiting this long after its time means no scheduler
 * is working the outbox (pg_cron's job ticks every 30 s): the operator is told.
 */
export const SCHEDULER_STALL_MS = 5 * 60 * 1000;
/** The scheduler's route: works off due deliveries (POST, x-outbox-secret). */
export const OUTBOX_ROUTE = "/outbox";
export const OUTBOX_SECRET_HEADER = "x-outbox-secret";
/** The health check's route (GET, x-outbox-secret or `Authorization: Bearer LEAD_HEALTH_TOKEN`). */
export const HEALTH_ROUTE = "/health";
/**
 * Due deliveries this function cannot send (a channel without its key) are
 * moved this far ahead by the scheduler's call, so the scheduler — which fires
 * while a row is due — calls once an hour for them, not every 30 s forever.
 * `npm run leads:resend` makes them due at once after the key is set.
 */
export const UNSENDABLE_PARK_MS = 60 * 60 * 1000;
/** An outbox call stops claiming after this long, well inside the platform's wall-clock limit. */
const OUTBOX_RUN_MS = 50_000;

export interface HandlerDeps {
  env: Env;
  fetch: typeof fetch;
  store: LeadStore;
  outbox: OutboxStore;
  now?: () => Date;
  /** Jitter of the retry delays (tests pin it). */
  random?: () => number;
  log?: Pick<Console, "info" | "warn" | "error">;
  /** Lets the platform finish the deliveries after the response (EdgeRuntime.waitUntil); awaited when absent. */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Where the pages' CSP violation reports are counted (the /csp-report route); without it the route answers 404. */
  cspReports?: CspReportStore;
}

export type ContactHandler = (request: Request, info?: ConnectionInfo) => Promise<Response>;

type CaptchaResult = { ok: true } | { ok: false; kind: "rejected"; codes: string[] } | { ok: false; kind: "misconfigured" | "unavailable"; reason: string };

/** What the visitor reads when something failed after their captcha passed: sending the same form again works. */
export const STORE_FAILED_MESSAGE = "Your message could not be saved just now. Please send it again; it will not be stored twice.";

/** siteverify's code for a token already used (or expired): what a visitor's retry carries. */
const SPENT_TOKEN_CODE = "timeout-or-duplicate";
/** The answer to any token siteverify rejected, spent or not: the same, whether or not its key was ever stored. */
const CAPTCHA_REJECTED_MESSAGE = "The reCAPTCHA verification failed. Please complete it again.";

/** Compares secrets without leaking the position of the first difference through timing. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i];
  return diff === 0;
}

const NOT_CONFIGURED = new Reply(500, { error: "The contact service is not configured. Please e-mail us directly." });

/** The reply to a send whose key is stored already: the stored lead when it is the same message, a conflict otherwise. */
export function replyToRetry(stored: StoredKey, hash: string): Reply {
  return stored.payloadHash !== hash
    ? new Reply(409, { error: "This Idempotency-Key was already used for a different message." })
    : new Reply(200, { ok: true, id: stored.id, duplicate: true });
}

/** siteverify's verdict on a captcha token: passed, rejected (with its codes), or the check could not be made. */
export async function verifyCaptcha(token: string, config: ContactConfig, fetchFn: typeof fetch): Promise<CaptchaResult> {
  if (!config.recaptchaSecret) return { ok: false, kind: "misconfigured", reason: "RECAPTCHA_SECRET_KEY is not set" };
  let response: Response;
  let verdict: { success?: unknown; "error-codes"?: unknown };
  try {
    // Form-encoded, as siteverify requires (it ignores JSON bodies).
    response = await fetchFn(config.recaptchaVerifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: config.recaptchaSecret, response: token }).toString(),
      signal: AbortSignal.timeout(config.recaptchaTimeoutMs),
    });
    if (!response.ok) return { ok: false, kind: "unavailable", reason: `verifier answered ${response.status}` };
    verdict = await response.json();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { ok: false, kind: "unavailable", reason: timedOut ? `no answer within ${config.recaptchaTimeoutMs} ms` : String(error) };
  }
  if (verdict.success === true) {
    // A token solved on another site (a key leaked or shared) does not count here.
    const hostname = typeof (verdict as { hostname?: unknown }).hostname === "string" ? String((verdict as { hostname: string }).hostname).toLowerCase() : "";
    if (config.recaptchaHostnames && !config.recaptchaHostnames.includes(hostname)) return { ok: false, kind: "rejected", codes: ["hostname-mismatch"] };
    return { ok: true };
  }
  const codes = Array.isArray(verdict["error-codes"]) ? verdict["error-codes"].map(String) : [];
  if (codes.includes("invalid-input-secret") || codes.includes("missing-input-secret")) {
    return { ok: false, kind: "misconfigured", reason: `verifier rejected the secret (${codes.join(", ")})` };
  }
  return { ok: false, kind: "rejected", codes };
}

/** `work`'s outcome, or a rejection once `ms` pass first; `work` itself runs on (a late failure is ignored). */
function settleWithin<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function createContactHandler(deps: HandlerDeps): ContactHandler {
  const config: ContactConfig = contactConfig(deps.env);
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console;
  /** Keys whose captcha passed here: their retry after a later failure needs no second (single-use) token. */
  const verifiedKeys = createVerifiedKeys({ now });
  const schedulerRefusals = failureStreak("the outbox scheduler's call", SCHEDULER_ALERT_AFTER, log);
  const schedulerStall = failureStreak("the outbox scheduler (deliveries overdue by 5 minutes)", 1, log);

  /** Signs the retry receipts; without LEAD_RECEIPT_SECRET a key of this worker's own (the health check reports it). */
  const receiptSecret = config.alerting.receiptSecret ?? `${crypto.randomUUID()}${crypto.randomUUID()}`;
  const spentTokens = createSpentTokenThrottle({ now, limit: Math.max(config.rateLimit, 1), windowMs: config.rateWindowSeconds * 1000 });
  const problemAlerts = createProblemAlerts(log);
  const reportsPerMinute = Number(deps.env.CSP_REPORT_RATE_LIMIT || DEFAULT_REPORTS_PER_MINUTE);
  const cspReportRoute = deps.cspReports
    ? createCspReportRoute({ store: deps.cspReports, allowedOrigins: config.allowedOrigins, perMinute: reportsPerMinute, log, now })
    : null;

  const worker = createLeadWorker(config, { store: deps.outbox, fetch: deps.fetch, now, random: deps.random, log });
  const channels = queuedChannels(config);
  /** Queued for every lead but not sendable here (no RESEND_API_KEY): those rows wait. */
  const waiting = channels.filter((channel) => !worker.channels.includes(channel));

  /**
   * Tries a new lead's deliveries at once; failures stay queued for the
   * scheduler. Then looks for deliveries the scheduler should have retried
   * long ago: one alert when they appear, one line when they are gone.
   */
  async function deliverNow(leadId: string): Promise<void> {
    try {
      await worker.runOnce({ leadId });
      if (waiting.length) log.info(`[send-contact-email] lead ${leadId} stored; ${waiting.join(", ")} not configured here, so its delivery waits.`);
      if (worker.channels.length === 0) return;
      const overdue = await deps.outbox.countOverdue({ lateByMs: SCHEDULER_STALL_MS, channels: worker.channels });
      if (overdue > 0) schedulerStall.failed(`${overdue} deliveries waiting past their retry time; check the lead-outbox cron job`);
      else schedulerStall.succeeded();
    } catch (error) {
      log.error(`[send-contact-email] lead ${leadId} stored; its first delivery round failed: ${error instanceof Error ? error.message : error}`);
    }
  }

  /** The scheduler's call: work off due deliveries until none is left or time is up. */
  async function runOutbox(request: Request): Promise<Reply> {
    const given = request.headers.get(OUTBOX_SECRET_HEADER);
    // Anyone can POST to this address: a call without the header is not the
    // scheduler and is refused without counting toward the scheduler's alert.
    if (given === null) return new Reply(403, { error: "Not allowed." });
    if (!config.outbox.cronSecret || !sameSecret(given, config.outbox.cronSecret)) {
      schedulerRefusals.failed(config.outbox.cronSecret ? `${OUTBOX_SECRET_HEADER} wrong` : "OUTBOX_CRON_SECRET is not set");
      return new Reply(403, { error: "Not allowed." });
    }
    schedulerRefusals.succeeded();
    try {
      const total = await worker.drain({ deadline: new Date(now().getTime() + OUTBOX_RUN_MS) });
      const parked = await deps.outbox.park({ sendable: worker.channels, forMs: UNSENDABLE_PARK_MS });
      if (parked > 0) log.warn(`[send-contact-email] ${parked} deliveries of ${waiting.join(", ")} wait: not configured here; the scheduler looks again in an hour.`);
      // The scheduler's tick doubles as the health check: each problem alerts once per worker.
      const health = await checkHealth(config, deps.outbox, SCHEDULER_STALL_MS);
      problemAlerts.report(health.problems);
      return new Reply(200, { ok: true, ...total, parked, problems: health.problems.map((problem) => problem.id) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problemAlerts.report([{ id: "outbox-run", message: `the outbox run failed (${reason}); deliveries wait until it works` }]);
      return new Reply(503, { error: "The outbox run failed: the database or a provider is unavailable.", reason: "outbox-run-failed" }, { "Retry-After": "30" });
    }
  }

  /** The health check: configuration problems and the outbox's backlog; 503 while any problem lasts. */
  async function health(request: Request): Promise<Reply> {
    const secret = request.headers.get(OUTBOX_SECRET_HEADER);
    const bearer = request.headers.get("authorization")?.match(/^Bearer (.+)$/)?.[1] ?? null;
    const allowed =
      (secret !== null && config.outbox.cronSecret !== null && sameSecret(secret, config.outbox.cronSecret)) ||
      (bearer !== null && config.alerting.healthToken !== null && sameSecret(bearer, config.alerting.healthToken));
    if (!allowed) return new Reply(403, { error: "Not allowed." });
    if (request.method !== "GET") return new Reply(405, { error: "Use GET for the health check." }, { Allow: "GET" });
    const report = await checkHealth(config, deps.outbox, SCHEDULER_STALL_MS);
    problemAlerts.report(report.problems);
    return new Reply(report.ok ? 200 : 503, { ...report }, { "Cache-Control": "no-store" });
  }

  /**
   * Settles the request unless the captcha passes. A key whose captcha passed
   * here before (same message) skips it, and so does a retry with a valid
   * receipt, whose claims are returned.
   */
  async function passCaptcha(request: Request, info: ConnectionInfo | undefined, message: ContactMessage, key: string | null, hash: string): Promise<ReceiptClaims | null> {
    if (!config.recaptchaSecret) {
      log.error("[send-contact-email] RECAPTCHA_SECRET_KEY is not set; refusing contact messages.");
      throw NOT_CONFIGURED;
    }
    if (key !== null) {
      const receipt = await readReceipt(receiptSecret, request.headers.get(RETRY_RECEIPT_HEADER), { idempotencyKey: key, payloadHash: hash }, now());
      if (receipt) return receipt;
      if (verifiedKeys.has(key, hash)) return null;
    }
    const captcha = await verifyCaptcha(message.recaptchaToken, config, deps.fetch);
    if (captcha.ok) {
      if (key !== null) verifiedKeys.add(key, hash);
      return null;
    }
    if (captcha.kind === "rejected") {
      // A spent token never reaches the database: whether its key was stored
      // is not told (the form asks for a new captcha, and the same key is then
      // answered from the store). Replays are throttled per client.
      if (config.rateLimit > 0 && captcha.codes.includes(SPENT_TOKEN_CODE) && !spentTokens.allow((await bucketOf(request, info)).bucket)) {
        throw new Reply(429, { error: "Too many messages from this address. Please try again later." }, { "Retry-After": String(config.rateWindowSeconds) });
      }
      throw new Reply(403, { error: CAPTCHA_REJECTED_MESSAGE, codes: captcha.codes });
    }
    if (captcha.kind === "misconfigured") {
      log.error(`[send-contact-email] captcha misconfigured: ${captcha.reason}`);
      throw NOT_CONFIGURED;
    }
    log.warn(`[send-contact-email] captcha verifier unavailable: ${captcha.reason}`);
    throw new Reply(503, { error: "The reCAPTCHA verification service is unavailable right now. Please try again in a minute." }, { "Retry-After": "30" });
  }

  /** The rate-limit bucket of the request's client (client-address.ts: canonical address, alerts once per worker). */
  const bucketOf = createClientBuckets({ header: config.clientIpHeader, salt: config.rateLimitSalt, limit: config.rateLimit }, log);

  /** The reply to a retry of a stored key or to a client over its rate limit; null when the lead may be stored. */
  async function admit(request: Request, info: ConnectionInfo | undefined, key: string | null, hash: string): Promise<Reply | null> {
    if (config.rateLimit <= 0) return null;
    const at = now();
    const { bucket, limit } = await bucketOf(request, info);
    const { existing, window } = await deps.store.admit({ idempotencyKey: key, bucket, now: at, windowSeconds: config.rateWindowSeconds });
    if (existing) return replyToRetry(existing, hash);
    if (!window || window.hits <= limit) return null;
    const endsAt = window.windowStartedAt.getTime() + config.rateWindowSeconds * 1000;
    const retryAfter = Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000));
    return new Reply(429, { error: "Too many messages from this address. Please try again later.", retryAfterSeconds: retryAfter }, { "Retry-After": String(retryAfter) });
  }

  /**
   * After the captcha passed: admitted, the lead is stored with its queued
   * deliveries, which are tried at once. A failure is logged with the key, and
   * the same send succeeds on retry.
   */
  async function storeLead(
    request: Request,
    info: ConnectionInfo | undefined,
    suppliedKey: string | null,
    lead: LeadFields,
    hash: string,
    receipt: ReceiptClaims | null,
  ): Promise<Reply> {
    const key = suppliedKey ?? `server:${crypto.randomUUID()}`;
    const store = async () => {
      const refused = await admit(request, info, suppliedKey, hash);
      if (refused) return refused;
      // Its e-mail went out while the database was down: recorded as delivered, not sent again.
      return deps.store.insert({ ...lead, receivedAt: now(), idempotencyKey: key, payloadHash: hash }, channels, receipt?.emailed ? ["email"] : []);
    };
    try {
      // Should storing finish after its deadline, the stored copy's e-mail goes
      // under the same Resend key as the one sent below, and is not sent twice.
      const stored = await settleWithin(store(), config.storeTimeoutMs, "storing the lead");
      if (stored instanceof Reply) return stored;
      // A concurrent submit with the same key won the insert.
      if (!stored.created) return replyToRetry(stored, hash);
      const delivery = deliverNow(stored.id);
      if (deps.waitUntil) deps.waitUntil(delivery);
      else await delivery;
      return new Reply(200, { ok: true, id: stored.id });
    } catch (error) {
      return deliverUnstored(suppliedKey, key, lead, hash, receipt, error);
    }
  }

  /**
   * The lead could not be stored after its captcha passed: its e-mail goes
   * straight to the provider (marked "not stored", under the Resend key the
   * outbox uses for this lead), the operator is alerted, and the visitor gets
   * the truth — 202 when it was sent, 503 when nothing reached us — with a
   * receipt that lets the same message be sent again without a new captcha.
   */
  async function deliverUnstored(suppliedKey: string | null, key: string, lead: LeadFields, hash: string, receipt: ReceiptClaims | null, error: unknown): Promise<Reply> {
    const reason = error instanceof Error ? error.message : String(error);
    const at = now();
    let emailed = receipt?.emailed ?? false;
    let outcome = emailed ? "e-mailed on an earlier try" : "";
    if (!emailed) {
      const sent = await sendLeadEmail(deps.fetch, config.resend, { ...lead, id: null, idempotencyKey: key, receivedAt: at }, at);
      emailed = sent.status === "sent";
      outcome = sent.status === "sent" ? `e-mailed straight to the provider (id ${sent.providerId ?? "none"})` : `NOT delivered: ${sent.status === "skipped" ? sent.reason : sent.error}`;
    }
    raiseAlert(log, `lead with key ${key} not stored — database unavailable (${reason}); ${outcome}. A retry with its receipt stores it once the database is back.`);
    const retryReceipt = suppliedKey === null ? undefined : await signReceipt(receiptSecret, { idempotencyKey: key, payloadHash: hash, emailed }, at);
    if (emailed) return new Reply(202, { ok: true, stored: false, retryReceipt });
    return new Reply(503, { error: STORE_FAILED_MESSAGE, reason: "not-delivered", retryReceipt }, { "Retry-After": "5" });
  }

  return async function handle(request, info) {
    const cors = corsHeaders(request.headers.get("origin"), config.allowedOrigins);
    const reply = ({ status, body, headers }: Reply) =>
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { ...cors, ...(body === null ? {} : { "Content-Type": "application/json; charset=utf-8" }), ...headers },
      });

    try {
      // The health check is called by a monitor, not a page: no Origin, GET, a secret.
      if (new URL(request.url).pathname.endsWith(HEALTH_ROUTE)) return reply(await health(request));
      // Violation reports come from the browser itself (the Reporting API sends no Origin of a page of the site's).
      if (new URL(request.url).pathname.endsWith(CSP_REPORT_ROUTE)) {
        return cspReportRoute ? await cspReportRoute(request) : reply(new Reply(404, { error: "Not found." }));
      }
      refuseForeign(request, config.allowedOrigins);
      if (new URL(request.url).pathname.endsWith(OUTBOX_ROUTE)) return reply(await runOutbox(request));
      const body = await readJsonObject(request);
      const key = idempotencyKeyOf(request);
      const message = parseMessage(body, key, log);
      const lead = leadFields(message);
      const hash = await payloadHash(lead);
      // Nothing before this point touches the database: a flood of requests
      // without a valid captcha costs siteverify calls, never a connection.
      const receipt = await passCaptcha(request, info, message, key, hash);
      return reply(await storeLead(request, info, key, lead, hash, receipt));
    } catch (error) {
      if (error instanceof Reply) return reply(error);
      log.error(`[send-contact-email] unexpected error: ${error instanceof Error ? error.stack ?? error.message : error}`);
      return reply(new Reply(500, { error: "Something went wrong on our side. Please try again or e-mail us directly." }));
    }
  };
}
