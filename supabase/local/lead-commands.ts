/**
 * `npm run leads` (list stored leads with their deliveries; --json for one
 * JSON array), `npm run leads:resend` (make every undelivered delivery due
 * now on the database's clock, dead-lettered ones included, and work them
 * off with the same worker the function and the scheduler use; this
 * machine's clock is never sent) and `npm run leads:export` (the leads as a
 * Google Ads conversion import file on stdout, see conversion-export.ts);
 * `npm run leads:find|leads:export-person|leads:erase -- EMAIL` (one person's
 * leads: see data-rights.ts).
 *
 * Where the leads are:
 *   - DATABASE_URL set: that Postgres (e.g. the production database).
 *   - else the local database in LEADS_DATA_DIR (default .data/leads), through
 *     the running function runner when `npm start` holds it, else opened directly.
 */
import { createLeadStore, type LeadStore, type SqlClient, type StoredLead } from "../functions/_shared/lead-store.ts";
import { contactConfig } from "../functions/_shared/contact-config.ts";
import { createOutboxStore, type DeliveryRow, type OutboxStore } from "../functions/_shared/lead-outbox.ts";
import { createLeadWorker } from "../functions/_shared/lead-channels.ts";
import { operatorTls } from "../functions/_shared/postgres-client.ts";
import { isAlive, readState, runnerSqlClient } from "./runner-state.ts";
import { exportConversions, parseExportArgs } from "./conversion-export.ts";
import { leadLines } from "./lead-lines.ts";
import { experimentReport, formatReport, parseExposuresCsv, reportedExperiment } from "./experiment-report.ts";
import { isDataRightsCommand, runDataRightsCommand, type DataRightsCommand } from "./data-rights.ts";

interface Connection {
  sql: SqlClient;
  store: LeadStore;
  outbox: OutboxStore;
  where: string;
  close(): Promise<void>;
}

async function connect(): Promise<Connection> {
  const databaseUrl = Deno.env.get("DATABASE_URL");
  if (databaseUrl) {
    const { default: postgres } = await import("postgres");
    const { ssl, warning } = operatorTls(databaseUrl);
    if (warning) console.error(warning);
    const sql = postgres(databaseUrl, { prepare: false, max: 1, ...(ssl === undefined ? {} : { ssl }) });
    const client: SqlClient = { query: (text, params = []) => sql.unsafe(text, params as never[]) as unknown as Promise<never[]> };
    return { sql: client, store: createLeadStore(client), outbox: createOutboxStore(client), where: "DATABASE_URL", close: () => sql.end() };
  }
  const dataDir = Deno.env.get("LEADS_DATA_DIR") || ".data/leads";
  const state = await readState(dataDir);
  if (state && (await isAlive(state))) {
    const client = runnerSqlClient(state);
    return { sql: client, store: createLeadStore(client), outbox: createOutboxStore(client), where: `${dataDir} (via the runner at ${state.url})`, close: async () => {} };
  }
  const { openLocalDatabase } = await import("./database.ts");
  const database = await openLocalDatabase(dataDir);
  return { sql: database.sql, store: createLeadStore(database.sql), outbox: createOutboxStore(database.sql), where: dataDir, close: () => database.close() };
}

function printLead(lead: StoredLead, deliveries: DeliveryRow[]): void {
  for (const line of leadLines(lead, deliveries)) console.log(line);
}

async function list(connection: Connection, asJson: boolean): Promise<void> {
  const leads = await connection.store.list();
  const deliveries = await connection.outbox.list();
  const byLead = Map.groupBy(deliveries, (row) => row.leadId);
  if (asJson) {
    console.log(JSON.stringify(leads.map((lead) => ({ ...lead, deliveries: byLead.get(lead.id) ?? [] })), null, 2));
    return;
  }
  for (const lead of leads) printLead(lead, byLead.get(lead.id) ?? []);
  const dead = deliveries.filter((row) => row.status === "dead");
  console.log(`\n${leads.length} lead${leads.length === 1 ? "" : "s"} in ${connection.where}.`);
  for (const [channel, rows] of Map.groupBy(deliveries, (row) => row.channel)) {
    const count = (...statuses: DeliveryRow["status"][]) => rows.filter((row) => statuses.includes(row.status)).length;
    console.log(`${channel.padEnd(8)} ${count("delivered")} delivered, ${count("pending", "sending")} waiting, ${count("dead")} dead-lettered`);
  }
  if (dead.length) console.log("Dead-lettered deliveries need a look: fix the cause, then `npm run leads:resend`.");
}

async function resend(connection: Connection): Promise<number> {
  const config = contactConfig(Deno.env.toObject());
  const worker = createLeadWorker(config, { store: connection.outbox, fetch, log: { info() {}, warn() {}, error() {} } });
  const waiting = (await connection.outbox.list()).filter((row) => row.status !== "delivered");
  if (waiting.length === 0) {
    console.log(`No undelivered deliveries in ${connection.where}.`);
    return 0;
  }
  if (worker.channels.length === 0) {
    console.error(`${waiting.length} deliveries wait, but no channel is configured here (RESEND_API_KEY, LEAD_WEBHOOK_URL): nothing sent.`);
    return 1;
  }
  const due = await connection.outbox.requeue(worker.channels, config.outbox.maxAttempts);
  const total = await worker.drain();
  const after = await connection.outbox.list(waiting.map((row) => row.leadId));
  for (const row of after) {
    if (!worker.channels.includes(row.channel)) continue;
    console.log(`${row.status === "delivered" ? "sent  " : "failed"}  ${row.leadId}  ${row.channel}${row.lastError && row.status !== "delivered" ? `: ${row.lastError}` : ""}`);
  }
  const failed = total.retrying + total.dead;
  console.log(`\n${total.delivered} of ${due} due deliveries sent${failed ? `; ${failed} failed and stay queued` : ""}.`);
  return failed === 0 ? 0 : 1;
}

