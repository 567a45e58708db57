import type { startDataLayerDebug } from "../lib/debug-datalayer";
import type { scheduleHashScroll } from "../lib/hash-scroll";
import type { startWebVitals } from "../lib/web-vitals-report";

/**
 * What the page runtime expects of each late-code module (the entries of
 * src/late-code/, which declare that they match): a default export it calls.
 */
export interface LateCodeModules {
  /** The lead form's island: hydrates the island element given, resolving once React has. */
  "lead-form": { default: (island: HTMLElement) => Promise<void> };
  "web-vitals": { default: typeof startWebVitals };
  "debug-datalayer": { default: typeof startDataLayerDebug };
  "hash-scroll": { default: typeof scheduleHashScroll };
}

export type LateCodeName = keyof LateCodeModules;

/** The late-code modules that hydrate an island (`data-island` names one). */
export type IslandName = Extract<LateCodeName, "lead-form">;
