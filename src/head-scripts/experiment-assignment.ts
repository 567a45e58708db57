import { decodeConsentCookie } from "../lib/consent";
import { EVENT_NAME, NOT_APPLICABLE } from "../lib/analytics-vocabulary";
import { assignVariant, CRAWLER_PATTERN, EXPERIMENTS_ATTRIBUTE, type ExperimentHeadData } from "../lib/experiment-assignment";
import { variantString } from "../lib/experiment-exposure";
import { EXPERIMENT_COOKIE, EXPERIMENT_SEEN_KEY } from "../lib/experiment-records";
import { dataLayerOf } from "../lib/data-layer";
import { whenParsed, whenShown } from "../lib/activation";

const STORED_VISITOR = /* @__PURE__ */ new RegExp(`(?:^|;\\s*)${EXPERIMENT_COOKIE}=([0-9a-f]{16})(?:;|$)`);

/** A new random visitor id: 16 hex digits. */
function newVisitorId(win: Window): string {
  return Array.from(win.crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The variants seen so far (experiment → [variant, last day]); a missing or broken record is empty. */
function readSeen(storage: Storage): Record<string, [string, string]> {
  try {
    const seen = JSON.parse(storage.getItem(EXPERIMENT_SEEN_KEY) as string);
    return seen.constructor === Object ? seen : {};
  } catch {
    return {};
  }
}

/**
 * The assignment of a page with running experiments, run by its inline head
 * script before the body is parsed (the rules in src/lib/experiment-assignment.ts):
 * enrols only with analytics consent stored and never a crawler, keeps a
 * random visitor id in a first-party cookie, puts the assignments on <html>
 * for the page's CSS, and, once the variant is shown (at parse, at a
 * prerendered page's activation, again on a back/forward cache restore),
 * pushes one experience_impression per experiment and records the variant
 * for a lead — while the consent and the visitor id it was assigned with are
 * still stored.
 */
export function assignExperiments(win: Window, data: ExperimentHeadData): void {
  const doc = win.document;
  const analyticsGranted = () => decodeConsentCookie(doc.cookie)?.analytics_storage === "granted";
  const storedVisitor = () => STORED_VISITOR.exec(doc.cookie)?.[1];
  if (!analyticsGranted() || CRAWLER_PATTERN.test(win.navigator.userAgent)) return;
  let visitor = storedVisitor();
  if (!visitor) {
    visitor = newVisitorId(win);
    doc.cookie = `${EXPERIMENT_COOKIE}=${visitor}; Expires=${data.cookieExpiry}; Path=/; SameSite=Lax${win.location.protocol === "https:" ? "; Secure" : ""}`;
  }
  const assigned = data.experiments.map((experiment) => ({ id: experiment.id, variant: assignVariant(experiment, visitor), end: experiment.end }));
  doc.documentElement.setAttribute(EXPERIMENTS_ATTRIBUTE, assigned.map(({ id, variant }) => `${id}.${variant}`).join(" "));
  const expose = () => {
    if (!analyticsGranted() || storedVisitor() !== visitor) return;
    const dataLayer = dataLayerOf(win);
    const seen = readSeen(win.localStorage);
    for (const { id, variant, end } of assigned) {
      dataLayer.push({
        event: EVENT_NAME,
        event_name: "experience_impression",
        event_detail: id,
        event_text: variant,
        component_name: NOT_APPLICABLE,
        exp_variant_string: variantString(id, variant),
      });
      seen[id] = [variant, end];
    }
    try {
      win.localStorage.setItem(EXPERIMENT_SEEN_KEY, JSON.stringify(seen));
    } catch {
      // Storage is full or blocked: the exposure is still counted.
    }
  };
  whenShown(doc, () => whenParsed(doc, expose));
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) expose();
  });
}
