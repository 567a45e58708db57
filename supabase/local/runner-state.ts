/**
 * Who owns a local data directory. PGlite allows one process per directory,
 * so the runner records its address and a random admin token in
 * <dataDir>/runner.json (mode 600); `npm run leads` then reaches the database
 * through the runner's local SQL endpoint instead of opening it a second time.
 */
import type { SqlClient } from "../functions/_shared/lead-store.ts";

export interface RunnerState {
  pid: number;
  url: string;
  adminToken: string;
  instance: string;
}

export const ADMIN_HEADER = "x-local-admin-token";

export function statePath(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}/runner.json`;
}

export async function readState(dataDir: string): Promise<RunnerState | null> {
  try {
    return JSON.parse(await Deno.readTextFile(statePath(dataDir))) as RunnerState;
  } catch {
    return null;
  }
}

export async function writeState(dataDir: string, state: RunnerState): Promise<void> {
  await Deno.writeTextFile(statePath(dataDir), JSON.stringify(state, null, 2), { mode: 0o600 });
}

export function removeState(dataDir: string): void {
  try {
    Deno.removeSync(statePath(dataDir));
  } catch {
    // already gone
  }
}

/** The runner recorded in `state` if it is still up (same instance answering). */
export async function isAlive(state: RunnerState): Promise<boolean> {
  try {
    const response = await fetch(`${state.url}/_local/health`, { signal: AbortSignal.timeout(1500) });
    const body = await response.json();
    return response.ok && body.instance === state.instance;
  } catch {
    return false;
  }
}

/** A SqlClient that runs statements in the runner's process. */
export function runnerSqlClient(state: Pick<RunnerState, "url" | "adminToken">): SqlClient {
  return {
    async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const response = await fetch(`${state.url}/_local/sql`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [ADMIN_HEADER]: state.adminToken },
        body: JSON.stringify({ text, params }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(`local runner: ${body.error ?? response.status}`);
      return body.rows as Row[];
    },
  };
}
