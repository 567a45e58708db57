import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./Layout";
import { NOT_FOUND_PAGE_PATH } from "../../lib/not-found";

/** Shared by gatsby-browser and gatsby-ssr so server and client render the same tree. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  // pageResources names the page Gatsby picked: the not-found page for an unknown path.
  const showsNotFoundPage = props.pageResources?.page?.path === NOT_FOUND_PAGE_PATH;
  return (
    <Layout location={props.location} showsNotFoundPage={showsNotFoundPage}>
      {element}
    </Layout>
  );
}
