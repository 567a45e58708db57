/**
 * Configuration of the send-contact-email function, read from environment
 * variables. Every variable and its default is listed in docs/lead-capture.md.
 */

import type { OutboxSettings } from "./lead-outbox.ts";
import type { WebhookSettings } from "./lead-webhook.ts";

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
  /** Submissions allowed per client per window; 0 turns the limit off. */
  rateLimit: number;
  rateWindowSeconds: number;
  resend: ResendConfig;
  outbox: OutboxConfig;
  /** The signed webhook channel; null (off, no delivery queued) without LEAD_WEBHOOK_URL. */
  webhook: WebhookSettings | null;
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
    throw new Error(`LEAD_WEBHOOK_URL must be an http(s) URL, got "${url}"`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`LEAD_WEBHOOK_URL must be an http(s) URL, got "${url}"`);
  const secret = text(env.LEAD_WEBHOOK_SECRET);
  if (!secret || secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    throw new Error(`LEAD_WEBHOOK_SECRET must be set (at least ${MIN_WEBHOOK_SECRET_LENGTH} characters) when LEAD_WEBHOOK_URL is`);
  }
  return { url, secret, timeoutMs: positiveInteger("LEAD_WEBHOOK_TIMEOUT_MS", env.LEAD_WEBHOOK_TIMEOUT_MS, DEFAULT_WEBHOOK_TIMEOUT_MS) };
}

export function contactConfig(env: Env): ContactConfig {
  const origins = list(env.ALLOWED_ORIGINS);
  const windowSeconds = nonNegativeInteger("CONTACT_RATE_WINDOW_SECONDS", env.CONTACT_RATE_WINDOW_SECONDS, DEFAULT_RATE_WINDOW_SECONDS);
  return {
    allowedOrigins: origins.length > 0 ? origins : DEFAULT_ALLOWED_ORIGINS,
    recaptchaSecret: text(env.RECAPTCHA_SECRET_KEY),
    recaptchaVerifyUrl: text(env.RECAPTCHA_VERIFY_URL) ?? DEFAULT_RECAPTCHA_VERIFY_URL,
    recaptchaTimeoutMs: nonNegativeInteger("RECAPTCHA_TIMEOUT_MS", env.RECAPTCHA_TIMEOUT_MS, 5_000),
    rateLimit: nonNegativeInteger("CONTACT_RATE_LIMIT", env.CONTACT_RATE_LIMIT, DEFAULT_RATE_LIMIT),
    rateWindowSeconds: Math.max(1, windowSeconds),
    resend: resendConfig(env),
    outbox: outboxConfig(env),
    webhook: webhookConfig(env),
  };
}
