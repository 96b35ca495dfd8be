// npm run bench:load [-- --rooms 100 --pace human|max --seconds 60 --warmup 10 --repeat 1 --profile dir --heap dir]
// R rooms of 4 simulated players over real WebSockets (colyseus.js), against our server and, in the
// same run, against a bare Colyseus room that only counts messages (and sends its one-number state
// back after each), at the message rate our server reached. Server and clients run in separate processes; the clients'
// process is the same for both. For each it prints: clients held, actions/s, action→patch latency
// p50/p95/p99 (from a client's send to the patch that shows its action), server CPU per action and
// the ratio to the bare room, server RSS per room, bytes per patch, bytes a client receives per
// action, and bytes a joining client receives. `human`: each player answers 1-3 s after a decision
// becomes theirs; `max`: at once.
import { fork, type ChildProcess } from 'node:child_process';
import { writeHeapSnapshot } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Room as ServerRoom, Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Schema, type } from '@colyseus/schema';
import type { Room } from 'colyseus.js';
import WebSocket from 'ws';
import { GENEROUS_LIMITS, loadConfig, type ServerConfig } from '../server/config.js';
import { createGameServer } from '../server/gameServer.js';
import { createLogger } from '../server/logger.js';
import { legalActions, pendingSeats, type GameView } from '../shared/games/dice-hospital/index.js';
import { hasGame, viewFromSync } from '../shared/games/dice-hospital/sync.js';
import { randomInt, seedRng } from '../shared/random.js';
import { ClientMessage, ROOM_NAME, ServerMessage, type SeatPayload } from '../shared/protocol.js';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '50' },
    pace: { type: 'string', default: 'human' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '8' },
    repeat: { type: 'string', default: '1' },
    role: { type: 'string' },
    target: { type: 'string' },
    port: { type: 'string' },
    /** Writes a CPU profile of each server process into this directory (node --cpu-prof). */
    profile: { type: 'string' },
    /** Writes a heap snapshot of each server process, at the end of its measurement, into this directory. */
    heap: { type: 'string' },
    /** Internal: the bare room's clients send at this many actions/s in all. */
    rate: { type: 'string' },
  },
});
const ROOMS = Number(values.rooms);
const PACE = values.pace === 'max' ? 'max' : 'human';
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);
const RATE = Number(values.rate ?? 1);
type Target = 'ours' | 'bare';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- servers (child process each) ----------------------------------------------------------------

class CountState extends Schema {
  @type('number') count = 0;
}

/** The baseline: a room that counts messages and sends the count back at once. */
class BareRoom extends ServerRoom<CountState> {
  override maxClients = 4;
  override onCreate(): void {
    this.setState(new CountState());
    this.onMessage('*', () => {
      this.state.count += 1;
      this.broadcastPatch();
    });
  }
}

async function serve(target: Target): Promise<void> {
  let port: number;
  if (target === 'ours') {
    const config: ServerConfig = { ...loadConfig({}), ...GENEROUS_LIMITS, host: '127.0.0.1', port: 0, staticDir: '', botDelayMs: 0, maxRooms: 100_000, codeLookupsPerMinute: 100_000 };
    const server = createGameServer({ config, logger: createLogger({ level: 'silent', production: true }) });
    port = await server.listen(0, '127.0.0.1');
  } else {
    const server = new Server({ transport: new WebSocketTransport(), greet: false });
    server.define('bare', BareRoom);
    await server.listen(0, '127.0.0.1');
    port = (server.transport as unknown as { server: { address(): { port: number } } }).server.address().port;
  }
  process.on('message', (m: { ask: 'sample' | 'heap'; file?: string }) => {
    if (m.ask === 'heap') {
      global.gc?.();
      process.send!({ heap: writeHeapSnapshot(m.file) });
    }
    if (m.ask === 'sample') {
      global.gc?.();
      process.send!({ cpu: process.cpuUsage(), rss: process.memoryUsage().rss, rooms: matchMaker.stats.local.roomCount });
    }
  });
  // Exits normally when asked, so that `--cpu-prof` (through NODE_OPTIONS) can write its profile.
  process.on('SIGTERM', () => process.exit(0));
  process.send!({ port });
}

