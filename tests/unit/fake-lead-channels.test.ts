/** @jest-environment node */
import { createHmac } from "node:crypto";
import { createFakeMailProvider, createFakeWebhookReceiver } from "../../scripts/lib/fake-lead-channels.mjs";
import { ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "../../supabase/functions/_shared/lead-webhook-verify.mjs";

/**
 * bench:leads' fault runs judge the outbox by what these stand-ins counted:
 * the mail stub must keep Resend's idempotency rules and count e-mails per
 * lead, the webhook receiver must check every signature before anything else.
 */
describe("the fake mail provider (Resend's POST /emails)", () => {
  const mail = createFakeMailProvider();
  let url: string;
  beforeAll(async () => {
    url = await mail.listen();
  });
  afterAll(() => mail.close());

  const email = (replyTo: string, subject = "New lead") => JSON.stringify({ to: "leads@example.com", reply_to: replyTo, subject, text: "…" });
  const send = async (key: string, body: string) => {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": key }, body });
    return { status: response.status, json: await response.json() };
  };

  it("starts down and refuses with 503 until switched up, sending nothing", async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/emails$/);
    const refused = await send("k-down", email("down@example.com"));
    expect(refused).toEqual({ status: 503, json: { statusCode: 503, name: "internal_server_error", message: "service unavailable" } });
    expect(mail.state.refused).toBe(1);
    expect(mail.state.accepted.unique).toBe(0);
  });

  it("sends under a new key, replays the first answer for the same key and payload, refuses the key with another payload (409)", async () => {
    mail.state.down = false;
    const first = await send("k-1", email("dana@example.com"));
    expect(first.status).toBe(200);
    expect(first.json.id).toMatch(/^re_\d+$/);
    expect(await send("k-1", email("dana@example.com"))).toEqual(first);
    expect(mail.state.replayed).toBe(1);
    const conflict = await send("k-1", email("dana@example.com", "Changed subject"));
    expect(conflict.status).toBe(409);
    expect(conflict.json.name).toBe("invalid_idempotent_request");
    expect(mail.state.conflicts).toBe(1);
    // A replay and a conflict send nothing: one lead, e-mailed once.
    expect(mail.state.accepted.counts.get("dana@example.com")).toBe(1);
  });

  it("counts a lead e-mailed again under a new key as a repeat, and the e-mails marked not stored", async () => {
    mail.state.down = false;
    const repeatsBefore = mail.state.accepted.repeats;
    const second = await send("k-2", email("dana@example.com"));
    expect(second.json.id).not.toBe((await send("k-1", email("dana@example.com"))).json.id);
    expect(mail.state.accepted.repeats).toBe(repeatsBefore + 1);
    await send("k-3", email("noa@example.com", "New lead (not stored — database unavailable)"));
    expect(mail.state.notStored).toBe(1);
    expect(mail.state.accepted.unique).toBe(2);
  });
});

describe("the fake webhook receiver", () => {
  const secret = "receiver-secret";
  const hook = createFakeWebhookReceiver(secret);
  let url: string;
  beforeAll(async () => {
    url = await hook.listen();
  });
  afterAll(() => hook.close());

  const deliver = async (leadId: string, { signWith = secret, body = JSON.stringify({ event: "lead.created", lead: { id: leadId } }) } = {}) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac("sha256", signWith).update(`${leadId}.${timestamp}.${body}`).digest("base64");
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", [ID_HEADER]: leadId, [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: `v1,${signature}` },
      body,
    });
    return { status: response.status, text: await response.text() };
  };

  it("refuses a bad signature with 401 and its reason, even while down", async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hook$/);
    expect(await deliver("lead-1", { signWith: "another-secret" })).toEqual({ status: 401, text: "signature does not match" });
    expect(hook.state.badSignatures).toBe(1);
    expect(hook.state.refused).toBe(0);
  });

  it("answers a signed delivery 503 while down, 204 once up, and counts deliveries per lead", async () => {
    expect((await deliver("lead-1")).status).toBe(503);
    expect(hook.state.refused).toBe(1);
    hook.state.down = false;
    expect((await deliver("lead-1")).status).toBe(204);
    expect((await deliver("lead-2")).status).toBe(204);
    expect((await deliver("lead-1")).status).toBe(204);
    expect(hook.state.accepted.unique).toBe(2);
    expect(hook.state.accepted.repeats).toBe(1);
    expect(hook.state.badSignatures).toBe(1);
  });
});
