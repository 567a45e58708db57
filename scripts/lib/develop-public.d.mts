/** Where the build's public/ waits while develop runs (see develop-public.mjs). */
export declare const PUBLIC_ASIDE_DIR: string;
export declare function restoreBuiltPublic(root: string): boolean;
export declare function setBuiltPublicAside(root: string): boolean;
