/** The site's own TypeScript modules for scripts (see site-module.mjs). */
export declare function importSiteModule(file: string): Promise<Record<string, unknown>>;
export declare function storedRejectAll(): Promise<{ name: string; value: string }>;
