// npm run soak [-- --minutes 10 --rooms 20]
// Clients play random legal actions in many rooms over real WebSockets, dropping their connection
// now and then and coming back (within the reconnection window, or with their seat token). Prints a
// line a minute and a summary: refused actions (expected 0), games completed, connections dropped,
// and the server's memory after a full collection at start and end (expected flat once warm).
// The clients run in a child process of their own: colyseus.js keeps every schema class it ever
// decoded, which would otherwise show as growth here. Not part of `npm test`.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { GENEROUS_LIMITS, loadConfig, type ServerConfig } from '../server/config.js';
import { createGameServer } from '../server/gameServer.js';
import { createLogger } from '../server/logger.js';
import { legalActions, pendingSeats, type GameView } from '../shared/games/dice-hospital/index.js';
import { hasGame, viewFromSync } from '../shared/games/dice-hospital/sync.js';
import { randomInt, seedRng } from '../shared/random.js';
import { ClientMessage, ServerMessage, type ErrorPayload, type SeatPayload } from '../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../shared/games/dice-hospital/info.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rooms: { type: 'string', default: '20' },
    seed: { type: 'string', default: '7' },
    /** Internal: this process is the clients, against the server on this port. */
    'driver-port': { type: 'string' },
  },
});
const MINUTES = Number(values.minutes);
const ROOMS = Number(values.rooms);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Totals {
  actions: number;
  refused: number;
  games: number;
  drops: number;
  tokenReturns: number;
  reconnects: number;
  failures: number;
  firstProblems: ErrorPayload[];
}

// ---- the clients (child process) -----------------------------------------------------------------

async function drive(port: number): Promise<Totals> {
  const rng = { rng: seedRng(Number(values.seed)) };
  const chance = (p: number) => randomInt(rng, 0, 9999) < p * 10_000;
  const totals: Totals = { actions: 0, refused: 0, games: 0, drops: 0, tokenReturns: 0, reconnects: 0, failures: 0, firstProblems: [] };
  const problem = (e: ErrorPayload) => totals.firstProblems.length < 10 && totals.firstProblems.push(e);
  const sdk = new Client(`ws://127.0.0.1:${port}`);

  interface Seat {
    room: Room;
    seat: number;
    token: string;
  }
  const watch = (room: Room, onSeat?: (m: SeatPayload) => void) => {
    room.onMessage(ServerMessage.error, (e: ErrorPayload) => {
      totals.refused += 1;
      problem(e);
    });
    room.onMessage(ServerMessage.seat, (m: SeatPayload) => onSeat?.(m));
    room.onMessage('*', () => {});
  };
  const seated = (room: Room) => new Promise<Seat>((resolve) => watch(room, (m) => resolve({ room, seat: m.seat, token: m.token })));
  const view = (s: Seat): GameView | null => {
    const json = s.room.state?.toJSON?.();
    return hasGame(json) ? viewFromSync(json, s.seat) : null;
  };

  /** Drops a connection without a goodbye and brings it back, by reconnection token or seat token. */
  const dropAndReturn = async (s: Seat) => {
    totals.drops += 1;
    const token = s.room.reconnectionToken;
    s.room.connection.close(); // like a lost network: not a consented leave
    await sleep(randomInt(rng, 50, 1500));
    if (chance(0.5)) {
      try {
        s.room = await sdk.reconnect(token);
        watch(s.room);
        totals.reconnects += 1;
        return;
      } catch {
        /* the window closed: come back with the seat token */
      }
    }
    s.room = (await seated(await sdk.joinById(s.room.roomId, { seatToken: s.token }))).room;
    totals.tokenReturns += 1;
  };

  const playOneGame = async (until: number, seats: Seat[]) => {
    const players = 2 + randomInt(rng, 0, 2);
    const first = await sdk.create(ROOM_NAME, { playerCount: players, name: 'Soak 0' });
    seats.push(await seated(first));
    for (let i = 1; i < players; i++) seats.push(await seated(await sdk.joinById(first.roomId, { name: `Soak ${i}` })));
    while (performance.now() < until) {
      const v = view(seats[0]!);
      if (!v) {
        await sleep(10);
        continue;
      }
      if (v.phase === 'gameOver') {
        totals.games += 1;
        break;
      }
      const pending = pendingSeats(v).filter((seat) => seats.some((x) => x.seat === seat));
      if (pending.length === 0) {
        await sleep(10); // between two steps of the server: nobody to act yet
        continue;
      }
      const pick = pending[randomInt(rng, 0, pending.length - 1)];
      const s = seats.find((x) => x.seat === pick);
      if (!s) throw new Error(`no client for seat ${pick} of ${JSON.stringify(seats.map((x) => x.seat))}, pending ${JSON.stringify(pending)}`);
      if (chance(0.01)) await dropAndReturn(s);
      const own = view(s);
      if (!own || !pendingSeats(own).includes(s.seat)) continue;
      const legal = legalActions(own, s.seat);
      s.room.send(ClientMessage.action, { action: legal[randomInt(rng, 0, legal.length - 1)] });
      totals.actions += 1;
      const deadline = performance.now() + 10_000;
      while ((view(s)?.actionCount ?? -1) === own.actionCount && performance.now() < deadline) await sleep(2);
      await sleep(randomInt(rng, 5, 60));
    }
  };
  const playAndLeave = async (until: number) => {
    const seats: Seat[] = [];
    try {
      await playOneGame(until, seats);
    } finally {
      for (const s of seats) await s.room.leave(true).catch(() => {});
    }
  };

  const until = performance.now() + MINUTES * 60_000;
  await Promise.all(
    Array.from({ length: ROOMS }, async () => {
      while (performance.now() < until) {
        await playAndLeave(until).catch((e: unknown) => {
          totals.failures += 1;
          problem({ code: 'driver', message: e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 3).join(' | ') : String(e) });
        });
      }
    }),
  );
  return totals;
}

