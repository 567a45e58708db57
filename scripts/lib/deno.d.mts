// Types of deno.mjs for the TypeScript tests that run a Deno script.
import type { ChildProcess, SpawnOptions } from "node:child_process";
export declare const DENO: string;
export declare const FUNCTION_CONFIG: string;
export declare function denoRunArgs(script: string, options?: { writable?: string; nodeModules?: "manual" | "auto" }): string[];
export declare function spawnDeno(args: string[], options?: SpawnOptions): ChildProcess;
