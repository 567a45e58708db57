import type { CmsConfigFile } from "./decap";

export const CONFIG_URL = "/admin/config.yml";

/**
 * config.yml is generated as JSON under comment lines (gatsby/cms/config.ts;
 * YAML holds JSON), so the page reads it without a YAML parser.
 */
export function parseGeneratedConfig(text: string): CmsConfigFile {
  return JSON.parse(text.replace(/^#.*$/gm, "")) as CmsConfigFile;
}
