/** @jest-environment node */
import { CONTAINER_CONSTANTS, renderGtmContainer } from "./gtm-container";
import { containerInventory, nextVersionHistory, updateContainer, versionName, type ContainerParts } from "./container-versions";

type Item = ContainerParts["tag"][number];
type Workspace = ContainerParts & { [kind: string]: Item[] };
const KINDS = ["tag", "trigger", "variable", "folder"] as const;
const ID_KEYS = { tag: "tagId", trigger: "triggerId", variable: "variableId", folder: "folderId" } as const;

/**
 * GTM's Import Container → Merge → "Overwrite conflicting tags, triggers, and
 * variables", as its help describes it: an imported item replaces the
 * workspace's item of the same name and kind, new names are added, nothing
 * else is touched. Imported ids are remapped to the workspace's, so the
 * references between items (trigger ids, folder ids) are followed by name.
 */
function mergeOverwrite(workspace: Workspace, imported: ContainerParts): Workspace {
  const result = structuredClone(workspace);
  const idMaps = Object.fromEntries(KINDS.map((kind) => [kind, new Map<string, string>()])) as Record<(typeof KINDS)[number], Map<string, string>>;
  let next = 1000;
  for (const kind of KINDS) {
    for (const item of imported[kind]) {
      const existing = result[kind].find((entry) => entry.name === item.name);
      idMaps[kind].set(item[ID_KEYS[kind]] as string, existing ? (existing[ID_KEYS[kind]] as string) : String(next++));
    }
  }
  for (const kind of KINDS) {
    for (const item of imported[kind]) {
      const copy: Item = { ...structuredClone(item), [ID_KEYS[kind]]: idMaps[kind].get(item[ID_KEYS[kind]] as string) };
      if (copy.parentFolderId) copy.parentFolderId = idMaps.folder.get(copy.parentFolderId as string);
      for (const key of ["firingTriggerId", "blockingTriggerId"]) {
        if (copy[key]) copy[key] = (copy[key] as string[]).map((id) => idMaps.trigger.get(id) ?? id);
      }
      const at = result[kind].findIndex((entry) => entry.name === item.name);
      if (at >= 0) result[kind][at] = copy;
      else result[kind].push(copy);
    }
  }
  return result;
}

const references = (item: unknown) => [...JSON.stringify(item).matchAll(/\{\{([^{}]+)\}\}/g)].map((match) => match[1]);

describe("container versions and updates", () => {
  const container = renderGtmContainer().containerVersion as unknown as Workspace;

  it("appends a version only when the container changed, naming what was added, changed and removed", () => {
    const first = nextVersionHistory([], containerInventory(container), "2026-11-28");
    expect(first.map((entry) => entry.name)).toEqual([versionName(1, "2026-11-28")]);
    expect(nextVersionHistory(first, containerInventory(container), "2026-12-01")).toEqual(first);

    const changed = structuredClone(container);
    changed.tag[0] = { ...changed.tag[0], notes: "changed" };
    changed.tag.push({ ...structuredClone(changed.tag[1]), name: "GA4 - new_event", tagId: "999" });
    changed.variable = changed.variable.filter((variable) => variable.name !== "DLV - metric_id");
    const second = nextVersionHistory(first, containerInventory(changed), "2026-12-01");
    expect(second.at(-1)).toMatchObject({
      version: 2,
      name: "Measurement plan v2 (2026-12-01)",
      changes: { added: ["Tag: GA4 - new_event"], changed: [`Tag: ${container.tag[0].name}`], removed: ["Variable: DLV - metric_id"] },
    });
  });

  it("ignores ids: renumbering the same container is no new version", () => {
    const renumbered = structuredClone(container);
    renumbered.tag = renumbered.tag.map((tag) => ({ ...tag, tagId: `x${tag.tagId}` }));
    expect(containerInventory(renumbered)).toEqual(containerInventory(container));
  });

  it("updating with Merge → Overwrite keeps the admin's constants and own tags, and leaves every reference resolved", () => {
    // A workspace that imported an earlier version, filled in the constants and added a tag of its own.
    const earlier = structuredClone(container);
    earlier.tag = earlier.tag.filter((tag) => tag.name !== "GA4 - web_vitals");
    const filled: Record<string, string> = { [CONTAINER_CONSTANTS.measurementId.name]: "G-ABC123", [CONTAINER_CONSTANTS.adsConversionId.name]: "123456789" };
    for (const variable of earlier.variable) {
      if (variable.name in filled) variable.parameter = [{ type: "TEMPLATE", key: "value", value: filled[variable.name] }];
    }
    earlier.tag.push({ name: "Admin's own tag", type: "gaawe", tagId: "500", firingTriggerId: [] });

    const updated = mergeOverwrite(earlier, updateContainer(renderGtmContainer()).containerVersion as unknown as ContainerParts);
    const valueOf = (name: string) => JSON.stringify(updated.variable.find((variable) => variable.name === name)?.parameter);
    expect(valueOf(CONTAINER_CONSTANTS.measurementId.name)).toContain("G-ABC123");
    expect(valueOf(CONTAINER_CONSTANTS.adsConversionId.name)).toContain("123456789");
    expect(updated.tag.map((tag) => tag.name)).toEqual(expect.arrayContaining(["Admin's own tag", "GA4 - web_vitals"]));
    for (const kind of KINDS) expect(new Set(updated[kind].map((item) => item.name)).size).toBe(updated[kind].length);
    const variables = new Set(updated.variable.map((variable) => variable.name));
    for (const name of updated.tag.flatMap(references)) expect(variables.has(name) || name === "_event").toBe(true);
    const triggerIds = new Set(updated.trigger.map((trigger) => trigger.triggerId));
    for (const tag of updated.tag) for (const id of [...((tag.firingTriggerId as string[]) ?? []), ...((tag.blockingTriggerId as string[]) ?? [])]) {
      expect(triggerIds.has(id) || id === "2147479573").toBe(true);
    }
    // The Ads tag is live after the update: nothing pauses it, and its blocking trigger compares with the kept constant.
    const ads = updated.tag.find((tag) => tag.type === "awct")!;
    expect(ads.paused).toBeUndefined();
  });

  it("the update file is the container without its constants", () => {
    const update = updateContainer(renderGtmContainer()).containerVersion;
    const constants: string[] = Object.values(CONTAINER_CONSTANTS).map((constant) => constant.name);
    expect(update.variable.map((variable) => variable.name)).toEqual(container.variable.map((variable) => variable.name).filter((name) => !constants.includes(name)));
    expect(update.tag).toEqual(container.tag);
  });
});
