// Quick match by skill: the window a waiting table accepts, the table a player is given, and the
// real server's quick match seating signed-in players by rating (guests keep their own pool, and
// nothing a client sends chooses a table for it).
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ID } from '../../shared/games/dice-hospital/info.js';
import { nameSkeleton } from '../../shared/text.js';
import { MemoryGameStore } from '../../server/store/memoryStore.js';
import { SKILL_FIELD, SKILL_WINDOW, pickTable, skillWindow } from '../../server/lobby/skillMatch.js';
import { accountCalls, cookieOf } from './accountCalls.js';
import { bootServer, track, waitFor, type TestClient, type TestServer } from './harness.js';

describe('the window of a waiting table', () => {
  it('is 3 mu at once, widens by 0.1 a second, and is open to anyone after two minutes', () => {
    expect(skillWindow(0)).toBe(SKILL_WINDOW.muAtOnce);
    expect(skillWindow(30_000)).toBeCloseTo(6, 9);
    expect(skillWindow(119_000)).toBeCloseTo(14.9, 9);
    expect(skillWindow(120_000)).toBe(Infinity);
  });

  it('gives the closest table within its window, the longest waiting among equals, or none', () => {
    const now = 1_000_000;
    const tables = [
      { id: 'far', mu: 40, since: now },
      { id: 'near', mu: 27, since: now - 1000 },
      { id: 'nearer', mu: 26, since: now },
    ];
    expect(pickTable(tables, 25, now)).toBe('nearer');
    expect(pickTable(tables, 37.5, now)).toBe('far');
    expect(pickTable(tables, 33, now)).toBeNull(); // 6 from "near" and 7 from "far": both still at 3
    expect(pickTable(tables, 33, now + 40_000)).toBe('near'); // 40 s later "near" accepts 7.1, "far" 7
    const twins = [
      { id: 'young', mu: 30, since: now - 1000 },
      { id: 'old', mu: 30, since: now - 5000 },
    ];
    expect(pickTable(twins, 29, now)).toBe('old');
    // A table that waited two minutes comes before closer ones: it would starve beside them.
    const starving = { id: 'starving', mu: 10, since: now - 121_000 };
    expect(pickTable([...tables, starving], 25, now)).toBe('starving');
    expect(pickTable([], 25, now)).toBeNull();
  });
});

describe('quick match by skill on the server', () => {
  let ts: TestServer;
  const store = new MemoryGameStore();
  const clients: TestClient[] = [];
  beforeAll(async () => {
    ts = await bootServer({ signUpsPerMinute: 1000, trustProxy: ['127.0.0.1'] }, undefined, store);
  });
  afterAll(async () => {
    await ts.cleanup();
    await ts.shutdown();
  });
  const { call } = accountCalls(() => ts.httpUrl, '10.7');

  /** A signed-in player whose rating in Dice Hospital is `mu` (as if earned), with their own SDK. */
  async function player(username: string, mu: number): Promise<Client> {
    const res = await call('POST', '/api/accounts', { username, password: `${username} password` });
    expect(res.status).toBe(201);
    const account = (await ts.server.services.accounts.byUsernameKey(nameSkeleton(username)))!;
    store.ratings.set(`${account.id} ${GAME_ID}`, { accountId: account.id, game: GAME_ID, mu, sigma: 3, rated: 10 });
    const sdk = new Client(ts.httpUrl.replace('http', 'ws'));
    sdk.http.headers = { cookie: cookieOf(res.headers) };
    return sdk;
  }

  async function quick(sdk: Client, options: Record<string, unknown> = {}): Promise<TestClient> {
    const c = track(await sdk.joinOrCreate(GAME_ID, { name: 'x', playerCount: 2, ...options }));
    clients.push(c);
    await waitFor(() => c.seat !== null, 'a seat');
    return c;
  }

  it('seats players with close ratings together, apart from far ones and from guests', async () => {
    const ann = await quick(await player('Skill Ann', 35));
    const bob = await quick(await player('Skill Bob', 20));
    expect(bob.room.roomId).not.toBe(ann.room.roomId);
    // A guest's quick match never lands at a signed-in player's table, whatever it claims.
    const guest = await quick(ts.sdk, { [SKILL_FIELD]: { mu: 35, table: ann.room.roomId } });
    expect([ann.room.roomId, bob.room.roomId]).not.toContain(guest.room.roomId);
    const cy = await quick(await player('Skill Cy', 33));
    expect(cy.room.roomId).toBe(ann.room.roomId);
    const dee = await quick(await player('Skill Dee', 21.5));
    expect(dee.room.roomId).toBe(bob.room.roomId);
    expect(ts.room(ann.room.roomId)['core'].phase).toBe('playing');
    expect(ts.room(bob.room.roomId)['core'].phase).toBe('playing');
  });

  it('seats anyone at a table that has waited two minutes', async () => {
    const eve = await quick(await player('Skill Eve', 45));
    const far = await quick(await player('Skill Fay', 10), { [SKILL_FIELD]: { mu: 45, table: eve.room.roomId } });
    expect(far.room.roomId).not.toBe(eve.room.roomId); // 35 apart: her claim changes nothing
    // Both tables are open to anyone now: the next player, far from both, joins the one waiting longest.
    for (const c of [eve, far]) {
      const room = ts.room(c.room.roomId);
      room['core'].skillTable!.since -= SKILL_WINDOW.openAfterSeconds * 1000;
      await room['parts'].listing.updateMetadata();
    }
    const gil = await quick(await player('Skill Gil', 30));
    expect(gil.room.roomId).toBe(eve.room.roomId);
    // The open games list does not show the tables' ratings.
    const listed = (await ts.get('/api/rooms')).body as { rooms?: unknown[] } | unknown[];
    expect(JSON.stringify(listed)).not.toContain('"skill"');
  });
});
