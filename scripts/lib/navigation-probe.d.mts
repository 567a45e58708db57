// Types of navigation-probe.mjs for the TypeScript test that checks it.
export declare const REPORT_PATH: string;
export declare function probeScript(options?: { link?: string | null }): string;
export declare function isSoftwareRenderer(renderer: string | null | undefined): boolean;
export declare function cspHash(script: string): string;
export declare function injectFirstInHead(html: string, script: string): string;
export declare function admitScriptHash(policy: string, hash: string): string;
export declare function admitScriptHash(policy: undefined, hash: string): undefined;
