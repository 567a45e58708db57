import React from "react";
import { Link } from "gatsby";
import { Logo } from "../ui/Logo";
import { MenuToggle, SiteMenu } from "./SiteMenu";
import type { MenuEntry } from "../../lib/navigation";
import { SITE_HEADER_ATTRIBUTE } from "../../lib/navigation";

export interface HeaderProps {
  brand: string;
  menu: readonly MenuEntry[];
  cta: { title: string; href: string };
  /** the names of the logo link (after the brand), the main menu and its toggle (content/navigation.json) */
  labels: Pick<Queries.ShellLabels, "homeLabel" | "mainNavLabel" | "menuToggleLabel">;
  /** a campaign page's frame: the logo (home) alone, no menu and no button to wander off through */
  focused?: boolean;
}

/**
 * Sticky bar; white and blurred once the page has scrolled past the threshold
 * (the page runtime marks it data-scrolled; the look is CSS, so React renders
 * nothing that changes with scrolling).
 */
export function Header({ brand, menu, cta, labels, focused = false }: HeaderProps) {
  return (
    <header {...{ [SITE_HEADER_ATTRIBUTE]: "" }} className="sticky top-0 z-50" data-track-component="header">
      {/* The blur sits on its own layer: backdrop-filter on the header itself
          would make it the containing block of everything fixed inside it. */}
      <div aria-hidden="true" className="header-backdrop" />
      <div className="container-page flex h-[4.5rem] items-center justify-between gap-6">
        <Link to="/" className="shrink-0 text-ink" aria-label={`${brand} ${labels.homeLabel}`}>
          <Logo label={brand} />
        </Link>
        {focused ? null : (
          <>
            <SiteMenu menu={menu} cta={cta} label={labels.mainNavLabel} />
            <div className="flex items-center gap-2">
              <Link to={cta.href} className="btn-primary hidden px-5 py-2.5 text-[0.95rem] lg:inline-flex" data-contact-link>
                {cta.title}
              </Link>
              <MenuToggle label={labels.menuToggleLabel} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
