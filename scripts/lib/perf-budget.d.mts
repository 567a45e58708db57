// Types of perf-budget.mjs for the TypeScript tests that share its rules.
export declare const CALIBRATED_MAX_INDEX: number;
export declare function cpuSlowdownFromBenchmark(benchmarkIndex: number): { multiplier: number; extrapolated: number; capped: boolean };
export declare function median(values: number[]): number;
export declare function stripScripts(html: string): string;
export declare function executableInlineScripts(html: string): string[];
export declare const PRERENDERED_NAVIGATION_BUDGET_MS: number;
export declare const NO_FORM_JS_BUDGET_KB: number;
export declare const FORBIDDEN_IN_FIRST_LOAD: { library: string; pattern: RegExp }[];
export declare function forbiddenLibraries(code: string): string[];
export declare const CHUNKS_LOADED_WHEN_IDLE: string[];
export declare function isLoadedWhenIdle(url: string): boolean;
export declare function formatTable(headers: string[], rows: unknown[][]): string;
export declare const LCP_BUDGET: { renderDelayMs: number; lcpAfterFcpMs: number };
export declare const HTML_GZIP_BUDGET_KB: { home: number; other: number };
export declare function htmlGzipBudgetKb(pagePath: string): number;
export interface LcpBreakdown { element: string; selector: string; isImage: boolean; ttfb: number; loadDelay: number; loadTime: number; renderDelay: number }
export declare function lcpBreakdown(lhr: unknown): LcpBreakdown;
export declare function budgetedRenderDelay(breakdown: LcpBreakdown, fcp: number): number;