// ---- the server (this process) ---------------------------------------------------------------

async function serve(): Promise<void> {
  const config: ServerConfig = { ...loadConfig({}), ...GENEROUS_LIMITS, host: '127.0.0.1', port: 0, staticDir: '', reconnectSeconds: 30, botDelayMs: 0 };
  const server = createGameServer({ config, logger: createLogger({ level: 'silent', production: true }) });
  const port = await server.listen(0, '127.0.0.1');
  const mb = (n: number) => (n / 2 ** 20).toFixed(1);
  /** Memory after a full collection (npm run soak passes --expose-gc), so the trend means something. */
  const memory = () => {
    global.gc?.();
    return process.memoryUsage();
  };
  const start = performance.now();
  const memStart = memory();
  console.log(`soak: ${ROOMS} rooms for ${MINUTES} min; server rss ${mb(memStart.rss)} MB, heap ${mb(memStart.heapUsed)} MB`);
  const ticker = setInterval(() => {
    const m = memory();
    const min = ((performance.now() - start) / 60_000).toFixed(1);
    console.log(`  ${min} min: ${matchMaker.stats.local.roomCount} rooms open; server rss ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} MB`);
  }, 60_000);
  const driver = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--driver-port', String(port)], { execArgv: ['--import', 'tsx'] });
  const totals = await new Promise<Totals>((resolve, reject) => {
    driver.once('message', (t) => resolve(t as Totals));
    driver.once('exit', (code) => reject(new Error(`the clients' process exited with ${code}`)));
  });
  clearInterval(ticker);
  const roomsLeft = matchMaker.stats.local.roomCount;
  const memEnd = memory();
  await server.shutdown();
  console.log(
    `soak done: ${totals.actions} actions, ${totals.games} games completed, ${totals.drops} connections dropped ` +
      `(${totals.reconnects} reconnected, ${totals.tokenReturns} back by seat token), ` +
      `${totals.refused} refused actions (expected 0), ${totals.failures} driver failures (expected 0); ` +
      `${roomsLeft} rooms open at the end; server rss ${mb(memStart.rss)} → ${mb(memEnd.rss)} MB, heap ${mb(memStart.heapUsed)} → ${mb(memEnd.heapUsed)} MB`,
  );
  if (totals.firstProblems.length) console.log('first problems:', totals.firstProblems);
  process.exit(totals.refused + totals.failures === 0 ? 0 : 1);
}

if (values['driver-port']) {
  const totals = await drive(Number(values['driver-port']));
  process.send!(totals, () => process.exit(0));
} else {
  await serve();
}
