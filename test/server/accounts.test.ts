// Accounts through the real server: sign-up, sign-in (the same 401 for an unknown username and a
// wrong password), the session cookie's flags, sign-out here and everywhere, refusal of requests
// from another site, the sign-in limits, deleting an account (its finished games keep an anonymous
// name), and ratings: public games of signed-in players played to the end by real clients move
// their ratings exactly as openskill's own `rate` does on the game's ranks; guests move nobody's.
import { Client } from 'colyseus.js';
import { rate, rating } from 'openskill';
import { accountCalls, cookieOf, sidCookie } from './accountCalls.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchDetail } from '../../shared/matches.js';
import { DELETED_PLAYER } from '../../server/accounts/accountStore.js';
import { playPublicMatch } from '../support/playMatch.js';
import { GAMES_UNDER_TEST } from './gamesUnderTest.js';
import { bootServer, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  // Through a trusted proxy (this process), so that each test can come from its own address.
  ts = await bootServer({ trustProxy: ['127.0.0.1'], signUpsPerMinute: 1000, signInsPerMinute: 4, signInsPerAccountPerMinute: 3 });
});
afterAll(async () => {
  await ts.cleanup();
  await ts.shutdown();
});

const { call, newAddress } = accountCalls(() => ts.httpUrl, '10.0');
/** The Set-Cookie value of the session cookie's page-readable companion. */
const hintCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('signed_in=')) ?? '';

let userCount = 0;
async function signUp(prefix = 'Player'): Promise<{ username: string; password: string; cookie: string }> {
  const username = `${prefix}${++userCount}`;
  const password = `secret-${username}-pw`;
  const res = await call('POST', '/api/accounts', { username, password });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { username, password, cookie: cookieOf(res.headers) };
}

