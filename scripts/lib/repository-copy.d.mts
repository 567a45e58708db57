/** Copies the repository into a new temporary folder named after `prefix`, node_modules linked; returns the folder (see repository-copy.mjs). */
export declare function copyRepository(prefix: string): string;
