// The game log is not synced (patches carry only the state): the `log` request pages through every
// entry of the game, for a reloaded page, a reconnection or a late spectator, and each `events`
// broadcast says the seq of its first entry, so a client knows where the pages and the live log meet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMessage, LOG_PAGE_SIZE } from '../../shared/protocol.js';
import { askLog as ask, bootServer, joinById, playUntil, quickMatch, readLog as readAll, waitFor, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer();
});
afterAll(async () => {
  await ts.shutdown();
});

describe('full log', () => {
  it('a late spectator reads every event of the game, in pages; the state carries no log', async () => {
    const a = await quickMatch(ts, { name: 'Ada', playerCount: 2 });
    const b = await quickMatch(ts, { name: 'Ben', playerCount: 2 });
    await waitFor(() => a.json().status === 'playing' && b.seat !== null, 'start');
    await playUntil([a, b], (view) => view.round >= 7);
    const broadcast = a.events.flatMap((e) => e.events);
    const spectator = await joinById(ts, a.room.roomId, { spectator: true });
    await waitFor(() => spectator.json().game !== undefined, 'spectator state');
    expect('log' in spectator.json()).toBe(false);

    const all = await readAll(spectator);
    expect(broadcast.length).toBeGreaterThan(LOG_PAGE_SIZE); // so paging was needed
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    // A player's own pages hold everything it saw live, in order (the game's first events came
    // before a's listener too); the spectator's are the same but for the administrators the players
    // kept in secret, which only each one's own log names.
    const own = await readAll(a);
    expect(own.slice(-broadcast.length).map((e) => JSON.parse(e.event))).toEqual(broadcast);
    const secretless = (e: { type: string; seat?: number }) => (e.type === 'administratorChosen' ? { type: e.type, seat: e.seat } : e);
    expect(all.map((e) => JSON.parse(e.event))).toEqual(own.map((e) => secretless(JSON.parse(e.event))));
    expect(own.some((e) => JSON.parse(e.event).administrator !== undefined)).toBe(true);
    expect(all.some((e) => JSON.parse(e.event).administrator !== undefined)).toBe(false);
    // Each broadcast names the seq of its first entry, as the pages number them.
    for (const message of a.events) {
      expect(own.slice(message.seq - 1, message.seq - 1 + message.events.length).map((e) => JSON.parse(e.event))).toEqual(message.events);
    }

    // A range: what a reconnecting client missed between two seqs.
    const gap = await ask(spectator, { after: 10, before: 15 });
    expect(gap.entries.map((e) => e.seq)).toEqual([11, 12, 13, 14]);
    expect(gap.more).toBe(false);
  });

  it('a malformed request is refused with bad_message and changes nothing', async () => {
    const a = await quickMatch(ts, { name: 'Cleo', playerCount: 3 });
    a.room.send(ClientMessage.log, { after: 'x' });
    a.room.send(ClientMessage.log, { after: 1, extra: true });
    await waitFor(() => a.errors.length === 2, 'two refusals');
    expect(a.errors.map((e) => e.code)).toEqual(['bad_message', 'bad_message']);
    expect((await ask(a, {})).entries).toEqual([]);
  });
});
