import { useEffect, useRef } from "react";

/** The element that receives focus after a client-side route change. */
export function routeFocusTarget(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>("main h1") ?? root.querySelector<HTMLElement>("main");
}

/** Focuses the target without scrolling: the scroll position is handled by shouldUpdateScroll. */
export function focusRouteTarget(root: ParentNode = document): HTMLElement | null {
  const target = routeFocusTarget(root);
  if (!target) return null;
  // A heading is not focusable by default; -1 keeps it out of the Tab order.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return target;
}

/**
 * After a client-side navigation, focus moves to the new page's main heading
 * (WCAG 2.4.3): keyboard users continue from the new content instead of a link
 * that no longer exists, and screen readers read the heading. Gatsby's own
 * live region (#gatsby-announcer) announces "Navigated to <h1>" as well.
 * The first load keeps the browser's default focus; a URL with a hash leaves
 * focus alone because the hash scroll takes the reader to its section.
 */
export function useRouteFocus(pathname: string, hash: string) {
  const firstRender = useRef(true);
  // Read when the page changes; a hash change on the same page moves no focus.
  const currentHash = useRef(hash);
  currentHash.current = hash;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return undefined;
    }
    if (currentHash.current) return undefined;
    // Next frame: menus that close on navigation restore their own focus first.
    const frame = window.requestAnimationFrame(() => focusRouteTarget());
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);
}
