/**
 * send-contact-email: the pure request handler. Every dependency (environment,
 * fetch, database, clock) is passed in, so tests drive it with plain Requests
 * and a stubbed fetch; index.ts wires the production ones, supabase/local/
 * serve.ts the local ones.
 *
 * Order of checks: origin → method → media type → size → JSON → fields →
 * captcha (skipped for a key whose captcha already passed here) → replay of
 * a known idempotency key and rate-limit hit → store → deliver. No check
 * before the captcha touches the database, so requests without a valid
 * captcha never take a connection; a retry whose token is spent is answered
 * from the database only when siteverify says the token was spent. The rate
 * limit counts only submissions whose captcha passed, so nobody can spend
 * another client's allowance with junk.
 * The lead is stored together with its queued deliveries (lead_outbox), which
 * are then tried at once; a failed delivery never turns into an error for the
 * visitor: the outbox retries it with backoff (lead-outbox.ts), driven by the
 * scheduler through this function's /outbox route.
 */
import { consentedExperiments, contactMessageSchema, fieldErrors, type ContactMessage } from "../_shared/contact-schema.ts";
import { contactConfig, type ContactConfig, type Env } from "../_shared/contact-config.ts";
import { corsHeaders, isOriginAllowed } from "../_shared/cors.ts";
import type { LeadStore } from "../_shared/lead-store.ts";
import type { OutboxStore } from "../_shared/lead-outbox.ts";
import { createLeadWorker, queuedChannels } from "../_shared/lead-channels.ts";
import { MISSING_ADDRESS_BUCKET, MISSING_ADDRESS_CEILING, clientAddress, rateLimitBucket, type ConnectionInfo } from "../_shared/client-address.ts";
import { failureStreak, raiseAlert } from "../_shared/lead-alert.ts";
import { createVerifiedKeys } from "./verified-keys.ts";

export type { ConnectionInfo };
/** Larger than the largest request the schema accepts (a Deno test builds that request and sends it). */
export const MAX_BODY_BYTES = 64 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;
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
}

export type ContactHandler = (request: Request, info?: ConnectionInfo) => Promise<Response>;

type CaptchaResult = { ok: true } | { ok: false; kind: "rejected"; codes: string[] } | { ok: false; kind: "misconfigured" | "unavailable"; reason: string };

/** What the visitor reads when something failed after their captcha passed: sending the same form again works. */
export const STORE_FAILED_MESSAGE = "Your message could not be saved just now. Please send it again; it will not be stored twice.";

/** siteverify's code for a token already used (or expired): what a visitor's retry carries. */
const SPENT_TOKEN_CODE = "timeout-or-duplicate";

/** Compares secrets without leaking the position of the first difference through timing. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i];
  return diff === 0;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The fields that make a message "the same message" for idempotency. */
function payloadHash(message: ContactMessage): Promise<string> {
  return sha256Hex(
    JSON.stringify([message.name, message.email, message.company, message.message, message.buttonText ?? null, message.componentName ?? null]),
  );
}

function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  return contentType.split(";")[0].trim().toLowerCase() === "application/json";
}