describe('sign-up, sign-in and sign-out', () => {
  it('signs up with a session cookie that is HttpOnly, SameSite=Lax, Path=/, and Secure only over HTTPS', async () => {
    const res = await call('POST', '/api/accounts', { username: 'Ada Lovelace', password: 'analytical-engine' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ account: { username: 'Ada Lovelace' } });
    const set = sidCookie(res.headers);
    expect(set).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).toContain('Path=/');
    expect(set).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(set).not.toContain('Secure');
    // The page-readable companion says only that a session was set.
    expect(hintCookie(res.headers)).toMatch(/^signed_in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const me = await call('GET', '/api/me', undefined, { cookie: cookieOf(res.headers) });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ account: { username: 'Ada Lovelace' } });

    // Behind the trusted proxy, a request that reached it over HTTPS gets a Secure cookie.
    const secure = await call('POST', '/api/accounts', { username: 'Grace', password: 'compiler-1952' }, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.status).toBe(201);
    expect(sidCookie(secure.headers)).toContain('; Secure');
    expect(hintCookie(secure.headers)).toContain('; Secure');
  });

  it('refuses a username that is taken, or looks like one that is, with 409; bad input with 400', async () => {
    const { username } = await signUp('Taken');
    for (const same of [username, username.toLowerCase(), username.toUpperCase()]) {
      const res = await call('POST', '/api/accounts', { username: same, password: 'another-password' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('username_taken');
    }
    const bad = [
      { username: '', password: 'long-enough' },
      { username: 'x'.repeat(25), password: 'long-enough' },
      { username: 'ok\u202ename', password: 'long-enough' },
      { username: 'Shorty', password: 'short' },
      { username: 'Longy', password: 'p'.repeat(201) },
      { username: 'Extra', password: 'long-enough', admin: true },
      { username: 42, password: 'long-enough' },
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/accounts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('bad_request');
    }
    expect((await call('POST', '/api/accounts', '{"username":')).body.code).toBe('bad_json');
    expect((await call('POST', '/api/accounts', { username: 'Big', password: 'x'.repeat(20_000) })).status).toBe(413);
    expect((await call('GET', '/api/players/Shorty')).status).toBe(404);
  });

  it('answers an unknown username and a wrong password the same: 401 bad_credentials', async () => {
    const { username, password } = await signUp();
    const wrong = await call('POST', '/api/sessions', { username, password: 'not-the-password' });
    const unknown = await call('POST', '/api/sessions', { username: 'Nobody At All', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    // The right one, spelt another way that folds the same, signs in.
    const ok = await call('POST', '/api/sessions', { username: username.toLowerCase(), password });
    expect(ok.status).toBe(201);
    expect((await call('GET', '/api/me', undefined, { cookie: cookieOf(ok.headers) })).body.account.username).toBe(username);
  });

  it('signs out one session, or every session of the account', async () => {
    const { username, password, cookie: first } = await signUp();
    const second = cookieOf((await call('POST', '/api/sessions', { username, password })).headers);
    const third = cookieOf((await call('POST', '/api/sessions', { username, password })).headers);
    expect(new Set([first, second, third]).size).toBe(3);

    const out = await call('DELETE', '/api/sessions', undefined, { cookie: first });
    expect(out.status).toBe(200);
    expect(sidCookie(out.headers)).toMatch(/^sid=; .*Max-Age=0/);
    expect(hintCookie(out.headers)).toMatch(/^signed_in=; .*Max-Age=0/);
    expect((await call('GET', '/api/me', undefined, { cookie: first })).status).toBe(401);
    expect((await call('GET', '/api/me', undefined, { cookie: second })).status).toBe(200);

    expect((await call('DELETE', '/api/sessions?everywhere=1', undefined, { cookie: second })).status).toBe(200);
    expect((await call('GET', '/api/me', undefined, { cookie: second })).status).toBe(401);
    expect((await call('GET', '/api/me', undefined, { cookie: third })).status).toBe(401);
    expect((await call('GET', '/api/me')).body.code).toBe('not_signed_in');
    expect((await call('GET', '/api/me', undefined, { cookie: 'sid=not-a-session' })).status).toBe(401);
  });

  it('changes a username once in 30 days: the profile, sign-in and "Signed in as" follow; a taken or bad one is refused', async () => {
    const { username, password, cookie } = await signUp('Renamed');
    const other = await signUp('Taken');
    const rename = (name: unknown, how: { cookie?: string; origin?: string | null } = { cookie }) => call('PUT', '/api/me/username', { username: name }, how);
    expect((await rename('Nobody Signed', { cookie: undefined })).status).toBe(401);
    expect((await rename('From Elsewhere', { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await rename('')).status).toBe(400);
    expect((await rename('a\u202Eb')).status).toBe(400);
    const taken = await rename(other.username.toUpperCase());
    expect([taken.status, taken.body.code]).toEqual([409, 'username_taken']);
    expect((await call('GET', '/api/me', undefined, { cookie })).body.account.username).toBe(username);

    const done = await rename(`${username} New`);
    expect([done.status, done.body.account.username]).toEqual([200, `${username} New`]);
    expect((await call('GET', '/api/me', undefined, { cookie })).body.account.username).toBe(`${username} New`);
    expect((await ts.get(`/api/players/${encodeURIComponent(`${username} New`)}`)).status).toBe(200);
    expect((await ts.get(`/api/players/${encodeURIComponent(username)}`)).status).toBe(404);
    expect((await call('POST', '/api/sessions', { username, password })).status).toBe(401);
    expect((await call('POST', '/api/sessions', { username: `${username} New`, password })).status).toBe(201);
    // The old name is free for anyone now.
    expect((await call('POST', '/api/accounts', { username, password: 'another-password' })).status).toBe(201);

    const soon = await rename(`${username} Again`);
    expect([soon.status, soon.body.code]).toEqual([429, 'username_change_too_soon']);
    expect(Date.parse(soon.body.next) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect((await call('GET', '/api/me', undefined, { cookie })).body.account.username).toBe(`${username} New`);
  });

  it('refuses changes that do not come from a page of this site (403 csrf), and changes nothing', async () => {
    const { cookie } = await signUp();
    const elsewhere = [{ origin: 'http://evil.example' }, { origin: null }, { origin: 'null' }, { origin: null, headers: { 'Sec-Fetch-Site': 'cross-site' } }];
    for (const how of elsewhere) {
      const signUpRes = await call('POST', '/api/accounts', { username: 'Csrf Victim', password: 'long-enough' }, how);
      expect(signUpRes.status).toBe(403);
      expect(signUpRes.body.code).toBe('csrf');
      expect((await call('DELETE', '/api/me', undefined, { ...how, cookie })).status).toBe(403);
      expect((await call('DELETE', '/api/sessions?everywhere=1', undefined, { ...how, cookie })).status).toBe(403);
    }
    expect((await call('GET', '/api/me', undefined, { cookie })).status).toBe(200);
    expect((await call('GET', '/api/players/Csrf%20Victim')).status).toBe(404);
    // A browser that sends only Sec-Fetch-Site: same-origin is from here.
    const same = await call(
      'POST',
      '/api/accounts',
      { username: 'Same Site', password: 'long-enough' },
      { origin: null, headers: { 'Sec-Fetch-Site': 'same-origin' } },
    );
    expect(same.status).toBe(201);
  });

  it('limits sign-in attempts per address and per account', async () => {
    const { username, password } = await signUp();
    // Per account: three attempts a minute, whichever addresses they come from.
    for (let i = 0; i < 3; i++) expect((await call('POST', '/api/sessions', { username, password: 'wrong-password' })).status).toBe(401);
    const locked = await call('POST', '/api/sessions', { username, password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Per address: four attempts a minute, whatever the usernames.
    const address = newAddress();
    for (let i = 0; i < 4; i++)
      expect((await call('POST', '/api/sessions', { username: `guess${i}`, password: 'wrong-password' }, { address })).status).toBe(401);
    expect((await call('POST', '/api/sessions', { username: 'guess9', password: 'wrong-password' }, { address })).status).toBe(429);
  });
});

/** A client whose seat reservations carry this session cookie (as a browser's would). */
function sdkWith(cookie: string | null): Client {
  const sdk = new Client(ts.httpUrl.replace('http', 'ws'));
  if (cookie) sdk.http.headers = { cookie };
  return sdk;
}

async function finished(roomId: string): Promise<MatchDetail> {
  for (let i = 0; i < 250; i++) {
    const res = await ts.get(`/api/matches/${roomId}`);
    if (res.status === 200 && (res.body as MatchDetail).summary.status === 'finished') return res.body as MatchDetail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the result of ${roomId} was never stored`);
}

const game = GAMES_UNDER_TEST[0]!;
const board = async () =>
  (await ts.get(`/api/leaderboard/${game.id}`)).body as { entries: { username: string; mu: number; sigma: number; ordinal: number; rated: number }[] };

describe('seats of signed-in players, ratings and profiles', () => {
  it('rates public games of signed-in players as openskill does on the ranks; guests and their games move nobody', async () => {
    const players = await Promise.all([signUp('Rated'), signUp('Rated'), signUp('Rated')]);
    const expected = new Map(players.map((p) => [p.username, rating()]));
    const guestName = 'Guest Gus';
    // Two games of the two-or-more seat game: the first with a guest among them when the game seats three.
    const tables = [players.slice(0, game.players), [players[2]!, players[0]!, ...players.slice(1, game.players - 1)].slice(0, game.players)];
    for (const table of tables) {
      const { roomId } = await playPublicMatch(
        table.map((p) => sdkWith(p.cookie)),
        game,
        table.map((_, i) => `Asked Name ${i}`),
      );
      const { summary } = await finished(roomId);
      // The seats carry the usernames, whatever name the client asked for, and the stored seats the accounts.
      expect(summary.players.map((p) => p.name)).toEqual(table.map((p) => p.username));
      const stored = await ts.store.load(roomId);
      expect(stored!.seats.every((seat) => typeof seat?.accountId === 'string')).toBe(true);
      const ranks = summary.players.map((p) => p.rank!);
      const after = rate(
        table.map((p) => [expected.get(p.username)!]),
        { rank: ranks },
      );
      table.forEach((p, i) => expected.set(p.username, after[i]![0]!));
    }
    const entries = (await board()).entries.filter((e) => expected.has(e.username));
    expect(entries.length).toBe(new Set(tables.flat().map((p) => p.username)).size);
    for (const entry of entries) {
      const want = expected.get(entry.username)!;
      expect(entry.mu).toBeCloseTo(want.mu, 9);
      expect(entry.sigma).toBeCloseTo(want.sigma, 9);
      expect(entry.ordinal).toBeCloseTo(want.mu - 3 * want.sigma, 9);
    }
    // Sorted by ordinal.
    const ordinals = (await board()).entries.map((e) => e.ordinal);
    expect(ordinals).toEqual([...ordinals].sort((a, b) => b - a));

    // A table of guests, and one of a signed-in player with guests: nobody's rating moves.
    const before = await board();
    await playPublicMatch(ts.sdk, game, ['Guest A', 'Guest B', 'Guest C', 'Guest D', 'Guest E'].slice(0, game.players));
    const lone = players[0]!;
    const { roomId: loneRoom } = await playPublicMatch([sdkWith(lone.cookie), ...Array.from({ length: game.players - 1 }, () => ts.sdk)], game, [
      lone.username,
      ...[guestName, 'Guest F', 'Guest G', 'Guest H'].slice(0, game.players - 1),
    ]);
    await finished(loneRoom);
    expect(await board()).toEqual(before);
    expect((await ts.store.load(loneRoom))!.seats.map((seat) => seat?.accountId !== undefined)).toEqual([true, ...Array(game.players - 1).fill(false)]);

    // The profile: per game its rating, games played (rated or not), wins, average score, recent games.
    const profile = (await ts.get(`/api/players/${encodeURIComponent(lone.username.toLowerCase())}`)).body;
    expect(profile.username).toBe(lone.username);
    const stats = profile.games.find((g: { game: string }) => g.game === game.id);
    expect(stats.played).toBe(3);
    expect(stats.rating.rated).toBe(2);
    expect(stats.rating.mu).toBeCloseTo(expected.get(lone.username)!.mu, 9);
    expect(profile.recent[0].matchId).toBe(loneRoom);
    expect(profile.recent).toHaveLength(3);
    expect(typeof stats.averageScore).toBe('number');
    expect(stats.wins).toBe(profile.recent.filter((r: { rank: number }) => r.rank === 1).length);

    expect((await ts.get('/api/leaderboard/no-such-game')).status).toBe(404);
    expect((await ts.get(`/api/leaderboard/${game.id}?page=999`)).body.entries).toEqual([]);
  });

  it('deletes an account: signed out, profile gone, its finished games keep "deleted player"', async () => {
    const player = await signUp('Leaving');
    const { roomId } = await playPublicMatch([sdkWith(player.cookie), ...Array.from({ length: game.players - 1 }, () => ts.sdk)], game, [
      player.username,
      ...['Stays A', 'Stays B', 'Stays C', 'Stays D'].slice(0, game.players - 1),
    ]);
    await finished(roomId);
    expect((await call('DELETE', '/api/me', undefined, { cookie: player.cookie, origin: 'http://evil.example' })).status).toBe(403);
    const res = await call('DELETE', '/api/me', undefined, { cookie: player.cookie });
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/me', undefined, { cookie: player.cookie })).status).toBe(401);
    expect((await ts.get(`/api/players/${player.username}`)).status).toBe(404);
    expect((await call('POST', '/api/sessions', { username: player.username, password: player.password })).status).toBe(401);
    const detail = await finished(roomId);
    expect(detail.summary.players.map((p) => p.name)).toEqual([DELETED_PLAYER, ...['Stays A', 'Stays B', 'Stays C', 'Stays D'].slice(0, game.players - 1)]);
    expect(JSON.stringify(detail)).not.toContain(player.username);
    // The username is free again.
    expect((await call('POST', '/api/accounts', { username: player.username, password: 'a-new-password' })).status).toBe(201);
  });
});
