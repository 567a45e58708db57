// Types of used-css.mjs for the TypeScript tests.
import type { ExtractorResultDetailed } from "purgecss";
export declare const RUN_TIME_MARKUP_SOURCES: readonly string[];
export declare function htmlSelectors(html: string): ExtractorResultDetailed;
export declare function sourceSelectors(source: string): string[];
export declare function readRunTimeMarkupSources(root: string): string;
export declare function usedCss(css: string, html: string, runTimeSource?: string): Promise<string>;
