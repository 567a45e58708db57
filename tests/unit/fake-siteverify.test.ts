/** @jest-environment node */
import http from "node:http";
import { createFakeSiteverify } from "../../scripts/lib/fake-siteverify.mjs";

/**
 * The browser tests' and the benchmark's stand-in for Google's siteverify
 * answers as Google does: a pass token once, then timeout-or-duplicate; a
 * wrong secret, a missing token or a non-form body refused with Google's codes;
 * and the two failures the lead function must turn into 503 (no answer, a cut
 * connection).
 */
describe("the fake reCAPTCHA siteverify", () => {
  const fake = createFakeSiteverify({ secret: "the-secret" });
  let url: string;

  beforeAll(async () => {
    url = await fake.listen();
  });
  afterAll(() => fake.close());

  const verify = async (form: Record<string, string>) => {
    const response = await fetch(url, { method: "POST", body: new URLSearchParams(form) });
    expect(response.status).toBe(200);
    return response.json();
  };

  it("listens on a local port at Google's path", () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/recaptcha\/api\/siteverify$/);
  });

  it("passes a fake-pass token once, then answers timeout-or-duplicate as Google does for a spent token", async () => {
    const first = await verify({ secret: "the-secret", response: "fake-pass-once" });
    expect(first).toMatchObject({ success: true, hostname: "127.0.0.1" });
    expect(Number.isNaN(Date.parse(first.challenge_ts))).toBe(false);
    expect(await verify({ secret: "the-secret", response: "fake-pass-once" })).toEqual({ success: false, "error-codes": ["timeout-or-duplicate"] });
  });

  it("refuses reject tokens, unknown tokens, a missing token and a wrong or missing secret with Google's error codes", async () => {
    expect(await verify({ secret: "the-secret", response: "fake-reject-1" })).toEqual({ success: false, "error-codes": ["invalid-input-response"] });
    expect(await verify({ secret: "the-secret", response: "a-real-looking-token" })).toEqual({ success: false, "error-codes": ["invalid-input-response"] });
    expect(await verify({ secret: "the-secret" })).toEqual({ success: false, "error-codes": ["missing-input-response"] });
    expect(await verify({ secret: "another-secret", response: "fake-pass-2" })).toEqual({ success: false, "error-codes": ["invalid-input-secret"] });
    expect(await verify({ response: "fake-pass-3" })).toEqual({ success: false, "error-codes": ["invalid-input-secret"] });
    // The refused secret did not spend the token.
    expect((await verify({ secret: "the-secret", response: "fake-pass-2" })).success).toBe(true);
  });

  it("accepts only a form-encoded POST", async () => {
    const json = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ secret: "the-secret", response: "fake-pass-4" }) });
    expect(await json.json()).toEqual({ success: false, "error-codes": ["bad-request"] });
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("drops the connection for a fake-down token", async () => {
    await expect(verify({ secret: "the-secret", response: "fake-down-1" })).rejects.toThrow();
  });

  it("counts requests and verdicts", async () => {
    const before = { ...fake.stats };
    await verify({ secret: "the-secret", response: "fake-pass-counted" });
    await verify({ secret: "the-secret", response: "fake-reject-counted" });
    expect(fake.stats).toEqual({ requests: before.requests + 2, passed: before.passed + 1, rejected: before.rejected + 1 });
  });
});

describe("a fake-hang token", () => {
  it("is never answered, and close() ends the waiting request instead of waiting for it", async () => {
    const fake = createFakeSiteverify();
    const url = new URL(await fake.listen());
    const outcome = new Promise<string>((resolve) => {
      const request = http.request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" } }, () => resolve("answered"));
      request.on("error", () => resolve("connection closed"));
      request.end(new URLSearchParams({ secret: "any", response: "fake-hang-1" }).toString());
    });
    // The request has reached the server once it is counted; it is still unanswered then.
    while (fake.stats.requests === 0) await new Promise((resolve) => setImmediate(resolve));
    await fake.close();
    expect(await outcome).toBe("connection closed");
  });
});
