// Types of first-view.mjs for the TypeScript tests.
export interface FirstViewCost {
  htmlBytes: number;
  /** gzip bytes of the HTML, as bench:lighthouse measures them against HTML_GZIP_BUDGET_KB */
  htmlGzipBytes: number;
  elements: number;
  inlineCssBytes: number;
  inlineSvgBytes: number;
  inlineSvgs: number;
}
export declare function firstViewCost(html: string): FirstViewCost;