/** Reads at most `limit` bytes; null when the body is larger (whatever Content-Length claims). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export function createContactHandler(deps: HandlerDeps): ContactHandler {
  const config: ContactConfig = contactConfig(deps.env);
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console;
  /** Keys whose captcha passed here: their retry after a later failure needs no second (single-use) token. */
  const verifiedKeys = createVerifiedKeys({ now });
  const schedulerRefusals = failureStreak("the outbox scheduler's call", SCHEDULER_ALERT_AFTER, log);
  /** Logged once per worker: the trusted client-address header was missing. */
  let missingAddressAlerted = false;
  const schedulerStall = failureStreak("the outbox scheduler (deliveries overdue by 5 minutes)", 1, log);

  async function verifyCaptcha(token: string): Promise<CaptchaResult> {
    if (!config.recaptchaSecret) return { ok: false, kind: "misconfigured", reason: "RECAPTCHA_SECRET_KEY is not set" };
    let response: Response;
    let verdict: { success?: unknown; "error-codes"?: unknown };
    try {
      // Form-encoded, as siteverify requires (it ignores JSON bodies).
      response = await deps.fetch(config.recaptchaVerifyUrl, {
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

  /** The lead stored under `key`, null when none; "unavailable" when the database could not say. */
  async function storedUnder(key: string) {
    try {
      return (await deps.store.admit({ idempotencyKey: key, bucket: null, now: now(), windowSeconds: config.rateWindowSeconds })).existing;
    } catch (error) {
      log.error(`[send-contact-email] looking up key ${key} failed: ${error instanceof Error ? error.message : error}`);
      return "unavailable" as const;
    }
  }

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
  async function runOutbox(request: Request, reply: (status: number, body: Record<string, unknown> | null) => Response): Promise<Response> {
    const given = request.headers.get(OUTBOX_SECRET_HEADER);
    // Anyone can POST to this address: a call without the header is not the
    // scheduler and is refused without counting toward the scheduler's alert.
    if (given === null) return reply(403, { error: "Not allowed." });
    if (!config.outbox.cronSecret || !sameSecret(given, config.outbox.cronSecret)) {
      schedulerRefusals.failed(config.outbox.cronSecret ? `${OUTBOX_SECRET_HEADER} wrong` : "OUTBOX_CRON_SECRET is not set");
      return reply(403, { error: "Not allowed." });
    }
    schedulerRefusals.succeeded();
    const total = await worker.drain({ deadline: new Date(now().getTime() + OUTBOX_RUN_MS) });
    const parked = await deps.outbox.park({ sendable: worker.channels, forMs: UNSENDABLE_PARK_MS });
    if (parked > 0) log.warn(`[send-contact-email] ${parked} deliveries of ${waiting.join(", ")} wait: not configured here; the scheduler looks again in an hour.`);
    return reply(200, { ok: true, ...total, parked });
  }

  return async function handle(request, info) {
    const origin = request.headers.get("origin");
    const cors = corsHeaders(origin, config.allowedOrigins);
    const reply = (status: number, body: Record<string, unknown> | null, extra: Record<string, string> = {}) =>
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { ...cors, ...(body === null ? {} : { "Content-Type": "application/json; charset=utf-8" }), ...extra },
      });

    try {
      if (!isOriginAllowed(origin, config.allowedOrigins)) return reply(403, { error: "This origin may not send contact messages." });
      if (request.method === "OPTIONS") return reply(204, null);
      if (request.method !== "POST") return reply(405, { error: "Use POST to send a contact message." }, { Allow: "POST, OPTIONS" });
      if (new URL(request.url).pathname.endsWith(OUTBOX_ROUTE)) return await runOutbox(request, reply);
      if (!isJson(request.headers.get("content-type"))) return reply(415, { error: "Send the contact message as application/json." });

      const bytes = await readLimited(request, MAX_BODY_BYTES);
      if (bytes === null) return reply(413, { error: `The contact message is larger than ${MAX_BODY_BYTES / 1024} KB.` });
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
      } catch {
        return reply(400, { error: "The request body is not valid JSON." });
      }
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return reply(400, { error: "The request body must be a JSON object." });
      }

      const suppliedKey = request.headers.get("idempotency-key");
      if (suppliedKey !== null && !IDEMPOTENCY_KEY.test(suppliedKey)) {
        return reply(400, { error: "The Idempotency-Key header must be 8-200 letters, digits or . _ : -" });
      }

      let parsed = contactMessageSchema.safeParse(body);
      if (!parsed.success && parsed.error.issues.every((issue) => issue.path[0] === "attribution")) {
        // Where a lead came from is worth less than the lead: stored without it.
        log.warn(`[send-contact-email] attribution refused (${Object.values(fieldErrors(parsed.error)).join("; ")}); storing the lead without it (key ${suppliedKey ?? "none"}).`);
        parsed = contactMessageSchema.safeParse({ ...body, attribution: undefined });
      }
      if (!parsed.success) return reply(400, { error: "Some fields are not valid.", fields: fieldErrors(parsed.error) });
      const message = parsed.data;
      const hash = await payloadHash(message);
      const duplicate = (stored: { id: string; payloadHash: string }) =>
        stored.payloadHash !== hash
          ? reply(409, { error: "This Idempotency-Key was already used for a different message." })
          : reply(200, { ok: true, id: stored.id, duplicate: true });

      if (!config.recaptchaSecret) {
        log.error("[send-contact-email] RECAPTCHA_SECRET_KEY is not set; refusing contact messages.");
        return reply(500, { error: "The contact service is not configured. Please e-mail us directly." });
      }

      // Nothing before this point touches the database: a flood of requests
      // without a valid captcha costs siteverify calls, never a connection.
      if (!(suppliedKey !== null && verifiedKeys.has(suppliedKey, hash))) {
        const captcha = await verifyCaptcha(message.recaptchaToken);
        if (!captcha.ok) {
          if (captcha.kind === "rejected") {
            // A retry of a lead stored by another worker carries its spent token:
            // siteverify says so, and only then is the key looked up.
            const stored = suppliedKey !== null && captcha.codes.includes(SPENT_TOKEN_CODE) ? await storedUnder(suppliedKey) : null;
            if (stored === "unavailable") return reply(503, { error: STORE_FAILED_MESSAGE }, { "Retry-After": "5" });
            if (stored) return duplicate(stored);
            return reply(403, { error: "The reCAPTCHA verification failed. Please complete it again.", codes: captcha.codes });
          }
          if (captcha.kind === "misconfigured") {
            log.error(`[send-contact-email] captcha misconfigured: ${captcha.reason}`);
            return reply(500, { error: "The contact service is not configured. Please e-mail us directly." });
          }
          log.warn(`[send-contact-email] captcha verifier unavailable: ${captcha.reason}`);
          return reply(503, { error: "The reCAPTCHA verification service is unavailable right now. Please try again in a minute." }, { "Retry-After": "30" });
        }
        if (suppliedKey !== null) verifiedKeys.add(suppliedKey, hash);
      }

      // From here on the captcha passed: a failure is logged with the key, and the same send succeeds on retry.
      const key = suppliedKey ?? `server:${crypto.randomUUID()}`;
      try {
        if (config.rateLimit > 0) {
          const at = now();
          const address = clientAddress(request, info, config.clientIpHeader);
          if (address === null && !missingAddressAlerted) {
            missingAddressAlerted = true;
            raiseAlert(log, `the trusted client-address header ${config.clientIpHeader} is missing: leads share one bucket of ${MISSING_ADDRESS_CEILING} per window until CONTACT_CLIENT_IP_HEADER names the header the platform sets`);
          }
          const bucket = address === null ? MISSING_ADDRESS_BUCKET : await rateLimitBucket(address, config.rateLimitSalt);
          const limit = address === null ? MISSING_ADDRESS_CEILING : config.rateLimit;
          const { existing, window } = await deps.store.admit({ idempotencyKey: suppliedKey, bucket, now: at, windowSeconds: config.rateWindowSeconds });
          if (existing) return duplicate(existing);
          if (window && window.hits > limit) {
            const endsAt = window.windowStartedAt.getTime() + config.rateWindowSeconds * 1000;
            const retryAfter = Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000));
            return reply(429, { error: "Too many messages from this address. Please try again later.", retryAfterSeconds: retryAfter }, { "Retry-After": String(retryAfter) });
          }
        }

        const lead = {
          name: message.name,
          email: message.email,
          company: message.company,
          message: message.message,
          buttonText: message.buttonText ?? null,
          componentName: message.componentName ?? null,
          attribution: message.attribution ?? null,
          experiments: consentedExperiments(message),
          receivedAt: now(),
        };
        const stored = await deps.store.insert({ ...lead, idempotencyKey: key, payloadHash: hash }, channels);
        // A concurrent submit with the same key won the insert.
        if (!stored.created) return duplicate(stored);

        const delivery = deliverNow(stored.id);
        if (deps.waitUntil) deps.waitUntil(delivery);
        else await delivery;
        return reply(200, { ok: true, id: stored.id });
      } catch (error) {
        log.error(`[send-contact-email] lead with key ${key} not stored after its captcha passed: ${error instanceof Error ? error.message : error}`);
        return reply(503, { error: STORE_FAILED_MESSAGE }, { "Retry-After": "5" });
      }
    } catch (error) {
      log.error(`[send-contact-email] unexpected error: ${error instanceof Error ? error.stack ?? error.message : error}`);
      return reply(500, { error: "Something went wrong on our side. Please try again or e-mail us directly." });
    }
  };
}
