/**
 * Configuration of the send-contact-email function, read from environment
 * variables. Every variable and its default is listed in docs/lead-capture.md.
 */

import type { OutboxSettings } from "./lead-outbox.ts";
import { CONNECTION_ADDRESS, DEFAULT_CLIENT_IP_HEADER } from "./client-address.ts";
import type { WebhookSettings } from "./lead-webhook.ts";
import { webhookKey } from "./lead-webhook-verify.mjs";

/** The local production build (`npm start`) and `gatsby develop`. */
export const DEFAULT_ALLOWED_ORIGINS = [
  "http://127.0.0.1:9000",
  "http://localhost:9000",
  "http://127.0.0.1:8000",
  "http://localhost:8000",
];
export const DEFAULT_RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const DEFAULT_RESEND_API_URL = "https://api.resend.com/emails";
/** Resend's shared test sender: works before a sending domain is verified. */
export const DEFAULT_CONTACT_FROM_EMAIL = "SWC Website <onboarding@resend.dev>";
export const DEFAULT_RATE_LIMIT = 5;
export const DEFAULT_RATE_WINDOW_SECONDS = 600;

/**
 * Lead delivery defaults. The delay cap (60 s) plus the scheduler's tick (15 s
 * locally, 30 s by pg_cron) keeps the wait after the mail provider comes back
 * under 2 minutes; 30 attempts at that pace cover about half an hour of outage
 * before a row is dead-lettered.
 */
export const DEFAULT_RETRY_BASE_SECONDS = 10;
export const DEFAULT_RETRY_MAX_SECONDS = 60;
export const DEFAULT_MAX_ATTEMPTS = 30;
export const DEFAULT_LEASE_SECONDS = 120;
export const DEFAULT_OUTBOX_BATCH = 25;
export const DEFAULT_OUTBOX_POLL_SECONDS = 15;
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
/** A shorter shared secret is too easy to guess for an HMAC key. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;
/** The rate-limit salt's least length, for the same reason. */
export const MIN_RATE_LIMIT_SALT_LENGTH = 16;
/** Standard Webhooks' smallest key: a `whsec_` secret (base64 of the key) must decode to at least this many bytes. */
export const MIN_WHSEC_KEY_BYTES = 24;

export type Env = Record<string, string | undefined>;

export interface ResendConfig {
  apiKey: string | null;
  apiUrl: string;
  to: string[];
  from: string;
  timeoutMs: number;
}

export interface OutboxConfig extends OutboxSettings {
  /** Shared secret of the scheduler's call (x-outbox-secret); the route is off without it. */
  cronSecret: string | null;
  /** Tick of the local function runner's scheduler (pg_cron's job plays this part on Supabase). */
  pollMs: number;
}

export interface ContactConfig {
  allowedOrigins: string[];
  recaptchaSecret: string | null;
  recaptchaVerifyUrl: string;
  recaptchaTimeoutMs: number;
  /** Hostnames siteverify may report the captcha as solved on; null accepts any (ALLOWED_ORIGINS is `*`). */
  recaptchaHostnames: string[] | null;
  /** Submissions allowed per client per window; 0 turns the limit off. */
  rateLimit: number;
  rateWindowSeconds: number;
  /** The header the platform sets with the client's address (lower case); null: the connection's own address. */
  clientIpHeader: string | null;
  /** Secret key of the rate-limit buckets' HMAC; null when not set (the handler then refuses to start while the limit is on). */
  rateLimitSalt: string | null;
  resend: ResendConfig;
  outbox: OutboxConfig;
  /** The signed webhook channel; null (off, no delivery queued) without LEAD_WEBHOOK_URL. */
  webhook: WebhookSettings | null;
  /** What the operator is alerted about and when (the health check, the scheduler's call). */
  alerting: AlertingConfig;
  /**
   * How long storing a lead may take before it counts as failed and the lead
   * is e-mailed straight away (LEAD_STORE_TIMEOUT_MS): with the database
   * unreachable, queries can wait in the driver's queue far longer than a
   * visitor waits.
   */
  storeTimeoutMs: number;
}

export const DEFAULT_STORE_TIMEOUT_MS = 5_000;

