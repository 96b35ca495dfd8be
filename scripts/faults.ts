// Fault campaign: each fault is injected for real (real server processes, real files, a real tmpfs,
// the real PostgreSQL server), and the table says what became of the acknowledged writes.
//
//   npm run faults                 # every fault
//   npm run faults -- --only disk  # the faults whose name contains "disk"
//
// A fault is an entry of FAULTS: a name, the driver, and `run`, which injects it and measures an
// Outcome. Add one by appending to the list; the table is built from the list alone.
// Columns: acknowledged = writes the server confirmed before the fault (actions, or rooms where the
// fault is about processes); lost = of those, what no server brought back; duplicated = restored
// twice (twins); recovered by itself = a server runs again on the store with no operator action;
// time to recover = from the fault to a server listening again (with the operator's step, if one
// was needed, noted).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Client } from 'colyseus.js';
import { GAME_ID as ROOM_NAME } from '../shared/games/dice-hospital/info.js';
import { DAMAGE, copyOf, storeGames, type StoredFixture } from '../test/support/damagedStore.js';
import { freshDatabase, postgresAvailable } from '../test/support/postgres.js';
import { ServerProcess, freePort } from '../test/support/serverProcess.js';
import { TcpRelay, type RelayMode } from '../test/support/tcpRelay.js';
import { actionCount, playUntil, track, waitFor, type TestClient } from '../test/server/harness.js';
import { legalActions, pendingSeats } from '../shared/games/dice-hospital/index.js';

interface Outcome {
  acknowledged: number;
  lost: number;
  duplicated: number;
  recoveredByItself: boolean;
  /** ms from the fault to a server listening on the store again; null: it did not within the run. */
  timeToRecoverMs: number | null;
  /** What the server said, and what the operator had to do. */
  note: string;
}

interface Fault {
  name: string;
  /** sqlite: the default embedded store, on a new DATA_DIR; pglite: the damaged PGlite fixture's directory, which is opened with PGlite. */
  driver: 'sqlite' | 'pglite' | 'postgres';
  run(): Promise<Outcome>;
}

const cleanups: (() => unknown)[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const started: ServerProcess[] = [];
async function start(env: Record<string, string>, args: string[] = [], port?: number): Promise<ServerProcess> {
  const server = await ServerProcess.start(port ?? (await freePort()), { RECONNECT_SECONDS: '60', ...env }, 60_000, args);
  started.push(server);
  return server;
}
const events = (server: { lines: Record<string, unknown>[] }, event: string) => server.lines.filter((l) => l.event === event);
const said = (lines: Record<string, unknown>[], event: string) => String(lines.find((l) => l.event === event)?.msg ?? '').slice(0, 90);

/** Rooms created through a server: each is acknowledged (stored) once `create` resolved. */
async function createRooms(server: ServerProcess, n: number): Promise<string[]> {
  const sdk = new Client(`ws://127.0.0.1:${server.port}`);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await sdk.create(ROOM_NAME, { name: `P${i}`, playerCount: 2, private: true })).roomId);
  return ids;
}

const GAMES = [
  { roomId: 'whole-room', actions: 40, seed: 3 },
  { roomId: 'victim-room', actions: 44, seed: 4 },
];
let fixture: StoredFixture | null = null;
const pgliteFixture = async () => (fixture ??= await storeGames(GAMES));
const acknowledgedActions = GAMES.reduce((n, g) => n + g.actions, 0);

/** Starts a server on a store holding GAMES, measures what it resumed; with `salvage` when refused. */
async function restoreFrom(env: Record<string, string>): Promise<Outcome> {
  const t0 = Date.now();
  let server: ServerProcess;
  let note = '';
  let byItself = true;
  try {
    server = await start(env);
  } catch (e) {
    byItself = false;
    const refusal = /"event":"store_refused".*?"msg":"(.{0,90})/.exec((e as Error).message)?.[1] ?? (e as Error).message.slice(0, 90);
    note = `refused: ${refusal}…; operator: --salvage`;
    server = await start(env, ['--salvage']);
  }
  const elapsed = Date.now() - t0;
  const resumed = events(server, 'room_restored').reduce((n, l) => n + Number(l.actions), 0);
  const damaged = events(server, 'game_damaged').map((l) => `${l.roomId} ${l.found ?? '?'}/${l.acknowledged}`);
  note += `${note ? '; ' : ''}${damaged.length ? `game_damaged: ${damaged.join(', ')}` : 'no damage reported'}`;
  await server.kill('SIGTERM');
  return { acknowledged: acknowledgedActions, lost: acknowledgedActions - resumed, duplicated: 0, recoveredByItself: byItself, timeToRecoverMs: elapsed, note };
}

function damagedPglite(damage: (file: string) => void) {
  return async () => {
    const f = await pgliteFixture();
    const dir = copyOf(f);
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    damage(path.join(dir, f.actionsFile));
    return restoreFrom({ DATA_DIR: dir });
  };
}

