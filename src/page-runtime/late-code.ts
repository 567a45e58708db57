import type { LateCodeModules, LateCodeName } from "./late-code-modules";
import { LATE_CODE_FILES } from "./late-code-files";

/**
 * The one way the page loads code after it is on screen: an ES module of the
 * build's late code (src/late-code/), imported by its hashed URL. One failure
 * policy for all of it: a module that cannot be fetched rejects, and when the
 * page's HTML is older than the deployed build (a tab left open over a
 * deploy, an HTML cache) the page reloads once instead (reloadIfStale).
 */
/** The deployed build, as the server has it now. */
export const DEPLOYED_BUILD_URL = "/late/build.json";
const RELOADED_KEY = "swc-reloaded-for-build";

/**
 * Imports one late-code module (fetched once per page, however often it is
 * asked for). `attempt` > 0 is a retry after a failure: browsers remember a
 * module that failed to fetch, so a retry asks for the URL with a query.
 */
export function loadLateCode<N extends LateCodeName>(name: N, attempt = 0, files = LATE_CODE_FILES): Promise<LateCodeModules[N]> {
  const url = files.files[name];
  if (!url) return Promise.reject(new Error(`no bundle for "${name}" in this build`));
  return import(attempt ? `${url}?retry=${attempt}` : url) as Promise<LateCodeModules[N]>;
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
export async function reloadIfStale(win: Window, files = LATE_CODE_FILES): Promise<boolean> {
  const deployed = await deployedBuild(win);
  if (!files.build || !deployed || deployed === files.build) return false;
  try {
    if (win.sessionStorage.getItem(RELOADED_KEY) === deployed) return false;
    win.sessionStorage.setItem(RELOADED_KEY, deployed);
  } catch {
    return false; // no storage: no way to tell a first reload from a loop
  }
  win.location.reload();
  return true;
}