/** Writes the CSV to stdout (scripts/leads.mjs turns --out into a file) and what was left out to stderr. */
async function exportLeads(connection: Connection, flags: string[]): Promise<number> {
  let options;
  try {
    options = parseExportArgs(flags);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const result = await exportConversions(await connection.store.list(), options);
  await Deno.stdout.write(new TextEncoder().encode(result.csv));
  const left = [
    result.skipped.noClickId && `${result.skipped.noClickId} without a Google Ads click id`,
    result.skipped.noAdUserDataConsent && `${result.skipped.noAdUserDataConsent} sent without ad_user_data granted`,
    result.skipped.beforeSince && `${result.skipped.beforeSince} before --since`,
    result.skipped.noExperiments && `${result.skipped.noExperiments} shown no experiment`,
  ].filter(Boolean);
  const what = options.format === "experiments" ? "assignment" : "conversion";
  const settings = options.format === "experiments" ? options.timeZone : `"${options.conversionName}", ${options.timeZone}`;
  console.error(
    `${result.rows} ${what}${result.rows === 1 ? "" : "s"} (${options.format}, ${settings}) from ${connection.where}` +
      (left.length ? `; left out: ${left.join(", ")}.` : "."),
  );
  return 0;
}

/** The report's options: `--exposures FILE`, `--json` (the reports as one JSON array), `--experiment SLUG`, `--content DIR` (another working copy's content/). */
function parseReportArgs(flags: string[]): { exposures: string | null; json: boolean; experiment: string | null; content: string | null } {
  const options = { exposures: null as string | null, json: false, experiment: null as string | null, content: null as string | null };
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i];
    if (flag === "--json") options.json = true;
    else if (flag === "--exposures" || flag === "--experiment" || flag === "--content") {
      const value = flags[++i];
      if (!value || value.startsWith("--")) throw new Error(`${flag} needs a value.`);
      options[flag.slice(2) as "exposures" | "experiment" | "content"] = value;
    } else throw new Error(`Unknown option ${flag}.`);
  }
  return options;
}

/**
 * `npm run experiments:report [-- --exposures FILE.csv]`: see experiment-report.ts. The CMS's local backend asks
 * for one experiment as JSON. The files are read before the database is opened, so a file it cannot read is refused at once.
 */
async function reportExperiments(flags: string[]): Promise<number> {
  let options;
  try {
    options = parseReportArgs(flags);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run experiments:report [-- --exposures <GA4 export>.csv] [--json] [--experiment SLUG]`);
    return 2;
  }
  let exposures = null;
  const folder = options.content ? new URL(`file://${options.content.replace(/\/?$/, "/")}experiments/`) : new URL("../../content/experiments/", import.meta.url);
  const experiments = [];
  try {
    if (options.exposures) exposures = parseExposuresCsv(await Deno.readTextFile(options.exposures));
    for await (const entry of Deno.readDir(folder)) {
      if (entry.isFile && entry.name.endsWith(".json")) experiments.push(reportedExperiment(JSON.parse(await Deno.readTextFile(new URL(entry.name, folder))), entry.name));
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const connection = await connect();
  let leads;
  try {
    leads = await connection.store.list();
  } finally {
    await connection.close();
  }
  const shown = experiments
    .filter((experiment) => (options.experiment ? experiment.slug === options.experiment : experiment.status !== "draft"))
    .sort((a, b) => a.start.localeCompare(b.start));
  const reports = shown.map((experiment) => experimentReport(experiment, leads, exposures));
  if (options.json) {
    console.log(JSON.stringify({ reports, leadsFrom: connection.where, exposuresFrom: options.exposures }));
    return 0;
  }
  if (shown.length === 0) console.log("No experiment has run (content/experiments).");
  for (const report of reports) console.log(`${formatReport(report)}\n`);
  console.log(`Leads from ${connection.where}${options.exposures ? `; exposures from ${options.exposures}` : ""}.`);
  return 0;
}

/** `npm run leads:find|leads:export-person|leads:erase -- EMAIL`: see data-rights.ts. */
function dataRightsCommand(connection: Connection, command: DataRightsCommand, flags: string[]): Promise<number> {
  return runDataRightsCommand(command, flags, {
    sql: connection.sql,
    where: connection.where,
    env: Deno.env.toObject(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}

const [command = "list", ...flags] = Deno.args;
if (command === "report") Deno.exit(await reportExperiments(flags));
const connection = await connect();
let code = 0;
try {
  if (command === "list") await list(connection, flags.includes("--json"));
  else if (command === "resend") code = await resend(connection);
  else if (command === "export") code = await exportLeads(connection, flags);
  else if (isDataRightsCommand(command)) code = await dataRightsCommand(connection, command, flags);
  else {
    console.error(
      `Unknown command ${command}: use "list [--json]", "resend", "export --format google-ads|enhanced|experiments", "report [--exposures FILE]" or "find|export-person|erase EMAIL".`,
    );
    code = 2;
  }
} finally {
  await connection.close();
}
Deno.exit(code);
