/**
 * The e-mail address as Google's enhanced conversions (and Google Ads'
 * user-provided data) normalise it before hashing: trimmed, lower-cased, and
 * for gmail.com and googlemail.com the dots of the local part removed. It is
 * also put in Unicode NFC first, so an internationalised address typed with
 * composed or decomposed accents (müller as one or two code points) hashes
 * alike. The ONE normalisation for every hash of an address: the browser's
 * lead_sent user data and the conversions export both use it.
 */
export function normalizeEmailForHashing(email: string): string {
  const address = email.normalize("NFC").trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  if (domain !== "gmail.com" && domain !== "googlemail.com") return address;
  return `${address.slice(0, at).replaceAll(".", "")}@${domain}`;
}

/**
 * The SHA-256 hex digest of the address normalised by normalizeEmailForHashing,
 * computed with Web Crypto: the lead form's hashed_email for the lead_sent
 * event (so the address itself never reaches the data layer), and the
 * enhanced conversions export (supabase/local/conversion-export.ts). Plain
 * TypeScript shared by the site and the Deno side. Undefined where Web Crypto
 * is missing (very old browsers, insecure origins): the field is optional.
 */
export async function hashEmail(email: string): Promise<string | undefined> {
  const normalised = normalizeEmailForHashing(email);
  const subtle = typeof crypto !== "undefined" ? crypto.subtle : undefined;
  if (!normalised || !subtle) return undefined;
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(normalised));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
