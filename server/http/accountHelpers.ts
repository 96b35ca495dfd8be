// What the account routes share (accountsApi.ts, passkeysApi.ts): the username's rules, JSON bodies
// checked with zod, per-key limits, and how an account is answered.
import type express from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { parseName } from '../rooms/messages.js';
import type { Limiter } from './rateLimit.js';

const CUSTOM = 'custom' as const;
/** A username: a display name (the same rules and the same folding for uniqueness). */
export const Username = z
  .string()
  .max(200)
  .transform((raw, ctx) => {
    const check = parseName(raw);
    if (!check.ok) {
      ctx.addIssue({ code: CUSTOM, message: check.reason.replace('display name', 'username') });
      return z.NEVER;
    }
    return check.name;
  });

export const wrap =
  (handler: (req: Request, res: Response) => Promise<void> | void): express.RequestHandler =>
  (req, res, next) => {
    Promise.resolve(handler(req, res)).catch(next);
  };

export function bodyOf<S extends z.ZodType>(schema: S, req: Request, res: Response): z.infer<S> | null {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  const what = parsed.error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
  res.status(400).json({ code: 'bad_request', message: what });
  return null;
}

/** Counts one use of `key`; false once a 429 was sent. */
export async function allowed(limiter: Limiter, key: string, res: Response): Promise<boolean> {
  const wait = await limiter.consume(key);
  if (wait === 0) return true;
  res.setHeader('Retry-After', String(wait));
  res.status(429).json({ code: 'rate_limited', message: `too many attempts; try again in ${wait} s` });
  return false;
}

export const accountJson = (a: { username: string; createdAt: string }) => ({ username: a.username, createdAt: a.createdAt });
