import React from "react";
import { Link } from "gatsby";
import { Logo } from "../ui/Logo";
import { DesktopNav } from "./DesktopNav";
import { MobileMenu } from "./MobileMenu";
import type { MenuEntry } from "../../lib/navigation";
import { useScrolled } from "../../lib/use-scrolled";

export interface HeaderProps {
  brand: string;
  menu: readonly MenuEntry[];
  cta: { title: string; href: string };
  pathname: string;
}

/** Sticky bar; white and blurred once the page has scrolled past the threshold. */
export function Header({ brand, menu, cta, pathname }: HeaderProps) {
  const scrolled = useScrolled();
  return (
    <header data-scrolled={scrolled} className="sticky top-0 z-50" data-track-component="header">
      {/* The blur sits on its own layer: backdrop-filter on the header itself
          would trap the mobile menu's fixed panel inside the bar. */}
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 transition-[background-color,box-shadow,backdrop-filter] duration-300 ${
          scrolled ? "bg-white/85 shadow-[0_1px_0_rgba(11,21,38,.08)] backdrop-blur-md" : "bg-transparent"
        }`}
      />
      <div className="container-page flex h-[4.5rem] items-center justify-between gap-6">
        <Link to="/" className="shrink-0 text-ink" aria-label={`${brand} home`}>
          <Logo label={brand} />
        </Link>
        <DesktopNav menu={menu} pathname={pathname} />
        <div className="flex items-center gap-2">
          <Link to={cta.href} className="btn-primary hidden px-5 py-2.5 text-[0.95rem] lg:inline-flex" data-contact-link>
            {cta.title}
          </Link>
          <MobileMenu menu={menu} cta={cta} pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
