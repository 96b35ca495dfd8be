// The game generator (issue 8 §1): ChaCha20 keyed by a secret 256-bit key, state plain JSON,
// unbiased draws, never in any view, and games from different keys unrelated.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIDDEN_KEYS, applyAction, createGame, legalActions, pendingSeats, replay, secretsFor, viewFor } from '../../shared/games/dice-hospital/index.js';
import type { Action, GameState } from '../../shared/games/dice-hospital/index.js';
import { keyedRng, keystreamWord, randomInt, seedRng, testKey } from '../../shared/random.js';

const names = ['Ana', 'Ben', 'Chloé', 'Dev'];
/** A random-looking key that is not a padded small number. */
const KEY = '9f2c1e8b7a6d5c4b3a29180f7e6d5c4b3a2918f0e1d2c3b4a5968778695a4b3c';

function play(
  key: string,
  botSeed: number,
  each?: (state: GameState, events: unknown[]) => void,
): { state: GameState; log: { seat: number; action: Action }[] } {
  const bot = { rng: seedRng(botSeed) };
  let state = createGame({ players: names.slice(0, 3), key });
  const log: { seat: number; action: Action }[] = [];
  each?.(state, []);
  while (state.phase !== 'gameOver') {
    const seats = pendingSeats(state);
    const seat = seats[randomInt(bot, 0, seats.length - 1)]!;
    const legal = legalActions(state, seat);
    const action = legal[randomInt(bot, 0, legal.length - 1)]!;
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    log.push({ seat, action });
    each?.(state, result.events);
  }
  return { state, log };
}

/** The public start position an attacker would use: display order and each seat's starting dice. */
function startPosition(key: string): string {
  const view = viewFor(createGame({ players: names, key }), 'spectator');
  return JSON.stringify([view.display, view.players.map((p) => p.patients.map((d) => d.colour))]);
}

describe('the game generator', () => {
  it('is ChaCha20 (RFC 8439): the all-zero key gives the RFC test vector A.1 #1 keystream', () => {
    // RFC 8439 A.1 test vector #1: key 0, nonce 0, block 0 starts 76 b8 e0 ad a0 f1 3d 90 ...; block 1 starts 9f 07 e7 be.
    expect(keystreamWord(testKey(0), 0)).toBe(0xade0b876);
    expect(keystreamWord(testKey(0), 1)).toBe(0x903df1a0);
    expect(keystreamWord(testKey(0), 16)).toBe(0xbee7079f);
  });

  it('is deterministic given the key: the same key gives the same game', () => {
    expect(createGame({ players: names, key: KEY })).toEqual(createGame({ players: names, key: KEY }));
    expect(play(KEY, 7).state).toEqual(play(KEY, 7).state);
  });

  it('gives unrelated games for different keys, even keys one apart', () => {
    // Adjacent keys: their keystreams agree on ~half the bits, like unrelated streams.
    let sameBits = 0;
    for (let i = 0; i < 256; i++) {
      let x = keystreamWord(testKey(41), i) ^ keystreamWord(testKey(42), i);
      for (let b = 0; b < 32; b++, x >>>= 1) sameBits += 1 - (x & 1);
    }
    expect(sameBits / (256 * 32)).toBeGreaterThan(0.46);
    expect(sameBits / (256 * 32)).toBeLessThan(0.54);
    // Start positions: 40 keys give 40 different public start positions, and first players spread over all seats.
    const starts = new Set<string>();
    const firsts = new Set<number>();
    for (let n = 1; n <= 40; n++) {
      starts.add(startPosition(testKey(n)));
      firsts.add(createGame({ players: names, key: testKey(n) }).firstPlayer);
    }
    expect(starts.size).toBe(40);
    expect(firsts.size).toBe(4);
  });

  it('keeps its state as small plain JSON that round-trips deep-equal', () => {
    const { state } = play(KEY, 3);
    expect(Object.keys(state.rng).sort()).toEqual(['counter', 'key']);
    expect(state.rng.key).toBe(KEY);
    expect(state.rng.counter).toBeGreaterThan(100);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('draws unbiased integers over ranges that do not divide 2^32', () => {
    const holder = { rng: keyedRng(KEY) };
    const counts = [0, 0, 0];
    const N = 30_000;
    for (let i = 0; i < N; i++) counts[randomInt(holder, 0, 2)]!++;
    for (const c of counts) expect(Math.abs(c - N / 3)).toBeLessThan(N * 0.02);
    // A range just over 2^31 rejects almost half of the words, so draws use more than one word each.
    const wide = { rng: keyedRng(KEY) };
    for (let i = 0; i < 200; i++) expect(randomInt(wide, 0, 2 ** 31)).toBeLessThanOrEqual(2 ** 31);
    expect(wide.rng.counter).toBeGreaterThan(300);
  });

  it('replays exactly from config, key and action log', () => {
    const { state, log } = play(KEY, 11);
    expect(replay({ players: names.slice(0, 3), key: KEY }, log)).toEqual(state);
    // The same log under another key is another game (it diverges or is rejected).
    let other: GameState | string;
    try {
      other = replay({ players: names.slice(0, 3), key: testKey(1) }, log);
    } catch (e) {
      other = (e as Error).message;
    }
    expect(other).not.toEqual(state);
  });

  it('refuses a key that is not 256 bits of lowercase hex, with a clear error', () => {
    for (const key of ['', 'abc', testKey(1).toUpperCase().replace(/^0/, 'A'), `${testKey(1)}0`, 42 as unknown as string, undefined as unknown as string]) {
      expect(() => createGame({ players: names, key })).toThrow(/64 lowercase hex characters/);
    }
  });

  it('is hidden: config (with the key) and rng are HIDDEN_KEYS', () => {
    expect(HIDDEN_KEYS).toContain('config');
    expect(HIDDEN_KEYS).toContain('rng');
  });

  it('never reaches any view, seat secrets or event along random games', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer(), (bytes, botSeed) => {
        const key = Buffer.from(bytes).toString('hex');
        const keyForms = [key, Buffer.from(bytes).toString('base64'), key.toUpperCase()];
        play(key, botSeed, (state, events) => {
          const texts = [JSON.stringify(events), JSON.stringify(viewFor(state, 'spectator'))];
          state.players.forEach((_, seat) => texts.push(JSON.stringify(viewFor(state, seat)), JSON.stringify(secretsFor(state, seat))));
          for (const text of texts) {
            for (const form of keyForms) expect(text.includes(form)).toBe(false);
            expect(text).not.toMatch(/"(rng|counter|key|config)"/);
          }
        });
      }),
      { numRuns: 3 },
    );
  });
});
