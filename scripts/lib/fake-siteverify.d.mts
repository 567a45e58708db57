/** A local stand-in for reCAPTCHA's siteverify (see fake-siteverify.mjs). */
import type { Server } from "node:http";

export interface FakeSiteverify {
  server: Server;
  stats: { requests: number; passed: number; rejected: number };
  /** Resolves with the siteverify URL once listening (port 0 = any free port). */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}
export declare function createFakeSiteverify(options?: { secret?: string }): FakeSiteverify;
