import React from "react";
import { Link, type HeadProps } from "gatsby";
import { Seo } from "../components/layout/Seo";

/**
 * Shown for /404 and for every unknown path. Logging the bad path and sending
 * an unknown slug or case id on to /404 happen in Layout (src/lib/not-found.ts).
 */
export default function NotFoundPage() {
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
