/**
 * An entry opened straight from another entry's address (the address bar
 * edited, a bookmark opened in the same tab): Decap keeps the first entry's
 * data in the editor under the second's address, and a Publish would write
 * it into the wrong file. The CMS loads the page afresh instead, so the
 * editor holds the entry its address names. Decap's own moves never go from
 * one entry straight to another (a new entry, once saved, moves from /new).
 */

/** The entry an admin address names (collection and slug), or null for any other view. */
export function entryOfAddress(hash: string): string | null {
  const match = /^#\/collections\/([^/?#]+)\/entries\/([^?#]+)/.exec(hash);
  return match ? `${decodeURIComponent(match[1])}/${decodeURIComponent(match[2])}` : null;
}

/** Whether moving from `before` to `after` opens one entry straight from another. */
export function isEntrySwitch(before: string, after: string): boolean {
  const from = entryOfAddress(before);
  const to = entryOfAddress(after);
  return from !== null && to !== null && from !== to;
}

/** Reloads the admin when its address moves from one entry straight to another. */
export function guardEntrySwitch(win: Window): void {
  let last = win.location.hash;
  win.addEventListener("hashchange", () => {
    const next = win.location.hash;
    if (isEntrySwitch(last, next)) win.location.reload();
    last = next;
  });
}
