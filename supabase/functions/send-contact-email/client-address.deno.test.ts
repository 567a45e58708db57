/**
 * The rate limit's client key: which address is read, its one canonical form
 * per real address, how IPv6 is grouped, that the stored bucket depends on the
 * secret salt, and the configuration alerts (once per worker).
 */
import * as assert from "../../local/assert.ts";
import {
  MISSING_ADDRESS_BUCKET,
  canonicalAddress,
  clientAddress,
  createClientBuckets,
  ipv6Groups,
  rateLimitBucket,
  rateLimitSubject,
} from "../_shared/client-address.ts";

const request = (headers: Record<string, string>) => new Request("http://127.0.0.1/", { headers });
const peer = { remoteAddr: { hostname: "192.0.2.44" } };

Deno.test("the address comes from the trusted header, never from x-forwarded-for; the peer without one", () => {
  assert.deepEqual(clientAddress(request({ "cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.9" }), peer, "cf-connecting-ip"), { ok: true, address: "203.0.113.7" });
  assert.deepEqual(clientAddress(request({ "x-forwarded-for": "198.51.100.9" }), peer, "cf-connecting-ip"), { ok: false, problem: "missing", value: "" }, "never replaced by the peer (the platform's proxy) or another header");
  assert.deepEqual(clientAddress(request({ "cf-connecting-ip": "203.0.113.7" }), peer, null), { ok: true, address: "192.0.2.44" }, "connection mode reads no header");
  assert.deepEqual(clientAddress(request({ "x-real-ip": "198.51.100.1, 198.51.100.2" }), peer, "x-real-ip"), { ok: false, problem: "unreadable", value: "198.51.100.1, 198.51.100.2" }, "a proxy writes one address: a list is not read from either end");
  assert.deepEqual(clientAddress(request({}), undefined, null), { ok: false, problem: "missing", value: "" });
});

Deno.test("one canonical text per real address: ports, brackets, zone ids, hex case, compression, IPv4-mapped forms", () => {
  const same: [string, string[]][] = [
    ["203.0.113.7", ["203.0.113.7", " 203.0.113.7 ", "203.0.113.7:1234", "::ffff:203.0.113.7", "[::ffff:203.0.113.7]:443", "::FFFF:CB00:7107", "0:0:0:0:0:ffff:cb00:7107"]],
    ["2001:db8::1", ["2001:db8::1", "2001:DB8::1", "2001:0db8:0000:0000:0000:0000:0000:0001", "[2001:db8::1]", "[2001:db8::1]:443", "2001:db8:0:0::1", "2001:db8::1%eth0", "[2001:db8::1%25en0]:8080"]],
    ["2001:db8:0:1:1:1:1:1", ["2001:db8::1:1:1:1:1", "2001:0db8:0000:0001:0001:0001:0001:0001"]],
    ["2001:0:0:1::1", ["2001:0:0:1:0:0:0:1"]],
    ["::", ["::", "0:0:0:0:0:0:0:0", "[::]:80"]],
  ];
  for (const [canonical, forms] of same) for (const form of forms) assert.equal(canonicalAddress(form), canonical, form);
});

Deno.test("IPv4 is read in strict dotted-decimal only: leading zeros, integers, hex and short forms are refused, not guessed at", () => {
  for (const junk of ["198.051.100.007", "3325256711", "0xc6.0x33.0x64.0x07", "0300.0063.0144.07", "198.51.100", "198.51.25607", "256.1.1.1", "1.2.3.4.5", "01.2.3.4", "::ffff:198.051.100.7", "1.2.3.4:99999", "unknown", "", "1.2.3.4, 5.6.7.8"]) {
    assert.equal(canonicalAddress(junk), null, junk);
  }
  assert.equal(canonicalAddress("0.0.0.0"), "0.0.0.0");
  assert.equal(canonicalAddress("198.51.100.7"), "198.51.100.7");
});

