/**
 * How the CMS's scripts are put together. /admin/site-cms.js is bundled here:
 * src/cms/ (the previews, which draw entries with the site's own components,
 * and the widgets) with one React, which it also hands to Decap's app
 * (src/cms/shared-react.ts). /admin/decap-cms-app.js is Decap's app as the
 * package ships it, built to take React from the page (`window.React`) rather
 * than carry its own; copied, not bundled (esbuild would only make it larger).
 *
 * Which React: Decap 3.16's app is built against React 19.2.0 (it carries
 * React 19's element format and react-dom's client at exactly that version,
 * which refuses any other React), so it cannot run on the site's React 18.
 * The admin takes React 19.2.0 from the `decap-react` package (an alias of
 * react@19.2.0, pinned exactly) and every `react` import of the bundle, the
 * site's components' included, resolves to it: one React in the admin, the
 * one Decap needs. react-dom (the little Decap and the previews use of it
 * outside the client: portals) is the one `decap-cms` installs. The site's
 * components use only what both versions offer, and their unit tests keep
 * running them on the site's React 18.
 *
 * Gatsby's browser modules are not there: `gatsby` resolves to a small adapter
 * (Link as an anchor, src/cms/gatsby-adapter.tsx) and `gatsby-plugin-image`
 * to the site's own image component, as in the site's bundles. A preview never
 * sends the lead form: supabase-js and the toasts are late code the site's
 * pages load by URL (src/lib/late-code.ts), never part of this bundle.
 */
import fs from "fs";
import path from "path";
import { createRequire } from "module";
import type { Plugin } from "esbuild";
import { inlineSvgFromMarkup, type InlineSvg } from "../inline-svg";
import { INSIGHTS_FOLDER } from "../content-types";
import { contentReader } from "./content-reader";

/** A package file as Node resolves it from the repository (`require.resolve` is not kept by Gatsby's compilation of gatsby-node). */
export function resolveFrom(root: string, request: string): string {
  return createRequire(path.join(root, "package.json")).resolve(request);
}

/** The package whose dependencies pin Decap's app and the React it is built for. */
export const DECAP_PACKAGE = "decap-cms";
/** React, exactly the version Decap's app was built with. */
export const ADMIN_REACT = "decap-react";
const REACT = /^react(?:\/.*)?$/;
const FROM_DECAP = /^(?:react-dom|create-react-class)(?:\/.*)?$/;

/** Where Decap's app and its React live: beside the `decap-cms` package, as npm installed them for it. */
export function decapRequire(root: string): NodeJS.Require {
  return createRequire(resolveFrom(root, `${DECAP_PACKAGE}/package.json`));
}

export function adminBundlePlugin(root: string): Plugin {
  const fromDecap = decapRequire(root);
  const fromRoot = createRequire(path.join(root, "package.json"));
  const replacements: Record<string, string> = {
    gatsby: path.join(root, "src", "cms", "gatsby-adapter.tsx"),
    "gatsby-plugin-image": path.join(root, "src", "components", "ui", "gatsby-image.tsx"),
  };
  return {
    name: "admin-bundle",
    setup(esbuild) {
      esbuild.onResolve({ filter: REACT }, ({ path: request }) => ({ path: fromRoot.resolve(request.replace(/^react/, ADMIN_REACT)) }));
      esbuild.onResolve({ filter: FROM_DECAP }, ({ path: request }) => ({ path: fromDecap.resolve(request) }));
      esbuild.onResolve({ filter: /^(?:gatsby|gatsby-plugin-image)$/ }, ({ path: request }) => ({ path: replacements[request] }));
      // The lead form's captcha is drawn as a box in previews: no call to Google, no react-google-recaptcha.
      esbuild.onResolve({ filter: /^\.\/Recaptcha$/ }, ({ importer }) =>
        importer.endsWith(path.join("components", "forms", "LeadForm.tsx")) ? { path: path.join(root, "src", "cms", "previews", "PreviewRecaptcha.tsx") } : undefined,
      );
      esbuild.onLoad({ filter: /[\\/]src[\\/]cms[\\/]previews[\\/]content-folders\.ts$/ }, () => ({
        contents: `export const CONTENT_FOLDERS = ${JSON.stringify(previewFolders(root))};`,
        loader: "ts",
      }));
    },
  };
}

/** What the previews show of other entries: the fields of their cards only. */
const CARD_FIELDS = {
  "case-studies": ["slug", "order", "client", "industry", "summary", "timeline", "rotation", "logo", "image"],
  services: ["path", "serviceType", "card"],
  technologies: ["path", "kind", "tile"],
} as const;

