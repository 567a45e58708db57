import fs from "fs";
import path from "path";
import type { Optional } from "../src/lib/optional";

/**
 * Redirects are content (`content/redirects.json`). They are validated at
 * build time, registered with Gatsby for client-side navigation, and written
 * out for direct visits: a meta-refresh page per source (any static host,
 * `npm start`) and the CDN's `_redirects` file (see docs/deploy.md).
 */
export type Redirect = Optional<Pick<Queries.RedirectsJson, "from" | "to" | "reason">, "reason">;

export function readRedirects(file = path.resolve(__dirname, "..", "content", "redirects.json")): Redirect[] {
  const data: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!Array.isArray(data)) throw new Error(`${file} must hold an array of { from, to }`);
  return data as Redirect[];
}

const pathOf = (target: string) => target.split("#")[0] || "/";

/** Every problem with the redirect table, in words an editor can act on. */
export function validateRedirects(redirects: readonly Redirect[], pagePaths: ReadonlySet<string>): string[] {
  const errors: string[] = [];
  const sources = new Map<string, string>();
  for (const [index, redirect] of redirects.entries()) {
    const where = `redirect #${index + 1}`;
    if (typeof redirect?.from !== "string" || typeof redirect?.to !== "string") {
      errors.push(`${where}: needs string fields "from" and "to"`);
      continue;
    }
    const { from, to } = redirect;
    if (!from.startsWith("/") || !to.startsWith("/")) errors.push(`${where}: "${from}" → "${to}" must both start with "/"`);
    if (sources.has(from)) errors.push(`${where}: duplicate redirect from "${from}"`);
    sources.set(from, to);
    // A case alias is built as a page of its own (caseAliasPages); any other source must not be one.
    if (pagePaths.has(from) && !isCaseAlias(redirect)) errors.push(`${where}: "${from}" is a page; a redirect would hide it`);
  }
  for (const [from, to] of sources) {
    // Follow the chain: it must end on a real page without coming back.
    const visited = new Set([from]);
    let current = pathOf(to);
    while (sources.has(current)) {
      if (visited.has(current)) {
        errors.push(`redirect loop: ${[...visited, current].join(" → ")}`);
        break;
      }
      visited.add(current);
      current = pathOf(sources.get(current)!);
    }
    if (!visited.has(current) && !pagePaths.has(current)) {
      errors.push(`redirect "${from}" → "${to}": target page "${current}" does not exist`);
    }
  }
  return errors;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A page that sends a direct visitor on at once, and tells crawlers where.
 * Meta refresh only: no inline script, so the CSP needs no exception for it.
 */
export function redirectPageHtml(to: string): string {
  const target = escapeHtml(to);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${target}"></head><body><p>This page has moved to <a href="${target}">${target}</a>.</p></body></html>\n`;
}

/**
 * Netlify's `_redirects` format: `from to status`. Netlify skips a rule when a
 * file exists at its source unless the status is forced (`301!`); every source
 * with a meta-refresh page is therefore forced, so the CDN answers a real 301.
 * A case alias is not forced: its source is a real page, and a CDN that
 * matches paths without regard to case would otherwise send the target to
 * itself.
 */
export function redirectsFile(redirects: readonly Redirect[], rewrites: readonly string[] = []): string {
  return [...redirects.map((r) => `${r.from} ${r.to} ${needsRedirectPage(r) ? "301!" : "301"}`), ...rewrites].join("\n") + "\n";
}

/**
 * A source that differs from its target only in letter case
 * (/GMP-terms-and-conditions → /gmp-terms-and-conditions) is a case alias: the
 * same page is built at both addresses (`caseAliasPages`, the alias with a
 * canonical link to the target and out of the sitemap), so the address
 * answers from the files alone on a host that ignores `_redirects`; the
 * redirect rules only tidy the address where they run.
 */
export function isCaseAlias(redirect: Redirect): boolean {
  return redirect.from !== redirect.to && redirect.from.toLowerCase() === pathOf(redirect.to).toLowerCase();
}

/** Every source but a case alias gets a meta-refresh page; a case alias has a real one. */
export function needsRedirectPage(redirect: Redirect): boolean {
  return !isCaseAlias(redirect);
}

/**
 * The alias pages to build beside a page: its path in the letter cases the
 * redirect table sends to it, each carrying the page's own path as its
 * canonical one. On a case-insensitive file system (macOS, Windows) the two
 * builds share one folder; the pages are the same but for the address, so
 * either file serves both.
 */
export function caseAliasPages(pagePath: string, redirects: readonly Redirect[]): { path: string; canonicalPath: string }[] {
  return redirects.filter((r) => isCaseAlias(r) && r.to === pagePath).map((r) => ({ path: r.from, canonicalPath: pagePath }));
}

/** The meta-refresh pages and `_redirects`: the redirects, then `rewrites` (rules in Netlify's syntax). */
export function writeRedirectFiles(publicDir: string, redirects: readonly Redirect[], rewrites: readonly string[] = []): void {
  for (const redirect of redirects.filter(needsRedirectPage)) {
    const dir = path.join(publicDir, ...redirect.from.split("/").filter(Boolean));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), redirectPageHtml(redirect.to));
  }
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(redirects, rewrites));
}
