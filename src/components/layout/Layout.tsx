import React from "react";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { ErrorBoundary } from "./ErrorBoundary";
import { useSiteData } from "../../lib/use-site-data";
import { ConsentBanner } from "../consent/ConsentBanner";

interface LayoutProps {
  children: React.ReactNode;
  /** a campaign page's frame: logo home and no menu above, the legal line alone below */
  focused?: boolean;
}

/**
 * Every page's frame: skip link, header, main, footer and consent banner.
 * It is HTML only in the browser: the page runtime (plugins/gatsby-plugin-swc-delivery/page-runtime/) serves
 * the menus, the banner and the footer's year, and writes the year of the
 * visitor's clock over the year the page was built in.
 */
export function Layout({ children, focused = false }: LayoutProps) {
  const { site, navigation } = useSiteData();
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand font-semibold text-white shadow-lift focus:not-sr-only focus:fixed focus:left-1/2 focus:top-3 focus:-translate-x-1/2 focus:px-6 focus:py-3"
      >
        {navigation.shell.skipLinkLabel}
      </a>
      <Header brand={site.brand} menu={navigation.menu} cta={navigation.cta} labels={navigation.shell} focused={focused} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary>{children}</ErrorBoundary>
      </main>
      <Footer site={site} columns={navigation.footerColumns} copy={{ ...navigation.footer, homeLabel: navigation.shell.homeLabel }} year={year} focused={focused} />
      <ConsentBanner copy={navigation.consentBanner} />
    </div>
  );
}
