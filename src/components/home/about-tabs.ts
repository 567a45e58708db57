/**
 * Preset rules of the home page's vintage-radio About section, kept free of
 * React so they are unit-tested: which presets get a button and what an
 * unknown value falls back to.
 */
import type { Optional } from "../../lib/optional";

/** A preset of the dial; `position` is the marker's offset, percent of the dial's width. */
export type AboutTab = Optional<Queries.AboutTab, "hidden">;

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
