/** @jest-environment node */
import fs from "fs";
import path from "path";
import { EVENT_CATALOGUE, WEB_VITALS_DOC } from "./catalogue";
import {
  ADS_CONSENT,
  assertPlaceholdersGuarded,
  BUILT_IN_TRIGGERS,
  CONTAINER_CONSTANTS,
  dataLayerVariableName,
  eventTriggerName,
  type ExportedParameter,
  GA4_CONSENT,
  GA4_NOT_CONFIGURED_TRIGGER,
  GTM_CONTAINER_PATH,
  LINKER_CONSENT,
  GOOGLE_TAG_PRIORITY,
  PAGE_VIEW_AFTER_CONSENT_TRIGGER,
  renderGtmContainer,
} from "./gtm-container";
import { assertRunsUnderSiteCsp, TAG_TYPE_HOSTS } from "./tag-hosts";
import { consentUpdateEventSchema, pageViewSchema, SITE_EVENTS, webVitalsSchema } from "../../src/lib/analytics-schema";
import { CONSENT_EVENT_NAME } from "../../src/lib/consent";

type Parameter = ExportedParameter;
interface Named {
  name: string;
  type: string;
  parameter?: Parameter[];
  parentFolderId?: string;
}
interface Tag extends Named {
  tagId: string;
  firingTriggerId: string[];
  tagFiringOption: string;
  paused?: boolean;
  consentSettings: { consentStatus: string; consentType: { type: string; list: { type: string; value: string }[] } };
}
interface Trigger extends Named {
  triggerId: string;
  customEventFilter: { type: string; parameter: Parameter[] }[];
  filter?: { type: string; parameter: Parameter[] }[];
}
interface Variable extends Named {
  variableId: string;
}
interface Container {
  exportFormatVersion: number;
  containerVersion: {
    tag: Tag[];
    trigger: Trigger[];
    variable: Variable[];
    folder: { folderId: string; name: string }[];
    builtInVariable: { type: string; name: string }[];
  };
}

/** What `{{_event}}` and other built-in references resolve to: the builtInVariable of this type. */
const BUILT_IN_REFERENCES: Record<string, string> = { _event: "EVENT" };

// The committed file, as an admin imports it (a separate test checks that it is the generated one).
const container = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../..", GTM_CONTAINER_PATH), "utf8")) as Container;
const { tag: tags, trigger: triggers, variable: variables, folder: folders, builtInVariable: builtIns } = container.containerVersion;

const param = (parameters: Parameter[] | undefined, key: string) => parameters?.find((entry) => entry.key === key);
const valueOf = (parameters: Parameter[] | undefined, key: string) => param(parameters, key)?.value;
const eventNames = ["page_view", ...Object.keys(SITE_EVENTS), "web_vitals"];
/** The `event` each event name is pushed with. */
const pushedWith = (eventName: string) =>
  ({ page_view: "SWC page to GA", web_vitals: "SWC vitals to GA" })[eventName] ?? "SWC event to GA";

/** Every {{Name}} anywhere in a value. */
function references(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/\{\{([^{}]+)\}\}/g)].map((match) => match[1]);
}

/** A trigger's condition on event_name, if any. */
function triggerEventName(trigger: Trigger): string | undefined {
  const condition = trigger.filter?.find((entry) => valueOf(entry.parameter, "arg0") === `{{${dataLayerVariableName("event_name")}}}`);
  return condition && valueOf(condition.parameter, "arg1");
}

function triggerNamed(name: string): Trigger {
  const trigger = triggers.find((entry) => entry.name === name);
  if (!trigger) throw new Error(`docs/gtm/container.json has no trigger ${name}`);
  return trigger;
}

/** The value a trigger's conditions require of a variable ({{Name}} equals value), if any. */
function requiredValue(trigger: Trigger, variable: string): string | undefined {
  const condition = trigger.filter?.find((entry) => entry.type === "EQUALS" && valueOf(entry.parameter, "arg0") === `{{${variable}}}`);
  return condition && valueOf(condition.parameter, "arg1");
}

