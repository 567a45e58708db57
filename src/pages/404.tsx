import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { NotFoundPage } from "../components/not-found/NotFoundPage";
import { requiredNode } from "../lib/required-node";

/**
 * Shown for /404 and for every unknown path. Logging the bad path and sending
 * an unknown slug or case id on to /404 happen in Layout (src/lib/not-found.ts).
 */
const notFoundOf = (data: Queries.NotFoundPageQuery) => requiredNode(data.notFoundJson, "notFoundJson");

export default function NotFound({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFoundPage {...notFoundOf(data)} />;
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  return <Seo title={notFoundOf(data).metaTitle} path={location.pathname} noindex />;
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
