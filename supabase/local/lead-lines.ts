/**
 * What `npm run leads` prints for one lead: its line and its deliveries'
 * states, with every piece of visitor text made safe for a terminal.
 */
import type { StoredLead } from "../functions/_shared/lead-store.ts";
import type { DeliveryRow } from "../functions/_shared/lead-outbox.ts";
import { forTerminal, singleLine, sourceSummary } from "../functions/_shared/lead-email.ts";

function deliveryStatus(row: DeliveryRow): string {
  if (row.status === "delivered") return `${row.channel} delivered`;
  if (row.status === "dead") return `${row.channel} DEAD after ${row.attempts}: ${singleLine(row.lastError ?? "", 100)}`;
  if (row.attempts === 0) return `${row.channel} pending`;
  return `${row.channel} retrying ×${row.attempts} (next ${row.nextAttemptAt.toISOString()}): ${singleLine(row.lastError ?? "", 100)}`;
}

/** One line of visitor text for the terminal: no line breaks, at most `max` characters, nothing the terminal acts on. */
const shown = (value: string, max = 200) => singleLine(forTerminal(value.replace(/[\r\n\u2028\u2029]+/g, " ")), max);

/** "home-hero → analytics-you-can-defend, …": the variants the visitor was shown. */
export function experimentsSummary(experiments: Record<string, string>): string {
  return Object.entries(experiments).map(([experiment, variant]) => `${experiment} → ${variant}`).join(", ");
}

export function leadLines(lead: StoredLead, deliveries: DeliveryRow[]): string[] {
  const company = lead.company ? ` · ${shown(lead.company)}` : "";
  const source = lead.componentName ? ` · ${shown(lead.componentName)}${lead.buttonText ? ` (“${shown(lead.buttonText)}”)` : ""}` : "";
  const status = deliveries.length ? deliveries.map(deliveryStatus).join("; ") : "no delivery queued";
  return [
    `${lead.receivedAt.toISOString()}  ${shown(lead.name)} <${shown(lead.email, 300)}>${company}${source}  [${status}]`,
    `  source: ${shown(sourceSummary(lead.attribution) ?? "not recorded")}`,
    ...(lead.experiments ? [`  experiments: ${shown(experimentsSummary(lead.experiments))}`] : []),
    `  ${shown(lead.message, 160)}`,
  ];
}

