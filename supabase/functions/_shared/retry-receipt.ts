/**
 * The retry receipt: what lets a visitor's retry through without a second
 * captcha after the database failed to store their lead. The captcha token is
 * single-use (siteverify accepts it once) and the retry may reach another
 * worker, so the function that checked the captcha signs, with a secret all
 * workers share (LEAD_RECEIPT_SECRET), the lead's idempotency key, the hash of
 * its message, when the receipt runs out and whether its e-mail already went
 * out. The form sends the receipt back in RETRY_RECEIPT_HEADER; a valid one
 * stands for the passed captcha of that one message, for a short while.
 *
 * Format: `v1.<expires, Unix seconds>.<emailed 0|1>.<HMAC-SHA256, base64url>`.
 */

export const RETRY_RECEIPT_HEADER = "x-lead-retry-receipt";
/** How long a receipt is good for: a visitor's retry, not a stored credential. */
export const RETRY_RECEIPT_TTL_MS = 15 * 60 * 1000;

export interface ReceiptClaims {
  idempotencyKey: string;
  payloadHash: string;
  /** true when the lead's e-mail went out while it could not be stored. */
  emailed: boolean;
}

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function hmacKey(secret: string, usages: KeyUsage[]): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, usages);
}

function signedText(claims: ReceiptClaims, expires: number): string {
  return `v1\n${expires}\n${claims.emailed ? 1 : 0}\n${claims.idempotencyKey}\n${claims.payloadHash}`;
}

export async function signReceipt(secret: string, claims: ReceiptClaims, now: Date, ttlMs = RETRY_RECEIPT_TTL_MS): Promise<string> {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret, ["sign"]), encoder.encode(signedText(claims, expires)));
  return `v1.${expires}.${claims.emailed ? 1 : 0}.${base64url(mac)}`;
}

/**
 * The receipt's claims when it is this message's (key and hash), signed with
 * `secret` and not expired at `now`; null otherwise. The signature is checked
 * with crypto.subtle.verify, which compares in constant time.
 */
export async function readReceipt(
  secret: string,
  receipt: string | null,
  message: Omit<ReceiptClaims, "emailed">,
  now: Date,
): Promise<ReceiptClaims | null> {
  const parts = receipt?.match(/^v1\.(\d{1,12})\.([01])\.([A-Za-z0-9_-]{43})$/);
  if (!parts) return null;
  const expires = Number(parts[1]);
  if (expires * 1000 <= now.getTime()) return null;
  const claims = { ...message, emailed: parts[2] === "1" };
  const mac = Uint8Array.from(atob(parts[3].replace(/-/g, "+").replace(/_/g, "/") + "="), (char) => char.charCodeAt(0));
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret, ["verify"]), mac, encoder.encode(signedText(claims, expires)));
  return valid ? claims : null;
}
