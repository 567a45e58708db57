import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { requiredNode } from "../lib/required-node";

/**
 * Shown for /404 and for every unknown path. Logging the bad path and sending
 * an unknown slug or case id on to /404 happen in Layout (src/lib/not-found.ts).
 */
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const copy = requiredNode(data.notFoundJson, "notFoundJson");
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-24 text-center">
      <div>
        <p className="text-[7rem] font-extrabold leading-none tracking-tight text-brand">404</p>
        <h1 className="mt-4 text-h2" tabIndex={-1}>
          {copy.title}
        </h1>
        <Link to="/" className="btn-primary mt-8">
          {copy.buttonLabel}
        </Link>
      </div>
    </section>
  );
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  return <Seo title={requiredNode(data.notFoundJson, "notFoundJson").metaTitle} path={location.pathname} noindex />;
}

export const query = graphql`
  query NotFoundPage {
    notFoundJson {
      metaTitle
      title
      buttonLabel
    }
  }
`;
