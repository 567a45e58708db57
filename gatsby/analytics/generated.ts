import crypto from "crypto";
import { renderAnalyticsDoc } from "./doc";
import { GTM_CONTAINER_PATH, renderGtmContainer } from "./gtm-container";
import {
  containerInventory,
  GTM_UPDATE_PATH,
  GTM_VERSIONS_PATH,
  nextVersionHistory,
  updateContainer,
  type ContainerVersionEntry,
} from "./container-versions";
import { renderDataLayerSchema } from "./json-schema";
import { DATALAYER_SCHEMA_PATH } from "../../src/lib/datalayer-entry";
import { taggingServerUrlFromEnv, type BuildEnv } from "../gtm";

/**
 * The files generated from the typed analytics modules, by path from the
 * repository root. `npm run gtm:generate` (scripts/generate-gtm.mjs) writes
 * them; a unit test fails when a committed copy differs. Build-time only.
 */
export const ANALYTICS_DOC_PATH = "docs/analytics.md";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export interface GenerationInputs {
  /** docs/gtm/versions.json as committed ([] when there is none yet) */
  history: readonly ContainerVersionEntry[];
  /** the day a new version gets, YYYY-MM-DD; only used when the container changed */
  today: string;
  /** the compiled consent-default head script (plugins/gatsby-plugin-swc-delivery/bundling/page-runtime.ts compileHeadScript), whose CSP hash the doc prints */
  consentScript: string;
}

export function renderGeneratedFiles({ history, today, consentScript }: GenerationInputs): Record<string, string> {
  const consentScriptSha256 = crypto.createHash("sha256").update(consentScript).digest("base64");
  const versions = nextVersionHistory(history, containerInventory(renderGtmContainer().containerVersion), today);
  const container = renderGtmContainer(versions.at(-1)!.name);
  return {
    [ANALYTICS_DOC_PATH]: renderAnalyticsDoc({ consentScriptSha256, versions }),
    [DATALAYER_SCHEMA_PATH]: json(renderDataLayerSchema()),
    [GTM_CONTAINER_PATH]: json(container),
    [GTM_UPDATE_PATH]: json(updateContainer(container)),
    [GTM_VERSIONS_PATH]: json(versions),
  };
}

/**
 * The container to import for the environment's build (`npm run gtm:generate
 * -- --out FILE`): the committed container, with the Google tag sending to the
 * first-party tagging server when GATSBY_GTM_SERVER_CONTAINER_URL names one
 * (the committed files never carry it: they are the same for every site).
 */
export function renderContainerForEnv({ history, today }: Omit<GenerationInputs, "consentScript">, env: BuildEnv): { json: string; taggingServerUrl: string | null } {
  const versions = nextVersionHistory(history, containerInventory(renderGtmContainer().containerVersion), today);
  const taggingServerUrl = taggingServerUrlFromEnv(env);
  return { json: json(renderGtmContainer(versions.at(-1)!.name, { taggingServerUrl })), taggingServerUrl };
}
