/** @jest-environment node */
import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyLeadWebhook } from "../../supabase/functions/_shared/lead-webhook-verify.mjs";

const ROOT = path.resolve(__dirname, "..", "..");
/** Standard Webhooks' secret form: whsec_ + base64 of the key. */
const KEY = Buffer.from("node-receiver-key-0123456789");
const SECRET = `whsec_${KEY.toString("base64")}`;

describe("the webhook verification snippet", () => {
  test("docs/lead-capture.md shows lead-webhook-verify.mjs verbatim (the code the tests and the benchmark run)", () => {
    const docs = fs.readFileSync(path.join(ROOT, "docs", "lead-capture.md"), "utf8");
    const file = fs.readFileSync(path.join(ROOT, "supabase", "functions", "_shared", "lead-webhook-verify.mjs"), "utf8");
    expect(docs).toContain("```js\n" + file + "```");
  });

  test("in Node, with Node's own header object, it accepts what node:crypto signs (Standard Webhooks) and refuses a changed body or a stale timestamp", async () => {
    const body = JSON.stringify({ event: "lead.created", lead: { id: "x", email: "dana@example.co.il" } });
    const timestamp = 1_764_058_500;
    const id = "5b0c6f0e-8f1d-4c0a-9a53-3f9a2f1c7d11";
    const sign = (key: Buffer) => createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
    // Node lower-cases incoming header names (IncomingMessage.headers).
    const headers = {
      [ID_HEADER]: id,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: `v1,${sign(Buffer.from("an-older-key-being-rotated-out"))} v1,${sign(KEY)}`,
    };
    expect(await verifyLeadWebhook({ secret: SECRET, body, headers, nowSeconds: timestamp + 10 })).toEqual({ ok: true, id });
    expect(await verifyLeadWebhook({ secret: SECRET, body: body + " ", headers, nowSeconds: timestamp })).toEqual({ ok: false, reason: "signature does not match" });
    expect(await verifyLeadWebhook({ secret: SECRET, body, headers, nowSeconds: timestamp + 301 })).toEqual({ ok: false, reason: "timestamp outside the replay window" });
  });
});
