/**
 * @jest-environment node
 *
 * Node, not jsdom: the function's answers are fetch Responses, as supabase-js hands them over.
 */
import { CONTACT_FUNCTION, describeSendError, newIdempotencyKey, sendContactMessage, STORE_RETRY_DELAYS_MS, type FunctionInvoker } from "./contact";

const body = { name: "Dana Levi", email: "dana@example.com", company: "", message: "Hello", recaptchaToken: "token-1" };

function stub(result: { error: unknown } | Error) {
  const calls: { name: string; options: { body: unknown; headers: Record<string, string> } }[] = [];
  const functions: FunctionInvoker = {
    invoke: async (name, options) => {
      calls.push({ name, options });
      if (result instanceof Error) throw result;
      return result;
    },
  };
  return { functions, calls };
}

describe("sendContactMessage", () => {
  it("refuses to send without a captcha token", async () => {
    const { functions, calls } = stub({ error: null });
    expect(await sendContactMessage({ ...body, recaptchaToken: "" }, { idempotencyKey: "lead-1", functions })).toEqual({ ok: false, reason: "captcha-missing" });
    expect(calls).toHaveLength(0);
  });

  it("invokes send-contact-email with the body and the idempotency key", async () => {
    const { functions, calls } = stub({ error: null });
    const dv360 = { ...body, buttonText: "Request DV360 Access", componentName: "DV360 Self-Serve Form" };
    expect(await sendContactMessage(dv360, { idempotencyKey: "lead-abc", functions })).toEqual({ ok: true });
    expect(calls).toEqual([{ name: CONTACT_FUNCTION, options: { body: dv360, headers: { "Idempotency-Key": "lead-abc" } } }]);
  });

  it("reports the function's error, or a thrown one, as a failure", async () => {
    const error = new Error("Edge Function returned a non-2xx status code");
    expect(await sendContactMessage(body, { idempotencyKey: "lead-2", functions: stub({ error }).functions })).toEqual({ ok: false, reason: "failed", error });
    const thrown = new Error("chunk failed to load");
    expect(await sendContactMessage(body, { idempotencyKey: "lead-3", functions: stub(thrown).functions })).toEqual({ ok: false, reason: "failed", error: thrown });
  });
});

describe("sendContactMessage: was the captcha token refused?", () => {
  /** supabase-js's FunctionsHttpError: the function's response in `context`. */
  const httpError = (status: number, answer: unknown) =>
    Object.assign(new Error("Edge Function returned a non-2xx status code"), {
      context: new Response(JSON.stringify(answer), { status, headers: { "Content-Type": "application/json" } }),
    });
  const send = (error: unknown) => sendContactMessage(body, { idempotencyKey: "lead-4", functions: stub({ error }).functions });

  it("a 403 with siteverify's error codes is a refused token: the form needs a new check", async () => {
    const error = httpError(403, { error: "The reCAPTCHA verification failed. Please complete it again.", codes: ["timeout-or-duplicate"] });
    expect(await send(error)).toEqual({ ok: false, reason: "captcha-rejected", error });
    // the body is still readable for the console afterwards
    expect(await describeSendError(error)).toEqual([error, { status: 403, error: expect.any(String), codes: ["timeout-or-duplicate"] }]);
  });

  it.each([
    ["a 403 for a foreign origin", 403, { error: "This origin may not send contact messages." }],
    ["the verifier being down", 503, { error: "The reCAPTCHA verification service is unavailable right now." }],
    ["a server error", 500, { error: "Something went wrong on our side." }],
    ["the rate limit", 429, { error: "Too many messages from this address.", retryAfterSeconds: 30 }],
  ])("%s is a plain failure: the token may still be good", async (_label, status, answer) => {
    const error = httpError(status, answer);
    expect(await send(error)).toEqual({ ok: false, reason: "failed", error });
  });

  it("no answer at all (network failure) is a plain failure", async () => {
    const error = Object.assign(new Error("Failed to send a request to the Edge Function"), { context: new TypeError("fetch failed") });
    expect(await send(error)).toEqual({ ok: false, reason: "failed", error });
  });
});

