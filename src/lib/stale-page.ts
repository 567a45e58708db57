/**
 * A page whose HTML is older than the deployed bundles (a tab left open over
 * a deploy, an HTML cache) asks for chunks that no longer exist. Gatsby writes
 * the build's compilation hash into every page (`window.___webpackCompilationHash`)
 * and into /page-data/app-data.json; when they differ, the page is stale and
 * the cure is one reload, not an error.
 */
const RELOADED_KEY = "swc-reloaded-for-build";

type GatsbyWindow = Window & { ___webpackCompilationHash?: string };

/** The deployed build's hash, or null when it cannot be read (offline). */
async function deployedBuildHash(): Promise<string | null> {
  try {
    const response = await fetch("/page-data/app-data.json", { cache: "no-store" });
    if (!response.ok) return null;
    const data = (await response.json()) as { webpackCompilationHash?: unknown };
    return typeof data.webpackCompilationHash === "string" ? data.webpackCompilationHash : null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page when it is older than the deployed build, once per build
 * (a second failure after the reload is a real outage, shown in place).
 * Resolves to true when a reload was started.
 */
export async function reloadIfStale(win: GatsbyWindow = window): Promise<boolean> {
  const pageHash = win.___webpackCompilationHash;
  const deployed = await deployedBuildHash();
  if (!pageHash || !deployed || deployed === pageHash) return false;
  try {
    if (win.sessionStorage.getItem(RELOADED_KEY) === deployed) return false;
    win.sessionStorage.setItem(RELOADED_KEY, deployed);
  } catch {
    return false; // no storage: no way to tell a first reload from a loop
  }
  win.location.reload();
  return true;
}
