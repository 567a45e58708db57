/**
 * The rate limit's key: the client address the platform vouches for, never
 * one the caller can choose, in one canonical form per real address.
 *
 * Which header: Supabase documents no client-address contract for Edge
 * Functions. Its hosted projects are served through Cloudflare, which sets
 * `cf-connecting-ip` to the address of the connection it accepted and
 * overwrites whatever the client sent in it (Cloudflare's "HTTP request
 * headers" reference); `x-forwarded-for` is a list the client may start
 * itself, and its last entry is whichever proxy spoke last, not the visitor.
 * So the header is a setting (CONTACT_CLIENT_IP_HEADER, default
 * `cf-connecting-ip`), and "connection" means the TCP peer's address (the
 * local runner's default). The operator is alerted ([lead-alert], once per
 * worker) when the setting names a header clients can write
 * (CLIENT_SETTABLE_HEADERS), when it never arrives, and when it holds
 * anything but one address in the form a proxy writes.
 *
 * Which form: an address is canonicalised before it keys anything:
 * brackets, a port and an IPv6 zone id are dropped, hex is lower-cased,
 * IPv6 is parsed whatever its compression, and an IPv4-mapped IPv6 address
 * (::ffff:192.0.2.1, ::ffff:c000:201) is its IPv4 address. IPv4 is read
 * strictly as four decimal numbers without leading zeros (RFC 6943 section
 * 3.1.1's strict form): a proxy never writes `198.051.100.007` or
 * `3325256711`, and readers disagree on what they mean (octal, or decimal
 * with zeros; the WHATWG URL parser reads a lone integer as an address), so
 * such a value is refused, not guessed at, and counts as unreadable.
 *
 * Which client: IPv4 addresses one by one, IPv6 by /64 prefix (the smallest
 * allocation a subscriber gets, RFC 6177: one household can take any of its
 * 2^64 addresses). The stored key is an HMAC with a secret salt, so the table
 * holds no address that could be recovered by hashing the whole address space.
 */
import { raiseAlert, type AlertLog } from "./lead-alert.ts";

/** The setting's value that means the connection's own address. */
export const CONNECTION_ADDRESS = "connection";
/** The production default: the header Cloudflare, in front of Supabase, sets from the connection. */
export const DEFAULT_CLIENT_IP_HEADER = "cf-connecting-ip";
/**
 * Headers a client can write and that reach the function with the client's
 * own text in them: lists each proxy appends to (the client writes the
 * first entries), and headers no proxy in Supabase's path is documented to
 * overwrite.
 */
export const CLIENT_SETTABLE_HEADERS = ["x-forwarded-for", "forwarded", "x-client-ip", "true-client-ip", "client-ip", "x-cluster-client-ip"];

/** Deno.serve's second argument; only the peer address is used. */
export interface ConnectionInfo {
  remoteAddr?: { hostname?: string };
}

/**
 * When the trusted header is missing or unreadable the platform is not what
 * the setting says (the peer is a proxy, or a client wrote the header): every
 * visitor would share one bucket at the per-address limit, or a client would
 * pick a new bucket per request. Such requests share this bucket instead, with
 * a ceiling for the whole function (per rate window) high enough for real
 * traffic and low enough to stop a flood.
 */
export const MISSING_ADDRESS_BUCKET = "global:no-client-address";
export const MISSING_ADDRESS_CEILING = 100;

/** The client's canonical address, or why there is none. */
export type ClientAddress = { ok: true; address: string } | { ok: false; problem: "missing" | "unreadable"; value: string };

