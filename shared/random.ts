// Randomness kept inside game state, so a state can be stored, sent and replayed. Never use
// Math.random in rules code. Two generators:
// - the game's: ChaCha20 (RFC 8439) keyed by a secret 256-bit key, its state `{ key, counter }`
//   plain JSON. Nobody can predict a draw without the key, and the key's SHA-256 commits to it
//   (shared/fairness.ts). It is secret like the bag order: never in any view.
// - bots' and tests' own choices: pure-rand's xoroshiro128+ from a small seed. Not secret, not fair,
//   fast; never used for a game's own draws.
import { chacha20 } from '@noble/ciphers/chacha.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The game generator: a ChaCha20 key (64 hex chars) and how many 32-bit words were drawn. */
export interface KeyedRng {
  key: string;
  counter: number;
}

/** A seeded xoroshiro128+ state, for bots and tests (not secret). */
export type SeededRng = number[];

export type RngState = KeyedRng | SeededRng;

/** Something that holds a generator state; `rng` is replaced after each draw. */
export interface HasRng<R extends RngState = RngState> {
  rng: R;
}

const KEY_PATTERN = /^[0-9a-f]{64}$/;

export function isGameKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

export function keyedRng(key: string): KeyedRng {
  if (!isGameKey(key)) throw new Error('a game key is 64 lowercase hex characters (256 bits)');
  return { key, counter: 0 };
}

/**
 * A readable fixed key for tests, benchmarks and examples: `n` in hex, zero-padded to 64 chars.
 * ChaCha20 has no weak keys, so these games are as random-looking as any; never use one in play.
 */
export function testKey(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`testKey: ${n} is not a non-negative integer`);
  return n.toString(16).padStart(64, '0');
}

export function seedRng(seed: number): SeededRng {
  return [...xoroshiro128plus(seed | 0).getState()];
}

// The keystream is a pure function of (key, block), so the last block computed is memoised: a
// draw costs one array read, and one ChaCha20 block (64 bytes = 16 words) per 16 draws.
const NONCE = new Uint8Array(12);
const ZERO_BLOCK = new Uint8Array(64);
const blockBytes = new Uint8Array(64);
const blockView = new DataView(blockBytes.buffer);
const memoWords = new Uint32Array(16);
let memoKey = '';
let memoKeyBytes = new Uint8Array(32);
let memoBlock = -1;

/** Word `index` of the ChaCha20 keystream (key, all-zero nonce, block counter from 0), little-endian. */
export function keystreamWord(key: string, index: number): number {
  const block = Math.floor(index / 16);
  if (key !== memoKey) {
    memoKeyBytes = hexToBytes(key);
    memoKey = key;
    memoBlock = -1;
  }
  if (block !== memoBlock) {
    chacha20(memoKeyBytes, NONCE, ZERO_BLOCK, blockBytes, block);
    for (let i = 0; i < 16; i++) memoWords[i] = blockView.getUint32(i * 4, true);
    memoBlock = block;
  }
  return memoWords[index % 16]!;
}

/** Unbiased integer in [from, to] from the keyed stream: rejection sampling on 32-bit words. */
function keyedInt(holder: HasRng<KeyedRng>, from: number, to: number): number {
  const range = to - from + 1;
  if (!Number.isInteger(range) || range < 1 || range > 2 ** 32) throw new Error(`randomInt: bad range [${from}, ${to}]`);
  const limit = 2 ** 32 - (2 ** 32 % range); // words at or above `limit` would favour small results
  let { key, counter } = holder.rng;
  let word: number;
  do word = keystreamWord(key, counter++);
  while (word >= limit);
  holder.rng = { key, counter };
  return from + (word % range);
}

function isKeyed(holder: HasRng): holder is HasRng<KeyedRng> {
  return !Array.isArray(holder.rng);
}

/** A uniformly random integer in [from, to], drawn from the holder's generator. */
export function randomInt(holder: HasRng, from: number, to: number): number {
  if (isKeyed(holder)) return keyedInt(holder, from, to);
  const gen = xoroshiro128plusFromState(holder.rng as SeededRng);
  const value = uniformInt(gen, from, to);
  holder.rng = [...gen.getState()];
  return value;
}

/** Fisher-Yates shuffle in place, drawing from the holder's generator. */
export function shuffleInPlace<T>(holder: HasRng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(holder, 0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
