/**
 * Throttles answers to spent captcha tokens per client, in this worker's
 * memory: a replayed token costs a siteverify call and nothing else (it never
 * reaches the database), and one client cannot keep that up. Fixed windows,
 * bounded in the number of clients kept (the oldest window is forgotten first).
 */
export const SPENT_TOKEN_CLIENTS = 10_000;

export function createSpentTokenThrottle({ now, limit, windowMs, clients = SPENT_TOKEN_CLIENTS }: { now: () => Date; limit: number; windowMs: number; clients?: number }) {
  const windows = new Map<string, { startedAt: number; hits: number }>();
  return {
    /** Counts one spent-token answer for `client`; false once it is over `limit` in the window. */
    allow(client: string): boolean {
      const at = now().getTime();
      let window = windows.get(client);
      if (!window || at - window.startedAt >= windowMs) {
        windows.delete(client);
        window = { startedAt: at, hits: 0 };
        windows.set(client, window);
        for (const oldest of windows.keys()) {
          if (windows.size <= clients) break;
          windows.delete(oldest);
        }
      }
      window.hits++;
      return window.hits <= limit;
    },
  };
}
