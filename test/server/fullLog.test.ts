// The full game log: the synced state keeps only the last RECENT_LOG_SIZE entries, and the `log`
// request pages through every entry of the game, for a reloaded page or a late spectator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMessage, LOG_PAGE_SIZE, ServerMessage, type LogEntryJson, type LogPagePayload } from '../../shared/protocol.js';
import { bootServer, joinById, playUntil, quickMatch, waitFor, type TestClient, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({ recentLogSize: 5 });
});
afterAll(async () => {
  await ts.shutdown();
});

/** Sends a `log` request and resolves with the answer. */
function ask(c: TestClient, payload: unknown): Promise<LogPagePayload> {
  return new Promise((resolve) => {
    const stop = c.room.onMessage(ServerMessage.logPage, (page: LogPagePayload) => {
      stop();
      resolve(page);
    });
    c.room.send(ClientMessage.log, payload);
  });
}

async function readAll(c: TestClient): Promise<LogEntryJson[]> {
  const all: LogEntryJson[] = [];
  for (let after = 0; ; ) {
    const page = await ask(c, { after });
    expect(page.entries.length).toBeLessThanOrEqual(LOG_PAGE_SIZE);
    all.push(...page.entries);
    if (!page.more) return all;
    after = page.entries.at(-1)!.seq;
  }
}

describe('full log', () => {
  it('a late spectator reads every event of the game, in pages, though the synced log keeps 5', async () => {
    const a = await quickMatch(ts, { name: 'Ada', playerCount: 2 });
    const b = await quickMatch(ts, { name: 'Ben', playerCount: 2 });
    await waitFor(() => a.json().status === 'playing' && b.seat !== null, 'start');
    await playUntil([a, b], (view) => view.round >= 7);
    const broadcast = a.events.flatMap((e) => e.events);
    const spectator = await joinById(ts, a.room.roomId, { spectator: true });
    await waitFor(() => spectator.json().game !== undefined, 'spectator state');
    expect(spectator.json().log.length).toBe(5);

    const all = await readAll(spectator);
    expect(broadcast.length).toBeGreaterThan(LOG_PAGE_SIZE); // so paging was needed
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    // Everything a player saw live, in order (the game's first events came before a's listener too).
    expect(all.slice(-broadcast.length).map((e) => JSON.parse(e.event))).toEqual(broadcast);
    expect(all.at(-1)!.seq).toBe(spectator.json().log.at(-1)!.seq);

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
