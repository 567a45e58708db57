import type { Attribution, ContactMessageInput } from "../../supabase/functions/_shared/contact-schema";
import { RETRY_RECEIPT_HEADER } from "../../supabase/functions/_shared/retry-receipt";
import { getSupabase } from "./supabase";

/**
 * The shared sender of every lead form: it refuses a message without a
 * captcha token, then invokes the send-contact-email Edge
 * Function through supabase-js. Only whether an error came back matters to the
 * form; the error itself is returned for the console.
 */

export const CONTACT_FUNCTION = "send-contact-email";

/** Toast texts, exactly as visitors read them. */
export const CONTACT_TOASTS = {
  errorTitle: "Error",
  captchaMissing: "Please complete the reCAPTCHA verification.",
  failed: "Failed to send message. Please try again or contact us directly.",
  successTitle: "Message Sent",
  success: "Thank you for contacting us. We'll be in touch soon!",
} as const;

/** What the forms send: the message the function accepts, company always present (empty when not given). */
export type ContactRequestBody = Omit<ContactMessageInput, "company" | "attribution"> & {
  company: string;
  /** Where the lead came from (src/lib/attribution.ts). */
  attribution?: Attribution;
};

/**
 * "captcha-rejected": the function answered that siteverify refused the token
 * (expired, already used or invalid), so a retry needs a new check. "failed":
 * anything else (no answer, relay error, another non-2xx); the token may still
 * be good, so a retry can reuse it.
 */
export type SendResult =
  /** `stored: false`: the function e-mailed the lead while its database was down; it is stored by a quiet retry later. */
  | { ok: true; stored?: false }
  | { ok: false; reason: "captcha-missing" }
  | { ok: false; reason: "failed" | "captcha-rejected"; error: unknown };

/** The part of supabase-js the sender uses (tests pass a stub). */
export interface FunctionInvoker {
  invoke(name: string, options: { body: Record<string, unknown>; headers: Record<string, string> }): Promise<{ data?: unknown; error: unknown }>;
}

/**
 * The retry receipts the function answered with when its database could not
 * store a message, by idempotency key: a retry of that message sends its
 * receipt back and needs no new captcha (the first token is spent). Kept in
 * memory only, for as long as the page is open.
 */
const retryReceipts = new Map<string, string>();

/** When the quiet retries of a message the function e-mailed but could not store are made (ms after its answer). */
export const STORE_RETRY_DELAYS_MS = [30_000, 120_000] as const;

/** A random key per message; reused when the same message is retried. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return `lead-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `lead-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export async function sendContactMessage(
  body: ContactRequestBody,
  options: { idempotencyKey: string; functions?: FunctionInvoker },
): Promise<SendResult> {
  if (!body.recaptchaToken) return { ok: false, reason: "captcha-missing" };
  const key = options.idempotencyKey;
  try {
    const functions = options.functions ?? (await getSupabase()).functions;
    const { error, unstored } = await invokeWithReceipt(functions, body, key);
    if (unstored) {
      storeLater(functions, body, key);
      return { ok: true, stored: false };
    }
    if (!error) return { ok: true };
    return { ok: false, reason: isCaptchaRejection(await functionAnswer(error)) ? "captcha-rejected" : "failed", error };
  } catch (error) {
    return { ok: false, reason: "failed", error };
  }
}

/**
 * One send, with the message's retry receipt when the function gave one. A
 * new receipt in the answer (the message was not stored) replaces it; a
 * stored message's is forgotten. `unstored`: a 2xx that says the message was
 * e-mailed but not stored.
 */
async function invokeWithReceipt(functions: FunctionInvoker, body: ContactRequestBody, key: string): Promise<{ error: unknown; unstored: boolean }> {
  const receipt = retryReceipts.get(key);
  const { data, error } = await functions.invoke(CONTACT_FUNCTION, {
    body: { ...body, company: body.company ?? "" },
    headers: { "Idempotency-Key": key, ...(receipt ? { [RETRY_RECEIPT_HEADER]: receipt } : {}) },
  });
  const answer = (error ? (await functionAnswer(error))?.detail : data) as { stored?: unknown; retryReceipt?: unknown } | null | undefined;
  const next = typeof answer?.retryReceipt === "string" ? answer.retryReceipt : null;
  if (next !== null) retryReceipts.set(key, next);
  else if (!error) retryReceipts.delete(key);
  return { error, unstored: !error && answer?.stored === false };
}

/**
 * The message reached us by e-mail but is not stored: it is sent again with
 * its receipt a little later, quietly, while the page stays open, so the
 * stored copy (and the CRM export) follows once the database is back. The
 * function e-mails it no second time.
 */
function storeLater(functions: FunctionInvoker, body: ContactRequestBody, key: string): void {
  const attempt = (index: number) => {
    if (index >= STORE_RETRY_DELAYS_MS.length) return;
    setTimeout(async () => {
      try {
        const { error, unstored } = await invokeWithReceipt(functions, body, key);
        if (error || unstored) attempt(index + 1);
      } catch {
        attempt(index + 1);
      }
    }, STORE_RETRY_DELAYS_MS[index]);
  };
  attempt(0);
}

/** The function's own answer inside a supabase-js error: its status and JSON body; null when no answer came. */
async function functionAnswer(error: unknown): Promise<{ status: number; detail: Record<string, unknown> } | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (typeof Response === "undefined" || !(context instanceof Response)) return null;
  const detail: unknown = await context
    .clone()
    .json()
    .catch(() => null);
  return { status: context.status, detail: detail && typeof detail === "object" ? (detail as Record<string, unknown>) : {} };
}

/** The function refuses a token siteverify rejected with 403 and siteverify's error codes (docs/lead-capture.md). */
function isCaptchaRejection(answer: Awaited<ReturnType<typeof functionAnswer>>): boolean {
  return answer?.status === 403 && Array.isArray(answer.detail.codes);
}

/**
 * What the console gets for a failed send: supabase-js's error (fetch, relay
 * or non-2xx) plus, for a non-2xx answer, the function's JSON reason.
 */
export async function describeSendError(error: unknown): Promise<unknown[]> {
  const answer = await functionAnswer(error);
  return answer ? [error, { status: answer.status, ...answer.detail }] : [error];
}
