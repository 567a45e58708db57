/** Plain types for the menu entity, shared by header, mobile menu and footer. */
import type { Optional } from "./optional";

export type NavLink = Queries.NavLink;

export type DropdownGroup = Optional<Queries.DropdownGroup, "categoryLink" | "groupId">;

export type MenuEntry = Optional<Omit<Queries.MenuEntry, "dropdownItems">, "href"> & { dropdownItems?: readonly DropdownGroup[] | null };

/**
 * Splits a dropdown's groups into columns. Groups sharing a groupId stack in
 * one column (Technology: Google | analytics); groups without one get their
 * own column (Services: For Marketers | For Product Managers).
 */
export function dropdownColumns(groups: readonly DropdownGroup[]): DropdownGroup[][] {
  const columns: DropdownGroup[][] = [];
  const byGroupId = new Map<string, DropdownGroup[]>();
  for (const group of groups) {
    if (!group.groupId) {
      columns.push([group]);
      continue;
    }
    let column = byGroupId.get(group.groupId);
    if (!column) {
      column = [];
      byGroupId.set(group.groupId, column);
      columns.push(column);
    }
    column.push(group);
  }
  return columns;
}

/** True when `href` points at the page being shown (ignoring hash and trailing slash). */
export function isCurrentPath(href: string, pathname: string): boolean {
  const clean = (value: string) => value.split("#")[0].replace(/\/+$/, "") || "/";
  return clean(href) === clean(pathname);
}

// The header's markup hooks: Header.tsx and SiteMenu.tsx write them, the page runtime's menus act on them.
/** On the site header. */
export const SITE_HEADER_ATTRIBUTE = "data-site-header";
/** On the popover that holds the menu (the mobile panel; inline from 1024 px). */
export const SITE_MENU_ATTRIBUTE = "data-site-menu";
/** On each dropdown / accordion section (<details>). */
export const MENU_SECTION_ATTRIBUTE = "data-menu-section";
/** On the mobile menu's toggle. */
export const MENU_TOGGLE_ATTRIBUTE = "data-menu-toggle";
