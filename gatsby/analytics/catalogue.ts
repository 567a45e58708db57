import type { AnalyticsEvent, AnalyticsEventName, WebVital, WebVitalsEvent } from "../../src/lib/analytics";

/**
 * What each event means, for GTM admins. docs/analytics.md is rendered from
 * this catalogue and the analytics module (gatsby/analytics/doc.ts); the
 * examples are typed against the event union and pushed through the real
 * `toDataLayerEvent`, so the document cannot describe a shape the code does
 * not send. Browser tests (tests/e2e/analytics.spec.ts) assert the same
 * objects in Chromium.
 */

type EventOf<K extends AnalyticsEventName> = Extract<AnalyticsEvent, { event_name: K }>;

export interface FieldDocs {
  event_detail: string;
  event_text: string;
  component_name: string;
  hashed_email?: string;
  lead_id?: string;
  user_data?: string;
  exp_variant_string?: string;
  value?: string;
  currency?: string;
}

/** Groups of events, one GTM folder each (docs/gtm/container.json). */
export const EVENT_FAMILIES = ["Navigation", "Leads", "Content clicks", "Experiments"] as const;
export type EventFamily = (typeof EVENT_FAMILIES)[number];

export interface EventDoc<K extends AnalyticsEventName> {
  /** the folder its GTM trigger and tag go in */
  family: EventFamily;
  /** when the event is pushed */
  fires: string;
  /** which code pushes it */
  source: string;
  fields: FieldDocs;
  examples: readonly EventOf<K>[];
}

export type EventCatalogue = { [K in AnalyticsEventName]: EventDoc<K> };

/** An event's examples, each written as the fields it pushes besides its name, which the first argument gives once. */
function examplesOf<K extends AnalyticsEventName>(event_name: K, ...pushed: Omit<EventOf<K>, "event_name">[]): EventOf<K>[] {
  return pushed.map((fields) => ({ event_name, ...fields }) as EventOf<K>);
}