/** The `event` a Custom Event trigger listens for. */
const listensFor = (trigger: Trigger) => valueOf(trigger.customEventFilter?.[0]?.parameter, "arg1");

function ga4Tag(eventName: string): Tag {
  const tag = tags.find((entry) => entry.type === "gaawe" && valueOf(entry.parameter, "eventName") === eventName);
  if (!tag) throw new Error(`docs/gtm/container.json has no GA4 event tag for ${eventName}`);
  return tag;
}

function tagParameters(tag: Tag): Record<string, string> {
  const rows = param(tag.parameter, "eventSettingsTable")?.list ?? [];
  return Object.fromEntries(rows.map((row) => [valueOf(row.map, "parameter"), valueOf(row.map, "parameterValue")]));
}

describe("docs/gtm/container.json (GTM import format)", () => {
  it("is a GTM export, format version 2", () => {
    expect(container.exportFormatVersion).toBe(2);
    for (const key of ["tag", "trigger", "variable", "folder", "builtInVariable"] as const) {
      expect(Array.isArray(container.containerVersion[key])).toBe(true);
    }
  });

  it("has unique ids and unique names per kind", () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(tags.map((tag) => tag.tagId));
    unique(triggers.map((trigger) => trigger.triggerId));
    unique(variables.map((variable) => variable.variableId));
    unique(folders.map((folder) => folder.folderId));
    for (const kind of [tags, triggers, variables, folders]) unique(kind.map((entry) => entry.name));
  });

  it("fires every tag on triggers that exist, and files everything in folders that exist", () => {
    const builtInIds = Object.values(BUILT_IN_TRIGGERS).map((trigger) => trigger.id);
    const triggerIds = new Set([...triggers.map((trigger) => trigger.triggerId), ...builtInIds]);
    const folderIds = new Set(folders.map((folder) => folder.folderId));
    for (const tag of tags) {
      expect(tag.firingTriggerId.length).toBeGreaterThan(0);
      for (const id of tag.firingTriggerId) expect({ tag: tag.name, trigger: id, exists: triggerIds.has(id) }).toMatchObject({ exists: true });
    }
    for (const entry of [...tags, ...triggers, ...variables]) {
      expect({ name: entry.name, folder: entry.parentFolderId, exists: folderIds.has(entry.parentFolderId ?? "") }).toMatchObject({ exists: true });
    }
  });

  it("defines every variable a tag, trigger or variable references as {{Name}}", () => {
    const defined = new Set(variables.map((variable) => variable.name));
    const builtInTypes = new Set(builtIns.map((builtIn) => builtIn.type));
    for (const name of references([tags, triggers, variables])) {
      const resolves = defined.has(name) || builtInTypes.has(BUILT_IN_REFERENCES[name]);
      expect({ reference: name, resolves }).toEqual({ reference: name, resolves: true });
    }
  });

  it("has a Data Layer Variable (version 2) for exactly the fields the site pushes", () => {
    const shapes = [
      pageViewSchema.shape,
      ...Object.values(SITE_EVENTS).map(({ push }) => push.shape),
      webVitalsSchema.shape,
      consentUpdateEventSchema.shape,
    ];
    const fields = new Set(shapes.flatMap((shape) => Object.keys(shape)).filter((field) => field !== "event"));
    const dataLayerVariables = variables.filter((variable) => variable.type === "v");
    expect(new Set(dataLayerVariables.map((variable) => valueOf(variable.parameter, "name")))).toEqual(fields);
    for (const variable of dataLayerVariables) {
      expect(variable.name).toBe(dataLayerVariableName(valueOf(variable.parameter, "name")!));
      expect(param(variable.parameter, "dataLayerVersion")).toEqual({ type: "INTEGER", key: "dataLayerVersion", value: "2" });
    }
  });

  it.each(eventNames)("%s: a Custom Event trigger on its event and event_name, and a GA4 event tag on it", (eventName) => {
    const trigger = triggers.find((entry) => entry.name === eventTriggerName(eventName));
    expect(trigger).toBeDefined();
    expect(trigger!.type).toBe("CUSTOM_EVENT");
    expect(triggerEventName(trigger!)).toBe(eventName);
    expect(valueOf(trigger!.customEventFilter[0].parameter, "arg0")).toBe("{{_event}}");
    expect(valueOf(trigger!.customEventFilter[0].parameter, "arg1")).toBe(pushedWith(eventName));

    const tag = ga4Tag(eventName);
    const afterConsent = eventName === "page_view" ? [triggerNamed(PAGE_VIEW_AFTER_CONSENT_TRIGGER).triggerId] : [];
    expect(tag.firingTriggerId).toEqual([trigger!.triggerId, ...afterConsent]);
    expect(valueOf(tag.parameter, "measurementIdOverride")).toBe(`{{${CONTAINER_CONSTANTS.measurementId.name}}}`);
    expect(tag.consentSettings.consentStatus).toBe("NEEDED");
    expect(tag.consentSettings.consentType.list.map((entry) => entry.value)).toEqual([...GA4_CONSENT]);
  });

  it("has no trigger or GA4 tag for an event the site does not push", () => {
    const triggered = triggers.map(triggerEventName).filter(Boolean);
    expect(triggered.sort()).toEqual([...eventNames].sort());
    const tagged = tags.filter((tag) => tag.type === "gaawe").map((tag) => valueOf(tag.parameter, "eventName"));
    expect(tagged.sort()).toEqual([...eventNames].sort());
  });

  it("maps each event's own fields to GA4 parameters, not its fixed N/A ones, and never the hashed e-mail", () => {
    expect(tagParameters(ga4Tag("navigation"))).toEqual({ event_text: "{{DLV - event_text}}", component_name: "{{DLV - component_name}}" });
    expect(Object.keys(tagParameters(ga4Tag("lead_click")))).toEqual(["event_detail", "event_text", "component_name"]);
    expect(Object.keys(tagParameters(ga4Tag("page_view")))).toEqual(["page_path", "page_category_1", "page_category_2", "page_category_3"]);
    expect(Object.keys(tagParameters(ga4Tag("web_vitals")))).toEqual([
      "event_detail",
      "event_text",
      "component_name",
      "metric_value",
      "metric_delta",
      "metric_id",
      "metric_page_path",
    ]);
    expect(Object.keys(tagParameters(ga4Tag("lead_sent")))).toEqual(["event_text", "component_name", "lead_id", "exp_variant_string"]);
    // GA4's recommended lead event: the form, and its lead value and currency (GA4 drops a parameter whose variable is undefined).
    expect(tagParameters(ga4Tag("generate_lead"))).toEqual({ component_name: "{{DLV - component_name}}", value: "{{DLV - value}}", currency: "{{DLV - currency}}" });
    expect(ga4Tag("generate_lead").firingTriggerId).not.toEqual(ga4Tag("lead_sent").firingTriggerId);
    // GA4's third-party experiment exposure: the experiment, the variant and GA4's variant string.
    expect(tagParameters(ga4Tag("experience_impression"))).toEqual({
      event_detail: "{{DLV - event_detail}}",
      event_text: "{{DLV - event_text}}",
      exp_variant_string: "{{DLV - exp_variant_string}}",
    });
    for (const tag of tags.filter((entry) => entry.type === "gaawe")) {
      expect(tagParameters(tag)).not.toHaveProperty("hashed_email");
      expect(tagParameters(tag)).not.toHaveProperty("user_data");
    }
  });

  it("holds no Custom JavaScript variable or Custom HTML tag, and only tag types whose hosts the site's CSP admits", () => {
    expect(variables.filter((variable) => variable.type === "jsm")).toEqual([]);
    expect(tags.filter((tag) => tag.type === "html")).toEqual([]);
    for (const tag of tags) expect(Object.keys(TAG_TYPE_HOSTS)).toContain(tag.type);
    expect(() => assertRunsUnderSiteCsp({ tag: tags, variable: variables })).not.toThrow();
  });

  it("refuses to emit what needs eval, or a tag type without declared hosts, saying why", () => {
    const { tag, variable } = renderGtmContainer().containerVersion;
    expect(() => assertRunsUnderSiteCsp({ tag, variable: [...variable, { name: "JS - anything", type: "jsm" }] })).toThrow(
      /Custom JavaScript variable "JS - anything".*'unsafe-eval' is not allowed.*Data Layer Variable/,
    );
    expect(() => assertRunsUnderSiteCsp({ tag: [...tag, { name: "cHTML - pixel", type: "html" }], variable })).toThrow(/Custom HTML tag "cHTML - pixel"/);
    expect(() => assertRunsUnderSiteCsp({ tag: [...tag, { name: "Floodlight", type: "flc" }], variable })).toThrow(
      /GTM tag type "flc" has no hosts in gatsby\/analytics\/tag-hosts.ts/,
    );
  });

  it("fires the Google tag before any GA4 event tag on a trigger they share (higher priority)", () => {
    const googleTag = tags.find((tag) => tag.type === "googtag")! as Tag & { priority?: Parameter };
    expect(googleTag.priority).toEqual({ type: "INTEGER", value: String(GOOGLE_TAG_PRIORITY) });
    for (const tag of tags.filter((entry) => entry.type === "gaawe")) expect((tag as Tag & { priority?: Parameter }).priority).toBeUndefined();
    // Both fire on the consent event that grants analytics_storage: the configuration must come first.
    const triggerById = new Map(triggers.map((trigger) => [trigger.triggerId, trigger]));
    const consentEventTags = (tag: Tag) => tag.firingTriggerId.some((id) => triggerById.get(id) && listensFor(triggerById.get(id)!) === CONSENT_EVENT_NAME);
    expect(consentEventTags(googleTag)).toBe(true);
    expect(consentEventTags(ga4Tag("page_view"))).toBe(true);
  });

  it("has a Google tag for the measurement id (a constant to fill in) that sends no page view of its own", () => {
    const googleTag = tags.find((tag) => tag.type === "googtag")!;
    expect(valueOf(googleTag.parameter, "tagId")).toBe(`{{${CONTAINER_CONSTANTS.measurementId.name}}}`);
    const settings = param(googleTag.parameter, "configSettingsTable")!.list!;
    expect(settings.map((row) => [valueOf(row.map, "parameter"), valueOf(row.map, "parameterValue")])).toEqual([["send_page_view", "false"]]);
    const constant = variables.find((variable) => variable.name === CONTAINER_CONSTANTS.measurementId.name)!;
    expect(constant.type).toBe("c");
  });

  it("sends lead_sent to Google Ads as a paused conversion with the lead id as order id and enhanced conversions from user_data, behind ad consent", () => {
    const ads = tags.find((tag) => tag.type === "awct")!;
    // Blocked, not paused, while the conversion id is the placeholder (an update that overwrites the tag keeps it live).
    expect(ads.paused).toBeUndefined();
    const blocking = (ads as Tag & { blockingTriggerId: string[] }).blockingTriggerId.map((id) => triggers.find((trigger) => trigger.triggerId === id)!);
    expect(blocking.map((trigger) => requiredValue(trigger, CONTAINER_CONSTANTS.adsConversionId.name))).toEqual([CONTAINER_CONSTANTS.adsConversionId.value]);
    expect(ads.firingTriggerId).toEqual(ga4Tag("lead_sent").firingTriggerId);
    expect(valueOf(ads.parameter, "conversionId")).toBe(`{{${CONTAINER_CONSTANTS.adsConversionId.name}}}`);
    expect(valueOf(ads.parameter, "conversionLabel")).toBe(`{{${CONTAINER_CONSTANTS.adsLeadLabel.name}}}`);
    expect(valueOf(ads.parameter, "enableEnhancedConversion")).toBe("true");
    expect(valueOf(ads.parameter, "orderId")).toBe(`{{${dataLayerVariableName("lead_id")}}}`);
    expect(ads.consentSettings.consentType.list.map((entry) => entry.value)).toEqual([...ADS_CONSENT]);

    // The user-provided data variable reads, through a Data Layer Variable, the user_data the page pushes.
    const byName = new Map(variables.map((variable) => [variable.name, variable]));
    const reached = new Set<string>();
    const walk = (names: string[]) =>
      names.filter((name) => !reached.has(name) && byName.has(name)).forEach((name) => (reached.add(name), walk(references(byName.get(name)))));
    walk(references(param(ads.parameter, "cssProvidedEnhancedConversionValue")));
    expect([...reached].map((name) => byName.get(name)!.type)).toEqual(["awec", "v"]);
    expect(reached).toContain(dataLayerVariableName("user_data"));
  });

  it("files each event's trigger and tags in its family's folder", () => {
    const folderName = (id?: string) => folders.find((folder) => folder.folderId === id)?.name;
    for (const [eventName, doc] of Object.entries(EVENT_CATALOGUE)) {
      expect(folderName(ga4Tag(eventName).parentFolderId)).toBe(doc.family);
      expect(folderName(triggers.find((entry) => entry.name === eventTriggerName(eventName))!.parentFolderId)).toBe(doc.family);
    }
    expect(folderName(ga4Tag("page_view").parentFolderId)).toBe("Page views");
    expect(folderName(ga4Tag("web_vitals").parentFolderId)).toBe(WEB_VITALS_DOC.folder);
  });

  describe("consent given later in the visit", () => {
    const triggerById = new Map(triggers.map((trigger) => [trigger.triggerId, trigger]));
    /** Events the site pushes whenever the visitor acts, so they come again after a consent choice. */
    const repeatedEvents = new Set(["SWC event to GA", "SWC vitals to GA"]);
    const neededConsent = (tag: Tag) => tag.consentSettings.consentType.list.map((entry) => entry.value);

    it("gives every tag that needs consent a way to fire after the consent is granted", () => {
      const gated = tags.filter((tag) => tag.consentSettings.consentStatus === "NEEDED");
      expect(gated.length).toBe(tags.length);
      for (const tag of gated) {
        const fired = tag.firingTriggerId.map((id) => triggerById.get(id));
        const onRepeatedEvents = fired.every((trigger) => trigger && repeatedEvents.has(listensFor(trigger) ?? ""));
        const onConsentGranted = fired.some(
          (trigger) =>
            trigger?.type === "CUSTOM_EVENT" &&
            listensFor(trigger) === CONSENT_EVENT_NAME &&
            neededConsent(tag).every((signal) => requiredValue(trigger, dataLayerVariableName(signal)) === "granted"),
        );
        expect({ tag: tag.name, canFireLater: onRepeatedEvents || onConsentGranted }).toEqual({ tag: tag.name, canFireLater: true });
      }
    });

    it("sets up the Google tag on Initialization - All Pages, and on the consent event granting analytics_storage, once per page", () => {
      const googleTag = tags.find((tag) => tag.type === "googtag")!;
      const [first, ...others] = googleTag.firingTriggerId;
      expect(first).toBe(BUILT_IN_TRIGGERS.initialization.id);
      expect(others.map((id) => triggerById.get(id)!).map((trigger) => [listensFor(trigger), requiredValue(trigger, "DLV - analytics_storage")])).toEqual([
        [CONSENT_EVENT_NAME, "granted"],
      ]);
      expect(googleTag.tagFiringOption).toBe("ONCE_PER_LOAD");
      expect(neededConsent(googleTag)).toEqual([...GA4_CONSENT]);
    });

    it("keeps the ad click with a Conversion Linker on Initialization and on the consent event granting ad_storage", () => {
      const linkers = tags.filter((tag) => tag.type === "gclidw");
      expect(linkers).toHaveLength(1);
      const [linker] = linkers;
      expect(linker.paused).toBeFalsy();
      expect(linker.firingTriggerId[0]).toBe(BUILT_IN_TRIGGERS.initialization.id);
      const consentTrigger = triggerById.get(linker.firingTriggerId[1])!;
      expect([listensFor(consentTrigger), requiredValue(consentTrigger, "DLV - ad_storage")]).toEqual([CONSENT_EVENT_NAME, "granted"]);
      expect(linker.firingTriggerId).toHaveLength(2);
      expect(linker.tagFiringOption).toBe("ONCE_PER_LOAD");
      expect(neededConsent(linker)).toEqual([...LINKER_CONSENT]);
    });

    it("counts the page view waiting for analytics consent on the consent event, only when the page says it is pending", () => {
      const trigger = triggerNamed(PAGE_VIEW_AFTER_CONSENT_TRIGGER);
      expect(listensFor(trigger)).toBe(CONSENT_EVENT_NAME);
      expect(requiredValue(trigger, "DLV - analytics_storage")).toBe("granted");
      expect(requiredValue(trigger, dataLayerVariableName("page_view_pending"))).toBe("true");
      expect(variables.find((variable) => variable.name === dataLayerVariableName("page_view_pending"))?.type).toBe("v");
    });
  });
});

