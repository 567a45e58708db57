/** Chromium's launch flags for tests and benchmarks (see chromium.mjs). */
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | null | undefined;
export declare function ensureChromium(): string;
export declare function chromiumArgs(options?: { gpu?: boolean }): string[];
export declare function launchChromium(options?: import("@playwright/test").LaunchOptions): Promise<import("@playwright/test").Browser>;
