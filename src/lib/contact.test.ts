import { CONTACT_FUNCTION, describeSendError, newIdempotencyKey, sendContactMessage, type FunctionInvoker } from "./contact";

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
  it("refuses to send without a captcha token (spec §5)", async () => {
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
