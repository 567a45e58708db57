import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./Layout";

/** The frame a page asks for in its context (gatsby/create-pages.ts): "focused" for campaign pages. */
function isFocused(props: Partial<WrapPageElementBrowserArgs["props"]> | undefined): boolean {
  const context = props?.pageContext as { layout?: unknown } | undefined;
  return context?.layout === "focused";
}

/** Every page inside the site's Layout (gatsby-ssr renders it; gatsby-browser too, for `gatsby develop`). */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element"> & { props?: Partial<WrapPageElementBrowserArgs["props"]> }) {
  return <Layout focused={isFocused(props)}>{element}</Layout>;
}
