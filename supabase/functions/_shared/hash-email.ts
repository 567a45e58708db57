/**
 * The SHA-256 hex digest of the trimmed, lower-cased address, computed with
 * Web Crypto: the lead form's hashed_email for the lead_sent event (so the
 * address itself never reaches the data layer), and the base of the enhanced
 * conversions export (supabase/local/conversion-export.ts). Plain TypeScript
 * shared by the site and the Deno side. Undefined where Web Crypto is missing
 * (very old browsers, insecure origins): the field is optional.
 */
export async function hashEmail(email: string): Promise<string | undefined> {
  return sha256Hex(email.trim().toLowerCase());
}

/**
 * The address as Google's enhanced conversions normalise it before hashing:
 * trimmed, lower-cased, and for gmail.com and googlemail.com the dots of the
 * local part removed.
 */
export function googleNormalisedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  if (domain !== "gmail.com" && domain !== "googlemail.com") return address;
  return `${address.slice(0, at).replaceAll(".", "")}@${domain}`;
}

/**
 * SHA-256 hex of the address normalised as Google documents: what Google Ads
 * matches, from the page's lead_sent (user_data) and from the enhanced
 * conversions export alike, so both send the same hash for one lead.
 */
export async function hashEmailForGoogle(email: string): Promise<string | undefined> {
  return sha256Hex(googleNormalisedEmail(email));
}

async function sha256Hex(text: string): Promise<string | undefined> {
  const subtle = typeof crypto !== "undefined" ? crypto.subtle : undefined;
  if (!text || !subtle) return undefined;
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
