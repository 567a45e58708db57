import { z } from "zod";
import { EVENT_NAME, NOT_APPLICABLE, PAGE_EVENT_NAME, VITALS_EVENT_NAME } from "../../src/lib/analytics";
import { EVENT_CATALOGUE, EVENT_FAMILIES, WEB_VITALS_DOC, type EventFamily } from "./catalogue";
import { consentUpdateEventSchema, pageViewSchema, SITE_EVENTS, webVitalsSchema } from "../../src/lib/analytics-schema";
import { CONSENT_EVENT_NAME, type ConsentSignal } from "../../src/lib/consent";
import { pageViewCountsAfterConsentJs } from "./gtm-consent";
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
/** The consent event's trigger that counts the page view pushed before analytics consent was given. */
export const PAGE_VIEW_AFTER_CONSENT_TRIGGER = `CE - ${CONSENT_EVENT_NAME}: page view waiting for it`;
export const PAGE_VIEW_AFTER_CONSENT_VARIABLE = "JS - page view waits for this consent";

/** What a pushed field's schema fixes to "N/A" carries nothing worth a GA4 parameter. */
const isAlwaysNotApplicable = (schema: z.ZodType) => schema instanceof z.ZodLiteral && schema.value === NOT_APPLICABLE;

/** The GA4 parameters of an event: its pushed fields but the event names, those always "N/A", and hashed_email (Google Ads only). */
function ga4Parameters(shape: Record<string, z.ZodType>): string[] {
  return Object.entries(shape)
    .filter(([field, schema]) => !["event", "event_name", "hashed_email"].includes(field) && !isAlwaysNotApplicable(schema))
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

export function renderGtmContainer() {
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
  const userDataJs = "JS - lead_sent user data";
  const userData = "UPD - lead_sent hashed_email";
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
      name: userDataJs,
      type: "jsm",
      notes: "The lead's e-mail address as the site pushes it: already normalized and SHA-256 hashed.",
      parameter: [
        template("javascript", `function() {\n  var hash = ${ref(dataLayerVariableName("hashed_email"))};\n  return hash ? { sha256_email_address: hash } : undefined;\n}`),
      ],
      fingerprint: FINGERPRINT,
      parentFolderId: folderId("Leads"),
      formatValue: {},
    },
    {
      ...owner,
      variableId: id(),
      name: PAGE_VIEW_AFTER_CONSENT_VARIABLE,
      type: "jsm",
      notes:
        "true on the consent event that grants analytics_storage to a page view pushed while it was denied (the landing page of a first visit): that view is counted then, once. Reads the dataLayer in the order GTM processed it.",
      parameter: [template("javascript", pageViewCountsAfterConsentJs())],
      fingerprint: FINGERPRINT,
      parentFolderId: folderId("Page views"),
      formatValue: {},
    },
    {
      ...owner,
      variableId: id(),
      name: userData,
      type: "awec",
      notes: "User-provided data for enhanced conversions, from the hashed e-mail of lead_sent (never the address itself).",
      parameter: [template("mode", "CODE"), template("dataSource", ref(userDataJs))],
      fingerprint: FINGERPRINT,
      parentFolderId: folderId("Leads"),
      formatValue: {},
    },
  ];

  const customEvent = (name: string, event: string, parentFolderId: string, ...filter: ReturnType<typeof equals>[]) => ({
    ...owner,
    triggerId: id(),
    name,
    type: "CUSTOM_EVENT",
    customEventFilter: [equals("_event", event)],
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
    equals(PAGE_VIEW_AFTER_CONSENT_VARIABLE, "true"),
  );
  const trigger = [siteEventTrigger, ...eventTriggers, ...consentTriggers, pageViewAfterConsent];
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
      type: "googtag",
      notes: `Page views come from the site's "${PAGE_EVENT_NAME}" event (tag GA4 - page_view), so this tag sends none itself.`,
      parameter: [
        template("tagId", measurementId),
        {
          type: "LIST",
          key: "configSettingsTable",
          list: [{ type: "MAP", map: [template("parameter", "send_page_view"), template("parameterValue", "false")] }],
        },
      ],
      firingTriggerId: [initialization, consentTriggerOf("analytics_storage")],
      parentFolderId: settings,
      consentSettings: consentSettings(GA4_CONSENT),
      ...oncePerPage,
    },
    {
      ...owner,
      tagId: id(),
      name: "Conversion Linker",
      type: "gclidw",
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
      type: "gaawe",
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
      parentFolderId: folderId(event.family),
      consentSettings: consentSettings(GA4_CONSENT),
      ...tagBase,
    })),
    {
      ...owner,
      tagId: id(),
      name: "Google Ads - lead_sent conversion",
      type: "awct",
      paused: true,
      notes: "Paused until the conversion id and label constants are filled in. Enhanced conversions use the hashed e-mail of lead_sent.",
      parameter: [
        template("conversionId", ref(CONTAINER_CONSTANTS.adsConversionId.name)),
        template("conversionLabel", ref(CONTAINER_CONSTANTS.adsLeadLabel.name)),
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
      parentFolderId: folderId("Leads"),
      consentSettings: consentSettings(ADS_CONSENT),
      ...tagBase,
    },
  ];

  const builtInVariable = [{ ...owner, type: "EVENT", name: "Event" }];

  return {
    exportFormatVersion: 2,
    exportTime: EXPORT_TIME,
    containerVersion: {
      path: `accounts/${ACCOUNT_ID}/containers/${CONTAINER_ID}/versions/0`,
      ...owner,
      containerVersionId: "0",
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
