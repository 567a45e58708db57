import {
  LEAD_CLICK_COMPONENTS,
  normalizePath,
  track,
  type AnalyticsEvent,
  type GetInTouchChannel,
  type LeadClickComponent,
  type LeadClickDetail,
} from "./analytics";

/**
 * Every click event comes from ONE delegated click listener, driven by data
 * attributes, so page components carry no tracking code and a tap is tracked
 * exactly once, whether it came before React hydrated the page or after (the
 * page runtime installs the listener from <head>; docs/analytics.md "Markup contract"):
 *
 * - `data-track` (written by `trackingAttributes`) on the clicked element or
 *   an ancestor holds the whole event as JSON: component clicks such as
 *   radio_clicked, service_clicked, technology_clicked, case_study_clicked.
 * - `data-track-component="<name>"` on a link or any ancestor names the part of
 *   the page (header, footer, hero, cta, workshop card). `data-analytics-zone`
 *   is accepted as a synonym. Layout marks the site header and footer.
 * - `data-contact-link` marks a link to the contact form (any link whose path
 *   is /contact counts too).
 * - `data-get-in-touch="email" | "linkedin"` marks the footer's contact links.
 */

export const ZONE_SELECTOR = "[data-track-component], [data-analytics-zone]";

/** Link texts navigation tracking skips (they are calls to action, tracked as lead clicks). */
export const NAVIGATION_SKIP_TEXTS = ["let's talk", "begin your journey", "connect"] as const;

/** Link texts that make any link a lead click. */
export const LEAD_CLICK_TEXTS = ["start your success story", "talk to us"] as const;

/** Collapses whitespace the way the text reads on screen. */
export function normalizeLinkText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Lower-cased, typographic apostrophes made plain, for comparisons only. */
function comparable(text: string): string {
  return normalizeLinkText(text).toLowerCase().replace(/[\u2018\u2019]/g, "'");
}

export function isNavigationSkipText(text: string): boolean {
  const value = comparable(text);
  return NAVIGATION_SKIP_TEXTS.some((skip) => value.includes(skip));
}

export function isLeadClickText(text: string): boolean {
  const value = comparable(text);
  return LEAD_CLICK_TEXTS.some((lead) => value.includes(lead));
}

/** True for a same-site link to the contact page (with or without query/hash). */
export function isContactHref(href: string, origin = "http://localhost"): boolean {
  try {
    const url = new URL(href, origin);
    return url.origin === new URL(origin).origin && normalizePath(url.pathname) === "/contact";
  } catch {
    return false;
  }
}

/** event_detail of a lead click: the section of the site the visitor is on. */
export function leadClickDetail(pathname: string): LeadClickDetail {
  const [first, second] = normalizePath(pathname).split("/").filter(Boolean);
  if (first === "services" && second === "marketing") return "marketing";
  if (first === "services" && second === "product") return "product";
  if (first === "workshops") return "workshops";
  if (first === "case-studies" || first === "case-study") return "case-studies";
  if (first === "technology") return "technology";
  return "N/A";
}

/** component_name of a lead click: the marked zone, "other" when unmarked or unknown. */
export function leadClickComponent(zone: string | null): LeadClickComponent {
  const value = (zone ?? "").trim().toLowerCase() as LeadClickComponent;
  return LEAD_CLICK_COMPONENTS.includes(value) ? value : "other";
}

/** The event a `data-track` attribute holds, or null when it is not a well-formed event. */
export function parseTrackedEvent(value: string | null): AnalyticsEvent | null {
  if (!value) return null;
  try {
    const event = JSON.parse(value) as AnalyticsEvent;
    return event && typeof event === "object" && typeof event.event_name === "string" ? event : null;
  } catch {
    return null;
  }
}

/** What the listener knows about a clicked link. */
export interface LinkClick {
  text: string;
  href: string;
  /** the link carries data-contact-link */
  contactMarked: boolean;
  /** value of data-get-in-touch, if any */
  getInTouch: string | null;
  /** nearest data-track-component / data-analytics-zone value */
  zone: string | null;
  /** path of the page the click happened on */
  pathname: string;
  origin?: string;
}

/** The event a link click produces, or null when it is not tracked centrally. */
export function classifyLinkClick(click: LinkClick): AnalyticsEvent | null {
  const { text, zone } = click;
  if (zone === "footer" && (click.getInTouch === "email" || click.getInTouch === "linkedin")) {
    return { event_name: "get_in_touch", event_detail: click.getInTouch as GetInTouchChannel, component_name: "footer" };
  }
  if (click.contactMarked || isContactHref(click.href, click.origin) || isLeadClickText(text)) {
    return {
      event_name: "lead_click",
      event_detail: leadClickDetail(click.pathname),
      event_text: text,
      component_name: leadClickComponent(zone),
    };
  }
  if ((zone === "header" || zone === "footer") && !isNavigationSkipText(text)) {
    return { event_name: "navigation", event_text: text, component_name: zone === "header" ? "header menu" : "footer menu" };
  }
  return null;
}

/** Reads a link as the listener sees it. */
export function describeLink(link: HTMLAnchorElement, location: Pick<Location, "pathname" | "origin">): LinkClick {
  const zoneElement = link.closest(ZONE_SELECTOR);
  const zone = zoneElement?.getAttribute("data-track-component") ?? zoneElement?.getAttribute("data-analytics-zone") ?? null;
  return {
    text: normalizeLinkText(link.textContent ?? "") || normalizeLinkText(link.getAttribute("aria-label") ?? ""),
    href: link.getAttribute("href") ?? "",
    contactMarked: link.hasAttribute("data-contact-link"),
    getInTouch: link.getAttribute("data-get-in-touch"),
    zone,
    pathname: location.pathname,
    origin: location.origin,
  };
}

/**
 * Installs the listener on `root` in the capture phase, so it reads the link
 * before React handlers close menus or Gatsby starts navigating. Returns a
 * function that removes it.
 */
export function installClickTracking(root: Document = document, send: (event: AnalyticsEvent) => void = track): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const marked = target.closest("[data-track]");
    if (marked) {
      const tracked = parseTrackedEvent(marked.getAttribute("data-track"));
      if (tracked) send(tracked);
      return;
    }
    const link = target.closest<HTMLAnchorElement>("a[href]");
    if (!link) return;
    const tracked = classifyLinkClick(describeLink(link, root.defaultView?.location ?? window.location));
    if (tracked) send(tracked);
  };
  root.addEventListener("click", onClick, true);
  return () => root.removeEventListener("click", onClick, true);
}