/** A card's logo, by where its entry holds it: read as the page's query gives it (LogoFile), not as a path the CMS would look up. */
const CARD_LOGOS: Record<keyof typeof CARD_FIELDS, readonly string[]> = { "case-studies": ["logo"], services: [], technologies: ["tile", "logo"] };

/**
 * A card's picture, by where its entry holds it: a path from content/, as the
 * overview pages' own files (in content/) write their images, which their
 * previews load through the CMS like the entry's own (a case study's is
 * 50–80 kB: carried as data, every card would make the bundle larger by
 * far more than the previews that show it need).
 */
const CARD_IMAGES: Record<keyof typeof CARD_FIELDS, readonly string[]> = { "case-studies": ["image"], services: [], technologies: [] };

/** The file's media type, for a data: URL. */
const MEDIA_TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp", ".avif": "image/avif" };

/**
 * A logo file as the site's pages draw it (src/components/ui/LogoImage.tsx):
 * inline when it can be (gatsby/inline-svg.ts), else the file itself, carried
 * in the admin bundle as a data: URL. Other entries' logos are not the entry
 * being edited: Decap would look them up in that entry's media folders.
 */
export function logoFileOf(file: string): { publicURL: string | null; inlineSvg: InlineSvg | null } {
  const extension = path.extname(file).toLowerCase();
  const inlineSvg = extension === ".svg" ? inlineSvgFromMarkup(fs.readFileSync(file, "utf8")) : null;
  if (inlineSvg) return { publicURL: null, inlineSvg };
  return { publicURL: `data:${MEDIA_TYPES[extension] ?? "application/octet-stream"};base64,${fs.readFileSync(file).toString("base64")}`, inlineSvg: null };
}

/** The entry with the file named at `at` (a path of field names) replaced by what `read` makes of its name; as it was where there is none. */
function withFileAt(entry: Record<string, unknown>, at: readonly string[], read: (file: string) => unknown): Record<string, unknown> {
  const [name, ...rest] = at;
  const value = entry[name];
  if (rest.length > 0) return value && typeof value === "object" ? { ...entry, [name]: withFileAt(value as Record<string, unknown>, rest, read) } : entry;
  return typeof value === "string" && value ? { ...entry, [name]: read(value) } : entry;
}

/** A file named relative to content/<folder> as a path from content/ ("../images/a.png" from insights/ → "images/a.png"). */
export function pathFromContent(folder: string, file: string): string {
  return path.posix.normalize(path.posix.join(folder, file));
}

/** What an article's card shows, and what decides whether the overview lists it (its date, draft). */
const INSIGHT_CARD_FIELDS = ["title", "description", "category", "slug", "date", "draft", "image"] as const;

/**
 * The articles as /insights lists them, from their frontmatter: the date as
 * written ("2025-01-15"; YAML's date value back to that day), the image as a
 * path from content/, the folder of the overview's own file
 * (content/insights-page.json), whose preview loads it.
 */
export function insightCards(root: string): Record<string, unknown>[] {
  return contentReader(root)
    .insights()
    .map((frontmatter) => {
      const data = frontmatter as Record<string, unknown>;
      const card: Record<string, unknown> = Object.fromEntries(INSIGHT_CARD_FIELDS.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
      if (card.date instanceof Date) card.date = card.date.toISOString().slice(0, 10);
      return withFileAt(card, ["image"], (file) => pathFromContent(INSIGHTS_FOLDER, file));
    });
}

export function previewFolders(root: string): Record<keyof typeof CARD_FIELDS | "insights", Record<string, unknown>[]> {
  const pick = (folder: keyof typeof CARD_FIELDS) =>
    contentFolder(root, folder).map((entry) => {
      const card = Object.fromEntries(CARD_FIELDS[folder].filter((field) => field in entry).map((field) => [field, entry[field]]));
      const withLogo = CARD_LOGOS[folder].length > 0 ? withFileAt(card, CARD_LOGOS[folder], (file) => logoFileOf(path.resolve(root, "content", folder, file))) : card;
      return CARD_IMAGES[folder].length > 0 ? withFileAt(withLogo, CARD_IMAGES[folder], (file) => pathFromContent(folder, file)) : withLogo;
    });
  return { "case-studies": pick("case-studies"), services: pick("services"), technologies: pick("technologies"), insights: insightCards(root) };
}

/** The JSON entries of content/<folder>, in file-name order. */
export function contentFolder(root: string, folder: string): Record<string, unknown>[] {
  const dir = path.join(root, "content", folder);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")));
}

/**
 * React's production build in the admin (its development build is several
 * times larger and slower); no other build variable (GATSBY_…) is set there,
 * so the site's modules fall back to their defaults.
 */
export const ADMIN_DEFINE = { "process.env.NODE_ENV": '"production"', "process.env": "{}" };
