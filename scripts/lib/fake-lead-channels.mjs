// Local stand-ins for the lead delivery channels, for bench:leads' fault run:
// a mail provider that answers like Resend's POST /emails, and a webhook
// receiver that checks every request with the same verify function the docs
// show (supabase/functions/_shared/lead-webhook-verify.mjs). Both can be
// switched down (503) and count what they accepted per lead, so repeats show.
import http from "node:http";
import { ID_HEADER, verifyLeadWebhook } from "../../supabase/functions/_shared/lead-webhook-verify.mjs";

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}`)));
}

/** Counts per key; `repeats` is how many arrivals came after the first for some key. */
function tally() {
  const counts = new Map();
  return {
    counts,
    add(key) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    get unique() {
      return counts.size;
    },
    get repeats() {
      let extra = 0;
      for (const count of counts.values()) extra += count - 1;
      return extra;
    },
  };
}

/** Resend's POST /emails: 503 while down; else 200 with an id, counted per Idempotency-Key (Resend's key is per lead). */
export function createFakeMailProvider() {
  const state = { down: true, refused: 0, accepted: tally() };
  const server = http.createServer(async (req, res) => {
    await readBody(req);
    if (state.down) {
      state.refused++;
      res.writeHead(503, { "Content-Type": "application/json" }).end('{"message":"service unavailable"}');
      return;
    }
    state.accepted.add(String(req.headers["idempotency-key"]));
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ id: `re_${state.accepted.unique}` }));
  });
  return {
    state,
    async listen() {
      return `${await listen(server)}/emails`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A webhook receiver: verifies each signature first (401 when it fails), 503 while down, else 204, counted per lead id. */
export function createFakeWebhookReceiver(secret) {
  const state = { down: true, refused: 0, badSignatures: 0, accepted: tally() };
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const verdict = await verifyLeadWebhook({ secret, body, headers: req.headers });
    if (!verdict.ok) {
      state.badSignatures++;
      res.writeHead(401).end(verdict.reason);
      return;
    }
    if (state.down) {
      state.refused++;
      res.writeHead(503).end("down");
      return;
    }
    state.accepted.add(String(req.headers[ID_HEADER]));
    res.writeHead(204).end();
  });
  return {
    state,
    async listen() {
      return `${await listen(server)}/hook`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
