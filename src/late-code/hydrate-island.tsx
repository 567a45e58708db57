import React, { startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

/** Resolves once React has hydrated the island (its effects run after the tree's). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return <>{children}</>;
}

let fullStylesheet: Promise<void> | null = null;

/**
 * Links the page's full stylesheet (named by the inlined one) once, resolving
 * when it has loaded or failed: an island may render markup (errors, the
 * thank-you view) whose rules the page did not inline.
 */
function linkFullStylesheet(): Promise<void> {
  fullStylesheet ??= new Promise((resolve) => {
    const href = document.querySelector('style[data-identity="gatsby-global-css"]')?.getAttribute("data-href");
    if (!href) return resolve();
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
  return fullStylesheet;
}

/**
 * Hydrates one island (src/components/ui/Island.tsx) in its own React root:
 * its server HTML in `[data-island-root]`, rendered by `render` with the props
 * the page wrote beside it. Resolves once it is hydrated. Hydration runs as a
 * transition, so React yields to the browser every few milliseconds instead
 * of hydrating in one long task (React 18 time-slices only transitions): a
 * tap elsewhere on the page meanwhile is answered at once, and a tap inside
 * the island makes React hydrate it first.
 */
export async function hydrateIsland<P>(island: HTMLElement, render: (props: P) => React.ReactElement): Promise<void> {
  const root = island.querySelector("[data-island-root]");
  if (!root) throw new Error(`the ${island.dataset.island} island has no [data-island-root]`);
  const props = JSON.parse(island.dataset.islandProps ?? "{}") as P;
  await linkFullStylesheet();
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(root, <Hydrated onHydrated={resolve}>{render(props)}</Hydrated>);
    });
  });
}