// ---- clients (one child process) -------------------------------------------------------------------

interface DriverReport {
  clients: number;
  /** Actions refused as sent from a stale view (retried from the next state). */
  refused: number;
  actions: number;
  latencies: number[];
  patchFrames: number;
  patchBytes: number;
  bytesInWindow: number;
  joinBytes: number[];
  failures: string[];
}

/** Every frame a client receives, counted from its WebSocket's first byte. */
const traffic = { measuring: false, patchFrames: 0, patchBytes: 0, bytes: 0, joins: [] as number[] };
const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;
class CountingWebSocket extends WebSocket {
  private joinBytes = 0;
  private joined = false;
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('message', (data: ArrayBuffer | Buffer) => {
      const kind = new Uint8Array(data as ArrayBuffer)[0];
      // What a join costs: everything up to and including the first full state.
      if (!this.joined) {
        this.joinBytes += data.byteLength;
        if (kind === ROOM_STATE) {
          this.joined = true;
          traffic.joins.push(this.joinBytes);
        }
      }
      if (!traffic.measuring) return;
      traffic.bytes += data.byteLength;
      if (kind === ROOM_STATE_PATCH) {
        traffic.patchFrames += 1;
        traffic.patchBytes += data.byteLength;
      }
    });
  }
}
(globalThis as unknown as { WebSocket: unknown }).WebSocket = CountingWebSocket;

