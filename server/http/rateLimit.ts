// Fixed-window counters per client address (a minute each): enough to make guessing invite codes by
// brute force hopeless (30 lookups a minute against ~887 million codes) and to bound room creation
// and joins. One process counts in its memory; several processes share their counters through the
// Colyseus presence (Redis), so an address gets the same allowance whichever process it reaches.
import type { Presence } from '@colyseus/core';
import type { RequestHandler } from 'express';
import * as metrics from '../metrics.js';

const WINDOW_MS = 60_000;

export interface Limiter {
  /** The kind of request it counts (metrics' `limit` label). */
  readonly name: string;
  /** Counts one use for `key`: 0 when allowed, else the seconds until the window ends. */
  consume(key: string): Promise<number>;
}

/** Makes the limiter of one kind of request (its name keeps kinds apart in a shared store). */
export type Limiters = (name: string, perMinute: number) => Limiter;

const secondsLeft = (windowStart: number, now: number) => Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000));

export function memoryLimiters(now: () => number = Date.now): Limiters {
  return (name, perMinute) => {
    const windows = new Map<string, { start: number; count: number }>();
    return {
      name,
      async consume(key) {
        const t = now();
        let w = windows.get(key);
        if (!w || t - w.start >= WINDOW_MS) {
          if (windows.size > 10_000) for (const [k, v] of windows) if (t - v.start >= WINDOW_MS) windows.delete(k);
          w = { start: t, count: 0 };
          windows.set(key, w);
        }
        w.count += 1;
        return w.count > perMinute ? secondsLeft(w.start, t) : 0;
      },
    };
  };
}

/** Counters in the presence every process shares: one key per kind, address and minute. */
export function presenceLimiters(presence: Presence, now: () => number = Date.now): Limiters {
  return (name, perMinute) => ({
    name,
    async consume(key) {
      const t = now();
      const start = t - (t % WINDOW_MS);
      const counter = `limit:${name}:${start}:${key}`;
      const count = await presence.incr(counter);
      if (count === 1) await presence.expire(counter, WINDOW_MS / 1000 + 1);
      return count > perMinute ? secondsLeft(start, t) : 0;
    },
  });
}

export function rateLimit(limiter: Limiter): RequestHandler {
  return (req, res, next) => {
    limiter.consume(req.ip ?? 'unknown').then((wait) => {
      if (wait === 0) return next();
      metrics.rateLimitHit(limiter.name);
      res.setHeader('Retry-After', String(wait));
      res.status(429).json({ code: 'rate_limited', message: 'too many lookups; try again in a minute' });
    }, next);
  };
}
