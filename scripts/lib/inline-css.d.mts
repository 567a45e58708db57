// Types of inline-css.mjs for the TypeScript tests.
export declare function currentStylesheet(publicDir: string): string | null;
export interface InlineUsedCssReport {
  outdated: string[];
  pages: number;
  bytesBefore: number;
  bytesAfter: number;
}
export declare function inlineUsedCss(publicDir: string, root: string): Promise<InlineUsedCssReport>;
