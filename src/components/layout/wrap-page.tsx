import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./Layout";

/** Shared by gatsby-browser and gatsby-ssr so server and client render the same tree. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return <Layout location={props.location}>{element}</Layout>;
}
