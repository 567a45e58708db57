import { z } from "zod";
import { EVENT_NAME, NOT_APPLICABLE, PAGE_EVENT_NAME, VITALS_EVENT_NAME } from "../../src/lib/analytics";
import { EVENT_CATALOGUE, EVENT_FAMILIES, WEB_VITALS_DOC, type EventFamily } from "./catalogue";
import { consentUpdateEventSchema, pageViewSchema, SITE_EVENTS, webVitalsSchema } from "../../src/lib/analytics-schema";
import { CONSENT_EVENT_NAME, type ConsentSignal } from "../../src/lib/consent";
import { assertRunsUnderSiteCsp, hostsForTagTypes, type TagType } from "./tag-hosts";
import { siteFacts as site } from "../../src/lib/site-facts";

/**
 * docs/gtm/container.json: a Google Tag Manager container in GTM's export
 * format (Admin → Import Container), generated from the same typed schemas as
 * the dataLayer's JSON Schema, so the tags map exactly the fields the site
 * pushes. Build-time only.
 *
 * Field names follow GTM's own exports (exportFormatVersion 2): parameters
 * are {type, key, value} with upper-case types (TEMPLATE, BOOLEAN, INTEGER,
 * LIST of MAP); a tag lists its triggers by id; a variable is referenced as
 * {{Name}}. Ids, fingerprints and the account/container are placeholders:
 * GTM assigns its own on import.
 */
export const GTM_CONTAINER_PATH = "docs/gtm/container.json";

/**
 * GTM's built-in triggers have fixed ids. Initialization – All Pages runs
 * before any other trigger but Consent Initialization, so a tag on it is set
 * up before the page's own events are processed.
 */
export const BUILT_IN_TRIGGERS = {
  initialization: { id: "2147479573", name: "Initialization - All Pages" },
} as const;
/** The placeholders an admin replaces after importing (docs/analytics.md). */
export const CONTAINER_CONSTANTS = {
  measurementId: {
    name: "Const - GA4 Measurement ID",
    value: "G-XXXXXXXXXX",
    notes: "The measurement id of the site's GA4 web data stream (GA4 Admin → Data streams).",
  },
  adsConversionId: {
    name: "Const - Google Ads Conversion ID",
    value: "XXXXXXXXXX",
    notes: "The conversion id of the Google Ads account, the digits after AW- (Goals → Conversions → the lead action → Tag setup → Use Google Tag Manager).",
  },
  adsLeadLabel: {
    name: "Const - Google Ads lead_sent Conversion Label",
    value: "XXXXXXXXXXXXXXXXXXX",
    notes: "The conversion label of the Google Ads conversion action for a sent lead (same place as the conversion id).",
  },
} as const;

const ACCOUNT_ID = "0";
const CONTAINER_ID = "0";
const FINGERPRINT = "0";
/** Fixed, so the generated file only changes when the measurement plan does. */
const EXPORT_TIME = "2026-01-01 00:00:00";

type Parameter =
  | { type: "TEMPLATE" | "BOOLEAN" | "INTEGER"; key?: string; value: string }
  | { type: "LIST"; key?: string; list: Parameter[] }
  | { type: "MAP"; key?: string; map: Parameter[] };

/** A parameter as a reader of the exported file sees it: any of the shapes above. */
export interface ExportedParameter {
  type: string;
  key?: string;
  value?: string;
  list?: ExportedParameter[];
  map?: ExportedParameter[];
}

const template = (key: string, value: string): Parameter => ({ type: "TEMPLATE", key, value });
const boolean = (key: string, value: boolean): Parameter => ({ type: "BOOLEAN", key, value: String(value) });
const ref = (name: string) => `{{${name}}}`;
/** A tag's type: only those with hosts declared in ./tag-hosts. */
const tagType = <T extends TagType>(type: T): T => type;

const owner = { accountId: ACCOUNT_ID, containerId: CONTAINER_ID };

/** Data Layer Variable name for a pushed field. */
export const dataLayerVariableName = (field: string) => `DLV - ${field}`;
/** GTM's Custom Event trigger for an event_name. */
export const eventTriggerName = (eventName: string) => `CE - ${eventName}`;

