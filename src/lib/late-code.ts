import type { ReactElement } from "react";
import type { createClient } from "@supabase/supabase-js";
import type { startDataLayerDebug } from "./debug-datalayer";
import type { scheduleHashScroll } from "./hash-scroll";
import type { startWebVitals } from "./web-vitals-report";
import type { removeTagCookies } from "./tag-cookies";

/**
 * The one door for code the browser loads after the page is on screen: every
 * module of plugins/gatsby-plugin-swc-delivery/late-code/, whoever asks for it (the page runtime, an island,
 * the lead form on its first send), is imported here by its URL in the build.
 *
 * - **The table** below is the only list of that code. Each row names its
 *   source, the bundle it is built in (rows of one bundle share their
 *   libraries, so the island, the toasts and the client use one React) and
 *   the module type its callers get; each module says it matches its row
 *   (`satisfies`). plugins/gatsby-plugin-swc-delivery/bundling/late-code.ts builds the table.
 * - **Retry**: browsers remember a module URL that failed to load, and so
 *   every module that imports it. A load that asks again for a module that
 *   failed goes to a fresh folder, /late/_retry/<id>/, which the CDN
 *   (public/_redirects) and the local server answer from /late/: the module
 *   and every file it imports (by relative URLs) are fetched anew, as new
 *   modules. Modules requested in one call come from one folder.
 * - **Stale build**: when a load fails on a page older than the deployed
 *   build (a tab left open over a deploy), a caller that can afford it
 *   (an island not yet up) reloads the page, once per deployed build.
 */

/** A row of the table: `module` is never set, it carries the module's type. */
interface LateCodeRow<M> {
  source: string;
  bundle: string;
  /** Loaded as the page asks for it (`start`), or later, on a visitor's action (`on-demand`): only the first are compiled eagerly. */
  when: "start" | "on-demand";
  module?: M;
}

/** Hydrates an island's server HTML with React, rendering it with the props the page wrote beside it. */
export type HydrateIsland = <P>(island: HTMLElement, render: (props: P) => ReactElement) => Promise<void>;
/** Shows a toast (success or error); if the toasts cannot load, the browser's alert says the same. */
export type ShowToast = (title: string, options: { description: string; duration?: number }, kind: "success" | "error") => Promise<void>;

export const LATE_CODE = {
  /** The lead form's island: hydrates the element given, resolving once React has. */
  "lead-form": { source: "plugins/gatsby-plugin-swc-delivery/late-code/lead-form.ts", bundle: "lead-form", when: "start" } as LateCodeRow<{ default: (island: HTMLElement) => Promise<void> }>,
  /** React's DOM renderer, requested with the form so each runs in a task of its own as it arrives. */
  "island-react": { source: "plugins/gatsby-plugin-swc-delivery/late-code/hydrate-island.tsx", bundle: "lead-form", when: "start" } as LateCodeRow<{ hydrateIsland: HydrateIsland }>,
  /** The form itself (react-hook-form, the schema, the captcha wrapper), hydrated by the renderer it is given. */
  "lead-form-ui": { source: "plugins/gatsby-plugin-swc-delivery/late-code/lead-form-ui.tsx", bundle: "lead-form", when: "start" } as LateCodeRow<{
    default: (island: HTMLElement, hydrate: HydrateIsland) => Promise<void>;
  }>,
  /** supabase-js, about 50 KB compressed: on the first send. */
  supabase: { source: "plugins/gatsby-plugin-swc-delivery/late-code/supabase.ts", bundle: "lead-form", when: "on-demand" } as LateCodeRow<{ createClient: typeof createClient }>,
  /** The toasts (Sonner, in a React root of their own): with the first send. */
  toasts: { source: "plugins/gatsby-plugin-swc-delivery/late-code/toasts.tsx", bundle: "lead-form", when: "on-demand" } as LateCodeRow<{ showToast: ShowToast }>,
  /** The Core Web Vitals reporter, once the page is idle after load. */
  "web-vitals": { source: "plugins/gatsby-plugin-swc-delivery/late-code/web-vitals.ts", bundle: "web-vitals", when: "start" } as LateCodeRow<{ default: typeof startWebVitals }>,
  /** The admins' dataLayer debug view, on a tab that asked for it. */
  "debug-datalayer": { source: "plugins/gatsby-plugin-swc-delivery/late-code/debug-datalayer.ts", bundle: "debug-datalayer", when: "start" } as LateCodeRow<{
    default: typeof startDataLayerDebug;
  }>,
  /** The removal of Google's tag cookies, when a withdrawn consent leaves one in the browser. */
  "tag-cookies": { source: "plugins/gatsby-plugin-swc-delivery/late-code/tag-cookies.ts", bundle: "tag-cookies", when: "on-demand" } as LateCodeRow<{ default: typeof removeTagCookies }>,
  /** The smooth scroll to the section a URL hash names, on a page opened with one. */
  "hash-scroll": { source: "plugins/gatsby-plugin-swc-delivery/late-code/hash-scroll.ts", bundle: "hash-scroll", when: "start" } as LateCodeRow<{ default: typeof scheduleHashScroll }>,
};

