import {
  EVENT_NAME,
  GTM_ROUTE_CHANGE_EVENT,
  NOT_APPLICABLE,
  PAGE_EVENT_NAME,
  PAGE_VIEW_DELAY_MS,
  toDataLayerEvent,
  toPageViewEvent,
  toWebVitalsEvent,
  VITALS_EVENT_NAME,
  type AnalyticsEventName,
} from "../../src/lib/analytics";
import {
  EVENT_CATALOGUE,
  HASHED_EMAIL_EXAMPLE_INPUT,
  PAGE_VIEW_EXAMPLE_PATHS,
  WEB_VITALS_DOC,
  type EventDoc,
  type FieldDocs,
} from "./catalogue";
import { LEAD_CLICK_TEXTS, NAVIGATION_SKIP_TEXTS } from "../../src/lib/analytics-clicks";
import {
  ALL_DENIED,
  ALL_GRANTED,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_EVENT_NAME,
  CONSENT_PURPOSES,
  CONSENT_SIGNALS,
  CONSENT_WAIT_FOR_UPDATE_MS,
  CONSENT_STORED_ATTRIBUTE,
  consentUpdateEvent,
  encodeConsent,
  stateFromPurposes,
  STORED_CHOICE,
} from "../../src/lib/consent";
import { TAG_COOKIE_PREFIXES } from "../../src/lib/tag-cookies";
import {
  BUILT_IN_TRIGGERS,
  CONTAINER_CONSTANTS,
  consentGrantedTriggerName,
  ADS_NOT_CONFIGURED_TRIGGER,
  ADS_TAG_CONVERSION_ACTION,
  GA4_NOT_CONFIGURED_TRIGGER,
  GA4_PLACEHOLDER_PATTERN,
  GOOGLE_TAG_PRIORITY,
  PAGE_VIEW_AFTER_CONSENT_TRIGGER,
  renderGtmContainer,
} from "./gtm-container";
import { GTM_UPDATE_PATH, type ContainerVersionEntry } from "./container-versions";
import { EVAL_TAG_TYPES, EVAL_VARIABLE_TYPES, hostsForTagTypes, MARKETS, TAG_ASSISTANT_HOSTS, TAG_TYPE_HOSTS } from "./tag-hosts";
import { DEFAULT_CONVERSION_NAME } from "../../supabase/local/conversion-export";
import { EVENT_PREFIX } from "../../src/lib/analytics-vocabulary";
import { ga4CustomDefinitions } from "./ga4-setup";
import { DEBUG_DATALAYER_PARAM, DEBUG_PREFIX } from "../../src/lib/debug-datalayer-flag";

/** How GTM's interface names the tag types of the container. */
const TAG_TYPES: Record<string, string> = {
  googtag: "Google tag",
  gaawe: "GA4 event",
  awct: "Google Ads conversion tracking",
  gclidw: "Conversion Linker",
};
const BUILT_IN_TRIGGER_NAMES: Record<string, string> = Object.fromEntries(
  Object.values(BUILT_IN_TRIGGERS).map((trigger) => [trigger.id, trigger.name]),
);
import {
  CLICK_ID_PARAMS,
  CONSENTLESS_PARAMS,
  FIRST_TOUCH_DAYS,
  FIRST_TOUCH_KEY,
  UTM_PARAMS,
  VISIT_TOUCH_KEY,
} from "../../supabase/functions/_shared/attribution-fields";

/**
 * Renders docs/analytics.md from the typed modules. Build-time only (written
 * by `npm run gtm:generate`, compared with the committed file by a unit
 * test); never imported by the site.
 */
export interface DocInputs {
  /** base64 SHA-256 of the compiled consent-default head script (src/head-scripts/consent-default.ts), for a CSP `script-src` */
  consentScriptSha256: string;
  /** the container's version history, oldest first (docs/gtm/versions.json) */
  versions: readonly ContainerVersionEntry[];
}

const json = (value: unknown) => ["```json", JSON.stringify(value, null, 2), "```"].join("\n");
const code = (value: string) => `\`${value}\``;
const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ");

interface SectionParts {
  name: string;
  intro?: string[];
  fires: string;
  source: string;
  rows: [string, string][];
  examples: unknown[];
}

/** One event's section: when, by what, its fields and the exact objects pushed. */
function section({ name, intro = [], fires, source, rows, examples }: SectionParts): string {
  return [
    `### ${name}`,
    "",
    ...(intro.length ? [...intro, ""] : []),
    `**When:** ${fires}`,
    "",
    `**Pushed by:** ${source}`,
    "",
    "| Field | Value |",
    "|---|---|",
    ...rows.map(([field, value]) => `| ${field} | ${value} |`),
    "",
    examples.length > 1 ? "Examples:" : "Example:",
    "",
    examples.map(json).join("\n\n"),
  ].join("\n");
}

function eventSection<K extends AnalyticsEventName>(name: K, doc: EventDoc<K>): string {
  const rows: [string, string][] = [
    ["event", code(EVENT_NAME)],
    ["event_name", code(name)],
    ["event_detail", doc.fields.event_detail],
    ["event_text", doc.fields.event_text],
    ["component_name", doc.fields.component_name],
    ...(["hashed_email", "lead_id", "user_data", "exp_variant_string", "value", "currency"] as const).flatMap((field) => {
      const value = doc.fields[field];
      return value ? [[field, value] as [string, string]] : [];
    }),
  ];
  return section({ name, fires: doc.fires, source: doc.source, rows, examples: doc.examples.map(toDataLayerEvent) });
}

