// Types of cms-backend.mjs for the TypeScript tests that drive it.
import type { ChildProcess, StdioOptions } from "node:child_process";
export declare const LOCAL_BACKEND_PORT: number;
export declare function startLocalBackend(options: {
  directory: string;
  root?: string;
  port?: number;
  timeoutMs?: number;
  stdio?: StdioOptions;
  env?: Record<string, string>;
}): Promise<{ child: ChildProcess; url: string; stop: () => void }>;
