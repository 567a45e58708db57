import fs from "fs";
import path from "path";
import { renderGeneratedFiles } from "../analytics/generated";
import { GTM_VERSIONS_PATH, type ContainerVersionEntry } from "../analytics/container-versions";
import { containerCspSources } from "../analytics/gtm-container";
import { ADMIN_PATH } from "../cms/admin-page";
import { readHeadScript } from "../../plugins/gatsby-plugin-swc-delivery/bundling/page-runtime-file";
import { BuildOutputError, type BuildOutput, type BuildOutputStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/pipeline";

/**
 * Checks, on every production build, that what GTM admins import matches what
 * the pages push and allow:
 * - the committed generated files (docs/analytics.md, docs/gtm/*) equal what
 *   the code generates now: an event renamed (say, by a content edit that
 *   reached an event name) or a field added without `npm run gtm:generate`
 *   would break a live container's triggers silently, so the build stops;
 * - every page's Content-Security-Policy in `_headers` admits every host the
 *   container's tag types need.
 */
export function staleGeneratedFiles(root: string, consentScript: string): string[] {
  const versionsFile = path.join(root, GTM_VERSIONS_PATH);
  const history: ContainerVersionEntry[] = fs.existsSync(versionsFile) ? JSON.parse(fs.readFileSync(versionsFile, "utf8")) : [];
  // A new version would only be dated if the container changed, and then the file is stale anyway.
  const files = renderGeneratedFiles({ history, today: history.at(-1)?.date ?? "0000-00-00", consentScript });
  return Object.entries(files)
    .filter(([file, content]) => {
      const target = path.join(root, file);
      return !fs.existsSync(target) || fs.readFileSync(target, "utf8") !== content;
    })
    .map(([file]) => file);
}

/** Each page's policy in a `_headers` file, by page path; the CMS's (which loads no tag) left out. */
export function pagePolicies(headers: string): Map<string, string> {
  const policies = new Map<string, string>();
  let pattern = "";
  for (const line of headers.split("\n")) {
    if (line && !line.startsWith(" ")) pattern = line.trim();
    const match = /^\s+Content-Security-Policy: (.*)$/.exec(line);
    if (match && pattern !== ADMIN_PATH && !pattern.startsWith(`${ADMIN_PATH}/`)) policies.set(pattern, match[1]);
  }
  return policies;
}

/** The hosts a policy lacks, as "directive host", of those the container's tags need (containerCspSources, rendered once by the caller). */
export function missingMeasurementHosts(policy: string, required: Record<string, readonly string[]>): string[] {
  const directives = new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, new Set(values)] as const;
    }),
  );
  return Object.entries(required).flatMap(([directive, hosts]) =>
    hosts.filter((host) => !directives.get(directive)?.has(host)).map((host) => `${directive} ${host}`),
  );
}

export const measurementCheckStep: BuildOutputStep = {
  name: "measurement-check",
  after: ["security-headers"],
  run(output: BuildOutput) {
    const stale = staleGeneratedFiles(output.root, readHeadScript("consent-default", output.root));
    if (stale.length) {
      throw new BuildOutputError(
        `The committed GTM files do not match what the pages push: ${stale.join(", ")}. An event name, field or tag changed without regenerating them; a container imported from them would miss events. Run \`npm run gtm:generate\`, review the new version in docs/gtm/versions.json and commit.`,
      );
    }
    const headersFile = path.join(output.publicDir, "_headers");
    const policies = pagePolicies(fs.readFileSync(headersFile, "utf8"));
    if (policies.size === 0) throw new BuildOutputError("public/_headers has no Content-Security-Policy to check");
    const required = containerCspSources();
    const blocked = [...policies].flatMap(([page, policy]) => missingMeasurementHosts(policy, required).map((host) => `${page}: ${host}`));
    if (blocked.length) throw new BuildOutputError(`Pages whose policy would block the GTM container's tags:\n  - ${blocked.slice(0, 20).join("\n  - ")}`);
    return `docs/analytics.md and docs/gtm/* match the code; ${policies.size} policies admit the container's hosts`;
  },
};
