import React, { useEffect, useRef, useState } from "react";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { ErrorBoundary } from "./ErrorBoundary";
import { useSiteData } from "../../lib/use-site-data";
import { scheduleHashScroll } from "../../lib/hash-scroll";
import { useRouteFocus } from "../../lib/use-route-focus";
import { ConsentBanner } from "../consent/ConsentBanner";

interface LayoutProps {
  children: React.ReactNode;
  location: { pathname: string; hash: string };
}

/**
 * The year of the copyright line. Hydration must start from the year the
 * server rendered (the footer marks it), or React would discard the page's
 * HTML; the effect then writes the visitor's year, so a page built in
 * December still reads right in January.
 */
function useCurrentYear(): number {
  const [year, setYear] = useState(() => {
    const rendered = typeof document === "undefined" ? NaN : Number(document.querySelector("[data-copyright-year]")?.textContent);
    return Number.isInteger(rendered) && rendered > 0 ? rendered : new Date().getFullYear();
  });
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function Layout({ children, location }: LayoutProps) {
  const { site, navigation } = useSiteData();
  const firstLoad = useRef(true);
  const year = useCurrentYear();
  useRouteFocus(location.pathname, location.hash);

  useEffect(() => {
    const cancel = location.hash ? scheduleHashScroll(location.hash, location.pathname, firstLoad.current) : undefined;
    firstLoad.current = false;
    return cancel;
  }, [location.pathname, location.hash]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header brand={site.brand} menu={navigation.menu} cta={navigation.cta} pathname={location.pathname} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary key={location.pathname}>{children}</ErrorBoundary>
      </main>
      <Footer
        brand={site.brand}
        blurb={site.footerBlurb}
        email={site.email}
        linkedinUrl={site.linkedinUrl}
        address={site.address}
        columns={navigation.footerColumns}
        year={year}
      />
      <ConsentBanner />
    </div>
  );
}
