// npm run soak [-- --minutes 10 --rooms 20]
// Clients play random legal actions in many rooms over real WebSockets, dropping their connection
// now and then and coming back (within the reconnection window, or with their seat token). Prints a
// line a minute and a summary: refused actions (expected 0), games completed, connections dropped,
// and memory at start and end (expected flat once warm). Not part of `npm test`.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { GENEROUS_LIMITS, loadConfig, type ServerConfig } from '../server/config.js';
import { createGameServer } from '../server/gameServer.js';
import { createLogger } from '../server/logger.js';
import { legalActions, pendingSeats, type GameState } from '../shared/games/dice-hospital/index.js';
import { randomInt, seedRng } from '../shared/random.js';
import { ClientMessage, ROOM_NAME, ServerMessage, type ErrorPayload, type SeatPayload } from '../shared/protocol.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rooms: { type: 'string', default: '20' },
    seed: { type: 'string', default: '7' },
  },
});
const MINUTES = Number(values.minutes);
const ROOMS = Number(values.rooms);
const rng = { rng: seedRng(Number(values.seed)) };
const chance = (p: number) => randomInt(rng, 0, 9999) < p * 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const totals = { actions: 0, refused: 0, games: 0, drops: 0, tokenReturns: 0, reconnects: 0, failures: 0 };
const refusals: ErrorPayload[] = [];

interface Seat {
  room: Room;
  seat: number;
  token: string;
}

function watch(room: Room, onSeat?: (m: SeatPayload) => void): void {
  room.onMessage(ServerMessage.error, (e: ErrorPayload) => {
    totals.refused += 1;
    if (refusals.length < 10) refusals.push(e);
  });
  room.onMessage(ServerMessage.seat, (m: SeatPayload) => onSeat?.(m));
  room.onMessage('*', () => {});
}

async function seated(room: Room): Promise<Seat> {
  return new Promise((resolve) => watch(room, (m) => resolve({ room, seat: m.seat, token: m.token })));
}

function game(roomId: string): GameState | null {
  return (matchMaker.getLocalRoomById(roomId) as unknown as { game: GameState | null } | undefined)?.game ?? null;
}

/** Drops a connection without a goodbye and brings it back, by reconnection token or seat token. */
async function dropAndReturn(sdk: Client, s: Seat): Promise<void> {
  totals.drops += 1;
  const token = s.room.reconnectionToken;
  s.room.connection.close(); // like a lost network: not a consented leave
  await sleep(randomInt(rng, 50, 1500));
  try {
    if (chance(0.5)) {
      s.room = await sdk.reconnect(token);
      watch(s.room);
      totals.reconnects += 1;
    } else {
      const room = await sdk.joinById(s.room.roomId, { seatToken: s.token });
      s.room = (await seated(room)).room;
      totals.tokenReturns += 1;
    }
  } catch {
    const room = await sdk.joinById(s.room.roomId, { seatToken: s.token });
    s.room = (await seated(room)).room;
    totals.tokenReturns += 1;
  }
}

async function playOneGame(sdk: Client, until: number): Promise<void> {
  const players = 2 + randomInt(rng, 0, 2);
  const first = await sdk.create(ROOM_NAME, { playerCount: players, name: 'Soak 0' });
  const seats = [await seated(first)];
  for (let i = 1; i < players; i++) seats.push(await seated(await sdk.joinById(first.roomId, { name: `Soak ${i}` })));
  const roomId = first.roomId;
  while (performance.now() < until) {
    const state = game(roomId);
    if (!state) {
      await sleep(10);
      continue;
    }
    if (state.phase === 'gameOver') {
      totals.games += 1;
      break;
    }
    const pending = pendingSeats(state);
    const seat = pending[randomInt(rng, 0, pending.length - 1)]!;
    const s = seats.find((x) => x.seat === seat)!;
    if (chance(0.01)) await dropAndReturn(sdk, s);
    const now = game(roomId)!;
    if (!pendingSeats(now).includes(seat)) continue;
    const legal = legalActions(now, seat);
    const before = now.actionCount;
    s.room.send(ClientMessage.action, { action: legal[randomInt(rng, 0, legal.length - 1)] });
    totals.actions += 1;
    const deadline = performance.now() + 10_000;
    while (game(roomId) && game(roomId)!.actionCount === before && performance.now() < deadline) await sleep(2);
    await sleep(randomInt(rng, 5, 60));
  }
  for (const s of seats) await s.room.leave(true).catch(() => {});
}

const config: ServerConfig = { ...loadConfig({}), ...GENEROUS_LIMITS, host: '127.0.0.1', port: 0, staticDir: '', reconnectSeconds: 30, defaultActionDelayMs: 0 };
const server = createGameServer({ config, logger: createLogger({ level: 'silent', production: true }) });
const port = await server.listen(0, '127.0.0.1');
const sdk = new Client(`ws://127.0.0.1:${port}`);
const mb = (n: number) => (n / 2 ** 20).toFixed(1);
const start = performance.now();
const until = start + MINUTES * 60_000;
const memStart = process.memoryUsage();
console.log(`soak: ${ROOMS} rooms for ${MINUTES} min; start rss ${mb(memStart.rss)} MB, heap ${mb(memStart.heapUsed)} MB`);
const ticker = setInterval(() => {
  const m = process.memoryUsage();
  const min = ((performance.now() - start) / 60_000).toFixed(1);
  console.log(`  ${min} min: ${totals.actions} actions, ${totals.games} games, ${totals.drops} drops, ${totals.refused} refused; rss ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} MB`);
}, 60_000);

await Promise.all(
  Array.from({ length: ROOMS }, async () => {
    while (performance.now() < until) {
      await playOneGame(sdk, until).catch((e: unknown) => {
        totals.failures += 1;
        if (refusals.length < 10) refusals.push({ code: 'driver', message: String(e) });
      });
    }
  }),
);
clearInterval(ticker);
await server.shutdown();
global.gc?.();
const memEnd = process.memoryUsage();
console.log(
  `soak done: ${totals.actions} actions, ${totals.games} games completed, ${totals.drops} connections dropped ` +
    `(${totals.reconnects} reconnected, ${totals.tokenReturns} back by seat token), ` +
    `${totals.refused} refused actions (expected 0), ${totals.failures} driver failures (expected 0); ` +
    `rss ${mb(memStart.rss)} → ${mb(memEnd.rss)} MB, heap ${mb(memStart.heapUsed)} → ${mb(memEnd.heapUsed)} MB`,
);
if (refusals.length) console.log('first refusals:', refusals);
process.exit(totals.refused + totals.failures === 0 ? 0 : 1);
