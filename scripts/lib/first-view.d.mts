// Types of first-view.mjs for the TypeScript tests.
export interface FirstViewCost {
  htmlBytes: number;
  elements: number;
  inlineCssBytes: number;
  inlineSvgBytes: number;
  inlineSvgs: number;
}
export declare function firstViewCost(html: string): FirstViewCost;
