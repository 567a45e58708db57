import { DEBUG_PREFIX, debugDataLayerWanted } from "../../../src/lib/debug-datalayer-flag";
import { whenIdleAfterLoad, whenShown } from "../../../src/lib/activation";
import { loadLateCode } from "../../../src/lib/late-code";

/**
 * Two pieces of late code that are not islands: the Core Web Vitals
 * reporter, requested once the page is shown and idle after load (so the
 * first load carries none of it; a failure costs the report, nothing else),
 * and the admins' dataLayer debug view, only on a tab that asked for it
 * (`?debug_datalayer=1`), which prints what the page pushed before it loaded too.
 */
export function installLateTools(win: Window): void {
  const landingPath = win.location.pathname;
  whenShown(win.document, () =>
    whenIdleAfterLoad(win, () => {
      loadLateCode(["web-vitals"])
        .then(([reporter]) => reporter.default(landingPath))
        .catch(() => undefined);
    }),
  );

  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    // Storage refused: the query alone decides.
  }
  if (!debugDataLayerWanted(win.location.search, storage)) return;
  loadLateCode(["debug-datalayer"])
    .then(([view]) => view.default())
    .catch((error: unknown) => console.warn(`${DEBUG_PREFIX} the debug view could not load`, error));
}