/** The four bytes of an IPv4 address in strict dotted-decimal form, or null. */
export function ipv4Bytes(text: string): number[] | null {
  const match = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/.exec(text);
  if (!match) return null;
  const bytes = match.slice(1).map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (brackets and zone id allowed), or null when it is not one. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.trim().replace(/^\[(.*)\]$/, "$1").replace(/%[^%]*$/, "");
  if (!text.includes(":")) return null;
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const tail = /:([^:]*\.[^:]*)$/.exec(text);
  if (tail) {
    const bytes = ipv4Bytes(tail[1]);
    if (!bytes) return null;
    text = `${text.slice(0, tail.index + 1)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/** RFC 5952's text of eight groups: lower case, no leading zeros, the longest run (of two or more) of zero groups as "::". */
function ipv6Text(groups: number[]): string {
  let best = { start: -1, length: 1 };
  for (let start = 0; start < 8; ) {
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > best.length) best = { start, length: end - start };
    start = end + 1;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(":");
  return `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
}

/**
 * One text per real address, or null when `text` is not an address in a form
 * a proxy writes: IPv4 in strict dotted-decimal (an optional `:port` dropped),
 * IPv6 in any compression, bracketed or not (with `[…]:port`), with or
 * without a zone id, as RFC 5952 text; an IPv4-mapped IPv6 address as its IPv4.
 */
export function canonicalAddress(text: string): string | null {
  const trimmed = text.trim();
  const port = /:(\d{1,5})$/.exec(trimmed);
  if (port && Number(port[1]) > 65535) return null;
  const v4 = /^([^:]+)(?::\d{1,5})?$/.exec(trimmed);
  if (v4) {
    const bytes = ipv4Bytes(v4[1]);
    return bytes ? bytes.join(".") : null;
  }
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(trimmed);
  const groups = ipv6Groups(bracketed ? bracketed[1] : trimmed);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return ipv6Text(groups);
}

/**
 * The client's address from `header` (lower-case name), or the connection's
 * when it is null. The header must hold exactly one address: a proxy that
 * sets it writes one; a list or anything else is unreadable (a client wrote
 * it, or the setting names the wrong header), never read from one end.
 */
export function clientAddress(request: Request, info: ConnectionInfo | undefined, header: string | null): ClientAddress {
  const value = header ? request.headers.get(header) : info?.remoteAddr?.hostname ?? null;
  if (value === null || value.trim() === "") return { ok: false, problem: "missing", value: "" };
  const address = canonicalAddress(value);
  return address ? { ok: true, address } : { ok: false, problem: "unreadable", value: value.slice(0, 100) };
}

/** What one client is: an IPv4 address, an IPv6 address's /64 prefix (address: canonicalAddress's text). */
export function rateLimitSubject(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The stored bucket: HMAC-SHA256(salt, subject), hex. */
export async function rateLimitBucket(address: string, salt: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(salt), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(rateLimitSubject(address)));
  return `ip:${Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export interface ClientBucketSettings {
  /** The trusted header (lower case), null for the connection's address. */
  header: string | null;
  /** CONTACT_RATE_LIMIT_SALT; required while the limit is on. */
  salt: string | null;
  /** Submissions per client per window; 0: the limit is off. */
  limit: number;
}

/**
 * The rate-limit bucket of each request's client, for one worker: its
 * address's HMAC at the per-client limit, or the shared bucket at the
 * function-wide ceiling when the address is missing or unreadable. Each
 * configuration problem raises [lead-alert] once per worker: a header
 * clients can write (at the first request), a header that does not arrive,
 * a header that holds something other than one address.
 */
export function createClientBuckets(settings: ClientBucketSettings, log: AlertLog) {
  const { header, salt, limit } = settings;
  if (limit > 0 && !salt) {
    throw new Error("CONTACT_RATE_LIMIT_SALT is not set: the rate limit's buckets need a secret of their own (make one with: openssl rand -hex 32), or CONTACT_RATE_LIMIT=0 turns the limit off");
  }
  const alerted = new Set<string>();
  const alertOnce = (problem: string, message: string) => {
    if (alerted.has(problem)) return;
    alerted.add(problem);
    raiseAlert(log, message);
  };
  const fix = "until CONTACT_CLIENT_IP_HEADER names the header the platform sets from the connection (docs/lead-capture.md)";
  return async function bucketOf(request: Request, info: ConnectionInfo | undefined): Promise<{ bucket: string; limit: number }> {
    if (header && CLIENT_SETTABLE_HEADERS.includes(header)) {
      alertOnce("settable", `the client-address header ${header} can be written by the client: a sender can choose its own rate-limit bucket ${fix}`);
    }
    const found = clientAddress(request, info, header);
    if (found.ok) return { bucket: await rateLimitBucket(found.address, salt ?? ""), limit };
    const source = header ?? "connection address";
    alertOnce(
      found.problem,
      found.problem === "missing"
        ? `the trusted client-address header ${source} is missing: leads share one bucket of ${MISSING_ADDRESS_CEILING} per window ${fix}`
        : `the trusted client-address header ${source} held ${JSON.stringify(found.value)}, not one address as a proxy writes it: such leads share one bucket of ${MISSING_ADDRESS_CEILING} per window ${fix}`,
    );
    return { bucket: MISSING_ADDRESS_BUCKET, limit: MISSING_ADDRESS_CEILING };
  };
}
