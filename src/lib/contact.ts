import type { ContactMessageInput } from "../../supabase/functions/_shared/contact-schema";
import { getSupabase } from "./supabase";

/**
 * The shared sender of every lead form (spec §7 calls 1 and 2): it refuses a
 * message without a captcha token, then invokes the send-contact-email Edge
 * Function through supabase-js. Only whether an error came back matters to the
 * form; the error itself is returned for the console.
 */

export const CONTACT_FUNCTION = "send-contact-email";

/** Toast texts, verbatim from spec §8. */
export const CONTACT_TOASTS = {
  errorTitle: "Error",
  captchaMissing: "Please complete the reCAPTCHA verification.",
  failed: "Failed to send message. Please try again or contact us directly.",
  successTitle: "Message Sent",
  success: "Thank you for contacting us. We'll be in touch soon!",
} as const;

export type ContactRequestBody = Required<Pick<ContactMessageInput, "name" | "email" | "message" | "recaptchaToken">> & {
  company: string;
  buttonText?: string;
  componentName?: string;
};

export type SendResult = { ok: true } | { ok: false; reason: "captcha-missing" } | { ok: false; reason: "failed"; error: unknown };

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
    return error ? { ok: false, reason: "failed", error } : { ok: true };
  } catch (error) {
    return { ok: false, reason: "failed", error };
  }
}

/**
 * What the console gets for a failed send: supabase-js's error (fetch, relay
 * or non-2xx: spec §8) plus, for a non-2xx answer, the function's JSON reason.
 */
export async function describeSendError(error: unknown): Promise<unknown[]> {
  const context = (error as { context?: unknown } | null)?.context;
  if (typeof Response !== "undefined" && context instanceof Response) {
    const detail = await context
      .clone()
      .json()
      .catch(() => null);
    return [error, { status: context.status, ...(detail && typeof detail === "object" ? detail : {}) }];
  }
  return [error];
}
