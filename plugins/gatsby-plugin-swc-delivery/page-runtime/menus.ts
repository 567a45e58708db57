import { whenParsed } from "../../../src/lib/activation";
import { MENU_SECTION_ATTRIBUTE, MENU_TOGGLE_ATTRIBUTE, SITE_HEADER_ATTRIBUTE, SITE_MENU_ATTRIBUTE } from "../../../src/lib/navigation";

/**
 * The header's behaviour beyond what HTML does on its own (markup:
 * src/components/layout/SiteMenu.tsx). Part of the page runtime, so it holds
 * from the first paint, before and after hydration, and React never handles
 * these controls.
 *
 * HTML already does the essentials with no script at all: each dropdown is a
 * <details> (one open at a time through a shared `name`), the mobile menu is a
 * popover opened by its toggle (Escape and a tap outside close it). This adds:
 * - a desktop dropdown closes on a tap outside it, on Escape (focus back on its
 *   summary) and when focus moves out of it;
 * - following any menu link closes the dropdown and the mobile menu;
 * - Tab cycles inside the open mobile menu (toggle and panel) instead of
 *   wandering behind it;
 * - the header is marked scrolled past SCROLLED_THRESHOLD, for its backdrop.
 */
/** Set on the header to "true" or "false": scrolled past the threshold or not. */
export const SCROLLED_ATTRIBUTE = "data-scrolled";
/** Pixels the page scrolls before the header gets its backdrop. */
export const SCROLLED_THRESHOLD = 20;

const FOCUSABLE = "summary, a[href], button";

/** A browser without popover support has no :popover-open (matches throws): the panel is never open there. */
function isPanelOpen(panel: Element | null): boolean {
  try {
    return !!panel && panel.matches(":popover-open");
  } catch {
    return false;
  }
}

function openSections(doc: Document): HTMLDetailsElement[] {
  return [...doc.querySelectorAll<HTMLDetailsElement>(`details[${MENU_SECTION_ATTRIBUTE}][open]`)];
}

function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === "function" ? element.checkVisibility() : element.getClientRects().length > 0;
}

/** Installs the menus' listeners on `doc`; returns a function that removes them. */
export function installMenus(doc: Document): () => void {
  const view = doc.defaultView ?? window;
  const panel = () => doc.querySelector<HTMLElement>(`[${SITE_MENU_ATTRIBUTE}]`);
  const toggle = () => doc.querySelector<HTMLElement>(`[${MENU_TOGGLE_ATTRIBUTE}]`);

  /** Dropdowns shown as dropdowns: every open section while the mobile panel is not open. */
  const openDropdowns = () => (isPanelOpen(panel()) ? [] : openSections(doc));

  const closeAll = () => {
    for (const section of openSections(doc)) section.open = false;
    const menu = panel();
    if (isPanelOpen(menu)) menu!.hidePopover();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const link = target?.closest?.("a[href]");
    if (link && link.closest(`[${SITE_MENU_ATTRIBUTE}]`)) closeAll();
  };

  /** A press or focus outside an open dropdown closes it. */
  const closeDropdownsOutside = (event: Event) => {
    const target = event.target as Node;
    for (const section of openDropdowns()) if (!section.contains(target)) section.open = false;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      const [section] = openDropdowns();
      if (!section) return;
      section.open = false;
      section.querySelector("summary")?.focus();
      return;
    }
    if (event.key === "Tab") trapTab(event);
  };

  /** While the mobile menu is open, Tab cycles between its toggle and the panel's visible controls. */
  const trapTab = (event: KeyboardEvent) => {
    const menu = panel();
    const button = toggle();
    if (!menu || !button || !isPanelOpen(menu)) return;
    const stops = [button, ...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = doc.activeElement;
    const outside = !stops.includes(active as HTMLElement);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };

  const markScrolled = () => {
    const header = doc.querySelector(`[${SITE_HEADER_ATTRIBUTE}]`);
    if (!header) return;
    const scrolled = String(view.scrollY > SCROLLED_THRESHOLD);
    if (header.getAttribute(SCROLLED_ATTRIBUTE) !== scrolled) header.setAttribute(SCROLLED_ATTRIBUTE, scrolled);
  };

  doc.addEventListener("click", onClick);
  doc.addEventListener("pointerdown", closeDropdownsOutside);
  doc.addEventListener("focusin", closeDropdownsOutside);
  doc.addEventListener("keydown", onKeyDown);
  view.addEventListener("scroll", markScrolled, { passive: true });
  // A page opened scrolled (a reload, a hash) is marked in its first frame:
  // reading scrollY makes the browser lay the page out, which a frame does
  // anyway, and which would otherwise lengthen the task that parsed the page.
  whenParsed(doc, () => view.requestAnimationFrame(markScrolled));

  return () => {
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("pointerdown", closeDropdownsOutside);
    doc.removeEventListener("focusin", closeDropdownsOutside);
    doc.removeEventListener("keydown", onKeyDown);
    view.removeEventListener("scroll", markScrolled);
  };
}
