// Password hashes: scrypt N=2^15, r=8, p=1 with a 16-byte salt in a self-describing string; the
// right password verifies, a wrong one and a string that is not one of our hashes do not.
import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, verifyPassword } from '../../server/accounts/passwords.js';

describe('password hashes', () => {
  it('are self-describing, salted, and verify only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horse', b)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('refuses strings that are not hashes of ours, or ask for unbounded work, without throwing', async () => {
    const good = await hashPassword('pw-12345678');
    const [, , r, p, salt, key] = good.split('$');
    for (const stored of [
      '',
      'plain text',
      `bcrypt$32768$${r}$${p}$${salt}$${key}`,
      `scrypt$${2 ** 20}$${r}$${p}$${salt}$${key}`,
      `scrypt$30000$${r}$${p}$${salt}$${key}`,
      `scrypt$32768$64$${p}$${salt}$${key}`,
      `scrypt$32768$${r}$${p}$${salt}$short`,
      `scrypt$x$${r}$${p}$${salt}$${key}`,
    ]) {
      expect(await verifyPassword('pw-12345678', stored), stored).toBe(false);
    }
  });

  it('checks unknown usernames against a dummy hash of the same cost', async () => {
    const dummy = await dummyHash();
    expect(dummy.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(await dummyHash()).toBe(dummy);
    expect(await verifyPassword('anything-at-all', dummy)).toBe(false);
  });
});
