// npm run bench:flood [-- --seconds 8 --rooms 6 --rate 10000]
// One client, in a process of its own (so its sending does not share the server's event loop),
// floods its room with 10,000 messages a second (a worker placement and its undo, alternately) while calm rooms play at a
// human-ish pace (an action every 100 ms per room). Prints the calm rooms' action→answer latency
// side by side: no flood, flood against the default limits, and flood with the limits lifted
// (what the server did before issue 8). Latency is from `send` to the sender receiving the action's
// `events` message (the server patches state just before it broadcasts events).
import { parseArgs } from 'node:util';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { GENEROUS_LIMITS, loadConfig, type ServerConfig } from '../server/config.js';
import { createGameServer } from '../server/gameServer.js';
import { createLogger } from '../server/logger.js';
import { legalActions, pendingSeats, type Action, type GameState, type GameView } from '../shared/games/dice-hospital/index.js';
import { hasGame, viewFromSync } from '../shared/games/dice-hospital/sync.js';
import { ClientMessage, ServerMessage, type EventsPayload, type SeatPayload } from '../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../shared/games/dice-hospital/info.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rooms: { type: 'string', default: '6' },
    rate: { type: 'string', default: '10000' },
    /** Internal: this process is the flooder, against the server on this port. */
    'flood-port': { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const ROOMS = Number(values.rooms);
const RATE = Number(values.rate);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function boot(overrides: Partial<ServerConfig>) {
  const config: ServerConfig = { ...loadConfig({}), host: '127.0.0.1', port: 0, staticDir: '', botDelayMs: 0, ...overrides };
  const server = createGameServer({ config, logger: createLogger({ level: 'silent', production: true }) });
  const port = await server.listen(0, '127.0.0.1');
  return { server, port, sdk: new Client(`ws://127.0.0.1:${port}`) };
}

interface Player {
  room: Room;
  seat: number;
}

async function pair(sdk: Client): Promise<Player[]> {
  const seatOf = (room: Room) => new Promise<number>((resolve) => room.onMessage(ServerMessage.seat, (m: SeatPayload) => resolve(m.seat)));
  const a = await sdk.create(ROOM_NAME, { playerCount: 2, name: 'Calm A' });
  a.onMessage('*', () => {});
  const aSeat = seatOf(a);
  const b = await sdk.joinById(a.roomId, { name: 'Calm B' });
  b.onMessage('*', () => {});
  const bSeat = seatOf(b);
  return [
    { room: a, seat: await aSeat },
    { room: b, seat: await bSeat },
  ];
}

function game(roomId: string): GameState | null {
  return (matchMaker.getLocalRoomById(roomId) as unknown as { game: GameState | null } | undefined)?.game ?? null;
}

/** Plays one calm room at a steady pace until `until`, recording action→events latencies. */
async function calmRoom(sdk: Client, until: number, latencies: number[]): Promise<void> {
  while (performance.now() < until) {
    const players = await pair(sdk).catch(() => null);
    if (!players) return; // this address's join budget is spent (the flooder shares it): stop here
    const roomId = players[0]!.room.roomId;
    const waiting = new Map<number, number>();
    for (const p of players) {
      p.room.onMessage(ServerMessage.events, (m: EventsPayload) => {
        const sentAt = waiting.get(m.actionIndex);
        if (sentAt !== undefined && m.seat === p.seat) latencies.push(performance.now() - sentAt);
      });
      p.room.onMessage(ServerMessage.error, () => {});
    }
    while (performance.now() < until) {
      const state = game(roomId);
      if (!state) {
        await sleep(20);
        continue;
      }
      if (state.phase === 'gameOver') break;
      const seat = pendingSeats(state)[0]!;
      const legal = legalActions(state, seat);
      const action = legal.find((a) => a.type === 'commitActivation') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;
      waiting.set(state.actionCount + 1, performance.now());
      players.find((p) => p.seat === seat)!.room.send(ClientMessage.action, { action });
      const before = state.actionCount;
      const deadline = performance.now() + 5_000;
      while (game(roomId)!.actionCount === before && performance.now() < deadline) await sleep(2);
      await sleep(100);
    }
    for (const p of players) await p.room.leave(true).catch(() => {});
  }
}

interface FloodStats {
  sent: number;
  reconnects: number;
  refusedJoins: number;
}

/** The bytes colyseus.js puts on the wire for one `action` message. */
function captureFrame(room: Room, payload: unknown): Uint8Array {
  const connection = room.connection as unknown as { send(data: Uint8Array): void };
  const original = connection.send.bind(connection);
  let frame: Uint8Array | null = null;
  connection.send = (data: Uint8Array) => {
    frame = new Uint8Array(data);
  };
  room.send(ClientMessage.action, payload);
  connection.send = original;
  if (!frame) throw new Error('no frame captured');
  return frame;
}

/** Runs `flooder` in a child process of its own against the server on `port`. */
function floodFromChild(port: number, seconds: number): Promise<FloodStats> {
  const child = fork(fileURLToPath(import.meta.url), ['--flood-port', String(port), '--seconds', String(seconds), '--rate', String(RATE)], {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (stats) => resolve(stats as FloodStats));
    child.once('error', reject);
  });
}

