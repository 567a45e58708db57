/**
 * The rate limit's client key: which address is read, how IPv6 is grouped,
 * and that the stored bucket depends on the secret salt.
 */
import * as assert from "../../local/assert.ts";
import { clientAddress, ipv6Groups, rateLimitBucket, rateLimitSubject } from "../_shared/client-address.ts";

const request = (headers: Record<string, string>) => new Request("http://127.0.0.1/", { headers });
const peer = { remoteAddr: { hostname: "192.0.2.44" } };

Deno.test("the address comes from the trusted header, never from x-forwarded-for; the peer without one", () => {
  assert.equal(clientAddress(request({ "cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.9" }), peer, "cf-connecting-ip"), "203.0.113.7");
  assert.equal(clientAddress(request({ "x-forwarded-for": "198.51.100.9" }), peer, "cf-connecting-ip"), null, "a missing trusted header is reported, never replaced by the peer (the platform's proxy) or another header");
  assert.equal(clientAddress(request({ "cf-connecting-ip": "203.0.113.7" }), peer, null), "192.0.2.44", "connection mode reads no header");
  assert.equal(clientAddress(request({ "x-real-ip": "198.51.100.1, 198.51.100.2" }), peer, "x-real-ip"), "198.51.100.2", "a list is read from the entry the nearest proxy added");
  assert.equal(clientAddress(request({}), undefined, null), "unknown");
});

Deno.test("IPv6 parsing: compressed, full, bracketed, zone ids, embedded IPv4; junk is not IPv6", () => {
  assert.deepEqual(ipv6Groups("2001:db8::1"), [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
  assert.deepEqual(ipv6Groups("[2001:db8:0:0:0:0:0:1]"), [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
  assert.deepEqual(ipv6Groups("fe80::1%eth0"), [0xfe80, 0, 0, 0, 0, 0, 0, 1]);
  assert.deepEqual(ipv6Groups("::ffff:192.0.2.1"), [0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]);
  assert.deepEqual(ipv6Groups("::"), [0, 0, 0, 0, 0, 0, 0, 0]);
  for (const junk of ["203.0.113.7", "1:2:3", "1::2::3", "2001:db8::g", "1:2:3:4:5:6:7:8:9", "::ffff:300.0.0.1"]) assert.equal(ipv6Groups(junk), null, junk);
});

Deno.test("one subject per IPv4 address and per IPv6 /64; IPv4-mapped addresses count as their IPv4", () => {
  assert.equal(rateLimitSubject("203.0.113.7"), "203.0.113.7");
  assert.equal(rateLimitSubject("2001:db8:1:2::1"), "2001:db8:1:2::/64");
  assert.equal(rateLimitSubject("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff"), "2001:db8:1:2::/64");
  assert.ok(rateLimitSubject("2001:db8:1:3::1") !== rateLimitSubject("2001:db8:1:2::1"));
  assert.equal(rateLimitSubject("::ffff:203.0.113.7"), "203.0.113.7");
});

Deno.test("the bucket is an HMAC of the subject: same /64, same bucket; another salt, another bucket", async () => {
  const a = await rateLimitBucket("2001:db8:1:2::1", "salt-0123456789");
  assert.match(a, /^ip:[0-9a-f]{64}$/);
  assert.equal(await rateLimitBucket("2001:db8:1:2:9::9", "salt-0123456789"), a);
  assert.ok((await rateLimitBucket("2001:db8:1:2::1", "salt-9876543210")) !== a);
});