/** Consent a tag needs before it may fire (GTM's additional consent checks). */
function consentSettings(types: readonly string[]) {
  return {
    consentStatus: "NEEDED",
    consentType: { type: "LIST", list: types.map((value) => ({ type: "TEMPLATE", value })) },
  };
}
export const GA4_CONSENT = ["analytics_storage"] as const;
export const ADS_CONSENT = ["ad_storage", "ad_user_data"] as const;
/** The Conversion Linker only stores the ad click (gclid) in a first-party cookie. */
export const LINKER_CONSENT = ["ad_storage"] as const;

/** The consent event's trigger for a signal granted (the tags that waited for it fire on it). */
export const consentGrantedTriggerName = (signal: ConsentSignal) => `CE - ${CONSENT_EVENT_NAME}: ${signal} granted`;
/** The consent event's trigger that counts the page view pushed before analytics consent was given (the page says so: page_view_pending). */
export const PAGE_VIEW_AFTER_CONSENT_TRIGGER = `CE - ${CONSENT_EVENT_NAME}: page view waiting for it`;
/** Blocks the Google Ads tag while its conversion id is still the placeholder. */
export const ADS_NOT_CONFIGURED_TRIGGER = `CE - ${EVENT_NAME}: Google Ads conversion id not filled in`;
/** Blocks every GA4 tag, on any event, while the measurement id is still a placeholder (G-XXXX…). */
export const GA4_NOT_CONFIGURED_TRIGGER = "CE - any event: GA4 measurement id not filled in";
/** A measurement id that is a placeholder: G- and only X's (the container's own, or a shortened G-XXXX). */
export const GA4_PLACEHOLDER_PATTERN = "^G-X+$";

/**
 * The Google Ads conversion action the tag reports to. Order IDs de-duplicate
 * only within one conversion action: the offline click import of
 * `npm run leads:export` goes to another action (DEFAULT_CONVERSION_NAME in
 * supabase/local/conversion-export.ts), so one of the two must be secondary.
 */
export const ADS_TAG_CONVERSION_ACTION = "Website lead (tag)";
/** The Google tag's firing priority: on an event it shares with GA4 event tags it fires first (GTM fires higher numbers first). */
export const GOOGLE_TAG_PRIORITY = 100;

/** What a pushed field's schema fixes to "N/A" carries nothing worth a GA4 parameter. */
const isAlwaysNotApplicable = (schema: z.ZodType) => schema instanceof z.ZodLiteral && schema.value === NOT_APPLICABLE;

/** Pushed fields that are never GA4 parameters: the event names, and the hashed e-mail (for Google Ads only). */
const NOT_GA4_PARAMETERS = ["event", "event_name", "hashed_email", "user_data"];

/** The GA4 parameters of an event: its pushed fields but those above and those always "N/A". */
function ga4Parameters(shape: Record<string, z.ZodType>): string[] {
  return Object.entries(shape)
    .filter(([field, schema]) => !NOT_GA4_PARAMETERS.includes(field) && !isAlwaysNotApplicable(schema))
    .map(([field]) => field);
}

/** Every field any push of the site carries, but `event` (GTM's built-in {{Event}}). */
export function pushedFields(): string[] {
  const shapes = [
    pageViewSchema.shape,
    ...Object.values(SITE_EVENTS).map(({ push }) => push.shape),
    webVitalsSchema.shape,
    consentUpdateEventSchema.shape,
  ];
  return [...new Set(shapes.flatMap((shape) => Object.keys(shape)))].filter((field) => field !== "event");
}

export interface MeasuredEvent {
  eventName: string;
  /** the schema of the object pushed */
  shape: Record<string, z.ZodType>;
  /** the `event` value it is pushed with */
  event: string;
  family: EventFamily | "Page views" | typeof WEB_VITALS_DOC.folder;
  parameters: string[];
  /** what the GA4 tag's notes say */
  notes: string;
}

/** Every event a GA4 event tag sends, with the parameters it maps. */
export function measuredEvents(): MeasuredEvent[] {
  return [
    {
      eventName: "page_view",
      event: PAGE_EVENT_NAME,
      family: "Page views",
      shape: pageViewSchema.shape,
      parameters: ga4Parameters(pageViewSchema.shape),
      notes: "The page view of each page shown.",
    },
    ...(Object.keys(SITE_EVENTS) as (keyof typeof SITE_EVENTS)[]).map((eventName) => ({
      eventName,
      event: EVENT_NAME,
      family: EVENT_CATALOGUE[eventName].family,
      shape: SITE_EVENTS[eventName].push.shape as Record<string, z.ZodType>,
      parameters: ga4Parameters(SITE_EVENTS[eventName].push.shape),
      notes: EVENT_CATALOGUE[eventName].fires,
    })),
    {
      eventName: "web_vitals",
      event: VITALS_EVENT_NAME,
      family: WEB_VITALS_DOC.folder,
      shape: webVitalsSchema.shape,
      parameters: ga4Parameters(webVitalsSchema.shape),
      notes: WEB_VITALS_DOC.fires,
    },
  ];
}

