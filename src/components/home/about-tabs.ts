/**
 * Tab logic of the vintage-radio About section (spec §2 Home item 3), kept
 * free of React so the rules are unit-tested: which presets get a button,
 * what an unknown value falls back to, and how the keyboard moves between them.
 */
export interface AboutTab {
  id: string;
  freq: string;
  label: string;
  /** dial marker offset, percent of the dial's width */
  position: number;
  hidden?: boolean | null;
}

/** Panels the section knows how to render; any other id has no content. */
export const ABOUT_PANEL_IDS = ["who-we-are", "partners", "by-the-numbers"] as const;
export type AboutPanelId = (typeof ABOUT_PANEL_IDS)[number];

/** The tab shown first and whenever a value is not a visible tab. */
export const DEFAULT_ABOUT_TAB: AboutPanelId = "who-we-are";

export function isAboutPanelId(value: string): value is AboutPanelId {
  return (ABOUT_PANEL_IDS as readonly string[]).includes(value);
}

/**
 * Tabs that get a radio button: not marked hidden in content (Our Vibe stays
 * in the data but is excluded) and backed by a panel.
 */
export function visibleAboutTabs<T extends AboutTab>(tabs: readonly T[]): (T & { id: AboutPanelId })[] {
  return tabs.filter((tab): tab is T & { id: AboutPanelId } => !tab.hidden && isAboutPanelId(tab.id));
}

/** The tab to show for a value; anything unknown falls back to Who We Are. */
export function resolveAboutTab<T extends AboutTab>(tabs: readonly T[], value: string | null | undefined): T & { id: AboutPanelId } {
  const visible = visibleAboutTabs(tabs);
  const match = visible.find((tab) => tab.id === value) ?? visible.find((tab) => tab.id === DEFAULT_ABOUT_TAB) ?? visible[0];
  if (!match) throw new Error(`The About section needs a visible "${DEFAULT_ABOUT_TAB}" tab`);
  return match;
}

/**
 * WAI-ARIA tabs keyboard model: arrows move to the neighbour (wrapping),
 * Home/End to the first/last tab. Returns null for keys the tab list ignores.
 */
export function tabIdForKey(ids: readonly string[], current: string, key: string): string | null {
  if (ids.length === 0) return null;
  const index = Math.max(0, ids.indexOf(current));
  switch (key) {
    case "ArrowRight":
      return ids[(index + 1) % ids.length];
    case "ArrowLeft":
      return ids[(index - 1 + ids.length) % ids.length];
    case "Home":
      return ids[0];
    case "End":
      return ids[ids.length - 1];
    default:
      return null;
  }
}
