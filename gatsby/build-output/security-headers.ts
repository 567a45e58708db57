import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { generateHtmlPath } from "gatsby-core-utils/page-html";
import LOCAL_DEFAULTS from "../../src/lib/local-build-defaults.json";
import { ADMIN_PATH, IDENTITY_WIDGET } from "../cms/admin-page";
import { cmsBackendFromEnv, type BackendName } from "../cms/backend";
import { LOCAL_BACKEND_PORT } from "../cms/config";
import { containerTagTypes } from "../analytics/gtm-container";
import { hostsForTagTypes, PRODUCTION_MEASUREMENT, type MeasurementBuild } from "../analytics/tag-hosts";
import { measurementBuildFromEnv } from "../gtm";
import { CONTACT_FUNCTION } from "../../src/lib/contact";
import { htmlFiles } from "../../plugins/gatsby-plugin-swc-delivery/build-output/html-files";
import { failOnPages, type BuildOutput, type BuildOutputStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/pipeline";

/**
 * Response headers for the CDN (`public/_headers`, Netlify / Cloudflare Pages
 * format; `npm start` applies the same file). Each HTML page gets a
 * Content-Security-Policy that allows exactly its own inline scripts by hash
 * (Gatsby inlines its chunk map per page, and the consent/GTM snippets), and
 * only the third parties the site uses: reCAPTCHA, Supabase, and the hosts
 * the GTM container's tags need — derived from the container itself
 * (gatsby/analytics/tag-hosts.ts declares the hosts of each tag type), so a
 * tag the container gains cannot be blocked by the site's own policy.
 *
 * Every policy reports its violations (report-to, with report-uri for
 * browsers without the Reporting API) to the contact function's report route
 * (supabase/functions/_shared/csp-reports.ts), which counts them per blocked
 * host and directive and alerts on a host it has never seen. NEXT_POLICY, when
 * set, is served beside the enforced policy as Content-Security-Policy-Report-Only:
 * a change is watched in production before it is enforced.
 */
export interface CspOptions {
  /** origin of the Supabase project the lead form posts to */
  supabaseOrigin: string;
  /** Tag Assistant and a tagging server's hosts, when the build has them (gatsby/gtm.ts); production's otherwise */
  measurement?: MeasurementBuild;
  /** the policy to try out in report-only mode; NEXT_POLICY otherwise (none) */
  nextPolicy?: PolicyChange | null;
}

/** A change to the enforced policy, by directive: sources added and removed. */
export interface PolicyChange {
  add?: Readonly<Record<string, readonly string[]>>;
  remove?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The next policy, served report-only beside the enforced one (null: none).
 * Set it to watch a change's reports (npm run leads -- csp, docs/lead-capture.md)
 * for a while before making it the policy.
 */
export const NEXT_POLICY: PolicyChange | null = null;

/** The contact function's route that receives the reports (supabase/functions/send-contact-email/handler.ts). */
export const CSP_REPORT_ROUTE = "/csp-report";
/** The Reporting API endpoint's name, in Reporting-Endpoints and report-to. */
export const CSP_REPORT_GROUP = "csp";
/** Where a page's violation reports go. */
export const cspReportUrl = (supabaseOrigin: string) => `${supabaseOrigin}/functions/v1/${CONTACT_FUNCTION}${CSP_REPORT_ROUTE}`;

export const RECAPTCHA_HOSTS = {
  scripts: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frames: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  connect: ["https://www.google.com/recaptcha/"],
  images: ["https://www.gstatic.com"],
};

/** The container's tag types, rendered once per build (every page's policy admits their hosts). */
let tagTypes: string[] | undefined;
const measurement = (build: MeasurementBuild = PRODUCTION_MEASUREMENT) => hostsForTagTypes((tagTypes ??= containerTagTypes()), build);
const unique = (values: string[]) => [...new Set(values)];

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 source expressions for every executable inline script in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}'`);
  }
  return [...hashes].sort();
}

