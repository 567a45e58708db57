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

/**
 * Resend's POST /emails: 503 while down; else as Resend's idempotency keys
 * work (docs: Idempotency Keys): a key seen before with the same payload is
 * answered with the first answer and sends nothing (`replayed`); with another
 * payload, 409 invalid_idempotent_request (`conflicts`); a new key sends the
 * e-mail, counted per lead (its reply-to address), so `accepted.repeats` are
 * leads e-mailed more than once, whatever the keys.
 */
export function createFakeMailProvider() {
  const state = { down: true, refused: 0, replayed: 0, conflicts: 0, accepted: tally(), notStored: 0 };
  const keys = new Map();
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    if (state.down) {
      state.refused++;
      res.writeHead(503, { "Content-Type": "application/json" }).end('{"statusCode":503,"name":"internal_server_error","message":"service unavailable"}');
      return;
    }
    const key = String(req.headers["idempotency-key"]);
    const seen = keys.get(key);
    if (seen && seen.body !== body) {
      state.conflicts++;
      res.writeHead(409, { "Content-Type": "application/json" }).end('{"statusCode":409,"name":"invalid_idempotent_request","message":"Same idempotency key used with a different payload."}');
      return;
    }
    if (seen) {
      state.replayed++;
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ id: seen.id }));
      return;
    }
    const email = JSON.parse(body);
    if (/not stored/.test(email.subject)) state.notStored++;
    state.accepted.add(String(email.reply_to));
    const id = `re_${keys.size + 1}`;
    keys.set(key, { body, id });
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ id }));
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
