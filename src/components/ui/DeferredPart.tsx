import React, { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import { createGate, useOpenOnApproach } from "../../lib/deferred-hydration";
import { reloadIfStale } from "../../lib/stale-page";

type LoadState = "waiting" | "failed";

interface DeferredPartOptions {
  /** Shown on a client-side navigation (no server HTML) until the code arrives. */
  fallback?: React.ReactNode;
  /** What the visitor is told cannot load, e.g. "The form". */
  label?: string;
}

/**
 * Makes a component a deferred part of its page (src/lib/deferred-hydration.ts):
 * its code leaves the page's first-load JavaScript and its hydration leaves
 * the first hydration pass. The server still renders it in full, so the
 * visitor sees and uses it at once; its code arrives when the visitor heads
 * for it, and React hydrates it in place.
 *
 * The wrapper gets `data-deferred-part` with the part's name, and
 * `data-hydrated="true"` once the part has hydrated (browser tests wait for it).
 *
 * If the code cannot load, the part never throws into the page: its server
 * HTML stays exactly as it is (readable, links working, typed text kept), a
 * notice above it says so and offers to try again, and a page older than the
 * deployed build reloads once instead (src/lib/stale-page.ts).
 */
export function deferredPart<P extends object>(
  name: string,
  load: () => Promise<React.ComponentType<P>>,
  { fallback = null, label = "This part of the page" }: DeferredPartOptions = {},
) {
  const gate = createGate();
  let state: LoadState = "waiting";
  const listeners = new Set<() => void>();
  const setState = (next: LoadState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const store = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    server: (): LoadState => "waiting",
  };

  // One promise for React.lazy, settled only by a successful load: while it
  // is pending React keeps the server HTML untouched, through any number of retries.
  let attempt: () => void = () => undefined;
  const loaded = new Promise<{ default: React.ComponentType<P> }>((resolve) => {
    attempt = () => {
      setState("waiting");
      load().then(
        (component) => resolve({ default: component }),
        async (error: unknown) => {
          console.error(`${name} could not load`, error);
          if (!(await reloadIfStale())) setState("failed");
        },
      );
    };
  });
  void gate.opened.then(attempt);
  // (typed as a plain component: `lazy` cannot infer props through the generic)
  const Part = lazy(() => loaded) as unknown as React.ComponentType<P>;

  /**
   * The notice re-renders on its own: a re-render of the part would pass new
   * props into a boundary still waiting to hydrate, and React then drops the
   * server HTML (typed text included) for the fallback.
   */
  function FailureNotice() {
    const loadState = useSyncExternalStore(store.subscribe, store.get, store.server);
    return loadState === "failed" ? <LoadFailedNotice label={label} onRetry={attempt} /> : null;
  }

  function DeferredPart(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useOpenOnApproach(ref, gate);
    return (
      <div ref={ref} data-deferred-part={name}>
        <FailureNotice />
        <Suspense fallback={fallback}>
          <Part {...props} />
          <PartHydrated container={ref} />
        </Suspense>
      </div>
    );
  }
  DeferredPart.displayName = `Deferred(${name})`;
  return DeferredPart;
}

function LoadFailedNotice({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <div role="alert" data-load-failed className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <span className="flex-1">{label} could not load. Check your connection and try again; what you typed stays here.</span>
      <button type="button" onClick={onRetry} className="btn-secondary px-4 py-2 text-sm">
        Try again
      </button>
    </div>
  );
}

/** Last child inside the part's boundary: its effect runs once the part has hydrated. */
function PartHydrated({ container }: { container: React.RefObject<HTMLDivElement> }) {
  useEffect(() => {
    container.current?.setAttribute("data-hydrated", "true");
  }, [container]);
  return null;
}
