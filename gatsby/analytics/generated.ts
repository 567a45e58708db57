import crypto from "crypto";
import { renderAnalyticsDoc } from "./doc";
import { GTM_CONTAINER_PATH, renderGtmContainer } from "./gtm-container";
import { renderDataLayerSchema } from "./json-schema";
import { CONSENT_DEFAULT_SCRIPT } from "../../src/lib/consent";
import { DATALAYER_SCHEMA_PATH } from "../../src/lib/datalayer-entry";

/**
 * The files generated from the typed analytics modules, by path from the
 * repository root. `npm run gtm:generate` (scripts/generate-gtm.mjs) writes
 * them; a unit test fails when a committed copy differs. Build-time only.
 */
export const ANALYTICS_DOC_PATH = "docs/analytics.md";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function renderGeneratedFiles(): Record<string, string> {
  const consentScriptSha256 = crypto.createHash("sha256").update(CONSENT_DEFAULT_SCRIPT).digest("base64");
  return {
    [ANALYTICS_DOC_PATH]: renderAnalyticsDoc({ consentScriptSha256 }),
    [DATALAYER_SCHEMA_PATH]: json(renderDataLayerSchema()),
    [GTM_CONTAINER_PATH]: json(renderGtmContainer()),
  };
}
