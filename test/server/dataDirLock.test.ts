// One server process per embedded data directory. Before the lock, a second server started on the
// same DATA_DIR opened the same PGlite files, restored the first one's games as twins, and the two
// overwrote each other's pages: acknowledged actions were lost. Real processes, real files.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { LOCK_FILE } from '../../server/store/dataDirLock.js';
import { ServerProcess, freePort } from '../support/serverProcess.js';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dh-lock-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await ServerProcess.start(await freePort(), env, 60_000);
  cleanups.push(() => server.kill('SIGKILL'));
  return server;
}

describe('the embedded data directory is locked by one server process', () => {
  it('a second server on the same DATA_DIR refuses to start, naming the directory and the holder; after SIGKILL of the holder a new server starts', async () => {
    const DATA_DIR = dataDir();
    const first = await start({ DATA_DIR });
    const sdk = new Client(`ws://127.0.0.1:${first.port}`);
    const room = await sdk.create(ROOM_NAME, { name: 'Ada', playerCount: 2, private: true });
    const roomId = room.roomId;

    const second = await ServerProcess.refused(await freePort(), { DATA_DIR });
    expect(second.code).not.toBe(0);
    expect(second.code).not.toBeNull();
    const refusal = second.lines.find((l) => l.event === 'store_refused');
    expect(refusal).toMatchObject({ reason: 'data_dir_in_use' });
    expect(refusal!.msg).toContain(`DATA_DIR=${DATA_DIR}`);
    expect(refusal!.msg).toContain(`pid ${first.pid}`);
    expect(second.stderr).toContain(`pid ${first.pid}`);
    // It restored nothing and wrote nothing: the first server's lock is still there and still its own.
    expect(second.lines.some((l) => l.event === 'room_restored' || l.event === 'restored')).toBe(false);
    expect(JSON.parse(readFileSync(path.join(DATA_DIR, LOCK_FILE), 'utf8'))).toMatchObject({ pid: first.pid });
    expect(first.alive).toBe(true);

    // SIGKILL leaves the lock file behind; its pid is dead, so the next server takes it over.
    await first.kill('SIGKILL');
    expect(existsSync(path.join(DATA_DIR, LOCK_FILE))).toBe(true);
    const third = await start({ DATA_DIR, RECONNECT_SECONDS: '60' });
    expect(third.logged('data_dir_lock_stale')).toMatchObject({ holder: { pid: first.pid } });
    expect(third.logged('room_restored')).toMatchObject({ roomId });
    expect(JSON.parse(readFileSync(path.join(DATA_DIR, LOCK_FILE), 'utf8'))).toMatchObject({ pid: third.pid });

    // A server stopped with SIGTERM gives the lock back.
    expect((await third.kill('SIGTERM')).code).toBe(0);
    expect(existsSync(path.join(DATA_DIR, LOCK_FILE))).toBe(false);
  }, 180_000);
});
