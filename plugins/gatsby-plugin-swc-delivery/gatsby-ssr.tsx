import React from "react";
import type { GatsbySSR } from "gatsby";
import { lateCodeAttributes, readPageRuntime } from "./bundling/page-runtime-file";

/**
 * Every page's inline page runtime (./page-runtime/), so menus, the consent
 * banner and click tracking answer from the first paint, before and without
 * React; its element names the build's late code (./browser/late-code.ts).
 * The site's gatsby-ssr puts the consent default ahead of it.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="page-runtime" data-page-runtime="" {...lateCodeAttributes()} dangerouslySetInnerHTML={{ __html: readPageRuntime() }} />]);
};