export interface AlertingConfig {
  /** Secret of the retry receipts' HMAC (LEAD_RECEIPT_SECRET); null: each worker makes up its own. */
  receiptSecret: string | null;
  /** An undelivered lead older than this raises [lead-alert] (LEAD_ALERT_AFTER_MINUTES). */
  undeliveredAlertMs: number;
  /** Token of the health check besides the scheduler's secret (LEAD_HEALTH_TOKEN), for a monitor. */
  healthToken: string | null;
}

export const DEFAULT_ALERT_AFTER_MINUTES = 15;

export function alertingConfig(env: Env): AlertingConfig {
  return {
    receiptSecret: text(env.LEAD_RECEIPT_SECRET),
    undeliveredAlertMs: positiveInteger("LEAD_ALERT_AFTER_MINUTES", env.LEAD_ALERT_AFTER_MINUTES, DEFAULT_ALERT_AFTER_MINUTES) * 60_000,
    healthToken: text(env.LEAD_HEALTH_TOKEN),
  };
}

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return parsed;
}

function text(value: string | undefined): string | null {
  return value && value.trim() ? value.trim() : null;
}

export function resendConfig(env: Env): ResendConfig {
  return {
    apiKey: text(env.RESEND_API_KEY),
    apiUrl: text(env.RESEND_API_URL) ?? DEFAULT_RESEND_API_URL,
    to: list(env.CONTACT_TO_EMAIL),
    from: text(env.CONTACT_FROM_EMAIL) ?? DEFAULT_CONTACT_FROM_EMAIL,
    timeoutMs: nonNegativeInteger("RESEND_TIMEOUT_MS", env.RESEND_TIMEOUT_MS, 10_000),
  };
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  const parsed = nonNegativeInteger(name, value, fallback);
  if (parsed === 0) throw new Error(`${name} must be at least 1, got "${value}"`);
  return parsed;
}

export function outboxConfig(env: Env): OutboxConfig {
  return {
    baseDelayMs: positiveInteger("LEAD_RETRY_BASE_SECONDS", env.LEAD_RETRY_BASE_SECONDS, DEFAULT_RETRY_BASE_SECONDS) * 1000,
    maxDelayMs: positiveInteger("LEAD_RETRY_MAX_SECONDS", env.LEAD_RETRY_MAX_SECONDS, DEFAULT_RETRY_MAX_SECONDS) * 1000,
    maxAttempts: positiveInteger("LEAD_MAX_ATTEMPTS", env.LEAD_MAX_ATTEMPTS, DEFAULT_MAX_ATTEMPTS),
    leaseMs: positiveInteger("LEAD_LEASE_SECONDS", env.LEAD_LEASE_SECONDS, DEFAULT_LEASE_SECONDS) * 1000,
    batchSize: positiveInteger("LEAD_OUTBOX_BATCH", env.LEAD_OUTBOX_BATCH, DEFAULT_OUTBOX_BATCH),
    cronSecret: text(env.OUTBOX_CRON_SECRET),
    pollMs: positiveInteger("LEAD_OUTBOX_POLL_SECONDS", env.LEAD_OUTBOX_POLL_SECONDS, DEFAULT_OUTBOX_POLL_SECONDS) * 1000,
  };
}

/** Off without LEAD_WEBHOOK_URL; with it, LEAD_WEBHOOK_SECRET is required (an unsigned webhook is never sent). */
export function webhookConfig(env: Env): WebhookSettings | null {
  const url = text(env.LEAD_WEBHOOK_URL);
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`LEAD_WEBHOOK_URL must be an https:// URL, got "${url}"`);
  }
  // A lead is personal data: it travels encrypted, except to a receiver on this machine (tests, local tools).
  const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(parsed.hostname);
  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && loopback)) {
    throw new Error(`LEAD_WEBHOOK_URL must be an https:// URL (http:// only for a loopback address), got "${url}"`);
  }
  // Several secrets (comma-separated) while a key is rotated: each attempt is signed with every one of them.
  const secrets = list(env.LEAD_WEBHOOK_SECRET);
  if (secrets.length === 0 || secrets.some((secret) => secret.length < MIN_WEBHOOK_SECRET_LENGTH)) {
    throw new Error(`LEAD_WEBHOOK_SECRET must be set (each secret at least ${MIN_WEBHOOK_SECRET_LENGTH} characters) when LEAD_WEBHOOK_URL is`);
  }
  for (const secret of secrets.filter((each) => each.startsWith("whsec_"))) {
    const bytes = webhookKey(secret).length;
    if (bytes < MIN_WHSEC_KEY_BYTES) {
      throw new Error(
        `LEAD_WEBHOOK_SECRET: a whsec_ secret holds ${bytes} bytes; Standard Webhooks requires at least ${MIN_WHSEC_KEY_BYTES}. Make one with: echo "whsec_$(openssl rand -base64 32)"`,
      );
    }
  }
  return { url, secrets, timeoutMs: positiveInteger("LEAD_WEBHOOK_TIMEOUT_MS", env.LEAD_WEBHOOK_TIMEOUT_MS, DEFAULT_WEBHOOK_TIMEOUT_MS) };
}