describe("placeholder ids", () => {
  const container = renderGtmContainer().containerVersion;
  const guard = container.trigger.find((trigger) => trigger.name === GA4_NOT_CONFIGURED_TRIGGER)!;
  const param = (parameters: Parameter[], key: string) => parameters.find((entry) => entry.key === key)?.value;

  it("blocks every GA4 tag, on any event, while the measurement id is a placeholder such as G-XXXX", () => {
    expect(guard.customEventFilter.map((condition) => [condition.type, param(condition.parameter, "arg0"), param(condition.parameter, "arg1")])).toEqual([
      ["MATCH_REGEX", "{{_event}}", ".*"],
    ]);
    const [placeholder] = guard.filter!;
    expect(param(placeholder.parameter, "arg0")).toBe(`{{${CONTAINER_CONSTANTS.measurementId.name}}}`);
    const pattern = new RegExp(param(placeholder.parameter, "arg1")!);
    expect([CONTAINER_CONSTANTS.measurementId.value, "G-XXXX"].map((id) => pattern.test(id))).toEqual([true, true]);
    expect(pattern.test("G-AB12CD34EF")).toBe(false);
    const ga4Tags = container.tag.filter((tag) => tag.type === "googtag" || tag.type === "gaawe");
    expect(ga4Tags.length).toBeGreaterThan(2);
    for (const tag of ga4Tags) expect(`${tag.name}: ${(tag as { blockingTriggerId?: string[] }).blockingTriggerId}`).toBe(`${tag.name}: ${guard.triggerId}`);
  });

  it("refuses a container with an unguarded tag", () => {
    expect(() => assertPlaceholdersGuarded([{ name: "GA4 - x", type: "gaawe", blockingTriggerId: [] }], { gaawe: guard.triggerId })).toThrow(/GA4 - x/);
  });
});

describe("a first-party tagging server", () => {
  const settings = (container: ReturnType<typeof renderGtmContainer>) => {
    const googleTag = container.containerVersion.tag.find((tag) => tag.type === "googtag")!;
    const table = googleTag.parameter.find((parameter) => parameter.key === "configSettingsTable") as Parameter;
    return Object.fromEntries(table.list!.map((row) => [row.map![0].value, row.map![1].value]));
  };
  it("is the Google tag's server_container_url when given, and absent otherwise", () => {
    expect(settings(renderGtmContainer("", { taggingServerUrl: "https://sgtm.swc.test" }))).toEqual({ send_page_view: "false", server_container_url: "https://sgtm.swc.test" });
    expect(settings(renderGtmContainer())).toEqual({ send_page_view: "false" });
  });
});
