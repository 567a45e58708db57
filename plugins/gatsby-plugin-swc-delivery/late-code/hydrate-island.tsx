import React, { startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { HydrateIsland } from "../../../src/lib/late-code";

/** Resolves once React has hydrated the island (its effects run after the tree's). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return <>{children}</>;
}

/**
 * Hydrates one island (src/components/ui/Island.tsx) in its own React root:
 * its server HTML in `[data-island-root]`, rendered by `render` with the props
 * the page wrote beside it. Resolves once it is hydrated. The page's inlined
 * stylesheet already has the rules of everything the island can render
 * (plugins/gatsby-plugin-swc-delivery/build-output/used-css.ts). Hydration runs as a
 * transition, so React yields to the browser every few milliseconds instead
 * of hydrating in one long task (React 18 time-slices only transitions): a
 * tap elsewhere on the page meanwhile is answered at once, and a tap inside
 * the island makes React hydrate it first.
 */
export const hydrateIsland: HydrateIsland = async (island, render) => {
  const root = island.querySelector("[data-island-root]");
  if (!root) throw new Error(`the ${island.dataset.island} island has no [data-island-root]`);
  const props = JSON.parse(island.dataset.islandProps ?? "{}") as Parameters<typeof render>[0];
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(root, <Hydrated onHydrated={resolve}>{render(props)}</Hydrated>);
    });
  });
};