/** A policy's header value from its directives, in their order. */
export function serializeCsp(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** A page's policy as directives, in their order: `contentSecurityPolicy` for the header, `withMetaPolicy` for a meta. */
export function cspDirectives(scriptHashes: readonly string[], options: CspOptions): Record<string, string[]> {
  const google = measurement(options.measurement);
  return {
    "default-src": ["'self'"],
    "script-src": unique(["'self'", ...scriptHashes, ...google["script-src"], ...RECAPTCHA_HOSTS.scripts]),
    // Gatsby inlines its CSS in <style>, and components set CSS custom
    // properties in style attributes (fade-in delays, dial position); style
    // attributes cannot be allowed by hash, hence 'unsafe-inline' for styles only.
    "style-src": unique(["'self'", "'unsafe-inline'", ...google["style-src"]]),
    "img-src": unique(["'self'", "data:", ...google["img-src"], ...RECAPTCHA_HOSTS.images]),
    "font-src": unique(["'self'", ...google["font-src"]]),
    "connect-src": unique(["'self'", options.supabaseOrigin, ...google["connect-src"], ...RECAPTCHA_HOSTS.connect]),
    "frame-src": unique([...RECAPTCHA_HOSTS.frames, ...google["frame-src"]]),
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "upgrade-insecure-requests": [],
    "report-uri": [cspReportUrl(options.supabaseOrigin)],
    "report-to": [CSP_REPORT_GROUP],
  };
}

export function contentSecurityPolicy(scriptHashes: readonly string[], options: CspOptions): string {
  return serializeCsp(cspDirectives(scriptHashes, options));
}

/** The policy's directives with `change` applied (directives it names that the policy lacks are added). */
export function changedDirectives(directives: Record<string, string[]>, change: PolicyChange): Record<string, string[]> {
  const changed = Object.fromEntries(Object.entries(directives).map(([name, values]) => [name, [...values]]));
  for (const [name, values] of Object.entries(change.add ?? {})) changed[name] = unique([...(changed[name] ?? []), ...values]);
  for (const [name, values] of Object.entries(change.remove ?? {})) if (changed[name]) changed[name] = changed[name].filter((value) => !values.includes(value));
  return changed;
}

/** A page's policy headers: the enforced policy, its reporting endpoint, and the next policy report-only when there is one. */
export function policyHeaders(scriptHashes: readonly string[], options: CspOptions): [string, string][] {
  const directives = cspDirectives(scriptHashes, options);
  const next = options.nextPolicy === undefined ? NEXT_POLICY : options.nextPolicy;
  return [
    ["Content-Security-Policy", serializeCsp(directives)],
    ...(next ? [["Content-Security-Policy-Report-Only", serializeCsp(changedDirectives(directives, next))] as [string, string]] : []),
    ["Reporting-Endpoints", `${CSP_REPORT_GROUP}="${cspReportUrl(options.supabaseOrigin)}"`],
  ];
}

export const COMMON_HEADERS: [string, string][] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
];

/*
 * The site's pages send no Cross-Origin-Opener-Policy (only the CMS does, for
 * its login popup). With `same-origin`, every arrival from another site or a
 * new tab must start a new browsing context group, which in Chromium means a
 * renderer process of its own, cold (and on Android the header also opts the
 * site into a dedicated process), which delays the first paint and adds
 * blocking time on a slow phone. What the header protects — a reference to the window from a page
 * that opened it, and process isolation on Android — guards nothing here: the
 * pages show the same public content to everyone, and framing is refused by
 * frame-ancestors and X-Frame-Options. All pages must then agree (a page with
 * and a page without would switch groups on every link between them, undoing
 * prerendering).
 */

const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

export interface PageHtml {
  /** URL path the page is served at, e.g. "/about" or "/" */
  urlPath: string;
  html: string;
}

/** A `_headers` rule: a path pattern and its headers. */
export type HeaderRule = [pattern: string, headers: [string, string][]];

/** The whole `_headers` file; `extraRules` are rules for paths that are not the site's pages (the CMS). */
export function headersFile(pages: readonly PageHtml[], hashedAssets: readonly string[], options: CspOptions, extraRules: readonly HeaderRule[] = []): string {
  const block = (pattern: string, headers: [string, string][]) =>
    `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")}\n`;
  // Hosts merge the headers of every matching rule, so each header is set by
  // exactly one rule for a given path: Cache-Control never comes from "/*".
  const blocks = [block("/*", COMMON_HEADERS)];
  blocks.push(block("/static/*", [["Cache-Control", IMMUTABLE]]));
  for (const asset of hashedAssets) blocks.push(block(asset, [["Cache-Control", IMMUTABLE]]));
  for (const page of pages) {
    blocks.push(
      block(page.urlPath, [...policyHeaders(inlineScriptHashes(page.html), options), ["Cache-Control", REVALIDATE]]),
    );
  }
  for (const [pattern, headers] of extraRules) blocks.push(block(pattern, headers));
  return blocks.join("\n");
}

