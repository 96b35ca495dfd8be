// Passkeys through the real server, on the embedded SQL store, with a software authenticator
// (test/support/softAuthenticator.ts): a new account made with a passkey is signed in; the passkey
// signs it in again; a signed-in account adds one. Refused, changing nothing: a challenge used twice,
// unknown or of the other ceremony; requests from another site (403 csrf); an answer signed for
// another origin; a taken username (at the options, and when someone took it meanwhile); bad
// bodies; an unknown passkey. Deleting the account removes its passkeys; a passkey-only account
// has no password to sign in with.
import express from 'express';
import { randomBytes } from 'node:crypto';
import { accountCalls, cookieOf, type Call } from './accountCalls.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relyingParty } from '../../server/http/passkeysApi.js';
import { openGameStore } from '../../server/store/openStore.js';
import type { SqlGameStore } from '../../server/store/sqlStore.js';
import { SoftAuthenticator, type SoftCredential } from '../support/softAuthenticator.js';
import { bootServer, fetchJson, type TestServer } from './harness.js';

let ts: TestServer;
let store: SqlGameStore;
beforeAll(async () => {
  store = (await openGameStore({ databaseUrl: null, dataDir: null })) as SqlGameStore;
  ts = await bootServer({ trustProxy: ['127.0.0.1'], signUpsPerMinute: 1000, signInsPerMinute: 1000, signInsPerAccountPerMinute: 1000 }, undefined, store);
});
afterAll(async () => {
  await ts.shutdown();
});

const { call } = accountCalls(() => ts.httpUrl, '10.1');
const rows = async (sql: string, params: unknown[] = []) => (await store.db.query<Record<string, unknown>>(sql, params)).rows;
const passkeyCount = async () => Number((await rows('SELECT CAST(count(*) AS integer) AS n FROM passkeys'))[0]!.n);
const accountCount = async () => Number((await rows('SELECT CAST(count(*) AS integer) AS n FROM accounts'))[0]!.n);

let authenticator: SoftAuthenticator;
beforeAll(() => {
  authenticator = new SoftAuthenticator(ts.httpUrl);
});

/** Registration options for a new account (or, with a cookie, for the signed-in one). */
async function registerOptions(username?: string, how: Call = {}) {
  const res = await call('POST', '/api/passkeys/register/options', username === undefined ? {} : { username }, how);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { challengeId: string; options: { challenge: string; user: { id: string; name: string }; rp: { id: string } } };
}

async function signUpWithPasskey(username: string): Promise<{ cookie: string; credential: SoftCredential }> {
  const started = await registerOptions(username);
  const { response, credential } = authenticator.create(started.options);
  const res = await call('POST', '/api/passkeys/register/verify', { challengeId: started.challengeId, response });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { cookie: cookieOf(res.headers), credential };
}