const equals = (variable: string, value: string) => ({
  type: "EQUALS",
  parameter: [template("arg0", ref(variable)), template("arg1", value)],
});
const matchesRegex = (variable: string, pattern: string) => ({
  type: "MATCH_REGEX",
  parameter: [template("arg0", ref(variable)), template("arg1", pattern)],
});

/** The container's tag types: the pages' Content-Security-Policy admits their hosts (gatsby/analytics/tag-hosts.ts). */
export function containerTagTypes(): string[] {
  return renderGtmContainer().containerVersion.tag.map((tag) => tag.type);
}

/** What the pages' Content-Security-Policy must admit for the container's tags, by directive (gatsby/analytics/tag-hosts.ts). */
export function containerCspSources() {
  return hostsForTagTypes(containerTagTypes());
}

/**
 * Refuses a container in which a tag that sends to an id (GA4's measurement
 * id, Google Ads' conversion id) lacks the exception trigger that blocks it
 * while that id is the placeholder: published unfilled, it would send to
 * G-XXXXXXXXXX.
 */
export function assertPlaceholdersGuarded(tags: readonly { name: string; type: string; blockingTriggerId?: string[] }[], guards: Record<string, string>): void {
  const unguarded = tags.filter((tag) => tag.type in guards && !(tag.blockingTriggerId ?? []).includes(guards[tag.type]));
  if (unguarded.length) {
    throw new Error(`GTM tags that would fire with a placeholder id: ${unguarded.map((tag) => `"${tag.name}"`).join(", ")}. Give each the exception trigger of its id's placeholder.`);
  }
}

export interface ContainerOptions {
  /** a first-party tagging server (server-side GTM) the Google tag sends GA4 to: its server_container_url */
  taggingServerUrl?: string | null;
}

