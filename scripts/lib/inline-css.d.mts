// Types of inline-css.mjs for the TypeScript tests.
export declare function currentStylesheet(publicDir: string): string | null;
export declare function refreshInlinedCss(publicDir: string): string[];