/** The address an HTML file of `publicDir` is served at: "index.html" → "/", "about/index.html" → "/about", "404.html" → "/404.html". */
export function urlPathOf(publicDir: string, file: string): string {
  const rel = "/" + path.relative(publicDir, file).split(path.sep).join("/");
  return rel === "/index.html" ? "/" : rel.replace(/\/index\.html$/, "");
}

/**
 * Writes public/_headers for every HTML file in public/; returns the pages and
 * hashed assets it covered. `skipPrefixes`: folders of public/ whose HTML is
 * not the site's (the CMS), covered by `extraRules` instead.
 */
export function writeHeadersFile(
  publicDir: string,
  options: CspOptions,
  extraRules: readonly HeaderRule[] = [],
  skipPrefixes: readonly string[] = [],
): { pages: PageHtml[]; hashedAssets: string[] } {
  const pages: PageHtml[] = [];
  for (const file of htmlFiles(publicDir)) {
    const urlPath = urlPathOf(publicDir, file);
    if (skipPrefixes.some((prefix) => urlPath.startsWith(`${prefix}/`) || urlPath === prefix)) continue;
    pages.push({ urlPath, html: fs.readFileSync(file, "utf8") });
  }
  // webpack's content-hashed files at the root (name-<hash>.js/.css) and the
  // late code's (late/name-<hash>.js, plugins/gatsby-plugin-swc-delivery/bundling/late-code.ts) never change.
  const hashedAssets = fs
    .readdirSync(publicDir)
    .filter((name) => /-[0-9a-f]{16,}\.(js|css)$/.test(name) || /^styles\.[0-9a-f]{16,}\.css$/.test(name))
    .map((name) => `/${name}`);
  const lateDir = path.join(publicDir, "late");
  if (fs.existsSync(lateDir)) hashedAssets.push(...fs.readdirSync(lateDir).filter((name) => /-[0-9A-Z]{8}\.js$/.test(name)).map((name) => `/late/${name}`));
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(pages, hashedAssets, options, extraRules));
  return { pages, hashedAssets };
}

/**
 * Response headers of the CMS (/admin and its files), which differ from the
 * site's on purpose:
 * - script-src allows 'unsafe-eval': Decap's bundle compiles code at run time
 *   (its configuration validator, ajv, builds checks with new Function);
 *   the site's pages never allow it, and no page of the site runs here.
 * - style-src allows inline styles (Decap's components style themselves at
 *   run time); img-src and connect-src allow blob: (an image being uploaded
 *   is shown, and read back for saving, from a blob: URL) and img-src data:.
 * - connect-src reaches the local backend proxy (127.0.0.1:8081, used only
 *   when the CMS runs on the marketer's machine) and the production backend.
 * - Cross-Origin-Opener-Policy allows popups: the GitHub login runs in a
 *   popup that reports back to this page through window.opener.
 * - The page is never indexed (X-Robots-Tag) nor framed by another site.
 */
const BACKEND_ORIGINS: Record<BackendName, { connect: string[]; scripts: string[]; images: string[]; frames: string[] }> = {
  github: {
    connect: ["https://api.github.com"],
    scripts: [],
    images: ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
    frames: [],
  },
  // Git Gateway and Identity are served by the site's own origin on Netlify (/.netlify/…); the widget is not.
  "git-gateway": { connect: [], scripts: [new URL(IDENTITY_WIDGET).origin], images: [], frames: [new URL(IDENTITY_WIDGET).origin] },
};

export function adminContentSecurityPolicy(backend: BackendName): string {
  const origins = BACKEND_ORIGINS[backend];
  const local = [`http://127.0.0.1:${LOCAL_BACKEND_PORT}`, `http://localhost:${LOCAL_BACKEND_PORT}`];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'", ...origins.scripts],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...origins.images],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", "blob:", ...local, ...origins.connect],
    "frame-src": ["'self'", "blob:", ...origins.frames],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return serializeCsp(directives);
}