/**
 * The flood the issue reproduced: one client sending `RATE` messages a second of a legal worker
 * placement and its undo, alternately, so that (without limits) every message is an accepted action
 * that changes the state and is patched to everyone in the room. The flooder plays both seats of its
 * own room up to its first activation, captures the two frames, then sends them raw; cut off, it
 * comes back as a spectator (and keeps sending).
 */
async function flooder(sdk: Client, until: number): Promise<FloodStats> {
  const stats = { sent: 0, reconnects: 0, refusedJoins: 0 };
  const players = await pair(sdk);
  const roomId = players[0]!.room.roomId;
  const viewOf = (p: Player): GameView | null => {
    const json = p.room.state?.toJSON?.();
    return hasGame(json) ? viewFromSync(json, p.seat) : null;
  };
  // Up to the first activation in which seat 0 can place a worker.
  let place: Action | undefined;
  for (let step = 0; step < 500 && !place; step++) {
    const view = viewOf(players[0]!);
    if (!view) {
      await sleep(10);
      continue;
    }
    const seat = pendingSeats(view)[0]!;
    const legal = legalActions(viewOf(players[seat]!)!, seat);
    if (view.phase === 'activation' && seat === players[0]!.seat) place = legal.find((a) => a.type === 'placeWorker');
    if (place) break;
    const action = legal.find((a) => a.type !== 'commitActivation' && a.type !== 'undo') ?? legal[0]!;
    players[seat]!.room.send(ClientMessage.action, { action });
    while ((viewOf(players[0]!)?.actionCount ?? -1) === view.actionCount) await sleep(2);
  }
  if (!place) throw new Error('the flooder never reached an activation');
  let room: Room | null = players[0]!.room;
  const frames = [captureFrame(room, { action: place }), captureFrame(room, { action: { type: 'undo' } })];
  const perTick = Math.max(1, Math.round(RATE / 100));
  while (performance.now() < until) {
    if (!room || !room.connection.isOpen) {
      room = await sdk.joinById(roomId, { spectator: true }).catch(() => null);
      if (room) {
        stats.reconnects += 1;
        room.onMessage('*', () => {});
      } else stats.refusedJoins += 1;
    }
    if (room?.connection.isOpen) {
      for (let i = 0; i < perTick; i++) room.connection.send(frames[i % 2]!);
      stats.sent += perTick;
    }
    await sleep(10);
  }
  return stats;
}

async function scenario(name: string, overrides: Partial<ServerConfig>, flood: boolean) {
  const { server, sdk, port } = await boot(overrides);
  const until = performance.now() + SECONDS * 1000;
  const latencies: number[] = [];
  const cpu0 = process.cpuUsage();
  const [floodStats] = await Promise.all([
    // The flood starts once the calm rooms are seated (they share the flooder's address and its join budget).
    flood ? sleep(1500).then(() => floodFromChild(port, SECONDS - 1.5)) : Promise.resolve(null),
    ...Array.from({ length: ROOMS }, () => calmRoom(sdk, until, latencies)),
  ]);
  const cpu = process.cpuUsage(cpu0);
  await server.shutdown();
  const sorted = [...latencies].sort((a, b) => a - b);
  const row = {
    scenario: name,
    'calm actions': sorted.length,
    'p50 ms': quantile(sorted, 0.5).toFixed(1),
    'p95 ms': quantile(sorted, 0.95).toFixed(1),
    'p99 ms': quantile(sorted, 0.99).toFixed(1),
    'flood sent': floodStats?.sent ?? 0,
    'flood reconnects': floodStats?.reconnects ?? 0,
    'process CPU s': ((cpu.user + cpu.system) / 1e6).toFixed(1),
  };
  return row;
}

if (values['flood-port']) {
  const stats = await flooder(new Client(`ws://127.0.0.1:${values['flood-port']}`), performance.now() + SECONDS * 1000);
  process.send!(stats, () => process.exit(0));
} else {
  const shared: Partial<ServerConfig> = { roomsPerMinute: GENEROUS_LIMITS.roomsPerMinute, pendingJoinsPerAddress: GENEROUS_LIMITS.pendingJoinsPerAddress };
  const rows = [];
  rows.push(await scenario('no flood (default limits)', { ...shared, joinsPerMinute: GENEROUS_LIMITS.joinsPerMinute }, false));
  // Joins per minute stay at their default for the flooder's reconnections; the calm rooms' joins
  // happen as fast as in the other runs (one pair per finished game).
  rows.push(await scenario('flood, default limits', { ...shared, joinsPerMinute: 120 }, true));
  rows.push(await scenario('flood, limits lifted (as before)', { ...GENEROUS_LIMITS, abuseDisconnectAfter: 1_000_000 }, true));
  console.log(`bench:flood — ${ROOMS} calm rooms, ${SECONDS} s each, flood at ${RATE} msg/s, Node ${process.version}`);
  console.table(rows);
  process.exit(0);
}
