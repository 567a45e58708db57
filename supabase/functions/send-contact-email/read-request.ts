/**
 * The steps of a request before its captcha, in the order the handler takes
 * them: each returns what it read, or throws the Reply that settles the
 * request. They touch no database and no network, so a flood of bad requests
 * costs a worker nothing else, and each is tested on its own
 * (lead-fields.deno.test.ts).
 */
import { contactMessageSchema, fieldErrors, LEAD_FIELDS, type ContactMessage, type LeadFields } from "../_shared/contact-schema.ts";
import type { ContactConfig } from "../_shared/contact-config.ts";
import { isOriginAllowed } from "../_shared/cors.ts";

/** Larger than the largest request the schema accepts (a Deno test builds that request and sends it). */
export const MAX_BODY_BYTES = 64 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** The answer a step settles a request with (a refusal, or the reply to a retry); handle() adds the CORS headers. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> | null,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Origin and method: a foreign origin, a preflight or a method other than POST is settled here. */
export function refuseForeign(request: Request, allowedOrigins: ContactConfig["allowedOrigins"]): void {
  if (!isOriginAllowed(request.headers.get("origin"), allowedOrigins)) throw new Reply(403, { error: "This origin may not send contact messages." });
  if (request.method === "OPTIONS") throw new Reply(204, null);
  if (request.method !== "POST") throw new Reply(405, { error: "Use POST to send a contact message." }, { Allow: "POST, OPTIONS" });
}

/** The body as a JSON object: refused when not sent as JSON, larger than MAX_BODY_BYTES, not JSON or not an object. */
export async function readJsonObject(request: Request): Promise<object> {
  if (!isJson(request.headers.get("content-type"))) throw new Reply(415, { error: "Send the contact message as application/json." });
  const bytes = await readLimited(request, MAX_BODY_BYTES);
  if (bytes === null) throw new Reply(413, { error: `The contact message is larger than ${MAX_BODY_BYTES / 1024} KB.` });
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new Reply(400, { error: "The request body is not valid JSON." });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new Reply(400, { error: "The request body must be a JSON object." });
  return body;
}

/** The Idempotency-Key the client sent, null when none; refused when malformed. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw new Reply(400, { error: "The Idempotency-Key header must be 8-200 letters, digits or . _ : -" });
  return key;
}

/** The message by the schema; an attribution that alone is invalid is dropped, any other invalid field refuses it. */
export function parseMessage(body: object, key: string | null, log: Pick<Console, "warn">): ContactMessage {
  let parsed = contactMessageSchema.safeParse(body);
  if (!parsed.success && parsed.error.issues.every((issue) => issue.path[0] === "attribution")) {
    // Where a lead came from is worth less than the lead: stored without it.
    log.warn(`[send-contact-email] attribution refused (${Object.values(fieldErrors(parsed.error)).join("; ")}); storing the lead without it (key ${key ?? "none"}).`);
    parsed = contactMessageSchema.safeParse({ ...body, attribution: undefined });
  }
  if (!parsed.success) throw new Reply(400, { error: "Some fields are not valid.", fields: fieldErrors(parsed.error) });
  return parsed.data;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A message is "the same message" for idempotency when every text it carries
 * is the same; where it came from and what it was shown (the fields that hold
 * objects) may differ between tries.
 */
export function payloadHash(lead: LeadFields): Promise<string> {
  return sha256Hex(JSON.stringify(LEAD_FIELDS.filter(({ holds }) => holds === "text").map(({ field }) => lead[field])));
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
