import { ISLAND_ATTRIBUTE } from "./islands";
import { NOT_FOUND_PAGE_ATTRIBUTE } from "./not-found";
import { RADIO_PRESETS_ATTRIBUTE } from "./radio-presets";
import type { PageRuntimeParts } from "./start";

/**
 * The parts of the page runtime (./start.ts) only some pages need: each with
 * the attribute that marks a page needing it (the element it acts on) and its
 * module (relative to this folder), which exports it under its name here.
 * The full runtime carries every part: `gatsby develop` and server rendering
 * write it into every page, and each part does nothing on a page without its
 * mark. The build then gives each page a runtime with only the parts its
 * markup marks (plugins/gatsby-plugin-swc-delivery/build-output/page-runtime-parts.ts).
 */
export const PAGE_RUNTIME_PARTS = {
  /** The loader of islands (the lead form): pages with a form. */
  installIslands: { marker: ISLAND_ATTRIBUTE, module: "./islands" },
  /** Home and End in a strip of radio presets (the home page's About radio). */
  installRadioPresets: { marker: RADIO_PRESETS_ATTRIBUTE, module: "./radio-presets" },
  /** The not-found page's log of the bad path, and its redirect to /404. */
  notFoundPageView: { marker: NOT_FOUND_PAGE_ATTRIBUTE, module: "./not-found" },
} as const satisfies Record<keyof Required<PageRuntimeParts>, { marker: string; module: string }>;

export type PageRuntimePart = keyof typeof PAGE_RUNTIME_PARTS;
export const PAGE_RUNTIME_PART_NAMES = Object.keys(PAGE_RUNTIME_PARTS) as PageRuntimePart[];

/** The source of the runtime's entry with `parts`, bundled from this folder (plugins/gatsby-plugin-swc-delivery/bundling/page-runtime.ts). */
export function pageRuntimeEntry(parts: readonly PageRuntimePart[]): string {
  const names = PAGE_RUNTIME_PART_NAMES.filter((name) => parts.includes(name));
  return [
    `import { startPageRuntime } from "./start";`,
    ...names.map((name) => `import { ${name} } from "${PAGE_RUNTIME_PARTS[name].module}";`),
    `startPageRuntime({ ${names.join(", ")} });`,
  ].join("\n");
}

/** The parts a page's HTML marks; give it the HTML without the runtime's own text, which names the marks too. */
export function partsMarkedIn(html: string): PageRuntimePart[] {
  return PAGE_RUNTIME_PART_NAMES.filter((name) => html.includes(` ${PAGE_RUNTIME_PARTS[name].marker}=`));
}
