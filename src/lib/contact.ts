import type { Attribution, ContactMessageInput } from "../../supabase/functions/_shared/contact-schema";
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
  | { ok: true }
  | { ok: false; reason: "captcha-missing" }
  | { ok: false; reason: "failed" | "captcha-rejected"; error: unknown };

/** The part of supabase-js the sender uses (tests pass a stub). */
export interface FunctionInvoker {
  invoke(name: string, options: { body: unknown; headers: Record<string, string> }): Promise<{ error: unknown }>;
}

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
  try {
    const functions = options.functions ?? (await getSupabase()).functions;
    const { error } = await functions.invoke(CONTACT_FUNCTION, {
      body: { ...body, company: body.company ?? "" },
      headers: { "Idempotency-Key": options.idempotencyKey },
    });
    if (!error) return { ok: true };
    return { ok: false, reason: (await isCaptchaRejection(error)) ? "captcha-rejected" : "failed", error };
  } catch (error) {
    return { ok: false, reason: "failed", error };
  }
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
async function isCaptchaRejection(error: unknown): Promise<boolean> {
  const answer = await functionAnswer(error);
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