function summaryRow(name: string, event: string, doc: { fires: string; fields: Pick<FieldDocs, "event_detail" | "event_text" | "component_name"> }): string {
  const first = doc.fires.split(/(?<=\.)\s/)[0];
  return `| ${name} | ${code(event)} | ${first} | ${doc.fields.event_detail} | ${doc.fields.event_text} | ${doc.fields.component_name} |`;
}

function webVitalsSection(): string {
  const doc = WEB_VITALS_DOC;
  return [
    section({
      name: "web_vitals",
      intro: [
        "Field data: the Core Web Vitals of real visits, so the team sees what visitors' phones see. Pushed with its own",
        `${code("event")}, ${code(VITALS_EVENT_NAME)}, so a trigger on ${code(EVENT_NAME)} never catches it.`,
      ],
      fires: doc.fires,
      source: doc.source,
      rows: [["event", code(VITALS_EVENT_NAME)], ["event_name", "`web_vitals`"], ...Object.entries(doc.fields)],
      examples: doc.examples.map(toWebVitalsEvent),
    }),
    "",
    "With its parameters registered in GA4 (`metric_value` and `metric_delta` as custom metrics, the others as custom",
    "dimensions; see \"Then, once, in GA4\" below), reports chart the 75th percentile per page and show which element",
    "causes a poor rating.",
  ].join("\n");
}

/** What the admin does once in GA4 after importing the container, and how to check a first visit. */
function ga4SetupSection(tags: readonly { name: string; type: string }[]): string {
  const definitions = ga4CustomDefinitions();
  const tagName = (type: string) => code(tags.find((tag) => tag.type === type)!.name);
  const googleTag = tagName("googtag");
  const linker = tagName("gclidw");
  return [
    "### Then, once, in GA4",
    "",
    "1. **Enhanced measurement**: Admin → Data streams → the web stream → Enhanced measurement (gear):",
    "   - Page views → Show advanced settings → turn off **Page changes based on browser history events**. The site pushes",
    "     its own page view for every page (`GA4 - page_view`); GA4's history-change page views would count client-side",
    "     navigations twice.",
    "   - Turn off **Form interactions**. The site reports its lead forms itself (`lead_sent`, `lead_error`); GA4's",
    "     automatic `form_start`/`form_submit` would also fire on a submit the server refuses, and count a lead that was",
    "     never stored.",
    "2. **Custom definitions**: Admin → Custom definitions → Create custom dimension (or the Custom metrics tab), one per",
    "   row. The event parameters exist in reports only once registered; GA4 cuts a parameter's value at 100 characters,",
    "   and the site already sends every text at most that long.",
    "",
    "| Event parameter | Kind | Scope | Name |",
    "|---|---|---|---|",
    ...definitions.map((row) => `| ${code(row.parameter)} | ${row.kind} | ${row.scope} | ${row.name} |`),
    "",
    `3. **Key event**: Admin → Events → mark ${code("lead_sent")} as a key event (after its first arrival; or Admin → Key`,
    `   events → New key event → ${code("lead_sent")} to do it ahead). It is the only key event: the site's one conversion goal`,
    "   is a stored lead, and the other events (clicks, page views, web vitals) describe the way to it. Each lead also sends",
    `   ${code("generate_lead")}, GA4's recommended lead event, with the form's lead value (${code("value")}, ${code("currency")}) where content`,
    "   gives one: GA4 reports it as the event's value. Do not mark it a key event beside `lead_sent` (two key events would",
    `   count each lead twice); to count leads in money, mark ${code("generate_lead")} instead and unmark ${code("lead_sent")}.`,
    "   The lead values are business figures the product owner sets in the CMS (Lead form texts → Lead values; a landing",
    "   page's lead form block for its form); none is set by default. A form without one sends `generate_lead` without",
    "   `value` and `currency`, and every build prints a notice listing those forms (\"Lead values: …\").",
    "4. **Data retention**: Admin → Data collection and modification → Data retention → **Event data retention: 14 months**",
    "   (GA4's default is 2 months, after which explorations lose the events; 14 months covers a year-on-year comparison).",
    "   Standard reports are not affected by this setting.",
    "5. **Internal traffic**: Admin → Data streams → the web stream → Configure tag settings → Show more → **Define",
    "   internal traffic**: a rule `traffic_type = internal` for the office's and the consultants' IP addresses. Then Admin",
    "   → Data filters → the **Internal Traffic** filter: test it (Testing), check the team's visits show as internal in",
    "   DebugView/Reports with the filter name dimension, then set it **Active**. A filter in Testing excludes nothing.",
    "6. **Google Signals** (Admin → Data collection) may be turned on: the site's policy admits its hosts for every market",
    "   (see \"Content Security Policy\" below), and consent still governs whether any tag sends.",
    "",
    "### Check a first visit in Tag Assistant",
    "",
    "1. Preview the workspace (Tag Assistant) and open the site in it, in a browser profile without the consent cookie",
    `   (${code(CONSENT_COOKIE)}), so the banner shows. Do not answer it yet.`,
    `2. On **Initialization**: ${googleTag} and ${linker} are not fired (their consent is denied).`,
    `   On ${code(PAGE_EVENT_NAME)}: ${code("GA4 - page_view")} is not fired either.`,
    `3. Click **Accept all**. On ${code(CONSENT_EVENT_NAME)}: ${googleTag} fires first (priority ${GOOGLE_TAG_PRIORITY}), then ${linker}`,
    `   and ${code("GA4 - page_view")}, once each; the Data Layer tab shows the push with ${code("page_view_pending: true")}, and the`,
    `   Variables tab the page's ${code("page_path")}. GA4's DebugView shows one page_view for the landing page.`,
    `4. Open another page: ${code("GA4 - page_view")} fires on ${code(PAGE_EVENT_NAME)}. Reopen the banner with **Cookie settings** and`,
    `   click **Accept all** again: that ${code(CONSENT_EVENT_NAME)} carries ${code("page_view_pending: false")} and no page_view fires.`,
    "5. Send a test lead with advertising accepted: on `lead_sent` the Google Ads tag (once configured) shows the order id",
    "   (`lead_id`) and the user-provided data variable `{ sha256_email_address: … }`; with advertising refused the push has",
    "   no `user_data` and the Ads tag does not fire.",
  ].join("\n");
}

