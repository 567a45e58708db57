/** @jest-environment node */
import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyLeadWebhook } from "../../supabase/functions/_shared/lead-webhook-verify.mjs";

const ROOT = path.resolve(__dirname, "..", "..");
const SECRET = "whsec_node_receiver_0123";

describe("the webhook verification snippet", () => {
  test("docs/lead-capture.md shows lead-webhook-verify.mjs verbatim (the code the tests and the benchmark run)", () => {
    const docs = fs.readFileSync(path.join(ROOT, "docs", "lead-capture.md"), "utf8");
    const file = fs.readFileSync(path.join(ROOT, "supabase", "functions", "_shared", "lead-webhook-verify.mjs"), "utf8");
    expect(docs).toContain("```js\n" + file + "```");
  });

  test("in Node, with Node's own header object, it accepts what node:crypto signs and refuses a changed body or a stale timestamp", async () => {
    const body = JSON.stringify({ event: "lead.created", lead: { id: "x", email: "dana@example.co.il" } });
    const timestamp = 1_764_058_500;
    // Node lower-cases incoming header names (IncomingMessage.headers).
    const headers = {
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: `v1=${createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex")}`,
    };
    expect(await verifyLeadWebhook({ secret: SECRET, body, headers, nowSeconds: timestamp + 10 })).toEqual({ ok: true });
    expect(await verifyLeadWebhook({ secret: SECRET, body: body + " ", headers, nowSeconds: timestamp })).toEqual({ ok: false, reason: "signature does not match" });
    expect(await verifyLeadWebhook({ secret: SECRET, body, headers, nowSeconds: timestamp + 301 })).toEqual({ ok: false, reason: "timestamp outside the replay window" });
  });
});