/** The hostnames of the allowed origins: where the site's pages, and so its captcha, are; null for `*`. */
export function siteHostnames(allowedOrigins: readonly string[]): string[] | null {
  if (allowedOrigins.includes("*")) return null;
  return [...new Set(allowedOrigins.flatMap((origin) => {
    try {
      return [new URL(origin).hostname];
    } catch {
      return [];
    }
  }))];
}

/** CONTACT_CLIENT_IP_HEADER: a header name (lower-cased), or "connection" for the peer address. */
function clientIpHeader(value: string | undefined): string | null {
  const name = (text(value) ?? DEFAULT_CLIENT_IP_HEADER).toLowerCase();
  if (name === CONNECTION_ADDRESS) return null;
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`CONTACT_CLIENT_IP_HEADER must be a header name or "${CONNECTION_ADDRESS}", got "${value}"`);
  return name;
}

/**
 * CONTACT_RATE_LIMIT_SALT: a secret of its own, never derived from another
 * one (a leaked or rotated captcha secret must not decide the buckets); null
 * when unset. The local runner and the tests set documented defaults.
 */
function rateLimitSalt(value: string | undefined): string | null {
  const salt = text(value);
  if (salt !== null && salt.length < MIN_RATE_LIMIT_SALT_LENGTH) {
    throw new Error(`CONTACT_RATE_LIMIT_SALT must be at least ${MIN_RATE_LIMIT_SALT_LENGTH} characters (make one with: openssl rand -hex 32)`);
  }
  return salt;
}

export function contactConfig(env: Env): ContactConfig {
  const origins = list(env.ALLOWED_ORIGINS);
  const allowedOrigins = origins.length > 0 ? origins : DEFAULT_ALLOWED_ORIGINS;
  const windowSeconds = nonNegativeInteger("CONTACT_RATE_WINDOW_SECONDS", env.CONTACT_RATE_WINDOW_SECONDS, DEFAULT_RATE_WINDOW_SECONDS);
  const recaptchaSecret = text(env.RECAPTCHA_SECRET_KEY);
  const hostnames = list(env.RECAPTCHA_HOSTNAMES);
  return {
    allowedOrigins,
    recaptchaSecret,
    recaptchaVerifyUrl: text(env.RECAPTCHA_VERIFY_URL) ?? DEFAULT_RECAPTCHA_VERIFY_URL,
    recaptchaTimeoutMs: nonNegativeInteger("RECAPTCHA_TIMEOUT_MS", env.RECAPTCHA_TIMEOUT_MS, 5_000),
    recaptchaHostnames: hostnames.length > 0 ? hostnames.map((name) => name.toLowerCase()) : siteHostnames(allowedOrigins),
    rateLimit: nonNegativeInteger("CONTACT_RATE_LIMIT", env.CONTACT_RATE_LIMIT, DEFAULT_RATE_LIMIT),
    rateWindowSeconds: Math.max(1, windowSeconds),
    clientIpHeader: clientIpHeader(env.CONTACT_CLIENT_IP_HEADER),
    rateLimitSalt: rateLimitSalt(env.CONTACT_RATE_LIMIT_SALT),
    resend: resendConfig(env),
    outbox: outboxConfig(env),
    webhook: webhookConfig(env),
    alerting: alertingConfig(env),
    storeTimeoutMs: positiveInteger("LEAD_STORE_TIMEOUT_MS", env.LEAD_STORE_TIMEOUT_MS, DEFAULT_STORE_TIMEOUT_MS),
  };
}