export type LateCodeName = keyof typeof LATE_CODE;
export type LateCodeModules = { [N in LateCodeName]: NonNullable<(typeof LATE_CODE)[N]["module"]> };
/** The late code that hydrates an island (`data-island` names it). */
export type IslandName = Extract<LateCodeName, "lead-form">;

/** The folder of the bundles. */
export const LATE_CODE_PATH = "/late";
/** A retry's folder inside it: /late/_retry/<id>/<file> answers /late/<file>. */
export const LATE_CODE_RETRY_FOLDER = "_retry";
/** The deployed build, as the server has it now. */
export const DEPLOYED_BUILD_URL = `${LATE_CODE_PATH}/build.json`;
export const RELOADED_KEY = "swc-reloaded-for-build";

/** The build's late code as the page names it: its build id and each module's file. */
export interface LateCodeFiles {
  build: string;
  files: Partial<Record<LateCodeName, string>>;
}

/**
 * The page's late code, from its runtime's script element (gatsby-ssr.tsx):
 * `data-late-code` holds the build's id, then its files' names
 * (`<name>-<hash>.js`), separated by spaces. The page carries them rather
 * than the code, so every copy of this module (the runtime's, the island's)
 * reads the same list.
 */
export function pageLateCode(): LateCodeFiles {
  const [build = "", ...list] = document.querySelector<HTMLElement>("script[data-page-runtime]")?.dataset.lateCode?.split(" ") ?? [];
  const files: LateCodeFiles["files"] = {};
  // By the name before the hash; not checked against the table, which the runtime would then carry.
  for (const file of list) files[file.slice(0, file.lastIndexOf("-")) as LateCodeName] = file;
  return { build, files };
}

/** The modules that failed to load in this copy of the door: asked for again, they come from a fresh folder. */
const failed = new Set<LateCodeName>();


type Loaded<Names extends LateCodeName[]> = { [I in keyof Names]: LateCodeModules[Names[I]] };

/**
 * Imports late-code modules, all from one folder (each fetched once per page
 * however often it is asked for). Rejects when any cannot load; with
 * `reloadWhenStale`, a page older than the deployed build reloads instead.
 */
export async function loadLateCode<Names extends LateCodeName[]>(names: [...Names], options: { reloadWhenStale?: boolean } = {}): Promise<Loaded<Names>> {
  const page = pageLateCode();
  // A fresh folder: this page never asked for anything there.
  const folder = names.some((name) => failed.has(name)) ? `${LATE_CODE_PATH}/${LATE_CODE_RETRY_FOLDER}/${Date.now()}` : LATE_CODE_PATH;
  try {
    // A module the page does not name is asked for as /late/undefined: it fails as a module that cannot load.
    const modules = await Promise.all(names.map((name) => import(/* webpackIgnore: true */ `${folder}/${page.files[name]}`) as Promise<unknown>));
    for (const name of names) failed.delete(name);
    return modules as Loaded<Names>;
  } catch (error) {
    for (const name of names) failed.add(name);
    if (options.reloadWhenStale && (await reloadIfStale(window, page.build))) return new Promise(() => undefined);
    throw error;
  }
}

async function deployedBuild(win: Window): Promise<string | null> {
  try {
    const response = await win.fetch(DEPLOYED_BUILD_URL, { cache: "no-store" });
    if (!response.ok) return null;
    const data = (await response.json()) as { build?: unknown };
    return typeof data.build === "string" ? data.build : null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page when it belongs to an older build than the deployed one,
 * once per deployed build (a second failure after the reload is a real
 * outage, shown in place). Resolves to true when a reload was started.
 */
export async function reloadIfStale(win: Window, pageBuild: string): Promise<boolean> {
  const deployed = await deployedBuild(win);
  if (!pageBuild || !deployed || deployed === pageBuild) return false;
  try {
    if (win.sessionStorage.getItem(RELOADED_KEY) === deployed) return false;
    win.sessionStorage.setItem(RELOADED_KEY, deployed);
  } catch {
    return false; // no storage: no way to tell a first reload from a loop
  }
  win.location.reload();
  return true;
}
