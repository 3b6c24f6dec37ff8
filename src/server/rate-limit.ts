/**
 * A fixed window per key (the endpoint and the client's address), kept in memory for one
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
  type Window = { count: number; resetAt: number };
  const windows = new Map<string, Window>();
  // Windows in the order they started, which (all being as long) is the order they end. A queue of
  // its own: walking a Map from its start skips the entries deleted there, O(deleted) per request.
  let queue: { key: string; window: Window }[] = [];
  let head = 0;
  /** Drops the oldest queued window (if it is still its key's current one). */
  const dropOldest = () => {
    const { key, window } = queue[head++];
    if (windows.get(key) === window) windows.delete(key);
    if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
  };
  return {
    take(key) {
      const t = now();
      for (let pruned = 0; pruned < PRUNE_PER_TAKE && head < queue.length && queue[head].window.resetAt <= t; pruned++) dropOldest();
      const w = windows.get(key);
      if (w && w.resetAt > t) {
        if (w.count >= limit) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
        w.count++;
        return { ok: true };
      }
      // Past the bound the oldest windows are forgotten (their clients start afresh): memory stays bounded.
      while (!w && windows.size >= maxKeys && head < queue.length) dropOldest();
      const window = { count: 1, resetAt: t + windowMs };
      windows.set(key, window);
      queue.push({ key, window });
      return { ok: true };
    },
  };
}