/** How to bring a later version of the container into a workspace that has an earlier one, and what changed. */
function updateSection(versions: readonly ContainerVersionEntry[]): string {
  const latest = versions.at(-1)!;
  const list = (label: string, items: string[]) => (items.length ? [`  - ${label}: ${items.map(code).join(", ")}`] : []);
  return [
    "### Update an imported container",
    "",
    `The current version is **${latest.name}** (the name GTM shows on import). To bring it into a container that has an`,
    "earlier version, keeping the constants you filled in:",
    "",
    "1. **Admin → Import Container**, file",
    `   [\`${GTM_UPDATE_PATH}\`](${GTM_UPDATE_PATH.replace("docs/", "")}): the same container without its three constants.`,
    '2. **Choose workspace**: **New** (for example "Measurement plan update"), so the change can be reviewed on its own.',
    "3. **Choose an import option**: **Merge**, then **Overwrite conflicting tags, triggers, and variables**. Each item of",
    "   the same name is replaced by the new version, new ones are added, and everything the file does not have (your",
    "   constants, and anything you added under other names) stays as it is. The Google Ads tag needs no unpausing after",
    `   an update: it is blocked only while its conversion id is the placeholder (trigger ${code(ADS_NOT_CONFIGURED_TRIGGER)}).`,
    "4. Check the preview against the changes listed below (GTM lists what it adds, modifies and deletes), preview the",
    "   workspace in Tag Assistant (see below), then **Submit** with the version name above and publish.",
    "",
    "Do not import `container.json` again with Overwrite: it would reset the constants to the placeholders. An item removed",
    "from the plan is listed under *removed* below: delete it by hand (Merge never deletes).",
    "",
    "#### Versions",
    "",
    "Newest first; the same history, with a fingerprint of every item, is [`docs/gtm/versions.json`](gtm/versions.json).",
    "",
    ...[...versions].reverse().flatMap((entry) => [
      `- **${entry.name}**${entry.version === 1 ? ": the first version." : ""}`,
      ...(entry.version === 1 ? [] : [...list("added", entry.changes.added), ...list("changed", entry.changes.changed), ...list("removed", entry.changes.removed)]),
    ]),
  ].join("\n");
}

/** What the site's Content-Security-Policy means for a GTM admin. */
function cspSection(consentScriptSha256: string, tagTypes: readonly string[]): string {
  const hosts = hostsForTagTypes(tagTypes);
  return [
    "### Content Security Policy",
    "",
    "Every page is served with a Content-Security-Policy (public/_headers). The inline consent script's text is compiled from",
    "src/head-scripts/consent-default.ts; a policy elsewhere allows it by hash:",
    "",
    `\`script-src 'sha256-${consentScriptSha256}'\``,
    "",
    `The policy never allows \`'unsafe-eval'\`, so GTM cannot run a ${Object.values(EVAL_VARIABLE_TYPES).join(" or ")} or a`,
    `${Object.values(EVAL_TAG_TYPES).join(" or ")} here: they would silently do nothing in production. Whatever such code would`,
    "compute, the site computes and pushes (`page_view_pending`, `user_data`), and the container reads it with Data Layer",
    "Variables; the generator refuses to emit either kind.",
    "",
    "The hosts each tag type of the container needs (Google's CSP guide for Tag Manager, GA4 with Signals, Google Ads)",
    "are declared once in gatsby/analytics/tag-hosts.ts, and the policy is made from them; today they are:",
    "",
    "| Directive | Hosts |",
    "|---|---|",
    ...Object.entries(hosts)
      .filter(([, list]) => list.length)
      .map(([directive, list]) => `| ${code(directive)} | ${list.map(code).join(" ")} |`),
    "",
    "Google sends some requests to the visitor's own country domain of google (the last hop of an Ads conversion,",
    "Signals' pings), so the policy lists the domain of every market the site serves, each once (`https://*.google.<TLD>`",
    "covers `www.google.<TLD>`):",
    "",
    "| Market | Google domain |",
    "|---|---|",
    ...MARKETS.map(({ country, googleDomain }) => `| ${country} | ${code(googleDomain)} |`),
    "",
    "A visitor from a market not listed here whose Ads conversion is redirected to their country's domain loses that",
    "last hop; the violation report (below) names the domain, and adding the market to `MARKETS` admits it.",
    "",
    "**Tag Assistant** (preview mode) needs more: " +
      Object.entries(TAG_ASSISTANT_HOSTS)
        .map(([directive, list]) => `${code(directive)} ${(list ?? []).map(code).join(" ")}`)
        .join("; ") +
      ". Production never admits them: only a build for a GTM environment does (`GATSBY_GTM_ENVIRONMENT`, see",
    "\"GTM environments\" below). On production, preview through that environment's staging site instead.",
    "",
    "**Violations are reported**: every page's policy has `report-to csp` (with `Reporting-Endpoints`) and `report-uri`,",
    "both the contact function's route `/functions/v1/send-contact-email/csp-report`. It counts reports per blocked host,",
    "directive and disposition (`public.csp_violations`; no page address, no visitor data) and raises `[lead-alert]` the",
    "first time a host is blocked (docs/lead-capture.md, \"CSP violation reports\"). A blocked tag is no longer silent.",
    "",
    "**Adding a vendor or a new kind of Google tag** is a code change, not only a GTM change: a tag whose hosts are not in",
    "the policy is blocked in the browser (the console shows a CSP violation). Ask a developer to declare the tag type and",
    "its hosts in gatsby/analytics/tag-hosts.ts (the container generator refuses a tag type without them); the next build",
    `serves a policy that admits them. Tag types declared today: ${Object.keys(TAG_TYPE_HOSTS).map(code).join(", ")}.`,
  ].join("\n");
}

