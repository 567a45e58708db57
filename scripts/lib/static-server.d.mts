// Types of static-server.mjs for the TypeScript tests that drive it.
import type { Server } from "node:http";
export declare function parseRedirects(text: string): Map<string, { to: string; status: number; force: boolean }>;
export declare function matchRedirect(
  table: ReturnType<typeof parseRedirects>,
  pathname: string,
): { to: string; status: number; force: boolean } | undefined;
export declare function parseHeaders(text: string): { pattern: RegExp; headers: [string, string][] }[];
export declare function createStaticServer(root: string, options?: { redirects?: boolean }): Server;
export declare function collapseSlashes(pathname: string): string;
export declare function sameHost(location: string): string;
