// Damaged files under the embedded store. Before, a server on a damaged actions file started
// healthy and resumed games with the actions it still found (0 of 44, or 38 of 40), and players
// rejoined a rolled-back game without a word. Now each game's row keeps the number of actions
// acknowledged; a game read back shorter is marked damaged and not resumed, and a store whose pages
// cannot be read refuses to start unless --salvage. The files are damaged for real on a copy of a
// data directory, and the real server (a child process) starts on it: PGlite's files (a directory
// that holds them is opened with PGlite), then SQLite's one file.
import { rmSync, statSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinOptions } from '../../shared/protocol.js';
import { DAMAGE, SQLITE_PAGE, copyOf, corruptSqlitePage, seatToken, storeGames, type StoredFixture } from '../support/damagedStore.js';
import { ServerProcess, freePort } from '../support/serverProcess.js';

const cleanups: (() => Promise<unknown> | void)[] = [];
let fixture: StoredFixture;
beforeAll(async () => {
  // whole-room's actions lie in the first page only; victim-room's run on into the second (checked below).
  fixture = await storeGames([
    { roomId: 'whole-room', actions: 40, seed: 3 },
    { roomId: 'victim-room', actions: 44, seed: 4 },
  ]);
  cleanups.push(() => rmSync(fixture.dir, { recursive: true, force: true }));
}, 60_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function damagedCopy(damage: (file: string) => void, of: StoredFixture = fixture): string {
  const dir = copyOf(of);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  damage(path.join(dir, of.actionsFile));
  return dir;
}

async function start(DATA_DIR: string, args: string[] = []): Promise<ServerProcess> {
  const server = await ServerProcess.start(await freePort(), { DATA_DIR, RECONNECT_SECONDS: '60' }, 60_000, args);
  cleanups.push(() => server.kill('SIGKILL'));
  return server;
}

const events = (server: { lines: Record<string, unknown>[] }, event: string) => server.lines.filter((l) => l.event === event);

/** Whether the game's first player can take their seat back. */
async function rejoins(server: ServerProcess, roomId: string): Promise<boolean> {
  try {
    const room = await new Client(`ws://127.0.0.1:${server.port}`).joinById(roomId, { seatToken: seatToken(roomId, 'Ada') } satisfies JoinOptions);
    await room.leave(true);
    return true;
  } catch {
    return false;
  }
}

describe('a damaged actions file under the embedded store', () => {
  it('the fixture: whole-room lies in the first page, victim-room runs on into the last one', () => {
    expect(fixture.games[0]!.blocks).toEqual([0]);
    expect(fixture.games[1]!.blocks).toContain(1);
  });

  it('emptied (truncated to 0 bytes): every game is reported damaged and none is resumed with 0 actions', async () => {
    const server = await start(damagedCopy(DAMAGE.truncate));
    const damaged = events(server, 'game_damaged');
    expect(damaged).toEqual([
      expect.objectContaining({ level: 50, roomId: 'whole-room', acknowledged: 40, found: 0 }),
      expect.objectContaining({ level: 50, roomId: 'victim-room', acknowledged: 44, found: 0 }),
    ]);
    expect(events(server, 'room_restored')).toEqual([]);
    expect(await rejoins(server, 'victim-room')).toBe(false);
    expect(events(server, 'restored')[0]).toMatchObject({ rooms: 0, damaged: 2 });
  }, 120_000);

  it('its last 8 KB page cut off: the game that lost actions is damaged and not resumed; the whole one is', async () => {
    const dir = damagedCopy(DAMAGE.cutLastPage);
    const server = await start(dir);
    const [damaged, ...more] = events(server, 'game_damaged');
    expect(more).toEqual([]);
    expect(damaged).toMatchObject({ level: 50, roomId: 'victim-room', acknowledged: 44 });
    expect(damaged!.found).toBeLessThan(44);
    expect(damaged!.msg).toMatch(/will not be resumed/);
    expect(events(server, 'room_restored')).toEqual([expect.objectContaining({ roomId: 'whole-room', actions: 40 })]);
    expect(await rejoins(server, 'victim-room')).toBe(false);
    expect(await rejoins(server, 'whole-room')).toBe(true);
    // The damage is kept: the next start does not resume it either, and still counts it.
    await server.kill('SIGTERM');
    const again = await start(dir);
    expect(events(again, 'room_restored').map((l) => l.roomId)).toEqual(['whole-room']);
    expect(events(again, 'restored')[0]).toMatchObject({ rooms: 1, damaged: 1 });
  }, 120_000);

  it('a page with changed bytes: the server refuses to start, saying which game and what to do; with --salvage it starts, resumes the whole game and marks the other damaged', async () => {
    const dir = damagedCopy((file) => DAMAGE.corruptPage(file, 1));
    const refused = await ServerProcess.refused(await freePort(), { DATA_DIR: dir });
    expect(refused.code).toBe(1);
    const refusal = refused.lines.find((l) => l.event === 'store_refused');
    expect(refusal).toMatchObject({ reason: 'store_unreadable' });
    expect(refusal!.msg).toContain('victim-room');
    expect(refusal!.msg).toContain('--salvage');
    expect(refused.lines.some((l) => l.event === 'room_restored')).toBe(false);

    const salvaged = await start(dir, ['--salvage']);
    expect(events(salvaged, 'game_damaged')).toEqual([expect.objectContaining({ roomId: 'victim-room', acknowledged: 44, found: null })]);
    expect(events(salvaged, 'room_restored')).toEqual([expect.objectContaining({ roomId: 'whole-room', actions: 40 })]);
    expect(await rejoins(salvaged, 'whole-room')).toBe(true);
    expect(await rejoins(salvaged, 'victim-room')).toBe(false);
  }, 120_000);
});

describe('a damaged SQLite file under the embedded store', () => {
  let sqlite: StoredFixture;
  beforeAll(async () => {
    // In key order: the whole game's actions first, the victim's in the last leaf pages.
    sqlite = await storeGames(
      [
        { roomId: 'a-whole-room', actions: 40, seed: 3 },
        { roomId: 'b-victim-room', actions: 44, seed: 4 },
      ],
      undefined,
      'sqlite',
    );
    cleanups.push(() => rmSync(sqlite.dir, { recursive: true, force: true }));
    expect(sqlite.actionLeaves!.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  /** Refused with a message naming what to do; then started with --salvage. */
  async function refusedThenSalvaged(dir: string): Promise<{ refusal: Record<string, unknown>; salvaged: ServerProcess }> {
    const refused = await ServerProcess.refused(await freePort(), { DATA_DIR: dir });
    expect(refused.code).toBe(1);
    const refusal = refused.lines.find((l) => l.event === 'store_refused')!;
    expect(refusal).toMatchObject({ reason: 'store_unreadable' });
    expect(refusal.msg).toContain('--salvage');
    expect(refused.lines.some((l) => l.event === 'room_restored')).toBe(false);
    const salvaged = await start(dir, ['--salvage']);
    return { refusal, salvaged };
  }

  it('emptied (truncated to 0 bytes): not taken for a new store; the server refuses, and --salvage moves the directory aside and starts empty', async () => {
    const dir = damagedCopy(DAMAGE.truncate, sqlite);
    const { refusal, salvaged } = await refusedThenSalvaged(dir);
    expect(refusal.msg).toContain(`DATA_DIR=${dir} cannot be opened`);
    const [moved] = events(salvaged, 'store_salvaged');
    expect(moved).toMatchObject({ dataDir: dir });
    cleanups.push(() => rmSync(String(moved!.movedTo), { recursive: true, force: true }));
    expect(events(salvaged, 'room_restored')).toEqual([]);
  }, 120_000);

  it("a page of the victim's actions overwritten: the server refuses, naming the game; with --salvage it resumes the whole game and marks the other damaged", async () => {
    const dir = damagedCopy((file) => corruptSqlitePage(file, sqlite.actionLeaves!.at(-1)!), sqlite);
    const { refusal, salvaged } = await refusedThenSalvaged(dir);
    expect(refusal.msg).toContain('b-victim-room');
    expect(refusal.msg).not.toContain('a-whole-room');
    expect(events(salvaged, 'game_damaged')).toEqual([expect.objectContaining({ roomId: 'b-victim-room', acknowledged: 44, found: null })]);
    expect(events(salvaged, 'room_restored')).toEqual([expect.objectContaining({ roomId: 'a-whole-room', actions: 40 })]);
    expect(await rejoins(salvaged, 'a-whole-room')).toBe(true);
    expect(await rejoins(salvaged, 'b-victim-room')).toBe(false);
  }, 120_000);

  it('its last pages cut off: the file no longer holds the pages its header counts; the server refuses, saying so', async () => {
    const dir = damagedCopy((file) => truncateSync(file, statSync(file).size - 2 * SQLITE_PAGE), sqlite);
    const refused = await ServerProcess.refused(await freePort(), { DATA_DIR: dir });
    expect(refused.code).toBe(1);
    const refusal = refused.lines.find((l) => l.event === 'store_refused')!;
    expect(refusal).toMatchObject({ reason: 'store_unreadable' });
    expect(refusal.msg).toContain('database disk image is malformed');
    expect(refusal.msg).toContain('--salvage');
  }, 120_000);
});
