// A fixed-window counter per client address: enough to make guessing invite codes by brute force
// hopeless (30 lookups a minute against ~887 million codes) without a dependency.
import type { RequestHandler } from 'express';

export function rateLimit(perMinute: number, now: () => number = Date.now): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return (req, res, next) => {
    const t = now();
    const key = req.ip ?? 'unknown';
    let w = windows.get(key);
    if (!w || t - w.start >= 60_000) {
      if (windows.size > 10_000) for (const [k, v] of windows) if (t - v.start >= 60_000) windows.delete(k);
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > perMinute) {
      res.setHeader('Retry-After', String(Math.ceil((w.start + 60_000 - t) / 1000)));
      res.status(429).json({ code: 'rate_limited', message: 'too many lookups; try again in a minute' });
      return;
    }
    next();
  };
}
