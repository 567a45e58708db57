/**
 * Decap's app (/admin/decap-cms-app.js) is built to take React and ReactDOM
 * from the page, as `window.React` and `window.ReactDOM`: they are this
 * bundle's, so Decap, its widgets and the site's components in the previews
 * all run on one React (gatsby/cms/admin-bundle.ts says which).
 */
import * as React from "react";
import * as ReactDOM from "react-dom";
import type { DecapCms } from "./decap";

declare global {
  interface Window {
    React?: typeof React;
    ReactDOM?: typeof ReactDOM;
    /** set by /admin/decap-cms-app.js */
    DecapCmsApp?: DecapCms;
  }
}

export function shareReact(): void {
  window.React = React;
  window.ReactDOM = ReactDOM;
}