Deno.test("IPv6 parsing: compressed, full, bracketed, zone ids, embedded IPv4; junk is not IPv6", () => {
  assert.deepEqual(ipv6Groups("2001:db8::1"), [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
  assert.deepEqual(ipv6Groups("[2001:db8:0:0:0:0:0:1]"), [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
  assert.deepEqual(ipv6Groups("fe80::1%eth0"), [0xfe80, 0, 0, 0, 0, 0, 0, 1]);
  assert.deepEqual(ipv6Groups("::ffff:192.0.2.1"), [0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]);
  assert.deepEqual(ipv6Groups("::"), [0, 0, 0, 0, 0, 0, 0, 0]);
  for (const junk of ["203.0.113.7", "1:2:3", "1::2::3", "2001:db8::g", "1:2:3:4:5:6:7:8:9", "::ffff:300.0.0.1", "12345::1"]) assert.equal(ipv6Groups(junk), null, junk);
});

Deno.test("one subject per IPv4 address and per IPv6 /64; every written form of one address lands in one bucket", async () => {
  assert.equal(rateLimitSubject("203.0.113.7"), "203.0.113.7");
  assert.equal(rateLimitSubject("2001:db8:1:2::1"), "2001:db8:1:2::/64");
  assert.equal(rateLimitSubject(canonicalAddress("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")!), "2001:db8:1:2::/64");
  assert.ok(rateLimitSubject("2001:db8:1:3::1") !== rateLimitSubject("2001:db8:1:2::1"));
  const buckets = createClientBuckets({ header: "cf-connecting-ip", salt: "salt-0123456789", limit: 5 }, { info() {}, error() {} });
  const bucketFor = async (value: string) => (await buckets(request({ "cf-connecting-ip": value }), undefined)).bucket;
  const v4 = await bucketFor("198.51.100.7");
  for (const form of ["198.51.100.7:1234", "::ffff:198.51.100.7", "[::ffff:c633:6407]:443"]) assert.equal(await bucketFor(form), v4, form);
  const v6 = await bucketFor("2001:db8:1:2::1");
  for (const form of ["[2001:DB8:1:2::1]:443", "2001:db8:1:2:0:0:0:1%eth0", "2001:db8:1:2:aaaa:bbbb:cccc:dddd"]) assert.equal(await bucketFor(form), v6, form);
});

Deno.test("the bucket is an HMAC of the subject: same /64, same bucket; another salt, another bucket", async () => {
  const a = await rateLimitBucket("2001:db8:1:2::1", "salt-0123456789");
  assert.match(a, /^ip:[0-9a-f]{64}$/);
  assert.equal(await rateLimitBucket("2001:db8:1:2:9::9", "salt-0123456789"), a);
  assert.ok((await rateLimitBucket("2001:db8:1:2::1", "salt-9876543210")) !== a);
});

Deno.test("configuration alerts, once per worker each: a client-writable header, a missing header, a header that is not one address", async () => {
  const lines: string[] = [];
  const log = { info() {}, error: (line: string) => lines.push(line) };
  const settable = createClientBuckets({ header: "x-forwarded-for", salt: "s", limit: 5 }, log);
  for (let i = 0; i < 3; i++) await settable(request({ "x-forwarded-for": `198.51.100.${i}` }), undefined);
  assert.equal(lines.length, 1);
  assert.match(lines[0], /^\[lead-alert\] the client-address header x-forwarded-for can be written by the client/);

  lines.length = 0;
  const trusted = createClientBuckets({ header: "cf-connecting-ip", salt: "s", limit: 5 }, log);
  for (const value of ["3325256711", "198.051.100.007", "203.0.113.7, 10.0.0.1"]) {
    assert.deepEqual(await trusted(request({ "cf-connecting-ip": value }), undefined), { bucket: MISSING_ADDRESS_BUCKET, limit: 100 }, value);
  }
  for (let i = 0; i < 2; i++) await trusted(request({}), undefined);
  assert.equal((await trusted(request({ "cf-connecting-ip": "203.0.113.7" }), undefined)).limit, 5);
  assert.equal(lines.length, 2, lines.join("\n"));
  assert.match(lines[0], /^\[lead-alert\] the trusted client-address header cf-connecting-ip held "3325256711", not one address/);
  assert.match(lines[1], /^\[lead-alert\] the trusted client-address header cf-connecting-ip is missing/);
});