/** Which Consent Mode implementation the container follows, and why. */
function consentModeSection(): string {
  return [
    "### Which Consent Mode: basic",
    "",
    "The container implements Consent Mode's **basic** behaviour: every tag has additional consent checks, so nothing is",
    "sent to Google, not even a cookieless ping, until the visitor grants the consent the tag needs. The site's banner",
    "promises exactly that, and the consultancy's visitors (Israel, the EU) expect it. The cost: GA4 and Google Ads get no",
    "cookieless pings from visitors who refuse or never answer, so their behavioural and conversion modelling has less to",
    "work with. Advanced mode (tags loading with consent denied and sending cookieless pings) would need the additional",
    "consent checks removed from the Google tags; choose it only with legal advice.",
    "",
    "- One global default, everything denied (no `region` parameter): the same for every visitor.",
    "- `url_passthrough` is off: without `ad_storage` no click id travels in links; the site itself keeps only the campaign",
    "  of the visit (see Lead attribution). `ads_data_redaction` is on.",
  ].join("\n");
}

/** Builds for a GTM environment (staging, Tag Assistant) and a first-party tagging server. */
function environmentsSection(): string {
  return [
    "### GTM environments and a first-party tagging server",
    "",
    "- **Environments** (staging, preview): GTM → Admin → Environments → New (e.g. \"Staging\"), then Actions → Get",
    "  snippet: the snippet's `gtm_preview` (`env-<n>`) and `gtm_auth`. Build the staging site with",
    "  `GATSBY_GTM_ENVIRONMENT=env-<n>` and `GATSBY_GTM_AUTH=<gtm_auth>` (and the same `GATSBY_GTM_ID`): its pages load",
    "  that environment's container version, and its policy admits Tag Assistant. Publish a version to the environment,",
    "  test it there (Tag Assistant), then publish it to Live. A production deploy (`CONTEXT=production` on Netlify)",
    "  refuses to build with an environment set.",
    "- **First-party tagging server** (server-side GTM, optional): set `GATSBY_GTM_SERVER_CONTAINER_URL` (an https origin,",
    "  e.g. `https://sgtm.example.com`) for the site's build, which admits it in `script-src`, `img-src` and `connect-src`,",
    "  and generate the container to import with the same variable:",
    "  `GATSBY_GTM_SERVER_CONTAINER_URL=https://sgtm.example.com npm run gtm:generate -- --out container-sgtm.json`. Its",
    "  Google tag then carries `server_container_url`, so GA4 hits go to the tagging server. The committed",
    "  `docs/gtm/container.json` never carries a server URL.",
  ].join("\n");
}

/** Why one lead must not count twice in Google Ads, and what lead_id can and cannot do about it. */
function dedupSection(): string {
  return [
    "### One lead, counted once",
    "",
    "A lead can reach Google Ads twice: from the tag on `lead_sent` (conversion action " + code(ADS_TAG_CONVERSION_ACTION) + ", a website",
    "action), and from the click upload of `npm run leads:export -- --format google-ads` (conversion action",
    `${code(DEFAULT_CONVERSION_NAME)}, an import action, "Conversions from clicks"). Both carry the lead's id (\`lead_id\`, the idempotency`,
    "key stored with the lead): the tag as the conversion's order id, the export in its Order ID column. But **Google Ads",
    "de-duplicates an order id only within one conversion action**: the tag's conversion and the upload's row land in two",
    "actions, and the shared id never merges them. So:",
    "",
    `- Make ${code(ADS_TAG_CONVERSION_ACTION)} the **primary** action (Goals → Conversions → the action → Action optimisation:`,
    `  Primary) and ${code(DEFAULT_CONVERSION_NAME)} **secondary**. Only primary actions count in the Conversions column and in`,
    "  bidding, so each lead counts once there; the secondary action is still reported (All conv.), so the two can be",
    "  compared. Why the tag is primary: it reports within minutes of the lead, on its own, with enhanced conversions,",
    "  so Smart Bidding learns from it at once; the upload arrives only when someone runs the export, and counts a",
    "  lead only when its click id was kept (advertising consent on the landing page). The upload is the record to",
    "  reconcile with: leads the tag missed (a blocked script, a closed tab) show there.",
    "- Swap the two, never make both primary: if leads are qualified before upload (only real enquiries exported), the",
    "  import action may become primary and the website action secondary.",
    "- Within each action the order id does its job: a tag that fires twice for one lead (a retried page) counts once,",
    "  and so does a lead uploaded twice.",
    "- Do not also import GA4's `lead_sent` key event into Google Ads as a primary conversion while the Ads tag is live:",
    "  GA4 imports carry no order id, so that lead would count twice.",
    "- In GA4, `lead_id` is an event parameter of `lead_sent` (register it as a custom dimension to join GA4 to the CRM).",
  ].join("\n");
}

