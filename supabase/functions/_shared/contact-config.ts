/**
 * Configuration of the send-contact-email function, read from environment
 * variables. Every variable and its default is listed in docs/lead-capture.md.
 */

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

export type Env = Record<string, string | undefined>;

export interface ResendConfig {
  apiKey: string | null;
  apiUrl: string;
  to: string[];
  from: string;
  timeoutMs: number;
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
  };
}