/** In the order of the measurement plan's table. */
export const EVENT_CATALOGUE: EventCatalogue = {
  navigation: {
    family: "Navigation",
    fires:
      "A visitor clicks a link in the site header (logo, main menu, dropdown and mobile-menu links) or the footer (logo, link columns, legal link). Skipped: links whose text contains \"let's talk\", \"begin your journey\" or \"connect\", contact links (they send `lead_click`) and the footer's e-mail/LinkedIn links (they send `get_in_touch`). Menu buttons that only open a dropdown send nothing.",
    source: "Delegated click listener, src/lib/analytics-clicks.ts",
    fields: {
      event_detail: '"N/A" (a menu link has no detail)',
      event_text: "Link text as shown (whitespace collapsed)",
      component_name: '"header menu" or "footer menu"',
    },
    examples: examplesOf("navigation",
      { event_text: "Google Analytics Services", component_name: "header menu" },
      { event_text: "Insights", component_name: "footer menu" },
    ),
  },
  lead_click: {
    family: "Leads",
    fires:
      "A visitor clicks, anywhere on the site, a link to the contact page (its path is /contact, or it carries `data-contact-link`) or a link whose text contains \"start your success story\" or \"talk to us\" (case-insensitive).",
    source: "Delegated click listener, src/lib/analytics-clicks.ts",
    fields: {
      event_detail:
        'Section of the site the visitor is on, from the page path: /services/marketing/… → "marketing", /services/product/… → "product", /workshops… → "workshops", /case-studies and /case-study/… → "case-studies", /technology/… → "technology", any other page → "N/A"',
      event_text: "Link text as shown",
      component_name:
        'Where the link sits: "header", "footer", "hero", "cta", "workshop card", or "other" for anything unmarked (see "Markup contract")',
    },
    examples: examplesOf("lead_click",
      { event_detail: "marketing", event_text: "Let's Talk", component_name: "header" },
      { event_detail: "N/A", event_text: "Begin Your Journey", component_name: "footer" },
      { event_detail: "technology", event_text: "Book a Consultation", component_name: "hero" },
      { event_detail: "workshops", event_text: "Talk to Us", component_name: "workshop card" },
    ),
  },
  get_in_touch: {
    family: "Leads",
    fires:
      "A visitor clicks the e-mail or LinkedIn link in the footer, or in the Contact Information card on /contact.",
    source: 'Footer: delegated click listener (links marked `data-get-in-touch`); contact card: its onClick',
    fields: {
      event_detail: '"email" or "linkedin"',
      event_text: '"N/A" (the channel says it all)',
      component_name: '"footer" or "contact card"',
    },
    examples: examplesOf("get_in_touch",
      { event_detail: "email", component_name: "footer" },
      { event_detail: "linkedin", component_name: "contact card" },
    ),
  },
  solutions_button_clicked: {
    family: "Content clicks",
    fires: "A visitor clicks 'Explore Solutions' in the home hero or below the home page's 'What We Do' cards.",
    source: "Delegated click listener: `data-track` on the home hero's and What We Do's buttons",
    fields: {
      event_detail: '"N/A" (the button\'s label and section say it all)',
      event_text: "Button label",
      component_name: '"hero" or "What We Do"',
    },
    examples: examplesOf("solutions_button_clicked",
      { event_text: "Explore Solutions", component_name: "hero" },
      { event_text: "Explore Solutions", component_name: "What We Do" },
    ),
  },
  radio_clicked: {
    family: "Content clicks",
    fires: "A visitor selects a tab of the home page's vintage-radio About section (radio buttons, or the tab strip on small screens), by tap, click or arrow/Home/End keys.",
    source: "Delegated click listener: `data-track` on each preset's radio input in the home page's About radio",
    fields: {
      event_detail: '"N/A"',
      event_text: "Tab label: Who We Are, Partners or By the Numbers",
      component_name: '"radio"',
    },
    examples: examplesOf("radio_clicked", { event_detail: "N/A", event_text: "Partners", component_name: "radio" }),
  },
  service_clicked: {
    family: "Content clicks",
    fires:
      "A visitor follows a service card: 'What We Do' on the home page, the two service grids on /services, or a related-service card on a technology or service page (related cards that are not services, such as a workshop, send nothing).",
    source: "Delegated click listener: `data-track` on service cards",
    fields: {
      event_detail: '"marketing" or "product" (the service type)',
      event_text: "Service title",
      component_name:
        '"What We Do" (home page); on /services the section title, "Services for Marketing Managers" or "Services for Product Managers"; "Related Services" on technology and service pages',
    },
    examples: examplesOf("service_clicked",
      { event_detail: "marketing", event_text: "Google Analytics Services", component_name: "What We Do" },
      { event_detail: "product", event_text: "Mixpanel Services", component_name: "Services for Product Managers" },
      { event_detail: "product", event_text: "Tailored Analytics Products", component_name: "Related Services" },
    ),
  },
  technology_clicked: {
    family: "Content clicks",
    fires: "A visitor follows a card of the home page's 'Our Tech Arsenal' or a technology tile on /services.",
    source: "Delegated click listener: `data-track` on technology cards and tiles",
    fields: {
      event_detail:
        '"technology" (home cards) or "overview" (tiles on /services): the kind of card, or the overview page the tile sits on. The two values let one GTM trigger tell the home page\'s four platform cards from the /services grid without reading the page path',
      event_text: "Card category (home) or technology name (/services)",
      component_name: '"Our Tech Arsenal", or the section title on /services ("Technologies")',
    },
    examples: examplesOf("technology_clicked",
      { event_detail: "technology", event_text: "Google Cloud", component_name: "Our Tech Arsenal" },
      { event_detail: "overview", event_text: "BigQuery & Google Cloud", component_name: "Technologies" },
    ),
  },
  case_study_clicked: {
    family: "Content clicks",
    fires: "A visitor opens a case study from the home page's 'Case Studies' cards or from the /case-studies list.",
    source: "Delegated click listener: `data-track` on case-study cards",
    fields: {
      event_detail: "Industry, lower-cased",
      event_text: "Company name",
      component_name: '"Case Studies" (home page) or "N/A" (/case-studies)',
    },
    examples: examplesOf("case_study_clicked",
      { event_detail: "fintech", event_text: "eToro", component_name: "Case Studies" },
      { event_detail: "ecommerce", event_text: "NovaMart", component_name: "N/A" },
    ),
  },
  lead_sent: {
    family: "Leads",
    fires: "A lead form was sent successfully (the server function returned no error), right before the thank-you view.",
    source: "Lead form (src/components/forms)",
    fields: {
      event_detail: '"N/A"',
      event_text: "Label of the submit button",
      component_name:
        'Name of the form: "Contact Page Form", "About Page Form", "Home Let\'s Talk Form", "DV360 Self-Serve Form" or "Workshop Waitlist Form" (a workshop page while no session is scheduled)',
      hashed_email:
        "SHA-256 hex of the e-mail address normalised as Google documents (NFC, trimmed, lower-cased, dots of a gmail.com/googlemail.com local part removed; Web Crypto): the same hash `npm run leads:export` writes. Pushed only while `ad_user_data` is granted; omitted otherwise, or when hashing is unavailable. Never the address itself.",
      lead_id:
        "The lead's id: the idempotency key the form sent with it, stored with the lead and written by `npm run leads:export` (column Order ID). Map it as the Google Ads conversion's order id (which de-duplicates within one conversion action only: keep the tag's action primary and the import's secondary) and a GA4 parameter.",
      user_data:
        "`{ sha256_email_address }`: the same hash as `hashed_email`, for the Google Ads user-provided data variable. Pushed only while `ad_user_data` is granted; omitted otherwise.",
      exp_variant_string:
        'The A/B test variants the visitor was shown (with analytics consent) before sending the lead, as `experience_impression` names them, comma-separated: "SWC-home-hero-headline-b,SWC-lp-hero-lost". The build refuses experiments that can run together whose longest names joined would pass GA4\'s 100 characters, so no assignment is cut; filter with "contains" one variant\'s name. The same assignments are stored with the lead. Omitted when none.',
    },
    examples: examplesOf("lead_sent",
      {
        event_detail: "N/A",
        event_text: "Send Message",
        component_name: "Contact Page Form",
        hashed_email: "91d42acb8b000314b773deafa2f299be7a5a598686347e8dd7c5ca0a8e61af47",
        lead_id: "lead-3f2b8c1e-6a4d-4e7b-9c0a-5d1e2f3a4b5c",
        user_data: { sha256_email_address: "91d42acb8b000314b773deafa2f299be7a5a598686347e8dd7c5ca0a8e61af47" },
      },
      {
        event_detail: "N/A",
        event_text: "Join the Waitlist",
        component_name: "Workshop Waitlist Form",
        lead_id: "lead-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      },
      {
        event_detail: "N/A",
        event_text: "Send Message",
        component_name: "Home Let's Talk Form",
        hashed_email: "91d42acb8b000314b773deafa2f299be7a5a598686347e8dd7c5ca0a8e61af47",
        lead_id: "lead-0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
        user_data: { sha256_email_address: "91d42acb8b000314b773deafa2f299be7a5a598686347e8dd7c5ca0a8e61af47" },
        exp_variant_string: "SWC-home-hero-headline-defensible",
      },
    ),
  },
  generate_lead: {
    family: "Leads",
    fires:
      "Right after `lead_sent`, for the same lead: GA4's recommended event for a lead, with what a lead from that form is worth when content gives the form a lead value. The values are the product owner's, set in the CMS (Lead form texts → Lead values for the site's own forms, a landing page's lead form block for its form); a form without one sends `generate_lead` without `value` and `currency`, and the build lists such forms.",
    source: "Lead form (src/components/forms), its value from content (src/lib/lead-value.ts)",
    fields: {
      event_detail: '"N/A"',
      event_text: '"N/A" (`lead_sent` carries the button\'s label)',
      component_name: "Name of the form, as `lead_sent` names it",
      value: "What a lead from this form is worth: a number, 0 or more, from content. Omitted when the form has no lead value. GA4 makes it the event's value (no custom definition needed).",
      currency: 'The value\'s ISO 4217 currency code, from content ("ILS" when content names none). Omitted with the value.',
    },
    examples: examplesOf("generate_lead",
      { event_detail: "N/A", event_text: "N/A", component_name: "Contact Page Form", value: 1500, currency: "ILS" },
      { event_detail: "N/A", event_text: "N/A", component_name: "Workshop Waitlist Form" },
    ),
  },
  lead_error: {
    family: "Leads",
    fires:
      "A lead form shows a field error. Every form except the About page's sends each newly appearing error once: a given field and message is sent the first time it shows, not again while the visitor keeps editing (the record is cleared after a successful send). The About form re-validates on submit and sends one event per issue on every failed submit.",
    source: "Lead form (src/components/forms)",
    fields: {
      event_detail:
        'Field label: "Your Name", "Email Address", "Company", "Your Message" ("Your Goals" on the DV360 form, "How Can We Help?" on the home block) or "reCAPTCHA"',
      event_text: "The error message shown",
      component_name: '"N/A" (the field names the form\'s part)',
    },
    examples: examplesOf("lead_error",
      { event_detail: "Email Address", event_text: "Please enter a valid email address" },
      { event_detail: "reCAPTCHA", event_text: "Please complete the reCAPTCHA verification" },
    ),
  },
  experience_impression: {
    family: "Experiments",
    fires:
      "A page under an A/B test (content/experiments, docs/experiments.md) shows a visitor enrolled with analytics consent their variant: once per page view and experiment, when the page is parsed; for a page the browser prerendered, at its activation, never while it is prerendered; again when the back/forward cache restores the page. GA4's event for a third-party experiment's exposure: register exp_variant_string and build one audience or comparison per variant. Never pushed without analytics consent or for a crawler.",
    source: "The page's inline experiment script (src/head-scripts/experiment-assignment.ts), only on pages with a running experiment",
    fields: {
      event_detail: "The experiment's id (its slug)",
      event_text: 'The id of the variant shown ("control" for the page as it is)',
      component_name: '"N/A"',
      exp_variant_string: 'GA4\'s form "<tool>-<experiment id>-<variant id>", the tool being "SWC": "SWC-home-hero-headline-control". A variant\'s id has no hyphen (the build and the CMS refuse one), so the variant is the part after the last hyphen and no two names are alike',
    },
    examples: examplesOf("experience_impression",
      {
        event_detail: "home-hero-headline",
        event_text: "defensible",
        exp_variant_string: "SWC-home-hero-headline-defensible",
      },
    ),
  },
};

/** The address behind the lead_sent example's hashed_email (checked by a unit test). */
export const HASHED_EMAIL_EXAMPLE_INPUT = "  Dana.Levi@Example.co.il ";

/** Pages whose page-view objects the document shows. */
export const PAGE_VIEW_EXAMPLE_PATHS = [
  "/",
  "/services",
  "/services/marketing/google-analytics-services",
  "/technology/google-marketing-platform/analytics-360",
] as const;

/** The web_vitals event, documented like the catalogue's events (its own `event`, so not one of them). */
export const WEB_VITALS_DOC = {
  folder: "Site performance",
  fires:
    "A Core Web Vital of the visit is final: LCP at the visitor's first interaction (or when the tab is hidden), CLS and INP when the tab is hidden or closed, again if it grows after the visitor returns. Reported by Google's web-vitals library, loaded once the page is idle after load; a page load reports each metric once unless it changes, with the same metric_id.",
  source: "src/lib/web-vitals-report.ts (web-vitals), late code the page runtime requests once the page is idle after load",
  fields: {
    event_detail: '"LCP", "INP" or "CLS"',
    event_text: 'The rating web-vitals gives it: "good", "needs-improvement" or "poor" (Google\'s thresholds)',
    component_name:
      'CSS selector of the element behind it: the LCP element, the element the slowest interaction targeted, the source of the largest layout shift; at most 100 characters (GA4\'s limit), "N/A" when the browser names none',
    metric_value: "The metric's value for this page load: whole milliseconds for LCP and INP, the unitless layout-shift score (4 decimals) for CLS",
    metric_delta: "The change since this metric was last pushed for this page load (equal to metric_value the first time); sum it to aggregate",
    metric_id: "Unique per metric and page load (web-vitals' id): keep the last push per id",
    metric_page_path:
      "The page the visit landed on, normalized like page views' page_path: the metric belongs to that page load. A field of its own, so a late report never changes the page_path that later events carry",
  },
  examples: [
    {
      name: "LCP",
      rating: "good",
      value: 1208.3,
      delta: 1208.3,
      id: "v6-1795602240168-1943291076976",
      target: "div.lg:text-left.text-center>p.lg:mx-0.max-w-xl.mt-6.mx-auto.text-ink-muted.text-lead",
      landingPath: "/",
    },
    {
      name: "INP",
      rating: "needs-improvement",
      value: 232,
      delta: 232,
      id: "v6-1795602245321-9408015154781",
      target: "svg.icon.menu-toggle-open>path",
      landingPath: "/services/marketing/google-analytics-services",
    },
    { name: "CLS", rating: "good", value: 0, delta: 0, id: "v6-1795602245323-8641974963437", landingPath: "/contact" },
  ],
} as const satisfies {
  folder: string;
  fires: string;
  source: string;
  fields: Record<Exclude<keyof WebVitalsEvent, "event" | "event_name">, string>;
  examples: readonly WebVital[];
};
