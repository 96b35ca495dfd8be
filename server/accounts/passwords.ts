// Password hashing with scrypt (node:crypto): N=2^15, r=8, p=1, a 16-byte random salt, stored as one
// self-describing string `scrypt$N$r$p$salt$hash` (base64url), so that the cost can be raised later
// while old hashes still verify. Checked in constant time. An unknown username is checked against
// DUMMY_HASH: the same work and the same answer as a wrong password, so a sign-in tells nobody
// which usernames exist.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes (32 MiB here); Node's default ceiling is exactly that, so it is raised. */
const maxmemFor = (N: number, r: number) => 128 * N * r * 2;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: maxmemFor(cost.N, cost.r) };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`; false for a string that is not a hash of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Only costs this server could have written: a stored string never makes it work without bound
  // (at most 2^17 × 16 × 128 bytes = 256 MiB), and N a power of two as scrypt needs.
  if (![N, r, p].every(Number.isSafeInteger) || N < 2 || N > 2 ** 17 || (N & (N - 1)) !== 0 || r < 1 || r > 16 || p < 1 || p > 4) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length !== KEY_BYTES) return false;
  const key = await derive(password, salt, { N, r, p });
  return timingSafeEqual(key, expected);
}

/** A hash of a password nobody knows (made once, at the same cost): what an unknown username is checked against. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(randomBytes(24).toString('base64url')));
}
