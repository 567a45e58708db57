/** Chromium's launch flags for tests and benchmarks (see chromium.mjs). */
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | null | undefined;
export declare function ensureChromium(): string;
