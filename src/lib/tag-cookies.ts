import type { ConsentState } from "./analytics-schema";
import type { StorageCategory } from "./consent-vocabulary";

/**
 * The first-party cookies Google's tags set on the site's domain (_ga, _ga_*
 * with analytics consent; _gcl_* with ad consent), removed when the consent
 * that allowed them is withdrawn. A tag sets them on the registrable domain
 * (GA's cookie domain "auto": .swc.co.il for www.swc.co.il), so each is
 * expired for the host itself and for every parent domain. The page runtime
 * carries only the check (withdrawnTagCookies); the removal is late code
 * (plugins/gatsby-plugin-swc-delivery/late-code/tag-cookies.ts), requested when there is a cookie to remove.
 */

/** Their names' prefixes, by the consent category that allows them (`_ga` covers _ga and _ga_<stream id>). */
export const TAG_COOKIE_PREFIXES = {
  analytics: ["_ga"],
  advertising: ["_gcl_"],
} as const satisfies Partial<Record<StorageCategory, readonly string[]>>;

/**
 * The host and its parent domains but the bare top-level one: www.swc.co.il →
 * www.swc.co.il, swc.co.il, co.il. The browser refuses a public suffix (co.il)
 * as a cookie's domain, so naming it costs nothing; an IP address has none.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]*$|:/.test(hostname)) return [];
  const labels = hostname.split(".");
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/** The names in a `document.cookie` string that `state` does not allow a tag to keep. */
export function withdrawnTagCookies(cookies: string, state: ConsentState): string[] {
  const prefixes = [
    ...(state.analytics_storage === "granted" ? [] : TAG_COOKIE_PREFIXES.analytics),
    ...(state.ad_storage === "granted" ? [] : TAG_COOKIE_PREFIXES.advertising),
  ];
  return cookies
    .split(";")
    .map((pair) => pair.split("=")[0].trim())
    .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)));
}

/** Expires every tag cookie `state` does not allow: without a domain (path /), and on each of cookieDomains. */
export function removeTagCookies(doc: Document, state: ConsentState): void {
  for (const name of withdrawnTagCookies(doc.cookie, state)) {
    for (const domain of ["", ...cookieDomains(doc.location.hostname)]) {
      doc.cookie = `${name}=; Max-Age=0; Path=/${domain && `; Domain=${domain}`}`;
    }
  }
}
