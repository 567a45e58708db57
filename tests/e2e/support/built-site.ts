import fs from "node:fs";
import path from "node:path";
import { GATSBY_FILES_DIR } from "../../../plugins/gatsby-plugin-swc-delivery/build-output/gatsby-files";

/**
 * What the production build contains, read from public/ so that checks over
 * "every route" cover pages added later without editing the tests.
 */
export const PUBLIC_DIR = path.join(__dirname, "..", "..", "..", "public");

/** Folders of public/ that hold assets and data, never pages; and the CMS (/admin), a tool rather than a page (tests/e2e/cms.spec.ts). */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "~partytown", "admin"]);

const META_REFRESH = /<meta\s+http-equiv=["']?refresh/i;

export function isRedirectPage(html: string): boolean {
  return META_REFRESH.test(html);
}

function* indexFiles(dir: string, relative = ""): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (relative === "" && NOT_PAGES.has(entry.name)) continue;
      yield* indexFiles(path.join(dir, entry.name), path.posix.join(relative, entry.name));
    } else if (entry.name === "index.html") {
      yield relative;
    }
  }
}

/** The page file of a route ("/" → public/index.html, "/about" → public/about/index.html). */
export function htmlFileFor(route: string): string {
  return path.join(PUBLIC_DIR, route.replace(/^\/+/, ""), "index.html");
}

export function readPage(route: string): string {
  return fs.readFileSync(htmlFileFor(route), "utf8");
}

/** Every route with a real page: each public/**\/index.html that is not a meta-refresh redirect. */
export function builtRoutes(): string[] {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    throw new Error(`No production build in ${PUBLIC_DIR}: run \`npm run build\` first.`);
  }
  return [...indexFiles(PUBLIC_DIR)]
    .map((relative) => `/${relative}`)
    .filter((route) => !isRedirectPage(readPage(route)))
    .sort();
}

/** public/_redirects as a map from source path to target (which may carry a #hash). */
export function builtRedirects(): Map<string, string> {
  const file = path.join(PUBLIC_DIR, "_redirects");
  const table = new Map<string, string>();
  if (!fs.existsSync(file)) return table;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const [from, to] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith("#")) table.set(from, to);
  }
  return table;
}

/** A path that is certainly not a page, for the not-found checks. */
export const UNKNOWN_PATH = "/this-page-does-not-exist";

/** What the build wrote and no page requests (page data, webpack's stats, the stylesheet), kept outside public/. */
export const GATSBY_FILES = path.join(PUBLIC_DIR, "..", GATSBY_FILES_DIR);

/** The page template (Gatsby's componentChunkName) a route was built from. */
export function templateOf(route: string): string {
  const dir = route === "/" ? "index" : route.replace(/^\/+/, "");
  const file = path.join(GATSBY_FILES, "page-data", dir, "page-data.json");
  return JSON.parse(fs.readFileSync(file, "utf8")).componentChunkName as string;
}

/** One route per template: for checks whose outcome depends on the template, not the content. */
export function oneRoutePerTemplate(routes: readonly string[] = builtRoutes()): string[] {
  const seen = new Map<string, string>();
  for (const route of routes) {
    const template = templateOf(route);
    if (!seen.has(template)) seen.set(template, route);
  }
  return [...seen.values()];
}