/** `_headers` rules for the page (both spellings of its address) and its files. */
export function adminHeaderRules(backend: BackendName): HeaderRule[] {
  const headers: [string, string][] = [
    ["Content-Security-Policy", adminContentSecurityPolicy(backend)],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["X-Robots-Tag", "noindex, nofollow"],
    ["Cache-Control", REVALIDATE],
  ];
  return [ADMIN_PATH, `${ADMIN_PATH}/*`].map((pattern): HeaderRule => [pattern, headers]);
}

/** The page hosts (and `npm start`) answer any unknown address with, status 404. */
export const NOT_FOUND_FILE = "404.html";

/** Directives a <meta> policy cannot carry: browsers ignore them there and log an error. */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "report-to", "sandbox"]);

/**
 * The page's policy as a <meta http-equiv> right after its charset. `_headers`
 * rules match the address asked for, not the file served, so the not-found
 * page shown at an unknown address gets no per-page header: the meta carries
 * the same policy to wherever it is served (the scripts after it are bound by
 * it). The charset stays first so it remains within the first 1024 bytes.
 */
export function withMetaPolicy(html: string, directives: Record<string, readonly string[]>): string {
  const metaPolicy = serializeCsp(Object.fromEntries(Object.entries(directives).filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name))));
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (!charset) throw new Error(`${NOT_FOUND_FILE}: no <meta charset> to place the policy after`);
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${metaPolicy.replace(/"/g, "&quot;")}"/>${html.slice(at)}`;
}

/**
 * public/_headers: security and cache headers,
 * and a Content-Security-Policy per page that allows that page's inline
 * scripts by hash. Every page Gatsby renders has inline scripts (its chunk
 * map, the page runtime, the bundle loader): a page with none found means the
 * script pattern no longer matches Gatsby's tags, and its policy would block
 * them all, so the build stops.
 */
export function writeSecurityHeaders(output: Pick<BuildOutput, "publicDir" | "pagePaths" | "env">): { pages: number; hashes: number; hashedAssets: number } {
  const supabaseOrigin = new URL(output.env.GATSBY_SUPABASE_URL || LOCAL_DEFAULTS.GATSBY_SUPABASE_URL).origin;
  const options: CspOptions = { supabaseOrigin, measurement: measurementBuildFromEnv(output.env) };
  const written = writeHeadersFile(output.publicDir, options, adminHeaderRules(cmsBackendFromEnv(output.env).backend.name), [ADMIN_PATH]);
  const notFound = written.pages.find((page) => page.urlPath === `/${NOT_FOUND_FILE}`);
  if (notFound) {
    const directives = cspDirectives(inlineScriptHashes(notFound.html), options);
    fs.writeFileSync(path.join(output.publicDir, NOT_FOUND_FILE), withMetaPolicy(notFound.html, directives));
  }
  const hashesByPage = new Map(written.pages.map((page) => [page.urlPath, inlineScriptHashes(page.html).length]));
  const gatsbyPages = output.pagePaths.map((pagePath) => urlPathOf(output.publicDir, generateHtmlPath(output.publicDir, pagePath)));
  failOnPages("pages without a policy", gatsbyPages.filter((page) => !hashesByPage.has(page)));
  failOnPages("pages whose policy allows no inline script", gatsbyPages.filter((page) => hashesByPage.get(page) === 0));
  const hashes = [...hashesByPage.values()].reduce((sum, count) => sum + count, 0);
  return { pages: written.pages.length, hashes, hashedAssets: written.hashedAssets.length };
}

export const securityHeadersStep: BuildOutputStep = {
  name: "security-headers",
  // The hashes must be of the final bytes of every page: after every step
  // that writes or rewrites HTML (the meta-refresh pages get a policy too).
  after: ["strip-nul-bytes", "no-client-runtime", "page-runtime-parts", "logo-sprite-file", "icon-sprite-trim", "inline-used-css", "cms-admin", "redirect-files", "gatsby-files"],
  run(output) {
    const { pages, hashes, hashedAssets } = writeSecurityHeaders(output);
    return `_headers: a policy for ${pages} HTML files (${hashes} inline-script hashes), a year's cache for ${hashedAssets} hashed bundles`;
  },
};
