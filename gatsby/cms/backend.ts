/**
 * Where the CMS commits in production, chosen by environment variables at
 * build time (docs/content.md, "The CMS"). Locally, `npm run cms`
 * runs the local backend proxy instead (decap-server), which the CMS prefers
 * whenever the admin is opened on localhost or 127.0.0.1.
 *
 * - CMS_BACKEND: `github` (default) or `git-gateway` (Netlify Identity).
 * - CMS_GITHUB_REPO: `owner/name` of the repository (github only).
 * - CMS_BRANCH: the branch content is committed to (default `main`).
 * - CMS_AUTH_BASE_URL, CMS_AUTH_ENDPOINT: the OAuth provider for github
 *   (default Netlify's, https://api.netlify.com, path `auth`).
 * - CMS_PUBLISH_MODE: `editorial_workflow` to turn every change into a pull
 *   request that is reviewed and merged, instead of a commit on the branch.
 */
export type BackendName = "github" | "git-gateway";

export interface CmsBackend {
  name: BackendName;
  branch: string;
  repo?: string;
  base_url?: string;
  auth_endpoint?: string;
}

export interface CmsBackendSettings {
  backend: CmsBackend;
  publishMode: "simple" | "editorial_workflow";
}

/** Stands in for the repository until CMS_GITHUB_REPO names it; the local backend needs none. */
export const PLACEHOLDER_REPO = "OWNER/REPOSITORY";

export function cmsBackendFromEnv(env: NodeJS.ProcessEnv = process.env): CmsBackendSettings {
  const name = (env.CMS_BACKEND || "github").trim();
  if (name !== "github" && name !== "git-gateway") throw new Error(`CMS_BACKEND must be github or git-gateway, not "${name}"`);
  const publishMode = (env.CMS_PUBLISH_MODE || "simple").trim();
  if (publishMode !== "simple" && publishMode !== "editorial_workflow") {
    throw new Error(`CMS_PUBLISH_MODE must be simple or editorial_workflow, not "${publishMode}"`);
  }
  const backend: CmsBackend = { name, branch: (env.CMS_BRANCH || "main").trim() };
  if (name === "github") {
    backend.repo = (env.CMS_GITHUB_REPO || PLACEHOLDER_REPO).trim();
    if (!/^[\w.-]+\/[\w.-]+$/.test(backend.repo)) throw new Error(`CMS_GITHUB_REPO must be owner/name, not "${backend.repo}"`);
    if (env.CMS_AUTH_BASE_URL) backend.base_url = env.CMS_AUTH_BASE_URL.trim();
    if (env.CMS_AUTH_ENDPOINT) backend.auth_endpoint = env.CMS_AUTH_ENDPOINT.trim();
  }
  return { backend, publishMode };
}