function smallDisk(size: string): string {
  const at = temp('dh-disk-');
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', at], { stdio: 'ignore' });
  cleanups.unshift(() => execFileSync('umount', ['-l', at], { stdio: 'ignore' }));
  return at;
}
function fill(disk: string) {
  try {
    execFileSync('dd', ['if=/dev/zero', `of=${path.join(disk, 'filler')}`, 'bs=1M', 'count=100000'], { stdio: 'ignore' });
  } catch {
    /* full */
  }
}

/**
 * A two-player game on a server process that reaches PostgreSQL through a relay: 10 moves, then
 * the relay fails as `mode` says while the next move is sent, for `forMs`, then passes again (its
 * connections cut, as a recovering network does). The game plays 10 more moves; the server is then
 * SIGKILLed and started again straight on the database: what it restores is compared with what
 * the clients were told.
 */
function networkFault(mode: RelayMode, forMs: number) {
  return async (): Promise<Outcome> => {
    if (!(await postgresAvailable())) throw new Error('PostgreSQL is not reachable at 127.0.0.1:5432');
    const db = await freshDatabase();
    cleanups.unshift(() => db.drop());
    const relay = await TcpRelay.start({ host: '127.0.0.1', port: 5432 });
    cleanups.unshift(() => relay.close());
    const server = await start({ DATABASE_URL: relay.through(db.url) });
    const sdk = new Client(`ws://127.0.0.1:${server.port}`);
    const host = track(await sdk.create(ROOM_NAME, { name: 'Ada', playerCount: 2 }));
    const guest = track(await sdk.joinById(host.room.roomId, { name: 'Bo' }));
    const players: TestClient[] = [host, guest];
    await waitFor(() => players.every((p) => p.seat !== null && actionCount(p) >= 0), 'the game to start', 10_000);
    await playUntil(players, (view) => view.actionCount >= 10);
    const seat = pendingSeats(host.view())[0]!;
    const actor = players.find((p) => p.seat === seat)!;
    const before = actionCount(host);
    relay.mode = mode;
    actor.send(legalActions(actor.view(), seat)[0]);
    await new Promise((r) => setTimeout(r, forMs));
    const codes = actor.errors.map((e) => e.code);
    relay.reset();
    relay.mode = 'pass';
    const t0 = Date.now();
    // Recovered: the move is played or refused, the server ready again, and the game takes moves again.
    let recovered = false;
    let played = false;
    try {
      await waitFor(
        () => actionCount(host) > before || actor.errors.some((e) => e.code === 'store_failed' && codes.length < actor.errors.length),
        'the move settled',
        20_000,
      );
      played = actionCount(host) > before;
      while ((await fetch(`${server.url}/healthz`)).status !== 200) {
        if (Date.now() - t0 > 20_000) throw new Error('health did not come back');
        await new Promise((r) => setTimeout(r, 100));
      }
      await playUntil(players, (view) => view.actionCount >= before + 10);
      recovered = true;
    } catch {
      /* not recovered: the row says so */
    }
    const elapsed = Date.now() - t0;
    const acknowledged = Math.max(...players.map(actionCount), ...players.flatMap((p) => p.events.map((e) => e.actionIndex)));
    await server.kill('SIGKILL');
    const again = await start({ DATABASE_URL: db.url });
    const resumed = Number(events(again, 'room_restored').find((l) => l.roomId === host.room.roomId)?.actions ?? 0);
    await again.kill('SIGTERM');
    const answers = [...new Set(actor.errors.map((e) => e.code))].join(', ') || 'none';
    return {
      acknowledged,
      lost: Math.max(0, acknowledged - resumed),
      duplicated: Math.max(0, resumed - acknowledged),
      recoveredByItself: recovered,
      timeToRecoverMs: recovered ? elapsed : null,
      note: `the move under way: ${played ? 'played' : 'refused'} (its sender was told: ${answers})`,
    };
  };
}

