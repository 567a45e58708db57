import fs from "fs";
import path from "path";

/**
 * Redirects are content (`content/redirects.json`). They are validated at
 * build time, registered with Gatsby for client-side navigation, and written
 * out for direct visits: a meta-refresh page per source (any static host,
 * `npm start`) and the CDN's `_redirects` file (see README "Deploy").
 */
export interface Redirect {
  from: string;
  to: string;
  reason?: string;
}

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
    if (pagePaths.has(from)) errors.push(`${where}: "${from}" is a page; a redirect would hide it`);
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
 * A case-only source has no page of its own and is not forced.
 */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map((r) => `${r.from} ${r.to} ${needsRedirectPage(r) ? "301!" : "301"}`).join("\n") + "\n";
}

/**
 * A source that differs from its target only in letter case gets no
 * meta-refresh page: on a case-insensitive file system (macOS, Windows) its
 * folder is the target's, and the stub would overwrite the real page with a
 * redirect to itself. `_redirects` (the CDN, `npm start`) and Gatsby's
 * client-side redirect still handle it.
 */
export function needsRedirectPage(redirect: Redirect): boolean {
  return redirect.from.toLowerCase() !== pathOf(redirect.to).toLowerCase();
}

export function writeRedirectFiles(publicDir: string, redirects: readonly Redirect[]): void {
  for (const redirect of redirects.filter(needsRedirectPage)) {
    const dir = path.join(publicDir, ...redirect.from.split("/").filter(Boolean));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), redirectPageHtml(redirect.to));
  }
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(redirects));
}