async function drive(target: Target, port: number): Promise<void> {
  // Loaded only now: colyseus.js picks its WebSocket class when it loads, and must pick ours.
  const { Client } = await import('colyseus.js');
  const rng = { rng: seedRng(11) };
  const sdk = new Client(`ws://127.0.0.1:${port}`);
  const report: DriverReport = { clients: 0, refused: 0, actions: 0, latencies: [], patchFrames: 0, patchBytes: 0, bytesInWindow: 0, joinBytes: [], failures: [] };
  let stopAt = Infinity;
  let measureFrom = Infinity;
  const think = () => (PACE === 'human' ? randomInt(rng, 1000, 3000) : 0);
  if (target === 'bare' && !(RATE > 0)) throw new Error('the bare room needs --rate');
  /** Sends and resolves with the time until the client's state shows the change. */
  const timed = (room: Room, changed: () => boolean, send: () => void) =>
    new Promise<number>((resolve) => {
      const t0 = performance.now();
      const listener = () => {
        if (!changed()) return;
        room.onStateChange.remove(listener);
        waiting.delete(room);
        resolve(performance.now() - t0);
      };
      room.onStateChange(listener);
      waiting.set(room, listener); // a refusal changes no state: its handler checks again
      send();
    });
  const refusals = new Map<Room, number>();
  const waiting = new Map<Room, () => void>();
  const record = (ms: number) => {
    if (performance.now() < measureFrom) return;
    report.actions += 1;
    report.latencies.push(ms);
  };

  async function bareRoom(): Promise<void> {
    const rooms: Room[] = [];
    rooms.push(await sdk.create('bare'));
    for (let i = 1; i < 4; i++) rooms.push(await sdk.joinById(rooms[0]!.roomId));
    report.clients += 4;
    await Promise.all(
      rooms.map(async (room) => {
        // At the rate our server reached with the same rooms: every client sends every clients/rate s.
        const interval = (ROOMS * 4 * 1000) / RATE;
        await sleep(Math.random() * interval);
        while (performance.now() < stopAt) {
          await sleep(interval);
          const before = (room.state as unknown as CountState).count;
          record(await timed(room, () => (room.state as unknown as CountState).count > before, () => room.send('action', { n: 1 })));
        }
      }),
    );
  }

  async function ourRoom(): Promise<void> {
    while (performance.now() < stopAt) {
      const seats: { room: Room; seat: number }[] = [];
      const seated = (room: Room) => new Promise<{ room: Room; seat: number }>((resolve) => {
        room.onMessage(ServerMessage.seat, (m: SeatPayload) => resolve({ room, seat: m.seat }));
        room.onMessage(ServerMessage.error, (e: { code: string; message: string }) => {
          refusals.set(room, (refusals.get(room) ?? 0) + 1);
          waiting.get(room)?.();
          // A view caught between two frames of one patch is refused as stale: expected, retried.
          if (e.code !== 'stale_view') report.failures.length < 5 && report.failures.push(`${e.code}: ${e.message}`);
        });
        room.onMessage('*', () => {});
      });
      const first = await sdk.create(ROOM_NAME, { playerCount: 4, name: 'Load 0', private: true });
      seats.push(await seated(first));
      const code = await new Promise<string>((resolve) => {
        const check = () => (first.state as unknown as { code?: string }).code && resolve((first.state as unknown as { code: string }).code);
        first.onStateChange(check);
        check();
      });
      for (let i = 1; i < 4; i++) seats.push(await seated(await sdk.joinById(first.roomId, { name: `Load ${i}`, code })));
      report.clients += 4;
      first.send(ClientMessage.start, {});
      const view = (s: { room: Room; seat: number }): GameView | null => {
        const json = s.room.state?.toJSON?.();
        return hasGame(json) ? viewFromSync(json, s.seat) : null;
      };
      let over = false;
      await Promise.all(
        seats.map(async (s) => {
          while (!over && performance.now() < stopAt) {
            const v = view(s);
            if (v?.phase === 'gameOver') over = true;
            if (!v || !pendingSeats(v).includes(s.seat)) {
              await new Promise<void>((resolve) => {
                const wake = () => {
                  s.room.onStateChange.remove(wake);
                  resolve();
                };
                s.room.onStateChange(wake);
                setTimeout(wake, 1000);
              });
              continue;
            }
            await sleep(think());
            const now = view(s);
            if (!now || !pendingSeats(now).includes(s.seat)) continue;
            const legal = legalActions(now, s.seat);
            const action = legal[randomInt(rng, 0, legal.length - 1)];
            // The seat's version moves when its own action is applied (another seat's does not).
            const version = () => (s.room.state as unknown as { seats: { version: number }[] }).seats[s.seat]?.version ?? 0;
            const before = version();
            const refused = refusals.get(s.room) ?? 0;
            const ms = await timed(s.room, () => version() > before || (refusals.get(s.room) ?? 0) > refused, () => s.room.send(ClientMessage.action, { action, version: before }));
            if (version() > before) record(ms);
            else report.refused += 1;
          }
        }),
      );
      await Promise.all(seats.map((s) => s.room.leave(true).catch(() => {})));
      report.clients -= 4;
    }
  }

  process.on('message', (m: { go: 'measure' }) => {
    if (m.go !== 'measure') return;
    measureFrom = performance.now();
    traffic.measuring = true;
    stopAt = measureFrom + SECONDS * 1000;
    setTimeout(() => {
      traffic.measuring = false;
      const held = report.clients;
      process.send!({ ...report, clients: held, patchFrames: traffic.patchFrames, patchBytes: traffic.patchBytes, bytesInWindow: traffic.bytes, joinBytes: traffic.joins });
    }, SECONDS * 1000);
  });
  // Rooms open one after another during the warm-up, as players would arrive.
  const slots = Array.from({ length: ROOMS }, async (_, i) => {
    await sleep((i * WARMUP * 500) / ROOMS);
    await (target === 'ours' ? ourRoom() : bareRoom()).catch((e: unknown) => {
      if (report.failures.length < 5) report.failures.push(String(e));
    });
  });
  process.send!({ ready: true });
  await Promise.all(slots);
}

// ---- the orchestra (this process) --------------------------------------------------------------------

const self = fileURLToPath(import.meta.url);
const child = (args: string[], profile = false) =>
  fork(self, [...process.argv.slice(2), ...args], {
    execArgv: ['--expose-gc', '--import', 'tsx', ...(profile && values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [])],
  });
const next = <T>(p: ChildProcess, pick: (m: Record<string, unknown>) => boolean = () => true) =>
  new Promise<T>((resolve, reject) => {
    const on = (m: Record<string, unknown>) => {
      if (!pick(m)) return;
      p.off('message', on);
      resolve(m as T);
    };
    p.on('message', on);
    p.once('exit', (code) => reject(new Error(`a child exited with ${code}`)));
  });

