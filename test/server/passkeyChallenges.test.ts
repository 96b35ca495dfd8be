// Where passkey challenges wait between options and verification: taken once, gone after
// CHALLENGE_SECONDS, and (in one process's memory) at most MAX_CHALLENGES, the oldest going first;
// through the presence several takers racing for one challenge get it once.
import { LocalPresence } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_ID, CHALLENGE_SECONDS, memoryChallenges, presenceChallenges, type PasskeyChallenge } from '../../server/accounts/passkeyChallenges.js';

const challenge = (n: number): PasskeyChallenge => ({ kind: 'login', challenge: `c${n}`, origin: 'https://dice.example', rpID: 'dice.example' });

describe('passkey challenges in memory', () => {
  it('gives each a random id, and takes it once', async () => {
    const store = memoryChallenges();
    const id = await store.put(challenge(1));
    expect(id).toMatch(CHALLENGE_ID);
    expect(await store.put(challenge(1))).not.toBe(id);
    expect(await store.take(id)).toEqual(challenge(1));
    expect(await store.take(id)).toBeNull();
    expect(await store.take('A'.repeat(22))).toBeNull();
  });

  it('forgets a challenge after CHALLENGE_SECONDS', async () => {
    let now = 1_000_000;
    const store = memoryChallenges(() => now);
    const id = await store.put(challenge(1));
    const fresh = await store.put(challenge(2));
    now += CHALLENGE_SECONDS * 1000 - 1;
    expect(await store.take(fresh)).toEqual(challenge(2));
    now += 1;
    expect(await store.take(id)).toBeNull();
  });

  it('keeps at most its bound: expired ones go first, then the oldest', async () => {
    let now = 0;
    const store = memoryChallenges(() => now, 3);
    const old = await store.put(challenge(1));
    now += CHALLENGE_SECONDS * 1000;
    const a = await store.put(challenge(2));
    const b = await store.put(challenge(3));
    const c = await store.put(challenge(4)); // full: the expired one went
    expect(await store.take(old)).toBeNull();
    const d = await store.put(challenge(5)); // full: the oldest (a) goes
    expect(await store.take(a)).toBeNull();
    for (const [id, n] of [
      [b, 3],
      [c, 4],
      [d, 5],
    ] as const)
      expect(await store.take(id)).toEqual(challenge(n));
  });
});

describe('passkey challenges in the presence', () => {
  it('takes a challenge once, whichever of several takers asks first', async () => {
    const presence = new LocalPresence();
    const store = presenceChallenges(presence);
    const id = await store.put(challenge(7));
    const taken = await Promise.all([store.take(id), presenceChallenges(presence).take(id), store.take(id)]);
    expect(taken.filter(Boolean)).toEqual([challenge(7)]);
    expect(await store.take(id)).toBeNull();
    expect(await store.take('B'.repeat(22))).toBeNull();
    presence.shutdown();
  });
});
