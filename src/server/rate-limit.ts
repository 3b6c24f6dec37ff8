/** A fixed window per client-address hash, kept in memory (one process; see docs for several). */
export interface RateLimiter {
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    take(key) {
      const t = now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      const w = windows.get(key);
      if (!w || w.resetAt <= t) {
        windows.set(key, { count: 1, resetAt: t + windowMs });
        return { ok: true };
      }
      if (w.count >= limit) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
      w.count++;
      return { ok: true };
    },
  };
}
