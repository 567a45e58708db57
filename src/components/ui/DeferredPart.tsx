import React, { lazy, Suspense, useEffect, useRef } from "react";
import { createGate, useOpenOnApproach } from "../../lib/deferred-hydration";

/**
 * Makes a component a deferred part of its page (src/lib/deferred-hydration.ts):
 * its code leaves the page's first-load JavaScript and its hydration leaves
 * the first hydration pass. The server still renders it in full, so the
 * visitor sees and reads it at once and its links work as plain links; its
 * code arrives when the visitor heads for it, and React hydrates it in place.
 *
 * The wrapper gets `data-deferred-part` with the part's name, and
 * `data-hydrated="true"` once the part has hydrated (browser tests wait for it).
 * If the code cannot load (the visitor went offline), the server's HTML stays
 * as it is: readable, links working, only its interactions missing, rather
 * than the page's error screen.
 */
export function deferredPart<P extends object>(name: string, load: () => Promise<React.ComponentType<P>>) {
  const gate = createGate();
  // (typed as a plain component: `lazy` cannot infer props through the generic)
  const Part = lazy(() =>
    gate.opened.then(load).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`${name} could not load`, error);
        return new Promise<never>(() => undefined);
      },
    ),
  ) as unknown as React.ComponentType<P>;

  function DeferredPart(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useOpenOnApproach(ref, gate);
    return (
      <div ref={ref} data-deferred-part={name}>
        <Suspense fallback={null}>
          <Part {...props} />
          <PartHydrated container={ref} />
        </Suspense>
      </div>
    );
  }
  DeferredPart.displayName = `Deferred(${name})`;
  return DeferredPart;
}

/** Last child inside the part's boundary: its effect runs once the part has hydrated. */
function PartHydrated({ container }: { container: React.RefObject<HTMLDivElement> }) {
  useEffect(() => {
    container.current?.setAttribute("data-hydrated", "true");
  }, [container]);
  return null;
}
