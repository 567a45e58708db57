// Verifies a lead webhook from the SWC website (Node 18+, Deno, browsers, Workers:
// Web Crypto only). Use the raw request body, exactly as received, before any JSON parsing.
export const TIMESTAMP_HEADER = "x-swc-timestamp";
export const SIGNATURE_HEADER = "x-swc-signature";
/** The same on every attempt for one lead: keep the ids you processed and ignore a repeat. */
export const LEAD_ID_HEADER = "x-swc-lead-id";
export const REPLAY_WINDOW_SECONDS = 300;

/**
 * @param {{ secret: string, body: string, headers: Headers | Record<string, string | undefined>,
 *           nowSeconds?: number, windowSeconds?: number }} request
 * @returns {Promise<{ ok: true } | { ok: false, reason: string }>}
 */
export async function verifyLeadWebhook({ secret, body, headers, nowSeconds = Date.now() / 1000, windowSeconds = REPLAY_WINDOW_SECONDS }) {
  const header = (name) => (typeof headers.get === "function" ? headers.get(name) : headers[name]) ?? null;
  const timestamp = header(TIMESTAMP_HEADER);
  const signature = header(SIGNATURE_HEADER);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: `missing or malformed ${TIMESTAMP_HEADER}` };
  if (Math.abs(nowSeconds - Number(timestamp)) > windowSeconds) return { ok: false, reason: "timestamp outside the replay window" };
  const hex = /^v1=([0-9a-f]{64})$/.exec(signature ?? "")?.[1];
  if (!hex) return { ok: false, reason: `missing or malformed ${SIGNATURE_HEADER}` };
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const given = new Uint8Array(hex.match(/../g).map((byte) => parseInt(byte, 16)));
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", key, given, encoder.encode(`${timestamp}.${body}`));
  return valid ? { ok: true } : { ok: false, reason: "signature does not match" };
}