export const FAULTS: Fault[] = [
  { name: 'answers from PostgreSQL dropped for 3 s (queries still arrive)', driver: 'postgres', run: networkFault('dropAnswers', 3000) },
  { name: 'PostgreSQL black-holed for 5 s', driver: 'postgres', run: networkFault('blackhole', 5000) },
  { name: 'PostgreSQL refusing connections for 5 s', driver: 'postgres', run: networkFault('down', 5000) },
  {
    name: 'second process on the same DATA_DIR, then both SIGKILLed',
    driver: 'sqlite',
    async run() {
      const DATA_DIR = temp('dh-faults-');
      const first = await start({ DATA_DIR });
      const rooms = await createRooms(first, 5);
      const second = await ServerProcess.refused(await freePort(), { DATA_DIR }).catch(async () => null);
      const twins = second ? 0 : rooms.length; // a second server that started restored every room again
      await first.kill('SIGKILL');
      const t0 = Date.now();
      const third = await start({ DATA_DIR });
      const back = events(third, 'room_restored').length;
      await third.kill('SIGTERM');
      return {
        acknowledged: rooms.length,
        lost: rooms.length - back,
        duplicated: twins,
        recoveredByItself: true,
        timeToRecoverMs: Date.now() - t0,
        note: second
          ? `second refused (exit ${second.code}): ${said(second.lines, 'store_refused')}…; restart after SIGKILL took the stale lock over`
          : 'second server started',
      };
    },
  },
  { name: 'actions file truncated to 0 bytes (copy)', driver: 'pglite', run: damagedPglite(DAMAGE.truncate) },
  { name: 'actions file: last 8 KB page cut (copy)', driver: 'pglite', run: damagedPglite(DAMAGE.cutLastPage) },
  { name: 'actions file: bytes changed in page 1 (copy)', driver: 'pglite', run: damagedPglite((file) => DAMAGE.corruptPage(file, 1)) },
  {
    name: 'actions rows lost (last 10 of a game deleted)',
    driver: 'postgres',
    async run() {
      if (!(await postgresAvailable())) throw new Error('PostgreSQL is not reachable at 127.0.0.1:5432');
      const db = await freshDatabase();
      cleanups.unshift(() => db.drop());
      await storeGames(GAMES, db.url);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      await client.query(`DELETE FROM actions WHERE room_id = 'victim-room' AND idx > 34`);
      await client.end();
      return restoreFrom({ DATABASE_URL: db.url });
    },
  },
  {
    name: 'full disk at start (new store on a 2 MB tmpfs)',
    driver: 'sqlite',
    async run() {
      const DATA_DIR = path.join(smallDisk('2m'), 'data');
      const refused = await ServerProcess.refused(await freePort(), { DATA_DIR });
      return {
        acknowledged: 0,
        lost: 0,
        duplicated: 0,
        recoveredByItself: false,
        timeToRecoverMs: null,
        note: `exit ${refused.code}: ${said(refused.lines, 'store_refused')}…`,
      };
    },
  },
  {
    name: 'disk filled while the server was SIGKILLed',
    driver: 'sqlite',
    async run() {
      const disk = smallDisk('80m');
      const DATA_DIR = path.join(disk, 'data');
      const port = await freePort();
      const first = await start({ DATA_DIR }, [], port);
      const rooms = await createRooms(first, 3);
      await first.kill('SIGKILL');
      fill(disk);
      const t0 = Date.now();
      const refused = await ServerProcess.refused(port, { DATA_DIR });
      writeFileSync(path.join(disk, 'filler'), '');
      const second = await start({ DATA_DIR }, [], port);
      const back = events(second, 'room_restored').length;
      await second.kill('SIGTERM');
      return {
        acknowledged: rooms.length,
        lost: rooms.length - back,
        duplicated: 0,
        recoveredByItself: false,
        timeToRecoverMs: Date.now() - t0,
        note: `exit ${refused.code}: ${said(refused.lines, 'store_refused')}…; operator: freed space`,
      };
    },
  },
];

function table(rows: { fault: Fault; outcome: Outcome | Error }[]): string {
  const head = ['fault', 'driver', 'acknowledged', 'lost', 'duplicated', 'recovered by itself', 'time to recover', 'what the server said'];
  const lines = rows.map(({ fault, outcome }) =>
    outcome instanceof Error
      ? [fault.name, fault.driver, '—', '—', '—', '—', '—', `campaign error: ${outcome.message.slice(0, 100)}`]
      : [
          fault.name,
          fault.driver,
          String(outcome.acknowledged),
          String(outcome.lost),
          String(outcome.duplicated),
          outcome.recoveredByItself ? 'yes' : 'no',
          outcome.timeToRecoverMs === null ? '—' : `${(outcome.timeToRecoverMs / 1000).toFixed(1)} s`,
          outcome.note.replaceAll('|', '/'),
        ],
  );
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...lines.map((l) => `| ${l.join(' | ')} |`)].join('\n');
}

async function main() {
  const only = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] ?? '') : '';
  const rows: { fault: Fault; outcome: Outcome | Error }[] = [];
  try {
    for (const fault of FAULTS.filter((f) => f.name.includes(only))) {
      process.stderr.write(`fault: ${fault.name} (${fault.driver})…\n`);
      rows.push({ fault, outcome: await fault.run().catch((e: Error) => e) });
      for (const server of started.splice(0)) await server.kill('SIGKILL');
    }
  } finally {
    for (const server of started) await server.kill('SIGKILL');
    for (const cleanup of cleanups) {
      try {
        await cleanup();
      } catch {
        /* best effort */
      }
    }
    if (fixture) rmSync(fixture.dir, { recursive: true, force: true });
  }
  console.log(table(rows));
}

await main();
