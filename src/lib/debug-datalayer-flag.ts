/**
 * Whether a page shows the admins' dataLayer debug view: `?debug_datalayer=1`
 * turns it on for the tab (kept in sessionStorage, so it survives the
 * tab's navigations and reloads), `?debug_datalayer=0` turns it off. Off by
 * default. This check is all of the view that is in the page runtime; the view
 * itself (src/lib/debug-datalayer.ts) is late code loaded only when it is on.
 */
export const DEBUG_DATALAYER_PARAM = "debug_datalayer";
/** How the view's console lines begin (filter the console by it). */
export const DEBUG_PREFIX = "[dataLayer]";

/** Reads the flag from the page's query and the tab's storage, storing a choice the query makes. */
export function debugDataLayerWanted(search: string, storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null): boolean {
  const asked = new URLSearchParams(search).get(DEBUG_DATALAYER_PARAM);
  try {
    if (asked === "1") storage?.setItem(DEBUG_DATALAYER_PARAM, "1");
    else if (asked === "0") storage?.removeItem(DEBUG_DATALAYER_PARAM);
    else return storage?.getItem(DEBUG_DATALAYER_PARAM) === "1";
  } catch {
    // Storage can be refused (privacy settings): the query alone decides, for this page.
  }
  return asked === "1";
}
