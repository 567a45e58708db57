/**
 * What the browser keeps about a visitor's experiments, only while analytics
 * consent is granted, under one name: the first-party cookie with the
 * visitor's random id (the head script's assignment, src/lib/experiment-assignment.ts)
 * and the localStorage record of the variants shown (src/lib/experiment-exposure.ts).
 */
export const EXPERIMENT_COOKIE = "swc_exp";
export const EXPERIMENT_SEEN_KEY: typeof EXPERIMENT_COOKIE = EXPERIMENT_COOKIE;

/**
 * Removes both records, when the visitor withdraws analytics consent: the
 * cookie expires at once (same path as set, so the same cookie) and the
 * record is deleted, where the browser lets the page reach them at all.
 */
export function forgetExperiments(doc: Document): void {
  try {
    doc.cookie = `${EXPERIMENT_COOKIE}=; Max-Age=0; Path=/`;
    // The record's key is the cookie's name (EXPERIMENT_SEEN_KEY): one name, one string in the page runtime.
    localStorage.removeItem(EXPERIMENT_COOKIE);
  } catch {
    // Cookies or storage are blocked (a sandboxed frame): there is no record to remove.
  }
}
