import crypto from "crypto";
import { CONTAINER_CONSTANTS } from "./gtm-container";

/**
 * The container's version history (docs/gtm/versions.json) and the update
 * file (docs/gtm/container-update.json). `npm run gtm:generate` appends a
 * version whenever the container's tags, triggers, variables or folders
 * change, naming what changed, so an admin sees what an update brings; the
 * version's name goes into the exported container (GTM shows it on import).
 * Build-time only.
 */
export const GTM_VERSIONS_PATH = "docs/gtm/versions.json";
export const GTM_UPDATE_PATH = "docs/gtm/container-update.json";

export interface ContainerChanges {
  added: string[];
  changed: string[];
  removed: string[];
}
export interface ContainerVersionEntry {
  version: number;
  name: string;
  /** the day the version was generated, YYYY-MM-DD */
  date: string;
  changes: ContainerChanges;
  /** one fingerprint per item ("Tag: GA4 - page_view"), ids left out: what the next version is compared with */
  inventory: Record<string, string>;
}

interface Item {
  name: string;
  [key: string]: unknown;
}
export interface ContainerParts {
  tag: Item[];
  trigger: Item[];
  variable: Item[];
  folder: Item[];
}

/** Fields GTM assigns or that only number things: a change there is no change an admin sees. */
const BOOKKEEPING = new Set(["accountId", "containerId", "tagId", "triggerId", "variableId", "folderId", "fingerprint", "path"]);

/** Each item by kind and name, with a fingerprint of what it does (ids replaced by the names they point to). */
export function containerInventory(container: ContainerParts): Record<string, string> {
  const triggerName = new Map(container.trigger.map((trigger) => [trigger.triggerId as string, trigger.name]));
  const folderName = new Map(container.folder.map((folder) => [folder.folderId as string, folder.name]));
  const describe = (item: Item) =>
    JSON.stringify(item, (key, value) => {
      if (BOOKKEEPING.has(key)) return undefined;
      if (key === "parentFolderId") return folderName.get(value) ?? value;
      if (key === "firingTriggerId" || key === "blockingTriggerId") return (value as string[]).map((id) => triggerName.get(id) ?? id);
      return value;
    });
  const entries: [string, string][] = [];
  for (const [kind, items] of [
    ["Tag", container.tag],
    ["Trigger", container.trigger],
    ["Variable", container.variable],
    ["Folder", container.folder],
  ] as const) {
    for (const item of items) entries.push([`${kind}: ${item.name}`, crypto.createHash("sha256").update(describe(item)).digest("hex").slice(0, 16)]);
  }
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

export function versionName(version: number, date: string): string {
  return `Measurement plan v${version} (${date})`;
}

function diff(before: Record<string, string>, after: Record<string, string>): ContainerChanges {
  const keys = (record: Record<string, string>) => Object.keys(record);
  return {
    added: keys(after).filter((key) => !(key in before)),
    changed: keys(after).filter((key) => key in before && before[key] !== after[key]),
    removed: keys(before).filter((key) => !(key in after)),
  };
}

/** The history with a new version appended when the inventory differs from the last version's; unchanged otherwise. */
export function nextVersionHistory(history: readonly ContainerVersionEntry[], inventory: Record<string, string>, today: string): ContainerVersionEntry[] {
  const last = history.at(-1);
  const changes = diff(last?.inventory ?? {}, inventory);
  if (last && !changes.added.length && !changes.changed.length && !changes.removed.length) return [...history];
  const version = (last?.version ?? 0) + 1;
  return [...history, { version, name: versionName(version, today), date: today, changes, inventory }];
}

/**
 * The container for updating a workspace that already has an earlier
 * version: everything but the constants. Imported with Merge → "Overwrite
 * conflicting tags, triggers, and variables", it replaces each item of the
 * same name and adds the new ones, while the constants the admin filled in
 * (and anything the admin added under other names) stay as they are.
 */
export function updateContainer<T extends { containerVersion: ContainerParts }>(container: T): T {
  const constants = new Set<string>(Object.values(CONTAINER_CONSTANTS).map((constant) => constant.name));
  return {
    ...container,
    containerVersion: {
      ...container.containerVersion,
      variable: container.containerVersion.variable.filter((variable) => !constants.has(variable.name)),
    },
  };
}
