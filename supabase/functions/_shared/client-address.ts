/**
 * The rate limit's key: the client address the platform vouches for, never
 * one the caller can choose.
 *
 * On Supabase the function sits behind the platform's edge, which sets the
 * visitor's address in a header from the connection it accepted (Cloudflare's
 * `cf-connecting-ip`, which it overwrites whatever the client sent); the
 * first `x-forwarded-for` entry is whatever the client wrote there. So the
 * header to trust is a setting (CONTACT_CLIENT_IP_HEADER), and "connection"
 * means the address of the TCP peer (the local runner's default).
 *
 * IPv6 addresses are grouped by their /64 prefix (one subscriber's
 * allocation), and the stored key is an HMAC with a secret salt, so the
 * table holds no address that could be recovered by hashing the whole
 * address space.
 */

/** The setting's value that means the connection's own address. */
export const CONNECTION_ADDRESS = "connection";
/** The production default: the header Supabase's edge (Cloudflare) sets from the connection. */
export const DEFAULT_CLIENT_IP_HEADER = "cf-connecting-ip";

/** Deno.serve's second argument; only the peer address is used. */
export interface ConnectionInfo {
  remoteAddr?: { hostname?: string };
}

/**
 * When the trusted header is missing the platform is not what the setting
 * says, and the peer is its proxy: every visitor would share one bucket at
 * the per-address limit. Such requests share this bucket instead, with a
 * ceiling for the whole function (per rate window) high enough for real
 * traffic and low enough to stop a flood.
 */
export const MISSING_ADDRESS_BUCKET = "global:no-client-address";
export const MISSING_ADDRESS_CEILING = 100;

/**
 * The address from `header` (lower-case name), or the connection's when it is
 * null; null when the header is configured but missing (a configuration
 * error: see MISSING_ADDRESS_BUCKET). A header holding a list is read from its
 * end, the entry the nearest proxy added.
 */
export function clientAddress(request: Request, info: ConnectionInfo | undefined, header: string | null): string | null {
  if (header) {
    const entries = (request.headers.get(header) ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
    const last = entries.at(-1);
    return last ? last.slice(0, 100) : null;
  }
  return info?.remoteAddr?.hostname ?? "unknown";
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.trim().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!text.includes(":")) return null;
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    text = `${text.slice(0, v4.index)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/** What one client is: an IPv4 address as is (also when IPv4-mapped), an IPv6 address's /64 prefix. */
export function rateLimitSubject(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address.trim().toLowerCase();
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The stored bucket: HMAC-SHA256(salt, subject), hex. */
export async function rateLimitBucket(address: string, salt: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(salt), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(rateLimitSubject(address)));
  return `ip:${Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
