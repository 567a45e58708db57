/**
 * The SHA-256 hex digest of the trimmed, lower-cased address, computed with
 * Web Crypto: the lead form's hashed_email for the lead_sent event (so the
 * address itself never reaches the data layer), and the base of the enhanced
 * conversions export (supabase/local/conversion-export.ts). Plain TypeScript
 * shared by the site and the Deno side. Undefined where Web Crypto is missing
 * (very old browsers, insecure origins): the field is optional.
 */
export async function hashEmail(email: string): Promise<string | undefined> {
  const normalised = email.trim().toLowerCase();
  const subtle = typeof crypto !== "undefined" ? crypto.subtle : undefined;
  if (!normalised || !subtle) return undefined;
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(normalised));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
