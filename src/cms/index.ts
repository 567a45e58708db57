/**
 * The CMS at /admin (bundled into /admin/site-cms.js with React by
 * gatsby/cms/admin-files.ts; Decap's app, /admin/decap-cms-app.js, is the next
 * script of the page and takes this React): registers the preview templates, which
 * draw entries with the site's own components, the site's stylesheet and the
 * article components, then starts Decap with the generated /admin/config.yml.
 * Loaded only by /admin: no page of the site imports it.
 */
import { shareReact } from "./shared-react";
import { createElement } from "react";
import createClass from "create-react-class";
import type { CreateClass, CreateElement, DecapCms } from "./decap";

import { CONFIG_URL, parseGeneratedConfig } from "./config-file";
import { calloutComponent, figureComponent, tableComponent } from "./editor-components";
import { framed, PREVIEW_TEMPLATES } from "./previews/entry-previews";
import { PREVIEW_STYLESHEET_URL } from "./previews/PreviewFrame";
import { pageAddressControl, PAGE_ADDRESS_WIDGET, slugControl, slugPreview } from "./slug-widget";
import { redirectTargetControl, redirectTargetPreview } from "./redirect-target-widget";
import { REDIRECT_TARGET_WIDGET } from "./redirect-target";
import { LIST_FILE_FORMAT } from "./list-file-format";
import { withContentFormats } from "./content-format";
import { entryStatus, savedMessage, withEntryStatus } from "./entry-status";
import { showNotice } from "./notice";
import { watchPublish } from "./publish-errors";
import { addressRules, beforeSave } from "./save-rules";
import { applyPublishRules, SITE_ADDRESSES_URL, type SiteAddresses } from "./publish-rules";
import { withPlainMessages } from "./messages";
import { guardEntrySwitch } from "./entry-address-guard";
import { EXPERIMENT_RESULT_WIDGET, experimentResultControl, noPreview } from "./experiment-result-widget";
import { PAGE_EXPERIMENTS_WIDGET, pageExperimentsControl } from "./page-experiments-widget";

function register(cms: DecapCms, h: CreateElement, createClass: CreateClass): void {
  cms.registerPreviewStyle(PREVIEW_STYLESHEET_URL);
  cms.registerEditorComponent(calloutComponent(h));
  cms.registerEditorComponent(figureComponent(h));
  cms.registerEditorComponent(tableComponent(h));
  cms.registerWidget("slug", slugControl(h, createClass), slugPreview(h));
  cms.registerWidget(PAGE_ADDRESS_WIDGET, pageAddressControl(h, createClass), slugPreview(h));
  cms.registerWidget(REDIRECT_TARGET_WIDGET, redirectTargetControl(h, createClass), redirectTargetPreview(h));
  cms.registerWidget(EXPERIMENT_RESULT_WIDGET, experimentResultControl(h, createClass), noPreview);
  cms.registerWidget(PAGE_EXPERIMENTS_WIDGET, pageExperimentsControl(h, createClass), noPreview);
  for (const [name, Preview] of Object.entries(PREVIEW_TEMPLATES)) cms.registerPreviewTemplate(name, framed(Preview));
}

async function start(): Promise<void> {
  const cms = window.DecapCmsApp;
  if (!cms) throw new Error("Decap CMS did not load (/admin/decap-cms-app.js)");
  register(cms, createElement as CreateElement, createClass as CreateClass);
  // Decap's app has registered its phrases by now (it is the page's next script).
  cms.registerLocale("en", withPlainMessages(cms.getLocale("en")));
  const response = await fetch(CONFIG_URL, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${CONFIG_URL}: ${response.status}`);
  // Every collection saves through a format that knows its fields: keys in their order, one value a line.
  const { config, formats } = withContentFormats(parseGeneratedConfig(await response.text()), LIST_FILE_FORMAT);
  for (const { name, collection, extension, format } of formats) cms.registerCustomFormat(name, extension, withEntryStatus(collection, format));
  cms.registerEventListener({ name: "preSave", handler: beforeSave(addressRules(config)) });
  // Then the build's content rules: an entry that breaks one is not saved (src/lib/content-rules.ts).
  let siteAddresses: Promise<SiteAddresses> | undefined;
  const loadSiteAddresses = () =>
    (siteAddresses ??= fetch(SITE_ADDRESSES_URL, { cache: "no-cache" }).then((answer) => {
      if (!answer.ok) throw new Error(`${SITE_ADDRESSES_URL}: ${answer.status}`);
      return answer.json() as Promise<SiteAddresses>;
    }));
  cms.registerEventListener({ name: "preSave", handler: applyPublishRules(loadSiteAddresses) });
  // Once saved, an article or landing page says whether it is on the site: a draft, scheduled for a day, or published.
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      const status = entryStatus(String(entry.get("collection")), entry.get("data").toJS() as Record<string, unknown>);
      if (status) showNotice(document, "info", savedMessage(status));
    },
  });
  watchPublish(document);
  guardEntrySwitch(window);
  // The file is the whole configuration; Decap is told not to look for one itself.
  cms.init({ config: { ...config, load_config_file: false } });
}

shareReact();
// Decap's app is the next script of the page: it has run by DOMContentLoaded.
document.addEventListener("DOMContentLoaded", () => {
  start().catch((error: unknown) => {
    document.body.textContent = `The CMS could not start: ${error instanceof Error ? error.message : String(error)}`;
    throw error;
  });
});
