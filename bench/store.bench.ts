// `npm run bench:store`: what storing each action costs, per driver, side by side in one run:
// in memory (the baseline: no storage), embedded SQLite (what `npm start` ships) and embedded
// PostgreSQL (PGlite), each with files in a temp dir, and the
// PostgreSQL server at 127.0.0.1:5432 (skipped with a note when unreachable). The actions are those
// of real 4-player games. Prints, per driver and round:
//   - append latency p50/p99 (one room: each action waits for the previous one, as in a room),
//   - actions/s one room sustains (the inverse of that serial latency),
//   - actions/s over ROOMS rooms appending at once (the process's throughput),
//   - heap still held after the games finished (memory keeps every action; SQL keeps none).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase } from '../test/support/postgres.js';
import { applyAction, createGame, legalActions, pendingSeats, type Action } from '../shared/games/dice-hospital/index.js';
import { randomInt, seedRng, testKey } from '../shared/random.js';
import { hashSeatToken, type GameStore } from '../server/store/gameStore.js';
import { MemoryGameStore } from '../server/store/memoryStore.js';
import { openGameStore } from '../server/store/openStore.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GAMES = Number(process.env.BENCH_GAMES ?? 6);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 20);
const names = ['Ana', 'Ben', 'Chloé', 'Dev'];

/** The actions of one random 4-player game, in order. */
function gameActions(seed: number): { seat: number; action: Action }[] {
  const rng = { rng: seedRng(seed) };
  let state = createGame({ players: names, key: testKey(seed) });
  const log: { seat: number; action: Action }[] = [];
  while (state.phase !== 'gameOver') {
    const seats = pendingSeats(state);
    const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
    const options = legalActions(state, seat);
    const action = options[randomInt(rng, 0, options.length - 1)]!;
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    log.push({ seat, action });
  }
  return log;
}

const games = Array.from({ length: Math.max(GAMES, ROOMS) }, (_, i) => gameActions(i + 1));
let roomSeq = 0;

/** Stores one whole game as a room does; returns each append's latency (ms). */
async function storeGame(store: GameStore, log: { seat: number; action: Action }[]): Promise<number[]> {
  const roomId = `bench-${process.pid}-${++roomSeq}`;
  const seats = names.map((name) => ({ name, tokenHash: hashSeatToken(name + roomId) }));
  await store.saveLobby({ roomId, game: 'dice-hospital', private: false, inviteCode: null, playerCount: 4, options: {}, seats, hostSeat: 0 });
  await store.begin(roomId, { config: { players: names, key: testKey(roomSeq), options: {} } as never, seats, startedAt: new Date().toISOString() });
  const latencies: number[] = [];
  for (let i = 0; i < log.length; i++) {
    const t = performance.now();
    await store.append(roomId, { index: i + 1, seat: log[i]!.seat, action: log[i]!.action, auto: false, at: new Date().toISOString() });
    latencies.push(performance.now() - t);
  }
  await store.finish(roomId, { standings: [] }, []);
  return latencies;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

async function measure(label: string, store: GameStore): Promise<string> {
  const heapBefore = heapMb();
  const serial: number[] = [];
  for (let g = 0; g < GAMES; g++) serial.push(...(await storeGame(store, games[g]!)));
  serial.sort((a, b) => a - b);
  const mean = serial.reduce((a, b) => a + b, 0) / serial.length;
  const t = performance.now();
  const parallel = await Promise.all(games.slice(0, ROOMS).map((log) => storeGame(store, log)));
  const perSecond = parallel.reduce((n, l) => n + l.length, 0) / ((performance.now() - t) / 1000);
  const heldKb = (heapMb() - heapBefore) * 1000;
  return (
    `${label.padEnd(9)} append p50 ${pct(serial, 0.5).toFixed(3).padStart(7)} ms  p99 ${pct(serial, 0.99).toFixed(3).padStart(7)} ms  ` +
    `one room ${Math.round(1000 / mean)
      .toString()
      .padStart(7)} actions/s  ${ROOMS} rooms ${Math.round(perSecond).toString().padStart(7)} actions/s  ` +
    `heap held ${heldKb.toFixed(0).padStart(6)} KB (${serial.length + parallel.flat().length} actions)`
  );
}

async function postgresUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  try {
    return await freshDatabase();
  } catch (e) {
    console.log(`PostgreSQL server: skipped (${(e as Error).message}); start it to compare`);
    return null;
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'dh-bench-store-'));
const server = await postgresUrl();
const stores: [string, GameStore][] = [
  ['memory', new MemoryGameStore()],
  ['sqlite', await openGameStore({ databaseUrl: null, dataDir: path.join(dir, 'sqlite'), embedded: 'sqlite' })],
  ['pglite', await openGameStore({ databaseUrl: null, dataDir: path.join(dir, 'pglite'), embedded: 'pglite' })],
];
if (server) stores.push(['postgres', await openGameStore({ databaseUrl: server.url, dataDir: null })]);
console.log(
  `store bench: ${GAMES} games one after another (${games.slice(0, GAMES).reduce((n, g) => n + g.length, 0)} actions), then ${ROOMS} games at once; ` +
    `${ROUNDS} rounds, drivers interleaved${globalThis.gc ? '' : ' (run with --expose-gc for heap figures)'}`,
);
for (let round = 1; round <= ROUNDS; round++) {
  for (const [label, store] of stores) console.log(`round ${round}  ${await measure(label, store)}`);
}
for (const [, store] of stores) await store.close();
await server?.drop();
rmSync(dir, { recursive: true, force: true });
