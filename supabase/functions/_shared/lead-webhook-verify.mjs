// Verifies a lead webhook from the SWC website, signed as Standard Webhooks
// (https://www.standardwebhooks.com) sign: Node 18+, Deno, browsers, Workers, with
// Web Crypto only. Use the raw request body, exactly as received, before any JSON parsing.
export const ID_HEADER = "webhook-id";
export const TIMESTAMP_HEADER = "webhook-timestamp";
export const SIGNATURE_HEADER = "webhook-signature";
export const REPLAY_WINDOW_SECONDS = 300;

/** A `whsec_…` secret is base64 of the key; any other secret's UTF-8 bytes are the key. */
export function webhookKey(secret) {
  if (secret.startsWith("whsec_")) {
    try {
      return Uint8Array.from(atob(secret.slice(6)), (c) => c.charCodeAt(0));
    } catch {
      // not base64 after all: its text is the key
    }
  }
  return new TextEncoder().encode(secret);
}

/**
 * @param {{ secret?: string, secrets?: string[], body: string, headers: Headers | Record<string, string | string[] | undefined>,
 *           nowSeconds?: number, windowSeconds?: number }} request
 *   `secrets`: every secret still accepted while the key is rotated.
 * @returns {Promise<{ ok: true, id: string } | { ok: false, reason: string }>}
 */
export async function verifyLeadWebhook({ secret, secrets = [secret], body, headers, nowSeconds = Date.now() / 1000, windowSeconds = REPLAY_WINDOW_SECONDS }) {
  const header = (name) => {
    const value = typeof headers.get === "function" ? headers.get(name) : headers[name];
    return (Array.isArray(value) ? value.join(" ") : value) ?? null;
  };
  const id = header(ID_HEADER);
  const timestamp = header(TIMESTAMP_HEADER);
  if (!id) return { ok: false, reason: `missing ${ID_HEADER}` };
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: `missing or malformed ${TIMESTAMP_HEADER}` };
  if (Math.abs(nowSeconds - Number(timestamp)) > windowSeconds) return { ok: false, reason: "timestamp outside the replay window" };
  // Space-separated "v1,<base64>" entries: the sender signs with every key it holds during a rotation.
  const given = (header(SIGNATURE_HEADER) ?? "")
    .split(" ")
    .filter((entry) => entry.startsWith("v1,"))
    .map((entry) => {
      try {
        return Uint8Array.from(atob(entry.slice(3)), (c) => c.charCodeAt(0));
      } catch {
        return null;
      }
    })
    .filter(Boolean);
  if (given.length === 0) return { ok: false, reason: `missing or malformed ${SIGNATURE_HEADER}` };
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  for (const candidate of secrets.filter(Boolean)) {
    const key = await crypto.subtle.importKey("raw", webhookKey(candidate), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    // crypto.subtle.verify compares in constant time.
    for (const signature of given) if (await crypto.subtle.verify("HMAC", key, signature, signed)) return { ok: true, id };
  }
  return { ok: false, reason: "signature does not match" };
}
