/**
 * A fixed window per key (a hash of the client address and the endpoint), kept in memory for one
 * process. With DATABASE_URL the PostgreSQL store's limiter is used instead, shared by every instance.
 */
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): RateLimitResult | Promise<RateLimitResult>;
}

/** Keys kept at most; past it the oldest window is forgotten (its client gets a fresh one). */
export const MAX_RATE_LIMIT_KEYS = 100_000;
/** Expired windows dropped per request: a constant, so a request costs O(1) and never a scan. */
const PRUNE_PER_TAKE = 4;

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now, maxKeys = MAX_RATE_LIMIT_KEYS): RateLimiter {
  // A Map iterates in insertion order, and a window is (re)inserted when it starts: all windows
  // are as long, so the first entries are the ones that end first.
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    take(key) {
      const t = now();
      let pruned = 0;
      for (const [k, w] of windows) {
        if (w.resetAt > t || pruned === PRUNE_PER_TAKE) break;
        windows.delete(k);
        pruned++;
      }
      const w = windows.get(key);
      if (w && w.resetAt > t) {
        if (w.count >= limit) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
        w.count++;
        return { ok: true };
      }
      if (w) windows.delete(key);
      else if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
      windows.set(key, { count: 1, resetAt: t + windowMs });
      return { ok: true };
    },
  };
}
