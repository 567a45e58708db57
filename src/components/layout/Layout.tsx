import React, { Suspense, useEffect, useRef, useState } from "react";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { ErrorBoundary } from "./ErrorBoundary";
import { useSiteData } from "../../lib/use-site-data";
import { scheduleHashScroll } from "../../lib/hash-scroll";
import { useRouteFocus } from "../../lib/use-route-focus";
import { useNotFoundHandling } from "../../lib/not-found";
import { ConsentBanner } from "../consent/ConsentBanner";

interface LayoutProps {
  children: React.ReactNode;
  location: { pathname: string; hash: string };
  /** Gatsby rendered its not-found page (an unknown path, or /404 itself). */
  showsNotFoundPage?: boolean;
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

/**
 * Marks <html> once the whole page has hydrated: browser tests wait for it
 * before clicking, and deferred parts (src/lib/deferred-hydration.ts) read it
 * to tell a client-side navigation from the first load. It is the last child
 * of the page's content, which hydrates after the shell, so its effect runs
 * after every other effect of the hydrating page (React runs passive effects
 * children first, in order).
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function Layout({ children, location, showsNotFoundPage = false }: LayoutProps) {
  const { site, navigation } = useSiteData();
  const firstLoad = useRef(true);
  const year = useCurrentYear();
  useRouteFocus(location.pathname, location.hash);
  useNotFoundHandling(location.pathname, showsNotFoundPage);

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
        {navigation.shell.skipLinkLabel}
      </a>
      <Header brand={site.brand} menu={navigation.menu} cta={navigation.cta} labels={navigation.shell} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/*
          The page's content hydrates on its own, after the shell around it
          (header, footer, consent banner): a tap on the menu or the banner
          while the page is still hydrating waits for the shell only, never for
          the content, which React would otherwise hydrate in full inside that tap.
          Nothing inside suspends on a navigation, so the fallback is never shown.
        */}
        <Suspense fallback={null}>
          <ErrorBoundary key={location.pathname}>{children}</ErrorBoundary>
          <HydratedMark />
        </Suspense>
      </main>
      <Footer site={site} columns={navigation.footerColumns} copy={{ ...navigation.footer, homeLabel: navigation.shell.homeLabel }} year={year} />
      <ConsentBanner copy={navigation.consentBanner} />
    </div>
  );
}