export function renderGtmContainer(versionName = "", options: ContainerOptions = {}) {
  let nextId = 1;
  const id = () => String(nextId++);
  const events = measuredEvents();

  const folderNames = ["Google tag and settings", "Page views", ...EVENT_FAMILIES, WEB_VITALS_DOC.folder] as const;
  const folder = folderNames.map((name) => ({ ...owner, folderId: id(), name, fingerprint: FINGERPRINT }));
  const folderId = (name: (typeof folderNames)[number]) => folder.find((entry) => entry.name === name)!.folderId;
  const settings = folderId("Google tag and settings");

  const constant = ({ name, value, notes }: (typeof CONTAINER_CONSTANTS)[keyof typeof CONTAINER_CONSTANTS]) => ({
    ...owner,
    variableId: id(),
    name,
    type: "c",
    notes,
    parameter: [template("value", value)],
    fingerprint: FINGERPRINT,
    parentFolderId: settings,
    formatValue: {},
  });
  const userData = "UPD - lead_sent user_data";
  const variable = [
    ...pushedFields().map((field) => ({
      ...owner,
      variableId: id(),
      name: dataLayerVariableName(field),
      type: "v",
      parameter: [
        { type: "INTEGER", key: "dataLayerVersion", value: "2" },
        boolean("setDefaultValue", false),
        template("name", field),
      ],
      fingerprint: FINGERPRINT,
      parentFolderId: settings,
      formatValue: {},
    })),
    ...Object.values(CONTAINER_CONSTANTS).map(constant),
    {
      ...owner,
      variableId: id(),
      name: userData,
      type: "awec",
      notes:
        "User-provided data for enhanced conversions: lead_sent's user_data, which the site pushes only while ad_user_data is granted (the e-mail normalised as Google documents and SHA-256 hashed; never the address itself).",
      parameter: [template("mode", "CODE"), template("dataSource", ref(dataLayerVariableName("user_data")))],
      fingerprint: FINGERPRINT,
      parentFolderId: folderId("Leads"),
      formatValue: {},
    },
  ];

  type Condition = ReturnType<typeof equals>;
  const customEvent = (name: string, event: string | Condition, parentFolderId: string, ...filter: Condition[]) => ({
    ...owner,
    triggerId: id(),
    name,
    type: "CUSTOM_EVENT",
    customEventFilter: [typeof event === "string" ? equals("_event", event) : event],
    ...(filter.length ? { filter } : {}),
    fingerprint: FINGERPRINT,
    parentFolderId,
  });
  const granted = (signal: ConsentSignal) => equals(dataLayerVariableName(signal), "granted");
  const siteEventTrigger = customEvent(`CE - ${EVENT_NAME}`, EVENT_NAME, settings);
  const eventTriggers = events.map((event) =>
    customEvent(
      eventTriggerName(event.eventName),
      event.event,
      folderId(event.family),
      equals(dataLayerVariableName("event_name"), event.eventName),
    ),
  );
  // Tags that run once per page (the Google tag, the page view, the Conversion Linker) are blocked when their
  // consent is denied at that moment, and GTM never runs a blocked tag again: these fire them when it is granted.
  const consentTriggers = (["analytics_storage", "ad_storage"] as const).map((signal) =>
    customEvent(consentGrantedTriggerName(signal), CONSENT_EVENT_NAME, settings, granted(signal)),
  );
  const pageViewAfterConsent = customEvent(
    PAGE_VIEW_AFTER_CONSENT_TRIGGER,
    CONSENT_EVENT_NAME,
    folderId("Page views"),
    granted("analytics_storage"),
    equals(dataLayerVariableName("page_view_pending"), "true"),
  );
  // The Ads tag is blocked, not paused, until its conversion id is filled in: an update imported later with
  // "Overwrite conflicting" replaces the tag but keeps the admin's constants, so a live tag stays live.
  const adsNotConfigured = customEvent(
    ADS_NOT_CONFIGURED_TRIGGER,
    EVENT_NAME,
    folderId("Leads"),
    equals(CONTAINER_CONSTANTS.adsConversionId.name, CONTAINER_CONSTANTS.adsConversionId.value),
  );
  // GA4's tags fire on Initialization, the consent event and the site's events: an exception trigger on every
  // event (a Custom Event matching .*) keeps them all from sending to a placeholder measurement id.
  const ga4NotConfigured = customEvent(
    GA4_NOT_CONFIGURED_TRIGGER,
    matchesRegex("_event", ".*"),
    settings,
    matchesRegex(CONTAINER_CONSTANTS.measurementId.name, GA4_PLACEHOLDER_PATTERN),
  );
  const trigger = [siteEventTrigger, ...eventTriggers, ...consentTriggers, pageViewAfterConsent, adsNotConfigured, ga4NotConfigured];
  const triggerOf = (eventName: string) => eventTriggers.find((entry) => entry.name === eventTriggerName(eventName))!.triggerId;
  const consentTriggerOf = (signal: ConsentSignal) =>
    consentTriggers.find((entry) => entry.name === consentGrantedTriggerName(signal))!.triggerId;
  const initialization = BUILT_IN_TRIGGERS.initialization.id;

  const measurementId = ref(CONTAINER_CONSTANTS.measurementId.name);
  const tagBase = { tagFiringOption: "ONCE_PER_EVENT", monitoringMetadata: { type: "MAP" }, fingerprint: FINGERPRINT };
  /** A tag set up once per page: at Initialization, or on the consent event when its consent came later. */
  const oncePerPage = { ...tagBase, tagFiringOption: "ONCE_PER_LOAD" };
  const tag = [
    {
      ...owner,
      tagId: id(),
      name: "Google tag - GA4",
      type: tagType("googtag"),
      priority: { type: "INTEGER", value: String(GOOGLE_TAG_PRIORITY) },
      notes: `Page views come from the site's "${PAGE_EVENT_NAME}" event (tag GA4 - page_view), so this tag sends none itself. Blocked (exception trigger) while the measurement id constant is a placeholder.${options.taggingServerUrl ? ` Sends to the first-party tagging server ${options.taggingServerUrl} (server_container_url).` : ""}`,
      parameter: [
        template("tagId", measurementId),
        {
          type: "LIST",
          key: "configSettingsTable",
          list: [
            { type: "MAP", map: [template("parameter", "send_page_view"), template("parameterValue", "false")] },
            ...(options.taggingServerUrl
              ? [{ type: "MAP", map: [template("parameter", "server_container_url"), template("parameterValue", options.taggingServerUrl)] }]
              : []),
          ],
        },
      ],
      firingTriggerId: [initialization, consentTriggerOf("analytics_storage")],
      blockingTriggerId: [ga4NotConfigured.triggerId],
      parentFolderId: settings,
      consentSettings: consentSettings(GA4_CONSENT),
      ...oncePerPage,
    },
    {
      ...owner,
      tagId: id(),
      name: "Conversion Linker",
      type: tagType("gclidw"),
      notes:
        "Keeps the ad click id of the landing page (gclid, gbraid, wbraid) in first-party cookies, so a lead sent from a later page is still credited to the click.",
      parameter: [boolean("enableCrossDomain", false), boolean("enableUrlPassthrough", false), boolean("enableCookieOverrides", false)],
      firingTriggerId: [initialization, consentTriggerOf("ad_storage")],
      parentFolderId: settings,
      consentSettings: consentSettings(LINKER_CONSENT),
      ...oncePerPage,
    },
    ...events.map((event) => ({
      ...owner,
      tagId: id(),
      name: `GA4 - ${event.eventName}`,
      type: tagType("gaawe"),
      notes: event.notes,
      parameter: [
        boolean("sendEcommerceData", false),
        template("eventName", event.eventName),
        template("measurementIdOverride", measurementId),
        {
          type: "LIST",
          key: "eventSettingsTable",
          list: event.parameters.map((field) => ({
            type: "MAP",
            map: [template("parameter", field), template("parameterValue", ref(dataLayerVariableName(field)))],
          })),
        },
      ],
      firingTriggerId:
        event.eventName === "page_view" ? [triggerOf(event.eventName), pageViewAfterConsent.triggerId] : [triggerOf(event.eventName)],
      blockingTriggerId: [ga4NotConfigured.triggerId],
      parentFolderId: folderId(event.family),
      consentSettings: consentSettings(GA4_CONSENT),
      ...tagBase,
    })),
    {
      ...owner,
      tagId: id(),
      name: "Google Ads - lead_sent conversion",
      type: tagType("awct"),
      notes:
        `Blocked (exception trigger) while the conversion id constant is the placeholder: fill in the conversion id and label constants of the action "${ADS_TAG_CONVERSION_ACTION}". Enhanced conversions use lead_sent's user_data (pushed only with ad_user_data granted). The order id is the lead's id, the one leads:export writes in its Order ID column, but Google Ads de-duplicates an order id only within one conversion action: the click import goes to its own action, so keep this action primary and the import action secondary (docs/analytics.md, "One lead, counted once").`,
      parameter: [
        template("conversionId", ref(CONTAINER_CONSTANTS.adsConversionId.name)),
        template("conversionLabel", ref(CONTAINER_CONSTANTS.adsLeadLabel.name)),
        template("orderId", ref(dataLayerVariableName("lead_id"))),
        boolean("enableConversionLinker", true),
        template("conversionCookiePrefix", "_gcl"),
        boolean("enableEnhancedConversion", true),
        template("cssProvidedEnhancedConversionValue", ref(userData)),
        boolean("enableProductReporting", false),
        boolean("enableNewCustomerReporting", false),
        boolean("enableShippingData", false),
        boolean("rdp", false),
      ],
      firingTriggerId: [triggerOf("lead_sent")],
      blockingTriggerId: [adsNotConfigured.triggerId],
      parentFolderId: folderId("Leads"),
      consentSettings: consentSettings(ADS_CONSENT),
      ...tagBase,
    },
  ];

  const builtInVariable = [{ ...owner, type: "EVENT", name: "Event" }];
  assertRunsUnderSiteCsp({ tag, variable });
  assertPlaceholdersGuarded(tag, { googtag: ga4NotConfigured.triggerId, gaawe: ga4NotConfigured.triggerId, awct: adsNotConfigured.triggerId });

  return {
    exportFormatVersion: 2,
    exportTime: EXPORT_TIME,
    containerVersion: {
      path: `accounts/${ACCOUNT_ID}/containers/${CONTAINER_ID}/versions/0`,
      ...owner,
      containerVersionId: "0",
      ...(versionName ? { name: versionName } : {}),
      container: {
        path: `accounts/${ACCOUNT_ID}/containers/${CONTAINER_ID}`,
        ...owner,
        name: `${site.brand} website measurement plan`,
        publicId: "GTM-XXXXXXX",
        usageContext: ["WEB"],
        fingerprint: FINGERPRINT,
      },
      tag,
      trigger,
      variable,
      folder,
      builtInVariable,
      fingerprint: FINGERPRINT,
    },
  };
}
