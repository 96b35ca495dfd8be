// WebAuthn challenges between a ceremony's options and its verification (server/http/passkeysApi.ts):
// kept on the server under a random id for CHALLENGE_SECONDS, and taken once: a second verification
// with the same id finds nothing. One process keeps them in a bounded map; several processes share
// them through the Colyseus presence (Redis), so the verification may reach another process.
import type { Presence } from '@colyseus/core';
import { randomBytes } from 'node:crypto';

export const CHALLENGE_SECONDS = 300;
/** Challenges one process keeps at most; past that the oldest go first (each costs a few hundred bytes). */
export const MAX_CHALLENGES = 10_000;

/** What a verification needs from its options. */
export interface PasskeyChallenge {
  kind: 'register' | 'login';
  /** base64url, as the authenticator signs it in clientDataJSON. */
  challenge: string;
  origin: string;
  rpID: string;
  /** register: a new account's username and its folded form, or the signed-in account a passkey is added to. */
  username?: string;
  usernameKey?: string;
  accountId?: string;
}

export interface PasskeyChallenges {
  /** Keeps a challenge; returns its id. */
  put(challenge: PasskeyChallenge): Promise<string>;
  /** The challenge of this id, once: null when unknown, expired or already taken. */
  take(id: string): Promise<PasskeyChallenge | null>;
}

/** base64url of 16 random bytes. */
export const CHALLENGE_ID = /^[A-Za-z0-9_-]{22}$/;
const newId = () => randomBytes(16).toString('base64url');

export function memoryChallenges(now: () => number = Date.now, max = MAX_CHALLENGES): PasskeyChallenges {
  const kept = new Map<string, { challenge: PasskeyChallenge; expiresAt: number }>();
  return {
    async put(challenge) {
      const t = now();
      if (kept.size >= max) for (const [id, c] of kept) if (c.expiresAt <= t) kept.delete(id);
      // Still full: the oldest go (a Map iterates in insertion order).
      for (const id of kept.keys()) {
        if (kept.size < max) break;
        kept.delete(id);
      }
      const id = newId();
      kept.set(id, { challenge, expiresAt: t + CHALLENGE_SECONDS * 1000 });
      return id;
    },
    async take(id) {
      const found = kept.get(id);
      if (!found) return null;
      kept.delete(id);
      return found.expiresAt > now() ? found.challenge : null;
    },
  };
}

const KEY = 'dh:passkey-challenge:';
const TAKEN = 'dh:passkey-challenge-taken:';

/** Shared by every process: the challenge expires in the presence; a counter beside it makes taking it
 * happen once, whichever processes race for it. */
export function presenceChallenges(presence: Presence): PasskeyChallenges {
  return {
    async put(challenge) {
      const id = newId();
      await presence.setex(KEY + id, JSON.stringify(challenge), CHALLENGE_SECONDS);
      return id;
    },
    async take(id) {
      const taken = await presence.incr(TAKEN + id);
      await presence.expire(TAKEN + id, CHALLENGE_SECONDS);
      if (taken !== 1) return null;
      const raw = (await presence.get(KEY + id)) as string | null | undefined;
      await presence.del(KEY + id);
      if (typeof raw !== 'string') return null;
      try {
        return JSON.parse(raw) as PasskeyChallenge;
      } catch {
        return null;
      }
    },
  };
}
