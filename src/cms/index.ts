/**
 * The site's part of the CMS at /admin (compiled to /admin/site-cms.js by
 * gatsby/cms/admin-files.ts, loaded before Decap's own bundle): it holds
 * Decap's start, registers the preview templates, the site's stylesheet and
 * the article components, then starts Decap with the generated
 * /admin/config.yml. Loaded only by /admin: no page of the site imports it.
 */
import type { DecapCms } from "./decap";
import { CONFIG_URL, parseGeneratedConfig } from "./config-file";
import { calloutComponent, figureComponent } from "./editor-components";
import { insightPreview, pageHeroPreview } from "./previews";
import { slugControl, slugPreview } from "./slug-widget";
import { LIST_FILE_FORMAT, listFileFormat } from "./list-file-format";
import { addressRules, beforeSave } from "./save-rules";

const PREVIEW_STYLESHEET_URL = "/admin/preview.css";

function register(cms: DecapCms, h: NonNullable<Window["h"]>, createClass: NonNullable<Window["createClass"]>): void {
  cms.registerPreviewStyle(PREVIEW_STYLESHEET_URL);
  cms.registerEditorComponent(calloutComponent(h));
  cms.registerEditorComponent(figureComponent(h));
  cms.registerWidget("slug", slugControl(h, createClass), slugPreview(h));
  cms.registerCustomFormat(LIST_FILE_FORMAT, "json", listFileFormat);
  cms.registerPreviewTemplate("insights", insightPreview(h, createClass));
  const hero = pageHeroPreview(h, { eyebrow: ["hero", "eyebrow"], title: ["hero", "title"], subtitle: ["hero", "subtitle"] });
  for (const name of ["services", "technologies", "workshops"]) cms.registerPreviewTemplate(name, hero);
  cms.registerPreviewTemplate("workshop-google-analytics", pageHeroPreview(h, { eyebrow: ["hero", "eyebrow"], title: ["hero", "title"], subtitle: ["hero", "description"] }));
  cms.registerPreviewTemplate("case-studies", pageHeroPreview(h, { eyebrow: ["industry"], title: ["client"], subtitle: ["summary"] }));
}

async function start(): Promise<void> {
  const { CMS: cms, h, createClass } = window;
  if (!cms || !h || !createClass) throw new Error("Decap CMS did not load (/admin/decap-cms.js)");
  register(cms, h, createClass);
  const response = await fetch(CONFIG_URL, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${CONFIG_URL}: ${response.status}`);
  const config = parseGeneratedConfig(await response.text());
  cms.registerEventListener({ name: "preSave", handler: beforeSave(addressRules(config)) });
  // The file is the whole configuration; Decap is told not to look for one itself.
  cms.init({ config: { ...config, load_config_file: false } });
}

window.CMS_MANUAL_INIT = true;
// Decap's bundle is the next script of the page: it has run by DOMContentLoaded.
document.addEventListener("DOMContentLoaded", () => {
  start().catch((error: unknown) => {
    document.body.textContent = `The CMS could not start: ${error instanceof Error ? error.message : String(error)}`;
    throw error;
  });
});