interface Sample {
  cpu: NodeJS.CpuUsage;
  rss: number;
  rooms: number;
}

async function run(target: Target, rate = 0) {
  const server = child(['--role', 'server', '--target', target], true);
  const { port } = await next<{ port: number }>(server, (m) => 'port' in m);
  const base = await (server.send({ ask: 'sample' }), next<Sample>(server, (m) => 'cpu' in m));
  const driver = child(['--role', 'driver', '--target', target, '--port', String(port), '--rate', String(rate)]);
  await next(driver, (m) => 'ready' in m);
  await sleep(WARMUP * 1000);
  const start = await (server.send({ ask: 'sample' }), next<Sample>(server, (m) => 'cpu' in m));
  driver.send({ go: 'measure' });
  const report = await next<DriverReport>(driver, (m) => 'latencies' in m);
  const end = await (server.send({ ask: 'sample' }), next<Sample>(server, (m) => 'cpu' in m));
  if (values.heap) {
    const file = `${values.heap}/${target}-${ROOMS}-rooms-${Date.now()}.heapsnapshot`;
    await (server.send({ ask: 'heap', file }), next<{ heap: string }>(server, (m) => 'heap' in m));
    console.log(`heap snapshot of ${target}: ${file}`);
  }
  driver.kill('SIGKILL');
  server.kill('SIGTERM');
  const cpuMs = (end.cpu.user + end.cpu.system - start.cpu.user - start.cpu.system) / 1000;
  const sorted = report.latencies.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return {
    target,
    clients: report.clients,
    actionsPerSecond: report.actions / SECONDS,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    cpuPerAction: cpuMs / Math.max(1, report.actions),
    cpuShare: cpuMs / (SECONDS * 1000),
    rssPerRoomKb: (end.rss - base.rss) / 1024 / Math.max(1, end.rooms),
    bytesPerPatch: report.patchBytes / Math.max(1, report.patchFrames),
    patchBytesPerClientAction: report.patchBytes / Math.max(1, report.actions * 4),
    bytesPerClientAction: report.bytesInWindow / Math.max(1, report.actions * 4),
    joinBytes: report.joinBytes.length ? report.joinBytes.reduce((a, b) => a + b, 0) / report.joinBytes.length : NaN,
    refused: report.refused,
    failures: report.failures,
  };
}

async function orchestrate(): Promise<void> {
  console.log(`load bench: ${ROOMS} rooms × 4 clients, ${PACE} pace, ${SECONDS} s measured after ${WARMUP} s, ${values.repeat} round(s), Node ${process.version}`);
  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '—');
  for (let round = 1; round <= Number(values.repeat); round++) {
    // Ours first; then the bare room at the same message rate, so CPU per action compares like with like.
    const ours = await run('ours');
    const bare = await run('bare', ours.actionsPerSecond);
    for (const r of [bare, ours]) {
      console.log(
        `${r.target.padEnd(4)} clients ${r.clients}  actions/s ${f(r.actionsPerSecond)}  action→patch p50 ${f(r.p50)} p95 ${f(r.p95)} p99 ${f(r.p99)} ms  ` +
          `refused ${r.refused}  CPU ${f(r.cpuPerAction, 3)} ms/action (${f(r.cpuShare * 100, 0)} % of a core)  RSS/room ${f(r.rssPerRoomKb, 0)} KB  ` +
          `patch ${f(r.bytesPerPatch, 0)} B, ${f(r.patchBytesPerClientAction, 0)} B per client per action  all frames per client per action ${f(r.bytesPerClientAction, 0)} B  join ${f(r.joinBytes, 0)} B` +
          (r.failures.length ? `  failures: ${r.failures.join('; ')}` : ''),
      );
    }
    console.log(`round ${round}: ours/bare CPU per action ${f(ours.cpuPerAction / bare.cpuPerAction, 2)}×`);
  }
}

if (values.role === 'server') await serve(values.target as Target);
else if (values.role === 'driver') await drive(values.target as Target, Number(values.port));
else await orchestrate();
