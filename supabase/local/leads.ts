/**
 * `npm run leads` (list stored leads; --json for one JSON array) and
 * `npm run leads:resend` (send every notification that is not sent yet).
 *
 * Where the leads are:
 *   - DATABASE_URL set: that Postgres (e.g. the production database).
 *   - else the local database in LEADS_DATA_DIR (default .data/leads), through
 *     the running function runner when `npm start` holds it, else opened directly.
 */
import { createLeadStore, type LeadStore, type SqlClient, type StoredLead } from "../functions/_shared/lead-store.ts";
import { resendConfig } from "../functions/_shared/contact-config.ts";
import { sendLeadEmail, singleLine } from "../functions/_shared/lead-email.ts";
import { isAlive, readState, runnerSqlClient } from "./runner-state.ts";

interface Connection {
  store: LeadStore;
  where: string;
  close(): Promise<void>;
}

async function connect(): Promise<Connection> {
  const databaseUrl = Deno.env.get("DATABASE_URL");
  if (databaseUrl) {
    const { default: postgres } = await import("postgres");
    const sql = postgres(databaseUrl, { prepare: false, max: 1 });
    const client: SqlClient = { query: (text, params = []) => sql.unsafe(text, params as never[]) as unknown as Promise<never[]> };
    return { store: createLeadStore(client), where: "DATABASE_URL", close: () => sql.end() };
  }
  const dataDir = Deno.env.get("LEADS_DATA_DIR") || ".data/leads";
  const state = await readState(dataDir);
  if (state && (await isAlive(state))) {
    return { store: createLeadStore(runnerSqlClient(state)), where: `${dataDir} (via the runner at ${state.url})`, close: async () => {} };
  }
  const { openLocalDatabase } = await import("./database.ts");
  const database = await openLocalDatabase(dataDir);
  return { store: createLeadStore(database.sql), where: dataDir, close: () => database.close() };
}

function printLead(lead: StoredLead): void {
  const company = lead.company ? ` · ${lead.company}` : "";
  const source = lead.componentName ? ` · ${lead.componentName}${lead.buttonText ? ` (“${lead.buttonText}”)` : ""}` : "";
  const status = lead.notificationStatus === "failed" ? `failed ×${lead.notificationAttempts}: ${singleLine(lead.notificationError ?? "", 100)}` : lead.notificationStatus;
  console.log(`${lead.receivedAt.toISOString()}  ${lead.name} <${lead.email}>${company}${source}  [${status}]`);
  console.log(`  ${singleLine(lead.message, 160)}`);
}

async function list(connection: Connection, asJson: boolean): Promise<void> {
  const leads = await connection.store.list();
  if (asJson) {
    console.log(JSON.stringify(leads, null, 2));
    return;
  }
  for (const lead of leads) printLead(lead);
  const count = (status: string) => leads.filter((lead) => lead.notificationStatus === status).length;
  console.log(`\n${leads.length} lead${leads.length === 1 ? "" : "s"} in ${connection.where}: ${count("sent")} notified, ${count("pending")} pending, ${count("failed")} failed.`);
}

async function resend(connection: Connection): Promise<number> {
  const settings = resendConfig(Deno.env.toObject());
  const unsent = await connection.store.list({ unsentOnly: true });
  if (unsent.length === 0) {
    console.log(`No pending notifications in ${connection.where}.`);
    return 0;
  }
  if (!settings.apiKey) {
    console.error(`${unsent.length} notification(s) pending, but RESEND_API_KEY is not set: nothing sent.`);
    return 1;
  }
  let failed = 0;
  for (const lead of unsent) {
    const outcome = await sendLeadEmail(fetch, settings, lead);
    const at = new Date();
    if (outcome.status === "sent") {
      await connection.store.recordNotification(lead.id, { status: "sent", providerId: outcome.providerId, at });
      console.log(`sent    ${lead.id}  ${lead.name} <${lead.email}>`);
    } else {
      failed++;
      const error = outcome.status === "failed" ? outcome.error : outcome.reason;
      await connection.store.recordNotification(lead.id, { status: "failed", error, at });
      console.log(`failed  ${lead.id}  ${lead.name} <${lead.email}>: ${error}`);
    }
  }
  console.log(`\n${unsent.length - failed} of ${unsent.length} notification(s) sent.`);
  return failed === 0 ? 0 : 1;
}

const [command = "list", ...flags] = Deno.args;
const connection = await connect();
let code = 0;
try {
  if (command === "list") await list(connection, flags.includes("--json"));
  else if (command === "resend") code = await resend(connection);
  else {
    console.error(`Unknown command ${command}: use "list [--json]" or "resend".`);
    code = 2;
  }
} finally {
  await connection.close();
}
Deno.exit(code);
