import React, { useEffect } from "react";
import { Link, navigate, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { skipPendingPageView } from "../lib/analytics-page-view";

/** Unknown article slugs and case ids end on /404 itself (spec §2), replacing history. */
const REDIRECT_TO_404 = /^\/(insights|case-study)\/[^/]+\/?$/;

export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    const path = location.pathname;
    if (path === "/404" || path === "/404.html" || path === "/404/") return;
    console.error("404 Error: User attempted to access non-existent route:", path);
    if (REDIRECT_TO_404.test(path)) {
      skipPendingPageView(); // only /404, where the visitor lands, counts as viewed
      navigate("/404", { replace: true });
    }
  }, [location.pathname]);

  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-24 text-center">
      <div>
        <p className="text-[7rem] font-extrabold leading-none tracking-tight text-brand">404</p>
        <h1 className="mt-4 text-h2" tabIndex={-1}>
          Oops! Page not found
        </h1>
        <Link to="/" className="btn-primary mt-8">
          Return to Home
        </Link>
      </div>
    </section>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page not found" path={location.pathname} noindex />;
}