describe("newIdempotencyKey", () => {
  it("is unique and fits the function's key format", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
  });
});

describe("describeSendError", () => {
  it("passes other errors through", async () => {
    const error = new Error("Failed to send a request to the Edge Function");
    expect(await describeSendError(error)).toEqual([error]);
  });
});

describe("sendContactMessage: a database outage on the function's side", () => {
  const httpError = (status: number, answer: unknown) =>
    Object.assign(new Error("Edge Function returned a non-2xx status code"), {
      context: new Response(JSON.stringify(answer), { status, headers: { "Content-Type": "application/json" } }),
    });
  /** Answers in turn, recording each call's headers. */
  function answers(...results: { data?: unknown; error: unknown }[]) {
    const headers: Record<string, string>[] = [];
    const functions: FunctionInvoker = {
      invoke: async (_name, options) => {
        headers.push(options.headers);
        return results.shift() ?? { error: null };
      },
    };
    return { functions, headers };
  }

  it("a 503 with a retry receipt is a failure; the retry of the same message sends the receipt back, and not after it was stored", async () => {
    const { functions, headers } = answers(
      { error: httpError(503, { error: "Your message could not be saved just now.", reason: "not-delivered", retryReceipt: "v1.9.0.receipt-a" }) },
      { data: { ok: true, id: "l-1" }, error: null },
      { data: { ok: true, id: "l-1", duplicate: true }, error: null },
    );
    expect(await sendContactMessage(body, { idempotencyKey: "lead-outage-1", functions })).toMatchObject({ ok: false, reason: "failed" });
    expect(await sendContactMessage(body, { idempotencyKey: "lead-outage-1", functions })).toEqual({ ok: true });
    await sendContactMessage(body, { idempotencyKey: "lead-outage-1", functions });
    expect(headers).toEqual([
      { "Idempotency-Key": "lead-outage-1" },
      { "Idempotency-Key": "lead-outage-1", "x-lead-retry-receipt": "v1.9.0.receipt-a" },
      { "Idempotency-Key": "lead-outage-1" },
    ]);
  });

  it("a receipt belongs to its message's key only", async () => {
    const { functions, headers } = answers({ error: httpError(503, { error: "x", retryReceipt: "v1.9.0.receipt-b" }) }, { error: null });
    await sendContactMessage(body, { idempotencyKey: "lead-outage-2", functions });
    await sendContactMessage({ ...body, message: "Another" }, { idempotencyKey: "lead-other-2", functions });
    expect(headers[1]).toEqual({ "Idempotency-Key": "lead-other-2" });
  });

  it("e-mailed but not stored (202) is a success for the visitor, and the message is quietly sent again with its receipt until it is stored", async () => {
    jest.useFakeTimers();
    try {
      const { functions, headers } = answers(
        { data: { ok: true, stored: false, retryReceipt: "v1.9.1.receipt-c" }, error: null },
        { error: httpError(503, { error: "still down", retryReceipt: "v1.9.1.receipt-d" }) },
        { data: { ok: true, id: "l-3" }, error: null },
      );
      expect(await sendContactMessage(body, { idempotencyKey: "lead-outage-3", functions })).toEqual({ ok: true, stored: false });
      expect(headers).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(STORE_RETRY_DELAYS_MS[0]);
      expect(headers[1]).toEqual({ "Idempotency-Key": "lead-outage-3", "x-lead-retry-receipt": "v1.9.1.receipt-c" });
      await jest.advanceTimersByTimeAsync(STORE_RETRY_DELAYS_MS[1]);
      expect(headers[2]).toEqual({ "Idempotency-Key": "lead-outage-3", "x-lead-retry-receipt": "v1.9.1.receipt-d" });
      await jest.advanceTimersByTimeAsync(10 * 60_000);
      expect(headers).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
