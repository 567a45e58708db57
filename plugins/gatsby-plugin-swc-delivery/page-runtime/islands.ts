import { ENGAGEMENT_EVENTS, markEngagement, watchFirstEvent } from "../../../src/lib/engagement";
import { whenIdle } from "../../../src/lib/activation";
import { loadLateCode, type IslandName } from "../../../src/lib/late-code";

/**
 * Finds the page's islands (src/components/ui/Island.tsx) and hydrates each
 * alone when the visitor heads for it: when it comes within APPROACH_MARGIN
 * (scrolled near, or that near at load, as on /contact) it hydrates at the
 * main thread's next idle moment; when the pointer, a touch or the keyboard
 * focus lands inside it, at once. Each island is also marked the moment the
 * visitor engages with it (src/lib/engagement.ts): what its code holds back
 * until then (the form's captcha) learns at mount that it is wanted already.
 *
 * Until then the island is its server HTML: readable, its links working, its
 * fields typeable (the island starts from what was typed). A form submitted
 * meanwhile is submitted again once the island is up. The island's entry in
 * plugins/gatsby-plugin-swc-delivery/late-code/ hydrates it (plugins/gatsby-plugin-swc-delivery/late-code/hydrate-island.tsx). If the code
 * cannot load, the island's notice is shown with a retry, and its HTML stays
 * as it is.
 */
/** On an island's element (src/components/ui/Island.tsx), naming its late code. */
export const ISLAND_ATTRIBUTE = "data-island";

export const APPROACH_MARGIN = "600px 0px";
/** Engagement, or the pointer entering: a visitor about to use it. */
const APPROACH_EVENTS = [...ENGAGEMENT_EVENTS, "pointerenter"] as const;

/**
 * How long an island scrolled near may wait for an idle moment before it
 * hydrates anyway. Loading and starting React is the heaviest work a page
 * does: a visitor who scrolls to the footer and taps there at once (Cookie
 * settings, a link) is answered first, and the form nearby hydrates right
 * after. Heading into the island itself (pointer, touch, focus) hydrates it
 * without waiting.
 */
export const APPROACH_IDLE_TIMEOUT_MS = 2000;

/** Calls `onApproach` once, when the visitor heads for `node`. */
export function watchApproach(doc: Document, node: Element, onApproach: () => void): void {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver === "undefined") {
    onApproach();
    return;
  }
  let done = false;
  const approach = () => {
    if (done) return;
    done = true;
    stopWatchingEvents();
    observer.disconnect();
    onApproach();
  };
  const stopWatchingEvents = watchFirstEvent(node, APPROACH_EVENTS, approach);
  const observer = new win.IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && whenIdle(win, approach, APPROACH_IDLE_TIMEOUT_MS),
    { rootMargin: APPROACH_MARGIN },
  );
  observer.observe(node);
}

/**
 * Hydrates one island by its late code; resolves once React has hydrated it.
 * A page older than the deployed build reloads instead of failing: nothing
 * of the island runs yet.
 */
async function hydrateIsland(island: HTMLElement): Promise<void> {
  // Island.tsx writes the name, typed; an unknown one has no bundle and fails like a failed load.
  const [entry] = await loadLateCode([island.dataset.island as IslandName], { reloadWhenStale: true });
  await entry.default(island);
}

export function startIsland(doc: Document, island: HTMLElement): void {
  const win = doc.defaultView!;
  const notice = island.querySelector<HTMLElement>("[data-island-failed]");
  markEngagement(island);

  // A submit before hydration would be the browser's own (a GET that puts the
  // fields in the address): held instead, and made again once React handles it.
  let heldSubmit: HTMLFormElement | null = null;
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof win.HTMLFormElement) heldSubmit = event.target;
  };
  island.addEventListener("submit", holdSubmit, { capture: true });

  let loading = false;
  const hydrate = () => {
    if (loading) return;
    loading = true;
    island.dataset.islandState = "loading";
    hydrateIsland(island)
      .then(() => {
        island.removeEventListener("submit", holdSubmit, { capture: true });
        island.dataset.hydrated = "true";
        delete island.dataset.islandState;
        if (heldSubmit?.isConnected) heldSubmit.requestSubmit();
      })
      .catch((error: unknown) => {
        console.error(`The ${island.dataset.island} island could not load`, error);
        loading = false;
        island.dataset.islandState = "failed";
        if (notice) notice.hidden = false;
      });
  };
  island.querySelector("[data-island-retry]")?.addEventListener("click", () => {
    if (notice) notice.hidden = true;
    hydrate();
  });
  watchApproach(doc, island, hydrate);
}

/** Starts every island of the page. */
export function installIslands(doc: Document): void {
  doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`).forEach((island) => startIsland(doc, island));
}
