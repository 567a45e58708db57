/**
 * Idempotency keys whose captcha passed in this instance, with the hash of
 * their message: when storing that message then fails (database down, a
 * time-out), the visitor's retry of the same send is let through without a
 * second captcha token — the first one is spent, siteverify accepts a token
 * once. Bounded in number and age. A key stays after its lead was stored, so
 * a retry here is answered as a duplicate without a siteverify call; a retry
 * reaching another instance is answered from the database once siteverify
 * reports its token spent (timeout-or-duplicate).
 */
export const VERIFIED_KEY_TTL_MS = 30 * 60 * 1000;
export const VERIFIED_KEY_LIMIT = 1000;

export function createVerifiedKeys({ now, ttlMs = VERIFIED_KEY_TTL_MS, limit = VERIFIED_KEY_LIMIT }: { now: () => Date; ttlMs?: number; limit?: number }) {
  const keys = new Map<string, { payloadHash: string; at: number }>();
  return {
    add(key: string, payloadHash: string): void {
      keys.delete(key);
      keys.set(key, { payloadHash, at: now().getTime() });
      // Map iteration is insertion order: the oldest go first.
      for (const oldest of keys.keys()) {
        if (keys.size <= limit) break;
        keys.delete(oldest);
      }
    },
    has(key: string, payloadHash: string): boolean {
      const entry = keys.get(key);
      if (!entry) return false;
      if (now().getTime() - entry.at > ttlMs) {
        keys.delete(key);
        return false;
      }
      return entry.payloadHash === payloadHash;
    },
  };
}
