import React from "react";
import { Link } from "gatsby";
import { LinkList } from "../ui/LinkList";
import { UiIcon } from "../ui/UiIcon";
import { dropdownColumns, type DropdownGroup, type MenuEntry } from "../../lib/navigation";
import { MENU_SECTION_ATTRIBUTE, MENU_TOGGLE_ATTRIBUTE, SITE_MENU_ATTRIBUTE } from "../../lib/navigation";

const SITE_MENU_ID = "site-menu";
/** Shared by every section, so opening one closes the other (exclusive <details>). */
const SECTION_GROUP = "site-menu-section";

/** React 18 does not know the popover attributes yet: they pass through as plain attributes. */
const popoverPanel = { popover: "auto" } as Record<string, string>;
const popoverToggle = { popovertarget: SITE_MENU_ID } as Record<string, string>;

interface SiteMenuProps {
  menu: readonly MenuEntry[];
  cta: { title: string; href: string };
  /** the menu's accessible name */
  label: string;
}

/**
 * The main menu, one markup for every width, working from the first paint with
 * or without JavaScript. Below 1024 px it is a popover panel opened by
 * MenuToggle, its entries an accordion; from 1024 px the same panel shows
 * inline in the header and each section is a dropdown. Sections are <details>
 * sharing one name, so one is open at a time and a second click closes it.
 * What HTML cannot do alone (closing on a tap outside or a followed link, the
 * Tab cycle) is the page runtime's (plugins/gatsby-plugin-swc-delivery/page-runtime/menus.ts); scroll lock and
 * the toggle's icon are CSS (global.css, "Site menu"), as are the entries' and
 * links' looks (.menu-entry, .menu-summary, .menu-link).
 */
export function SiteMenu({ menu, cta, label }: SiteMenuProps) {
  return (
    <div id={SITE_MENU_ID} {...popoverPanel} {...{ [SITE_MENU_ATTRIBUTE]: "" }} className="site-menu">
      <nav aria-label={label}>
        <ul className="divide-y divide-paper-line lg:flex lg:items-center lg:gap-1 lg:divide-y-0">
          {menu.map((entry) =>
            entry.dropdownItems?.length ? (
              <li key={entry.title} className="lg:relative">
                <MenuSection title={entry.title} groups={entry.dropdownItems} />
              </li>
            ) : (
              <li key={entry.title}>
                <Link
                  to={entry.href ?? "/"}
                  className="menu-entry block"
                  activeClassName="lg:!text-brand"
                  partiallyActive
                >
                  {entry.title}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <Link to={cta.href} className="btn-primary mt-6 w-full lg:hidden" data-contact-link>
        {cta.title}
      </Link>
    </div>
  );
}

/** One dropdown (from 1024 px) or accordion section (below): its link groups in columns. */
function MenuSection({ title, groups }: { title: string; groups: readonly DropdownGroup[] }) {
  const columns = dropdownColumns(groups);
  return (
    <details name={SECTION_GROUP} {...{ [MENU_SECTION_ATTRIBUTE]: "" }} className="group">
      <summary className="menu-entry menu-summary lg:group-open:text-brand">
        {title}
        <UiIcon name="chevron-down" className="h-6 w-6 transition-transform group-open:rotate-180 lg:h-4 lg:w-4" />
      </summary>
      <div
        className="menu-dropdown max-lg:space-y-5 max-lg:pb-5"
        style={{ "--menu-columns": columns.length } as React.CSSProperties}
      >
        {columns.map((column, index) => (
          <div key={index} className="space-y-5 lg:space-y-6">
            {column.map((group) => (
              <div key={group.category}>
                <p className={`${group.categoryLink ? "mb-1" : "mb-2"} text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted lg:mb-3`}>
                  {group.categoryLink ? (
                    // A full-height tap target in the mobile menu.
                    <Link to={group.categoryLink} className="inline-block py-1 hover:text-brand lg:py-0">
                      {group.category}
                    </Link>
                  ) : (
                    group.category
                  )}
                </p>
                <LinkList
                  links={group.links}
                  className="lg:space-y-1"
                  linkClassName="menu-link"
                />
              </div>
            ))}
          </div>
        ))}
      </div>
    </details>
  );
}

/** Below 1024 px: the button that opens and closes the menu panel (its expanded state is the browser's). */
export function MenuToggle({ label }: { label: string }) {
  return (
    <button
      type="button"
      {...popoverToggle}
      {...{ [MENU_TOGGLE_ATTRIBUTE]: "" }}
      aria-label={label}
      className="menu-toggle grid h-11 w-11 place-items-center rounded-full text-ink hover:bg-paper-tint lg:hidden"
    >
      <UiIcon name="menu" className="menu-toggle-open" />
      <UiIcon name="close" className="menu-toggle-close" />
    </button>
  );
}
