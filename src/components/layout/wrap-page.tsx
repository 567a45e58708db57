import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./Layout";

/** Every page inside the site's Layout (gatsby-ssr renders it; gatsby-browser too, for `gatsby develop`). */
export function wrapPageElement({ element }: Pick<WrapPageElementBrowserArgs, "element">) {
  return <Layout>{element}</Layout>;
}