export function renderAnalyticsDoc({ consentScriptSha256, versions }: DocInputs): string {
  const names = Object.keys(EVENT_CATALOGUE) as AnalyticsEventName[];
  const allNames = ["page_view", ...names, "web_vitals"];
  const analyticsOnly = stateFromPurposes({ analytics: true });
  const container = renderGtmContainer().containerVersion;
  const adsTag = container.tag.find((tag) => tag.type === "awct")!;

  const summary = [
    "| event_name | event | When | event_detail | event_text | component_name |",
    "|---|---|---|---|---|---|",
    `| page_view | ${code(PAGE_EVENT_NAME)} | ${PAGE_VIEW_DELAY_MS} ms after each page is shown | "N/A" (the page is in page_path, page_category_1..3) | "N/A" | "N/A" |`,
    ...names.map((name) => summaryRow(name, EVENT_NAME, EVENT_CATALOGUE[name])),
    summaryRow("web_vitals", VITALS_EVENT_NAME, WEB_VITALS_DOC),
  ];

  const lines = [
    "# Analytics reference for GTM admins",
    "",
    "<!-- Generated from src/lib/analytics*.ts, src/lib/consent*.ts and gatsby/analytics/catalogue.ts.",
    "     Regenerate: npm run gtm:generate",
    "     Do not edit by hand: a unit test (gatsby/analytics/generated.test.ts) fails when this file and the code disagree. -->",
    "",
    "The site sends every measurement to Google Tag Manager by pushing to `window.dataLayer`; it makes no analytics",
    "network call of its own. GTM is loaded only when the build has a container id in `GATSBY_GTM_ID`. Without it",
    "(local runs, tests) no Google script is requested, yet `window.dataLayer` exists and receives every push below,",
    "so the behavior can be checked offline in the browser console.",
    "",
    "Machine-readable: [`docs/gtm/datalayer.schema.json`](gtm/datalayer.schema.json) is the JSON Schema (draft 2020-12) of",
    "every push, one definition per kind under `$defs` (field types, the closed sets of values, no other fields allowed),",
    "generated from the same typed schemas.",
    "",
    "## Conventions",
    "",
    `- ${code("event")} is fixed: ${code(EVENT_NAME)} for every event, ${code(PAGE_EVENT_NAME)} for page views,`,
    `  ${code(VITALS_EVENT_NAME)} for the Core Web Vitals`,
    `  (prefix ${code(EVENT_PREFIX)}, fixed in code: renaming the brand in the CMS never renames these events, so a live`,
    "  container's triggers keep matching). Use it as the Custom Event trigger; tell events apart by `event_name`.",
    `- ${code("event_name")} is snake_case: ${allNames.map(code).join(", ")}.`,
    "- Every push carries `event`, `event_name`, `event_detail`, `event_text` and `component_name`, page views included;",
    "  events carry exactly these (plus `hashed_email`, `lead_id`, `user_data` and `exp_variant_string` on lead_sent, `exp_variant_string` on experience_impression), page views add `page_path` and `page_category_1..3`,",
    "  web_vitals adds its `metric_*` fields.",
    `  A field an event has no value for is sent as ${code(NOT_APPLICABLE)}, never left out, so one set of Data Layer Variables`,
    "  serves every push and a variable never carries a value over from an earlier push.",
    "- Texts are sent as the visitor sees them (whitespace collapsed). No personal data is pushed: the only",
    "  identifiers are SHA-256 hashes of the e-mail (`hashed_email` and `user_data`, both only with `ad_user_data` granted)",
    "  and the lead's random id.",
    "- Events are always pushed, whatever the visitor's consent; GTM's consent checks decide what each tag may store",
    "  or send (see Consent Mode v2). Before each push the page reads the stored choice again and, when it is not what the",
    `  page last told GTM, pushes the consent update and ${code(CONSENT_EVENT_NAME)} first (see Consent Mode v2).`,
    "",
    "## Summary",
    "",
    ...summary,
    "",
    "## Events",
    "",
    "### page_view",
    "",
    `**When:** ${PAGE_VIEW_DELAY_MS} ms after each page is shown: loaded, activated after the browser prerendered it (never before), or restored by Back from the back/forward cache.`,
    "Exactly once per page: a route update that only changes the hash (for example the footer's /services#technologies",
    `while on /services) is not a new view; when a second route update follows within ${PAGE_VIEW_DELAY_MS} ms only the second counts; and`,
    "an unknown case id or article slug, which sends the visitor on to /404, is never counted itself: only /404 is.",
    "",
    "**Pushed by:** the inline page runtime (plugins/gatsby-plugin-swc-delivery/page-runtime/page-view.ts → src/lib/analytics-page-view.ts)",
    "",
    "| Field | Value |",
    "|---|---|",
    `| event | ${code(PAGE_EVENT_NAME)} |`,
    "| event_name | `page_view` |",
    `| event_detail | ${code(NOT_APPLICABLE)} (the page is described by the fields below) |`,
    `| event_text | ${code(NOT_APPLICABLE)} |`,
    `| component_name | ${code(NOT_APPLICABLE)} |`,
    "| page_path | Path of the page the view belongs to, without query string, hash or trailing slash. Included because a push queued before GTM has loaded is processed later, when the built-in Page Path may already show the next page. |",
    `| page_category_1 | First path segment, ${code(NOT_APPLICABLE)} when absent |`,
    `| page_category_2 | Second path segment, ${code(NOT_APPLICABLE)} when absent |`,
    `| page_category_3 | Third path segment, ${code(NOT_APPLICABLE)} when absent |`,
    "",
    "Examples:",
    "",
    PAGE_VIEW_EXAMPLE_PATHS.map((path) => json(toPageViewEvent(path))).join("\n\n"),
    "",
    ...names.flatMap((name) => [eventSection(name, EVENT_CATALOGUE[name] as EventDoc<typeof name>), ""]),
    `The lead_sent example's \`hashed_email\` is the hash of ${code(HASHED_EMAIL_EXAMPLE_INPUT)} (normalised first: trimmed and lower-cased; a gmail.com address also loses its dots).`,
    "",
    webVitalsSection(),
    "",
    "## Markup contract (for developers)",
    "",
    "Every click event comes from one delegated click listener (src/lib/analytics-clicks.ts), part of the page runtime",
    "that every page carries inline in its <head> (plugins/gatsby-plugin-swc-delivery/page-runtime/): a click is tracked from the first paint on,",
    "before React has hydrated the page or without it, and exactly once. Page components carry no tracking code —",
    "only these attributes:",
    "",
    "| Attribute | On | Effect |",
    "|---|---|---|",
    '| `data-track-component="…"` | a link or any ancestor | Names the zone: `header` and `footer` (set by the layout; links there send `navigation`), `hero`, `cta`, `workshop card`. The nearest one wins; a lead click outside any known zone reports `other`. `data-analytics-zone` is accepted as a synonym. |',
    "| `data-contact-link` | a link | Contact link: sends `lead_click` and never `navigation`. Any link whose path is /contact counts too. |",
    '| `data-get-in-touch="email"` / `"linkedin"` | footer links | Sends `get_in_touch` with component `footer` instead of `navigation`. |',
    "| `data-track='{…}'` | any element | Sends the event it holds (JSON, written by `trackingAttributes(event)` from src/lib/analytics.ts, typed by its union) when the element or anything inside it is clicked; checked first. |",
    "",
    `- Lead-click texts (case-insensitive, anywhere in the link text): ${quoted(LEAD_CLICK_TEXTS)}.`,
    `- Navigation skips links whose text contains: ${quoted(NAVIGATION_SKIP_TEXTS)}.`,
    "- Component clicks (solutions_button_clicked, radio_clicked, service_clicked, technology_clicked, case_study_clicked,",
    "  the contact card's get_in_touch) carry `data-track`. The form's lead_sent and lead_error are sent by the form with",
    "  `track({...})` from src/lib/analytics.ts. Nothing else writes to `window.dataLayer`.",
    "",
    "## Consent Mode v2",
    "",
    "### Default, before GTM",
    "",
    "The first element of `<head>` is a small inline script that defines `gtag()` and pushes the consent default as a",
    "real `gtag('consent','default',…)` command (an `arguments` object, which GTM treats as a command, not as data).",
    `It runs before the GTM snippet. Without a stored choice everything is denied and tags wait up to ${CONSENT_WAIT_FOR_UPDATE_MS} ms for`,
    "the banner's update:",
    "",
    json(["consent", "default", { ...ALL_DENIED, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }]),
    "",
    "It then asks Google's ad tags to redact ad identifiers while `ad_storage` is denied:",
    "",
    json(["set", "ads_data_redaction", true]),
    "",
    `When a choice is stored it also sets \`${CONSENT_STORED_ATTRIBUTE}\` on \`<html>\`: the banner is in every page's HTML`,
    "for a first visit, and this attribute hides it before the first paint for everyone who has already chosen.",
    "",
    "On later visits the stored choice is applied as the default (no `wait_for_update`), so GTM starts with it. A page",
    "the browser prerendered pushes the default when it is opened, with the choice stored then.",
    "For a visitor who allowed analytics only:",
    "",
    json(["consent", "default", analyticsOnly]),
    "",
    "(The `dataLayer` entries are `arguments` objects; they are shown here as arrays.)",
    "",
    "### The banner",
    "",
    "On a first visit a banner offers **Accept all**, **Reject all** and **Customize** (equally prominent; it is a",
    "non-modal region fixed to the bottom of the viewport, so it neither blocks the page nor shifts its layout).",
    "**Cookie settings** in the footer reopens it. Customize offers these purposes (strictly necessary storage is always on):",
    "",
    "| Purpose | Consent signals it grants |",
    "|---|---|",
    ...CONSENT_PURPOSES.map((purpose) => `| ${purpose.label} | ${purpose.signals.map(code).join(", ")} |`),
    "",
    `Signals: ${CONSENT_SIGNALS.map(code).join(", ")}. Every choice pushes the update command, then a custom event`,
    `${code(CONSENT_EVENT_NAME)} that triggers tags waiting for consent. Accept all:`,
    "",
    json(["consent", "update", ALL_GRANTED]),
    "",
    json(consentUpdateEvent(ALL_GRANTED, "accept_all")),
    "",
    `\`consent_choice\` is \`accept_all\`, \`reject_all\` or \`custom\` (Save my choices), or ${code(STORED_CHOICE)}: see below.`,
    "",
    "### A choice made elsewhere",
    "",
    "A page can outlive the consent it told GTM: it comes back from the back/forward cache after the visitor changed their",
    "choice on another page, or stays open in a tab while they change it in another. Before every push (events, page",
    "views, vitals reports), when it is shown again and when its tab is shown or hidden, the page reads the stored choice",
    "and, when it differs from what the page last told GTM, pushes the update command and the consent event first, with",
    `${code(`consent_choice: "${STORED_CHOICE}"`)}. A page view restored after the visitor withdrew analytics consent is therefore`,
    "pushed with `analytics_storage` already denied, and its tags are blocked. A restored page under an A/B test pushes no",
    "experience_impression once analytics consent is withdrawn.",
    "",
    "### Withdrawal removes the tags' cookies",
    "",
    `Withdrawing analytics consent deletes the cookies whose names start with ${TAG_COOKIE_PREFIXES.analytics.map(code).join(", ")}`,
    `(\`_ga\`, \`_ga_<stream id>\`); withdrawing \`ad_storage\` those starting with ${TAG_COOKIE_PREFIXES.advertising.map(code).join(", ")},`,
    "on the page's host and on each parent domain (GA sets them on the registrable domain), with `Path=/`.",
    "",
    "### Stored choice",
    "",
    `First-party cookie ${code(CONSENT_COOKIE)}: \`v1-\` followed by one letter per signal (\`g\` granted, \`d\` denied) in the order`,
    `${CONSENT_SIGNALS.map(code).join(", ")}; \`Path=/\`, \`SameSite=Lax\`, \`Secure\` on https, kept`,
    `${CONSENT_COOKIE_MAX_AGE_SECONDS / 86400} days, after which the banner asks again. Accept all ${code(encodeConsent(ALL_GRANTED))},`,
    `Reject all ${code(encodeConsent(ALL_DENIED))}, analytics only ${code(encodeConsent(analyticsOnly))}.`,
    "",
    "### Lead attribution",
    "",
    `Every lead is sent with where it came from (\`src/lib/attribution.ts\`): landing page, referrer, ${UTM_PARAMS.map(code).join(", ")},`,
    `the click ids ${CLICK_ID_PARAMS.map(code).join(", ")}, first and last touch (each with its time), the page and form variant`,
    "that sent it, and the consent state in force when it was sent. The inline page runtime records, at each full page load, this tab's",
    `touch in sessionStorage (${code(VISIT_TOUCH_KEY)}: its landing, or a later page whose address carries those parameters).`,
    `Only with ${code("ad_storage")} granted does that touch keep click ids and the landing page's campaign parameters, and is the first touch`,
    `also kept in localStorage (${code(FIRST_TOUCH_KEY)}) for ${FIRST_TOUCH_DAYS} days; without it the touch keeps the page's origin and path with`,
    `${CONSENTLESS_PARAMS.map(code).join(", ")} only, until the tab closes, and anything stored earlier is cut down or removed.`,
    "Any other query parameter (an address, a token), a fragment or credentials (`user:pass@`) are never kept, with or without",
    "consent, and of the referrer only its origin and path (one rule, `keptAddress` in supabase/functions/_shared/attribution-fields.ts). The function",
    "applies the same rule to whatever it receives, validates and caps every value",
    "(docs/lead-capture.md) and stores it with the lead; nothing of it is pushed to the data layer.",
    "",
    cspSection(consentScriptSha256, container.tag.map((tag) => tag.type)),
    "",
    consentModeSection(),
    "",
    "## Checking a live page: the debug view",
    "",
    `Open any page of the deployed site with ${code(`?${DEBUG_DATALAYER_PARAM}=1`)} (for example`,
    `${code(`https://<site>/services?${DEBUG_DATALAYER_PARAM}=1`)}) and its browser console shows every push, the consent`,
    `commands included, each checked against the JSON Schema above: a line ${code(`${DEBUG_PREFIX} ✓ <definition> valid <push>`)}, or a`,
    `warning ${code(`${DEBUG_PREFIX} ✗ <definition> INVALID <push>`)} followed by one line per problem: the field, what is wrong, and`,
    "the place in `docs/gtm/datalayer.schema.json` it breaks (for example",
    `${code("…#/$defs/navigation/properties/component_name/enum")}). Pushes made before the view loaded are printed first, in`,
    "order. No Tag Assistant or GTM preview is needed, and it works whether GTM is loaded or not.",
    "",
    `- The flag is kept for the tab (sessionStorage): further pages opened in it show the view too, until`,
    `  ${code(`?${DEBUG_DATALAYER_PARAM}=0`)} turns it off (or the tab is closed).`,
    "- Off by default. The view is a script of its own, requested only when the flag is on (after the page's bundles),",
    "  so visitors download nothing for it. It checks with the typed schemas the JSON Schema is generated from, so both",
    "  give the same verdict.",
    `- Filter the console by ${code(DEBUG_PREFIX)} to see only its lines.`,
    "",
    "## GTM container setup",
    "",
    "[`docs/gtm/container.json`](gtm/container.json) is a ready GTM container with everything below, generated from the same",
    "schemas as the JSON Schema (`npm run gtm:generate`): import it instead of building tags by hand.",
    "",
    "### Import it",
    "",
    "1. In Google Tag Manager open the site's web container, then **Admin → Import Container**.",
    "2. **Choose container file**: `docs/gtm/container.json`.",
    '3. **Choose workspace**: **New** (for example "Measurement plan"), so the import can be reviewed on its own.',
    "4. **Choose an import option**: **Merge**, then **Rename conflicting tags, triggers, and variables**. Nothing already in",
    "   the container is changed; an object with the same name is imported under a new name. (Overwrite would delete",
    "   everything the file does not have.)",
    `5. Check the preview (${container.tag.length} tags, ${container.trigger.length} triggers, ${container.variable.length} variables, ${container.folder.length} folders) and **Confirm**.`,
    "",
    updateSection(versions),
    "",
    "### Fill in, then publish",
    "",
    ...Object.values(CONTAINER_CONSTANTS).map((constant) => `- ${code(constant.name)} (now ${code(constant.value)}): ${constant.notes}`),
    `- ${code(adsTag.name)} is blocked while the conversion id constant is the placeholder, and fires once it is filled in.`,
    "  Enhanced conversions get lead_sent's `user_data` (the e-mail normalised as Google documents, SHA-256; pushed only",
    "  with `ad_user_data` granted) through the user-provided data variable, and its order id is the lead's `lead_id`;",
    "  turn on enhanced conversions for the conversion action in Google Ads too.",
    `- Every GA4 tag (the Google tag and each GA4 event) is blocked, on every event, while ${code(CONTAINER_CONSTANTS.measurementId.name)}`,
    `  is a placeholder (matches ${code(GA4_PLACEHOLDER_PATTERN)}; trigger ${code(GA4_NOT_CONFIGURED_TRIGGER)}): a container published unfilled`,
    "  sends nothing to Google instead of sending to an id that does not exist. The generator refuses a tag without its guard.",
    "- Preview the workspace (Tag Assistant), then **Submit** and publish.",
    "",
    "### What it contains",
    "",
    "| Tag | Type | Fires on | Parameters | Needs consent |",
    "|---|---|---|---|---|",
    ...container.tag.map((tag) => {
      const triggers = tag.firingTriggerId.map(
        (id) => container.trigger.find((trigger) => trigger.triggerId === id)?.name ?? BUILT_IN_TRIGGER_NAMES[id],
      );
      const table = tag.parameter.find((parameter) => parameter.key === "eventSettingsTable");
      const rows = table && "list" in table ? table.list : [];
      const parameters = rows.flatMap((row) => ("map" in row && "value" in row.map[0] ? [row.map[0].value] : []));
      const consent = tag.consentSettings.consentType.list.map((entry) => entry.value);
      const blocked = "blockingTriggerId" in tag ? " (blocked until configured)" : "";
      return `| ${tag.name}${blocked} | ${TAG_TYPES[tag.type]} | ${triggers.join(", ")} | ${parameters.map(code).join(", ")} | ${consent.map(code).join(", ")} |`;
    }),
    "",
    `Each event's trigger is a Custom Event on ${code(EVENT_NAME)} (${code(PAGE_EVENT_NAME)} for page views, ${code(VITALS_EVENT_NAME)} for web_vitals) with the condition`,
    `${code("{{DLV - event_name}}")} equals the event's name; ${code(`CE - ${EVENT_NAME}`)} matches every event. Data Layer Variables`,
    `(version 2): ${container.variable.filter((variable) => variable.type === "v").map((variable) => code(variable.name)).join(", ")}.`,
    `Folders: ${container.folder.map((folder) => folder.name).join(", ")}.`,
    "",
    "### Notes",
    "",
    `- Pages load no Gatsby browser runtime, so the GTM plugin's ${code(GTM_ROUTE_CHANGE_EVENT)} is never pushed; should a`,
    "  future build push it, do not trigger page views on it, or they would be counted twice.",
    "- GTM keeps the last value of every key: `page_path` and `page_category_*` therefore stay set for the events that follow",
    "  on the same page (useful as event parameters), and `hashed_email`, `lead_id` and `user_data` stay set after a",
    "  lead_sent — map them only in the lead_sent tags.",
    "- Consent: besides Google's built-in consent checks, every imported tag has additional consent checks (GA4 tags need",
    "  `analytics_storage`; the Conversion Linker `ad_storage`; the Google Ads tag `ad_storage` and `ad_user_data`), so it",
    "  fires only once that consent is granted. Any Floodlight or remarketing tag added later needs `ad_storage` (plus",
    "  `ad_personalization` for remarketing).",
    `- A tag blocked for lack of consent is not run again by GTM. On a first visit the Google tag, the Conversion Linker`,
    `  and the landing page's page_view come before the visitor answers the banner, so each also fires on the consent`,
    `  event: ${code(consentGrantedTriggerName("analytics_storage"))} sets up the Google tag, ${code(consentGrantedTriggerName("ad_storage"))}`,
    `  the Conversion Linker (both once per page), and ${code(PAGE_VIEW_AFTER_CONSENT_TRIGGER)} counts the page view that`,
    `  was pushed while analytics_storage was denied, with its own page_path and page_category_*, once: the site works out`,
    "  from its dataLayer, in the order GTM processes it, whether the page's view is still uncounted and says so in the",
    "  consent event (`page_view_pending`). A page view already counted (consent stored, or given before the view was",
    "  pushed) is never counted again, whatever the visitor chooses later.",
    `- On a trigger the Google tag shares with GA4 event tags (the consent event), it fires first: its priority is`,
    `  ${GOOGLE_TAG_PRIORITY}, theirs the default 0, and GTM fires higher priorities first.`,
    "",
    dedupSection(),
    "",
    environmentsSection(),
    "",
    ga4SetupSection(container.tag),
    "",
  ];
  return lines.join("\n");
}