async function loginOptions() {
  const res = await call('POST', '/api/passkeys/login/options', {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { challengeId: string; options: { challenge: string; rpId: string } };
}

let n = 0;
const name = (prefix: string) => `${prefix} ${++n}`;

describe('passkeys', () => {
  it('makes an account with a passkey (signed in), and signs it in again with the passkey', async () => {
    const username = name('Key');
    const started = await registerOptions(username);
    expect(started.options.rp.id).toBe('127.0.0.1');
    expect(started.options.user.name).toBe(username);
    expect(started.challengeId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const { response, credential } = authenticator.create(started.options);
    const made = await call('POST', '/api/passkeys/register/verify', { challengeId: started.challengeId, response });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ account: { username } });
    const cookie = cookieOf(made.headers);
    expect((await call('GET', '/api/me', undefined, { cookie })).body.account.username).toBe(username);
    const stored = await rows(
      'SELECT p.credential_id, p.public_key, p.counter, p.transports, a.password_hash FROM passkeys p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1',
      [username],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ credential_id: credential.id.toString('base64url'), transports: ['internal'], password_hash: null });
    expect(Number(stored[0]!.counter)).toBe(0);

    const login = await loginOptions();
    expect(login.options.rpId).toBe('127.0.0.1');
    const signedIn = await call('POST', '/api/passkeys/login/verify', {
      challengeId: login.challengeId,
      response: authenticator.get(login.options, credential),
    });
    expect(signedIn.status).toBe(201);
    expect(signedIn.body).toMatchObject({ account: { username } });
    const second = cookieOf(signedIn.headers);
    expect(second).not.toBe(cookie);
    expect((await call('GET', '/api/me', undefined, { cookie: second })).body.account.username).toBe(username);
    // The counter the assertion reported is kept.
    expect(Number((await rows('SELECT counter FROM passkeys WHERE credential_id = $1', [credential.id.toString('base64url')]))[0]!.counter)).toBe(1);
  });

  it('uses a challenge once, and refuses unknown ones and those of the other ceremony', async () => {
    const started = await registerOptions(name('Once'));
    const { response, credential } = authenticator.create(started.options);
    expect((await call('POST', '/api/passkeys/register/verify', { challengeId: started.challengeId, response })).status).toBe(201);
    const before = [await accountCount(), await passkeyCount()];
    const again = await call('POST', '/api/passkeys/register/verify', { challengeId: started.challengeId, response });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('bad_challenge');

    const login = await loginOptions();
    const assertion = authenticator.get(login.options, credential);
    expect((await call('POST', '/api/passkeys/login/verify', { challengeId: login.challengeId, response: assertion })).status).toBe(201);
    const replay = await call('POST', '/api/passkeys/login/verify', { challengeId: login.challengeId, response: assertion });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('bad_challenge');
    expect(replay.headers.getSetCookie()).toEqual([]);

    const unknown = randomBytes(16).toString('base64url');
    expect((await call('POST', '/api/passkeys/login/verify', { challengeId: unknown, response: assertion })).body.code).toBe('bad_challenge');
    // A registration's challenge does not sign in, and is gone after the attempt.
    const other = await registerOptions(name('Other'));
    const crossed = await call('POST', '/api/passkeys/login/verify', {
      challengeId: other.challengeId,
      response: authenticator.get(other.options, credential),
    });
    expect(crossed.body.code).toBe('bad_challenge');
    const late = authenticator.create(other.options);
    expect((await call('POST', '/api/passkeys/register/verify', { challengeId: other.challengeId, response: late.response })).body.code).toBe('bad_challenge');
    expect([await accountCount(), await passkeyCount()]).toEqual(before);
  });

  it('refuses requests from another site (403 csrf), and changes nothing', async () => {
    const before = [await accountCount(), await passkeyCount()];
    const started = await registerOptions(name('Csrf'));
    const { response } = authenticator.create(started.options);
    const elsewhere: Call[] = [
      { origin: 'http://evil.example' },
      { origin: null },
      { origin: 'null' },
      { origin: null, headers: { 'Sec-Fetch-Site': 'cross-site' } },
    ];
    for (const how of elsewhere) {
      for (const [path, body] of [
        ['/api/passkeys/register/options', { username: 'Csrf Victim' }],
        ['/api/passkeys/register/verify', { challengeId: started.challengeId, response }],
        ['/api/passkeys/login/options', {}],
        ['/api/passkeys/login/verify', { challengeId: started.challengeId, response }],
      ] as const) {
        const res = await call('POST', path, body, how);
        expect(res.status, `${path} ${JSON.stringify(how)}`).toBe(403);
        expect(res.body.code).toBe('csrf');
      }
    }
    expect([await accountCount(), await passkeyCount()]).toEqual(before);
    // The challenge was not taken by the refused requests: the page's own request still verifies.
    expect((await call('POST', '/api/passkeys/register/verify', { challengeId: started.challengeId, response })).status).toBe(201);
  });

  it('refuses an answer signed for another origin or relying party', async () => {
    const before = [await accountCount(), await passkeyCount()];
    const started = await registerOptions(name('Phished'));
    const phished = new SoftAuthenticator('http://evil.example');
    const res = await call('POST', '/api/passkeys/register/verify', { challengeId: started.challengeId, response: phished.create(started.options).response });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('not_verified');
    const otherRp = new SoftAuthenticator(ts.httpUrl, 'evil.example');
    const again = await registerOptions(name('Phished'));
    expect(
      (await call('POST', '/api/passkeys/register/verify', { challengeId: again.challengeId, response: otherRp.create(again.options).response })).body.code,
    ).toBe('not_verified');

    const { credential } = await signUpWithPasskey(name('Target'));
    const login = await loginOptions();
    const signedElsewhere = await call('POST', '/api/passkeys/login/verify', {
      challengeId: login.challengeId,
      response: phished.get(login.options, credential),
    });
    expect(signedElsewhere.status).toBe(401);
    expect(signedElsewhere.body.code).toBe('bad_credentials');
    expect(signedElsewhere.headers.getSetCookie()).toEqual([]);
    expect([await accountCount(), await passkeyCount()]).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('refuses a taken username (or one that looks the same) at the options and when taken meanwhile', async () => {
    const taken = name('Taken');
    await call('POST', '/api/accounts', { username: taken, password: 'a-long-password' });
    for (const same of [taken, taken.toUpperCase(), taken.toLowerCase()]) {
      const res = await call('POST', '/api/passkeys/register/options', { username: same });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('username_taken');
    }
    const wanted = name('Wanted');
    const first = await registerOptions(wanted);
    const second = await registerOptions(wanted.toUpperCase());
    await call('POST', '/api/passkeys/register/verify', { challengeId: first.challengeId, response: authenticator.create(first.options).response });
    const before = [await accountCount(), await passkeyCount()];
    const late = await call('POST', '/api/passkeys/register/verify', {
      challengeId: second.challengeId,
      response: authenticator.create(second.options).response,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('username_taken');
    expect(late.headers.getSetCookie()).toEqual([]);
    expect([await accountCount(), await passkeyCount()]).toEqual(before);
  });

  it('refuses bad bodies with 400 and what is wrong, changing nothing', async () => {
    const before = [await accountCount(), await passkeyCount()];
    const started = await registerOptions(name('Body'));
    const response = authenticator.create(started.options).response as { response: Record<string, unknown> } & Record<string, unknown>;
    const badOptions = [
      { username: '' },
      { username: 'x'.repeat(25) },
      { username: 'ok\u202ename' },
      { username: 42 },
      { username: 'Extra', admin: true },
      {},
      [],
    ];
    for (const body of badOptions) {
      const res = await call('POST', '/api/passkeys/register/options', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('bad_request');
      expect(typeof res.body.message).toBe('string');
    }
    expect((await call('POST', '/api/passkeys/login/options', { username: 'x' })).body.code).toBe('bad_request');
    const badVerify = [
      {},
      { challengeId: started.challengeId },
      { challengeId: 'short', response },
      { challengeId: started.challengeId, response, extra: 1 },
      { challengeId: started.challengeId, response: { ...response, type: 'password' } },
      { challengeId: started.challengeId, response: { ...response, id: 'not base64url!' } },
      { challengeId: started.challengeId, response: { ...response, response: { ...response.response, attestationObject: undefined } } },
      { challengeId: started.challengeId, response: { ...response, response: { ...response.response, clientDataJSON: 'x'.repeat(5000) } } },
      { challengeId: started.challengeId, response: { ...response, response: { ...response.response, transports: Array(11).fill('usb') } } },
    ];
    for (const body of badVerify) {
      const res = await call('POST', '/api/passkeys/register/verify', body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.body.code).toBe('bad_request');
    }
    expect((await call('POST', '/api/passkeys/login/verify', { challengeId: started.challengeId, response })).body.code).toBe('bad_request');
    expect((await call('POST', '/api/passkeys/register/options', '{"username":')).body.code).toBe('bad_json');
    expect((await call('POST', '/api/passkeys/register/verify', { challengeId: started.challengeId, response, pad: 'x'.repeat(20_000) })).status).toBe(413);
    expect([await accountCount(), await passkeyCount()]).toEqual(before);
    // None of them took the challenge.
    expect((await call('POST', '/api/passkeys/register/verify', { challengeId: started.challengeId, response })).status).toBe(201);
  });

  it('answers an unknown passkey 401 bad_credentials', async () => {
    const stranger = authenticator.create({ challenge: 'x', user: { id: 'AAAA' } }).credential;
    const login = await loginOptions();
    const res = await call('POST', '/api/passkeys/login/verify', { challengeId: login.challengeId, response: authenticator.get(login.options, stranger) });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('bad_credentials');
  });

  it('adds a passkey to the signed-in account, which then signs in with either', async () => {
    const username = name('Two Keys');
    const { cookie, credential: first } = await signUpWithPasskey(username);
    expect((await call('POST', '/api/passkeys/register/options', { username: 'Another' }, { cookie })).body.code).toBe('signed_in');
    const started = await registerOptions(undefined, { cookie });
    expect(started.options.user.name).toBe(username);
    // The passkey the account holds is excluded, so the same authenticator does not make a second.
    expect((started.options as unknown as { excludeCredentials: { id: string }[] }).excludeCredentials.map((c) => c.id)).toEqual([
      first.id.toString('base64url'),
    ]);
    const { response, credential: second } = authenticator.create(started.options);
    // Only with that account's session.
    const stranger = await call('POST', '/api/passkeys/register/verify', { challengeId: started.challengeId, response });
    expect(stranger.status).toBe(401);
    const again = await registerOptions(undefined, { cookie });
    const added = await call(
      'POST',
      '/api/passkeys/register/verify',
      { challengeId: again.challengeId, response: authenticator.create(again.options).response },
      { cookie },
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ account: { username } });
    expect(added.headers.getSetCookie()).toEqual([]);
    void second;
    expect(
      Number(
        (await rows('SELECT CAST(count(*) AS integer) AS n FROM passkeys p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1', [username]))[0]!.n,
      ),
    ).toBe(2);
    // Without a session, and without a username, there is nothing to register.
    expect((await call('POST', '/api/passkeys/register/options', {})).body.code).toBe('bad_request');
  });

  it('deletes the passkeys with the account; a passkey-only account has no password', async () => {
    const username = name('Leaving');
    const { cookie, credential } = await signUpWithPasskey(username);
    const noPassword = await call('POST', '/api/sessions', { username, password: 'any-password-at-all' });
    expect(noPassword.status).toBe(401);
    expect(noPassword.body.code).toBe('bad_credentials');
    expect((await call('DELETE', '/api/me', undefined, { cookie })).status).toBe(200);
    expect(await rows('SELECT 1 FROM passkeys WHERE credential_id = $1', [credential.id.toString('base64url')])).toEqual([]);
    const login = await loginOptions();
    const res = await call('POST', '/api/passkeys/login/verify', { challengeId: login.challengeId, response: authenticator.get(login.options, credential) });
    expect(res.status).toBe(401);
    // The username is free again.
    expect((await call('POST', '/api/passkeys/register/options', { username })).status).toBe(200);
  });

  it('names the relying party by the host of the request, the one a trusted proxy forwards, or PUBLIC_ORIGIN', async () => {
    const forwarded = await call('POST', '/api/passkeys/login/options', {}, { headers: { 'X-Forwarded-Host': 'play.example', 'X-Forwarded-Proto': 'https' } });
    expect(forwarded.body.options.rpId).toBe('play.example');
    // relyingParty on its own: an untrusted peer's forwarded host is ignored; PUBLIC_ORIGIN wins over both.
    const app = express();
    app.set('trust proxy', false);
    app.get('/', (req, res) => void res.json({ host: relyingParty(req, null), fixed: relyingParty(req, 'https://dice.example') }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const res = await fetchJson(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-Host': 'play.example' } });
      expect(res.body).toEqual({
        host: { origin: `http://127.0.0.1:${port}`, rpID: '127.0.0.1' },
        fixed: { origin: 'https://dice.example', rpID: 'dice.example' },
      });
    } finally {
      server.close();
    }
  });
});
