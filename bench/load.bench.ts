// npm run bench:load [-- --rooms 100 --pace human|max --seconds 60 --warmup 10 --repeat 1 --store sqlite|pglite|memory|postgres
//                        --processes 1 --drivers 1 --profile dir --heap dir --promoted dir --server-flags='--node-flag …'
//                        --client lean|sdk|sdk,lean --no-bare --client-flags='--node-flag …']
// R rooms of 4 simulated players over real WebSockets (colyseus.js), against our server and, in the
// same run, against a bare Colyseus room that only counts messages (and sends its one-number state
// back after each), at the message rate our server reached. Servers and clients run in separate
// processes; the clients' processes are the same for both. For each it prints: clients held,
// actions/s, action→patch latency p50/p95/p99 (from a client's send to the patch that shows its
// action), server CPU per action and the ratio to the bare room, server RSS and live heap per room, bytes per
// patch, bytes a client receives per action, and bytes a joining client receives, and the clients'
// processes' CPU (as a share of one core, and its kernel part), the server's garbage collections over
// the measurement (scavenges and full ones: how many, and their pauses); for ours, the games that ended in the
// measurement and the rooms between two games at its end (their clients, leaving one game and
// joining the next, are not among those held). `human`: each player answers 1-3 s
// after a decision becomes theirs; `max`: at once.
// `--client`: what a simulated player is. `lean` (the default): colyseus.js for matchmaking, joining,
// sending and leaving, over a WebSocket of its own on `net` (bench/support/netWebSocket.ts, not ws),
// with the frames it receives handled as bench/support/leanClient.ts says (no
// unpacking of messages the bench does not read, the schema reflected once, no change records, no
// onStateChange signal); it still decodes its own patches, picks among its own view's legal actions
// and times send→patch as `sdk` does. `sdk`: colyseus.js as an app uses it. A list (`sdk,lean`)
// runs our server once with each, in turn, every round; `--no-bare` leaves out the bare room.
// `--processes N` (N > 1): N server processes sharing the Redis at TEST_REDIS_HOST:TEST_REDIS_PORT (default
// 127.0.0.1:6379; an empty database the run claims and empties after), each on its own port and public address, as server/cluster.ts expects;
// each client creates or joins through one of them in turn and matchmaking may seat it on another.
// Each process's numbers are printed, then the total. `--drivers D`: the rooms' clients in D processes.
// `--promoted DIR`: a sampling heap profile per server process of what it allocated over the
// measurement and no scavenge freed (promoted into the old generation, whose major collections are its
// longest pauses), written there and printed per action with the functions that allocated most. Read
// it at a rate where scavenges do the young generation's collecting (hundreds of actions/s): in a
// nearly idle process, V8's full collections sweep the young generation too, and count here.
// `--allocated DIR`: the same of everything the server allocated, scavenged or not.
// `--stalls`: what the slow actions (50 ms or more, target 4's bound) had in common: how many were
// sent while a server, or else a clients' process, was in a major collection, and the longest
// stalls of the servers and clients (bench/support/stalls.ts).
// `--store`: where our server keeps its games. By default what `npm start` ships: the embedded
// SQLite under a fresh temporary data directory (one per process); `pglite`: embedded PostgreSQL
// (PGlite) there instead (EMBEDDED_STORE=pglite); `postgres`: a fresh
// database on the PostgreSQL server at TEST_POSTGRES_URL (its backend processes' CPU is counted in
// the server's, as it is the game store's work); `memory`: no durable store (what tests use).
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { writeHeapSnapshot } from 'node:v8';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Session } from 'node:inspector';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PerformanceObserver, monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';
import { Room as ServerRoom, Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Schema, type } from '@colyseus/schema';
import type { Room } from 'colyseus.js';
import WebSocket from 'ws';
import { createCluster } from '../server/cluster.js';
import { GENEROUS_LIMITS, loadConfig, type ServerConfig } from '../server/config.js';
import { createGameServer } from '../server/gameServer.js';
import { openGameStore } from '../server/store/openStore.js';
import { createLogger } from '../server/logger.js';
import { legalActions, pendingSeats, type GameView } from '../shared/games/dice-hospital/index.js';
import { hasGame, pendingFromSync, viewFromSync, type PendingSyncJson } from '../shared/games/dice-hospital/sync.js';
import { randomInt, seedRng } from '../shared/random.js';
import { ClientMessage, ServerMessage, type SeatPayload } from '../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../shared/games/dice-hospital/info.js';
import { freshRedis, redisAvailable } from '../test/support/redis.js';
import { freePort } from '../test/support/serverProcess.js';
import { leanRooms, type LeanRoom } from './support/leanClient.js';
import { NetWebSocket } from './support/netWebSocket.js';
import { collectionKind, stallRecorder, stallSummary, type SlowAction, type Stall } from './support/stalls.js';
import { POSTGRES_ADMIN_URL, freshDatabase, postgresAvailable } from '../test/support/postgres.js';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '50' },
    pace: { type: 'string', default: 'human' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '8' },
    repeat: { type: 'string', default: '1' },
    /** Server processes; above 1 they share Redis. */
    processes: { type: 'string', default: '1' },
    /** Client processes, each driving every D-th room. */
    drivers: { type: 'string', default: '1' },
    role: { type: 'string' },
    target: { type: 'string' },
    /** Internal: the servers' ports (comma-separated), for a driver. */
    ports: { type: 'string' },
    /** Internal: which share of the rooms a driver drives (0..drivers-1). */
    slice: { type: 'string' },
    /** Internal: the Redis the server processes share. */
    redis: { type: 'string' },
    /** Writes a CPU profile of each server and client process, over the measurement alone, into this directory. */
    profile: { type: 'string' },
    /** Writes a sampling heap profile of what each server process allocated over the measurement and
     * did not free in a scavenge (what its old generation collects) into this directory, and prints it per action. */
    promoted: { type: 'string' },
    /** As --promoted, but of everything each server process allocated, scavenged or not. */
    allocated: { type: 'string' },
    /** Prints what the slow actions had in common: the servers' major collections, the stalls (bench/support/stalls.ts). */
    stalls: { type: 'boolean', default: false },
    /** Servers on their own core(s), clients on the others (Linux taskset): the server's latency then
     * does not wait for the clients' processes, as it would not with the clients on other machines. */
    pin: { type: 'boolean', default: false },
    /** Node flags for every server process (ours and the bare room's), e.g. '--max-semi-space-size=32'. */
    'server-flags': { type: 'string', default: '' },
    /** Node flags for every client process, e.g. '--max-semi-space-size=32'. */
    'client-flags': { type: 'string', default: '' },
    /** Writes a heap snapshot of each server process, at the end of its measurement, into this directory. */
    heap: { type: 'string' },
    /** Internal: the bare room's clients send at this many actions/s in all. */
    rate: { type: 'string' },
    store: { type: 'string', default: 'sqlite' },
    /** The simulated players: `lean` (bench/support/leanClient.ts) or `sdk` (colyseus.js as an app
     * uses it); a list (`sdk,lean`) runs our server once with each, in turn, in every round. */
    client: { type: 'string', default: 'lean' },
    /** Skips the bare room (its CPU-per-action comparison), e.g. when comparing clients. */
    'no-bare': { type: 'boolean', default: false },
    /** Internal: the store a server process opens (a data directory, or a postgres:// URL). */
    'store-at': { type: 'string' },
  },
});
const ROOMS = Number(values.rooms);
const PACE = values.pace === 'max' ? 'max' : 'human';
const SECONDS = Number(values.seconds);
/** Target 4's bound on action→patch at 1,000 rooms: --stalls looks into the actions over it. */
const SLOW_MS = 50;
const WARMUP = Number(values.warmup);
const RATE = Number(values.rate ?? 1);
const PROCESSES = Math.max(1, Number(values.processes));
const DRIVERS = Math.max(1, Number(values.drivers));
type Target = 'ours' | 'bare';
type ClientKind = 'lean' | 'sdk';
const CLIENTS = values.client!.split(',').map((c) => c.trim()) as ClientKind[];
if (!CLIENTS.length || CLIENTS.some((c) => c !== 'lean' && c !== 'sdk')) throw new Error('--client is lean, sdk or a list of them');
/** This driver process's client (a driver is started with one). */
const CLIENT = CLIENTS[CLIENTS.length - 1]!;
const STORE = values.store as 'sqlite' | 'pglite' | 'memory' | 'postgres';
if (!['sqlite', 'pglite', 'memory', 'postgres'].includes(STORE)) throw new Error('--store is sqlite, pglite, memory or postgres');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LOOP_RESOLUTION_MS = 10;
/** How late the event loop ran, p99 in ms: the histogram holds whole intervals between its checks. */
const lateP99 = (loop: IntervalHistogram): number => Math.max(0, loop.percentile(99) / 1e6 - LOOP_RESOLUTION_MS);

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

async function serve(target: Target, redisUrl: string | null, storeAt: string | undefined): Promise<void> {
  // With Redis, clients sent here by another process's matchmaking must find this one by its address.
  const port = redisUrl ? await freePort() : 0;
  const publicAddress = redisUrl ? `127.0.0.1:${port}` : null;
  let bound: number;
  if (target === 'ours') {
    const config: ServerConfig = {
      ...loadConfig({}),
      ...GENEROUS_LIMITS,
      host: '127.0.0.1',
      port,
      staticDir: '',
      botDelayMs: 0,
      maxRooms: 100_000,
      codeLookupsPerMinute: 100_000,
      // The clients' processes lag behind when they hold thousands of connections: a seat reserved
      // over HTTP may wait longer than 5 s for its WebSocket. The bench measures play, not joins.
      seatReservationSeconds: 60,
      redisUrl,
      publicAddress,
    };
    const store = storeAt
      ? await openGameStore(
          storeAt.startsWith('postgres')
            ? { databaseUrl: storeAt, dataDir: null }
            : { databaseUrl: null, dataDir: storeAt, embedded: STORE === 'pglite' ? 'pglite' : 'sqlite' },
        )
      : undefined;
    const server = createGameServer({ config, store, logger: createLogger({ level: 'silent', production: true }) });
    bound = await server.listen(port, '127.0.0.1');
  } else {
    const cluster = redisUrl ? createCluster(redisUrl) : null;
    const server = new Server({
      transport: new WebSocketTransport(),
      greet: false,
      ...(cluster ? { presence: cluster.presence, driver: cluster.driver, publicAddress: publicAddress! } : {}),
    });
    server.define('bare', BareRoom);
    await server.listen(port, '127.0.0.1');
    bound = (server.transport as unknown as { server: { address(): { port: number } } }).server.address().port;
  }
  // How late the process's event loop ran, between two samples: a late loop delays every patch.
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  const collections = collectionCounter();
  const profiler = values.profile ? windowProfiler(`${values.profile}/${target}-server-${process.pid}.cpuprofile`) : null;
  const promoted = values.promoted
    ? allocationSampler(`${values.promoted}/${target}-server-${process.pid}.heapprofile`, 'promoted')
    : values.allocated
      ? allocationSampler(`${values.allocated}/${target}-server-${process.pid}.heapprofile`, 'allocated')
      : null;
  const stalls = values.stalls ? stallRecorder() : null;
  process.on('message', async (m: { ask: 'sample' | 'heap'; file?: string; collect?: boolean }) => {
    if (m.ask === 'heap') {
      global.gc?.();
      process.send!({ heap: writeHeapSnapshot(m.file) });
    }
    if (m.ask === 'sample') {
      // CPU first: a full collection of a big heap takes hundreds of ms, which are the bench's, not
      // the rooms'. Memory is read after one, and only when asked: at the start of the measurement
      // its pause would hold up the first patches measured (0.4 s with 1,000 rooms).
      const cpu = process.cpuUsage();
      if (m.collect) profiler?.stop();
      else profiler?.start();
      if (!m.collect) promoted?.start();
      if (!m.collect) stalls?.start();
      const stalled = m.collect ? stalls?.take() : undefined;
      const kept = m.collect ? await promoted?.stop() : undefined;
      const gc = collections.take(); // before the bench's own full collection
      if (m.collect) global.gc?.();
      const { roomCount: rooms, ccu: clients } = matchMaker.stats.local;
      const memory = process.memoryUsage();
      process.send!({
        cpu,
        rss: memory.rss,
        heap: memory.heapUsed + memory.external,
        rooms,
        clients,
        loopP99: lateP99(loop),
        promoted: kept,
        gc,
        stalls: stalled,
      });
      loop.reset();
    }
  });
  process.on('SIGTERM', () => process.exit(0));
  process.send!({ port: bound });
}

/** The process's garbage collections since the last `take`: scavenges, and full (mark-compact) ones. */
interface Collections {
  scavenges: number;
  scavengeMs: number;
  full: number;
  fullMs: number;
}
function collectionCounter(): { take(): Collections } {
  let counted: Collections = { scavenges: 0, scavengeMs: 0, full: 0, fullMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = collectionKind(entry);
      if (kind === 'major') ((counted.full += 1), (counted.fullMs += entry.duration));
      else if (kind === 'scavenge') ((counted.scavenges += 1), (counted.scavengeMs += entry.duration));
    }
  }).observe({ entryTypes: ['gc'] });
  return {
    take() {
      const taken = counted;
      counted = { scavenges: 0, scavengeMs: 0, full: 0, fullMs: 0 };
      return taken;
    },
  };
}

/** Profiles the measurement (from the sample that starts it to the one that ends it), then writes the profile. */
function windowProfiler(file: string): { start(): void; stop(): void } {
  const session = new Session();
  session.connect();
  let running = false;
  return {
    start() {
      running = true;
      session.post('Profiler.enable', () => session.post('Profiler.start'));
    },
    stop() {
      if (!running) return;
      running = false;
      session.post('Profiler.stop', (err, result) => {
        if (!err) writeFileSync(file, JSON.stringify(result.profile));
        session.disconnect();
      });
    },
  };
}

/** What the process allocated from `start` to `stop` and no scavenge freed: promoted into the old
 * generation (or allocated there), whose major collections are the server's longest pauses; or,
 * `allocated`, everything it allocated. `stop` writes the profile and resolves with its total and
 * the functions that allocated most of it. */
function allocationSampler(file: string, what: 'promoted' | 'allocated'): { start(): void; stop(): Promise<Promoted | undefined> } {
  const session = new Session();
  session.connect();
  let running = false;
  const sampling = { samplingInterval: 8192, includeObjectsCollectedByMinorGC: what === 'allocated', includeObjectsCollectedByMajorGC: true };
  return {
    start() {
      running = true;
      session.post('HeapProfiler.enable', () => session.post('HeapProfiler.startSampling', sampling as never));
    },
    // The first sample (before the measurement) stops nothing.
    stop: () =>
      new Promise((resolve, reject) => {
        if (!running) return resolve(undefined);
        running = false;
        // A scavenge first, or the young generation's dead objects since the last one would count.
        (global.gc as ((options: { type: 'minor' }) => void) | undefined)?.({ type: 'minor' });
        session.post('HeapProfiler.stopSampling', (err, result) => {
          if (err) return reject(err);
          writeFileSync(file, JSON.stringify(result.profile));
          session.disconnect();
          const bySite = new Map<string, number>();
          let bytes = 0;
          const walk = (node: typeof result.profile.head) => {
            const { functionName, url, lineNumber } = node.callFrame;
            const site = `${functionName || '(anonymous)'} ${path.basename(url)}:${lineNumber + 1}`;
            bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
            bytes += node.selfSize;
            node.children.forEach(walk);
          };
          walk(result.profile.head);
          resolve({ what, bytes, top: [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 6), file });
        });
      }),
  };
}

interface Promoted {
  what: 'promoted' | 'allocated';
  bytes: number;
  /** Allocating functions (name file:line) and their bytes, the most first. */
  top: [string, number][];
  file: string;
}

// ---- clients (one child process per driver) --------------------------------------------------------

interface DriverReport {
  clients: number;
  /** Actions refused as sent from a stale view (retried from the next state). */
  refused: number;
  /** Rooms whose game ended and whose players are making or joining the next one, at the end:
   * their clients are not counted in `clients` then. */
  betweenGames: number;
  /** Games played to their end within the measurement. */
  gamesEnded: number;
  actions: number;
  /** Action→patch times in ms, by the port of the server process holding the room. */
  latencies: Record<number, number[]>;
  patchFrames: number;
  patchBytes: number;
  bytesInWindow: number;
  joinBytes: number[];
  failures: string[];
  /** The clients' process's CPU time over the measurement (ms). */
  cpuMs: number;
  /** Of which in the kernel (sockets' reads and writes, loopback included). */
  systemMs: number;
  /** The p99 of how late its event loop ran over the measurement (ms). */
  loopP99: number;
  /** With --stalls: the actions of 50 ms or more, and the process's own stalls. */
  slow: SlowAction[];
  stalls: Stall[];
}

/** Every frame a client receives, counted from its WebSocket's first byte. */
const traffic = { measuring: false, patchFrames: 0, patchBytes: 0, bytes: 0, joins: [] as number[] };
/** The port of the server process each room's connections reached (matchmaking may send them to any). */
const portOfRoom = new Map<string, number>();
const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;
/** Counts one connection's frames into `traffic`; `url` is ws://host:port/processId/roomId?… */
function frameCounter(url: string): (data: ArrayBuffer | Buffer) => void {
  const at = new URL(url);
  portOfRoom.set(at.pathname.split('/')[2] ?? '', Number(at.port));
  let joinBytes = 0;
  let joined = false;
  return (data) => {
    const kind = data instanceof ArrayBuffer ? new Uint8Array(data, 0, 1)[0] : data[0];
    // What a join costs: everything up to and including the first full state.
    if (!joined) {
      joinBytes += data.byteLength;
      if (kind === ROOM_STATE) {
        joined = true;
        traffic.joins.push(joinBytes);
      }
    }
    if (!traffic.measuring) return;
    traffic.bytes += data.byteLength;
    if (kind === ROOM_STATE_PATCH) {
      traffic.patchFrames += 1;
      traffic.patchBytes += data.byteLength;
    }
  };
}
/** The sdk client's socket: ws, as colyseus.js uses it in Node. */
class CountingWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('message', frameCounter(String(args[0])));
  }
}
/** The lean client's socket (bench/support/netWebSocket.ts). */
class CountingNetWebSocket extends NetWebSocket {
  private readonly count = frameCounter(this.url);
  protected override received(data: Buffer): void {
    this.count(data);
  }
}
(globalThis as unknown as { WebSocket: unknown }).WebSocket = CLIENT === 'lean' ? CountingNetWebSocket : CountingWebSocket;

/** The synced pending decision as decoded (schema instances). */
interface SyncedPending {
  kind: string;
  seat?: number;
  seats?: Iterable<number>;
  counts?: { toJSON(): Record<string, number> };
  toJSON(): PendingSyncJson;
}

async function drive(target: Target, ports: number[], slice: number): Promise<void> {
  // Loaded only now: colyseus.js picks its WebSocket class when it loads, and must pick ours.
  const sdk = await import('colyseus.js');
  const { Client } = sdk;
  if (CLIENT === 'lean') leanRooms(sdk, new Set([ServerMessage.seat, ServerMessage.error]));
  const rng = { rng: seedRng(11 + slice) };
  const sdks = ports.map((port) => new Client(`ws://127.0.0.1:${port}`));
  /** Where the n-th client of the whole run enters: the processes in turn, as behind a load balancer. */
  const entry = (n: number) => sdks[n % sdks.length]!;
  const report: DriverReport = {
    clients: 0,
    refused: 0,
    betweenGames: 0,
    gamesEnded: 0,
    actions: 0,
    latencies: {},
    patchFrames: 0,
    patchBytes: 0,
    bytesInWindow: 0,
    joinBytes: [],
    failures: [],
    cpuMs: 0,
    systemMs: 0,
    loopP99: 0,
    slow: [],
    stalls: [],
  };
  let stopAt = Infinity;
  let measureFrom = Infinity;
  const think = () => (PACE === 'human' ? randomInt(rng, 1000, 3000) : 0);
  if (target === 'bare' && !(RATE > 0)) throw new Error('the bare room needs --rate');
  /**
   * Calls `waiter` at each state change of the room until the returned function is called. One
   * colyseus.js handler per room calls them: its own signal must not be used for handlers that come
   * and go (removing a handler that is no longer there removes another one, and a handler that
   * removes itself during a change makes the one moved into its place miss that change; a player
   * then waited for a patch that had come, and its room stalled until another change).
   */
  const waiters = new Map<Room, Set<() => void>>();
  const onChange = (room: Room, waiter: () => void): (() => void) => {
    let set = waiters.get(room);
    if (!set) {
      const all = (set = new Set());
      waiters.set(room, all);
      if (CLIENT === 'lean') (room as LeanRoom).changed = () => all.forEach((w) => w());
      else room.onStateChange(() => [...all].forEach((w) => w()));
    }
    set.add(waiter);
    return () => void set.delete(waiter);
  };
  /** Sends and resolves with the time until the client's state shows the change. */
  const timed = (room: Room, changed: () => boolean, send: () => void) =>
    new Promise<number>((resolve) => {
      const t0 = performance.now();
      const listener = () => {
        if (!changed()) return;
        off();
        waiting.delete(room);
        resolve(performance.now() - t0);
      };
      const off = onChange(room, listener);
      waiting.set(room, listener); // a refusal changes no state: its handler checks again
      send();
    });
  const refusals = new Map<Room, number>();
  const waiting = new Map<Room, () => void>();
  const stalls = values.stalls ? stallRecorder() : null;
  const record = (room: Room, ms: number) => {
    const now = performance.now();
    if (now < measureFrom) return;
    report.actions += 1;
    if (stalls && ms >= SLOW_MS) report.slow.push({ at: performance.timeOrigin + now - ms, ms });
    const port = portOfRoom.get(room.roomId) ?? 0;
    (report.latencies[port] ??= []).push(ms);
  };

  async function bareRoom(n: number): Promise<void> {
    const rooms: Room[] = [];
    rooms.push(await entry(4 * n).create('bare'));
    for (let i = 1; i < 4; i++) rooms.push(await entry(4 * n + i).joinById(rooms[0]!.roomId));
    report.clients += 4;
    await Promise.all(
      rooms.map(async (room) => {
        // At the rate our server reached with the same rooms: every client sends every clients/rate s.
        const interval = (ROOMS * 4 * 1000) / RATE;
        await sleep(Math.random() * interval);
        while (performance.now() < stopAt) {
          await sleep(interval);
          const before = (room.state as unknown as CountState).count;
          record(
            room,
            await timed(
              room,
              () => (room.state as unknown as CountState).count > before,
              () => room.send('action', { n: 1 }),
            ),
          );
        }
      }),
    );
  }

  async function ourRoom(n: number): Promise<void> {
    for (let game = 0; performance.now() < stopAt; game++) {
      if (game > 0) report.betweenGames += 1;
      const seats: { room: Room; seat: number }[] = [];
      const seated = (room: Room) =>
        new Promise<{ room: Room; seat: number }>((resolve) => {
          room.onMessage(ServerMessage.seat, (m: SeatPayload) => resolve({ room, seat: m.seat }));
          room.onMessage(ServerMessage.error, (e: { code: string; message: string }) => {
            refusals.set(room, (refusals.get(room) ?? 0) + 1);
            waiting.get(room)?.();
            // A view caught between two frames of one patch is refused as stale: expected, retried.
            if (e.code !== 'stale_view') report.failures.length < 5 && report.failures.push(`${e.code}: ${e.message}`);
          });
          room.onMessage('*', () => {});
        });
      const first = await entry(4 * n).create(ROOM_NAME, { playerCount: 4, name: 'Load 0', private: true });
      seats.push(await seated(first));
      const code = await new Promise<string>((resolve) => {
        const check = () => {
          const { code } = first.state as unknown as { code?: string };
          if (!code) return;
          off();
          resolve(code);
        };
        const off = onChange(first, check);
        check();
      });
      for (let i = 1; i < 4; i++) seats.push(await seated(await entry(4 * n + i).joinById(first.roomId, { name: `Load ${i}`, code })));
      report.clients += 4;
      if (game > 0) report.betweenGames -= 1;
      first.send(ClientMessage.start, {});
      const view = (s: { room: Room; seat: number }): GameView | null => {
        if (CLIENT === 'lean') {
          // The game's part of the state alone (viewFromSync takes it as it takes the whole state).
          const game = (s.room.state as unknown as { game?: { toJSON(): unknown } } | undefined)?.game;
          return game ? viewFromSync(game.toJSON(), s.seat) : null;
        }
        const json = s.room.state?.toJSON?.();
        return hasGame(json) ? viewFromSync(json, s.seat) : null;
      };
      /**
       * A legal action of the seat's, from its view now; undefined when it has none. A function of its
       * own so that the view (tens of KB) is garbage once the action is chosen: made in the loop
       * below, it stayed in the player's suspended async frame until its next move, seconds later.
       * 4,000 clients' views so held were most of what the clients' process promoted into its old
       * generation (25-30 MB/s), whose major collections held the process up for half a second.
       */
      const choose = (s: { room: Room; seat: number }): unknown => {
        const now = view(s);
        if (!now || !pendingSeats(now).includes(s.seat)) return undefined;
        const legal = legalActions(now, s.seat);
        return legal[randomInt(rng, 0, legal.length - 1)];
      };
      let over = false;
      /** Whether the seat has a decision to make, read from the synced pending decision alone: a
       * whole view per client per patch would cost this process more than decoding the patch. */
      const mayAct = (s: { room: Room; seat: number }): boolean => {
        const game = (s.room.state as unknown as { game?: { phase: string; pending: SyncedPending } }).game;
        if (!game) return false;
        if (game.phase === 'gameOver') over = true;
        const p = game.pending;
        // lean: the decoded fields as they are (pendingFromSync copies the seats), not a JSON copy.
        const json = CLIENT === 'lean' ? { kind: p.kind, seat: p.seat, seats: p.seats, counts: p.counts?.toJSON() } : p.toJSON();
        return pendingSeats({ pending: pendingFromSync(json as PendingSyncJson) }).includes(s.seat);
      };
      await Promise.all(
        seats.map(async (s) => {
          while (!over && performance.now() < stopAt) {
            if (!mayAct(s)) {
              await new Promise<void>((resolve) => {
                const wake = () => {
                  off();
                  if (CLIENT === 'lean') clearTimeout(timer); // (the sdk client's timers stay, as they were)
                  resolve();
                };
                const off = onChange(s.room, wake);
                const timer = setTimeout(wake, 1000);
              });
              continue;
            }
            await sleep(think());
            const action = choose(s);
            if (action === undefined) continue;
            // The seat's version moves when its own action is applied (another seat's does not).
            const version = () => (s.room.state as unknown as { seats: { version: number }[] }).seats[s.seat]?.version ?? 0;
            const before = version();
            const refused = refusals.get(s.room) ?? 0;
            const ms = await timed(
              s.room,
              () => version() > before || (refusals.get(s.room) ?? 0) > refused,
              () => s.room.send(ClientMessage.action, { action, version: before }),
            );
            if (version() > before) record(s.room, ms);
            else report.refused += 1;
          }
        }),
      );
      if (over && performance.now() >= measureFrom) report.gamesEnded += 1;
      await Promise.all(seats.map((s) => s.room.leave(true).catch(() => {})));
      for (const s of seats) waiters.delete(s.room);
      report.clients -= 4;
    }
  }

  process.on('message', (m: { go: 'measure' }) => {
    if (m.go !== 'measure') return;
    measureFrom = performance.now();
    traffic.measuring = true;
    const profiler = values.profile ? windowProfiler(`${values.profile}/${target}-${CLIENT}-clients-${slice + 1}-${process.pid}.cpuprofile`) : null;
    profiler?.start();
    stalls?.start();
    stopAt = measureFrom + SECONDS * 1000;
    const cpu = process.cpuUsage();
    const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    loop.enable();
    setTimeout(() => {
      traffic.measuring = false;
      const { user, system } = process.cpuUsage(cpu);
      profiler?.stop();
      const held = report.clients;
      process.send!({
        ...report,
        clients: held,
        patchFrames: traffic.patchFrames,
        patchBytes: traffic.patchBytes,
        bytesInWindow: traffic.bytes,
        joinBytes: traffic.joins,
        cpuMs: (user + system) / 1000,
        systemMs: system / 1000,
        loopP99: lateP99(loop),
        stalls: stalls?.take() ?? [],
      });
    }, SECONDS * 1000);
  });
  // Rooms open one after another during the warm-up, as players would arrive; this process drives
  // every DRIVERS-th room of the run.
  const mine = Array.from({ length: ROOMS }, (_, n) => n).filter((n) => n % DRIVERS === slice);
  const slots = mine.map(async (n) => {
    await sleep((n * WARMUP * 500) / ROOMS);
    await (target === 'ours' ? ourRoom(n) : bareRoom(n)).catch((e: unknown) => {
      if (report.failures.length < 5) report.failures.push(String(e));
    });
  });
  process.on('SIGTERM', () => process.exit(0));
  process.send!({ ready: true });
  await Promise.all(slots);
}

// ---- the orchestra (this process) --------------------------------------------------------------------

const self = fileURLToPath(import.meta.url);
/** A server or driver process. */
const child = (name: string, args: string[], flags: string[] = []) => {
  const spawned = fork(self, [...process.argv.slice(2), ...args], { execArgv: ['--expose-gc', '--import', 'tsx', ...flags] });
  if (values.pin) execFileSync('taskset', ['-a', '-p', '-c', coresFor(name), String(spawned.pid)], { stdio: 'ignore' });
  return spawned;
};
/** With --pin: the first PROCESSES cores for the servers, the rest (at least one) for everyone else. */
function coresFor(name: string): string {
  const cores = availableParallelism();
  const servers = Math.min(PROCESSES, cores - 1);
  const server = /-server-(\d+)$/.exec(name);
  if (server) return String((Number(server[1]) - 1) % servers);
  return servers === cores - 1 ? String(cores - 1) : `${servers}-${cores - 1}`;
}
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
  /** Live JS heap plus memory outside it (buffers), after a full collection. */
  heap: number;
  rooms: number;
  clients: number;
  /** The p99 of how late the event loop ran since the previous sample (ms). */
  loopP99: number;
  /** With --promoted, at the end of the measurement. */
  promoted?: Promoted;
  /** With --stalls, at the end of the measurement. */
  stalls?: Stall[];
  /** The collections since the previous sample. */
  gc: Collections;
}

/** A server's CPU time, and with `collect` its memory after a full collection. */
const ask = (server: ChildProcess, collect: boolean) => (server.send({ ask: 'sample', collect }), next<Sample>(server, (m) => 'cpu' in m));
const cpuMsBetween = (a: Sample, b: Sample) => (b.cpu.user + b.cpu.system - a.cpu.user - a.cpu.system) / 1000;

/** What one server process (or all of them, added up) did over the measurement. */
interface Held {
  label: string;
  clients: number;
  actions: number;
  latencies: number[];
  cpuMs: number;
  rssGrowth: number;
  heapGrowth: number;
  rooms: number;
  /** The worst of its processes' event-loop delay p99 over the measurement (ms). */
  loopP99: number;
}

function figures(h: Held) {
  const sorted = [...h.latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return {
    label: h.label,
    clients: h.clients,
    actionsPerSecond: h.actions / SECONDS,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    cpuPerAction: h.cpuMs / Math.max(1, h.actions),
    cpuShare: h.cpuMs / (SECONDS * 1000),
    rssPerRoomKb: h.rssGrowth / 1024 / Math.max(1, h.rooms),
    heapPerRoomKb: h.heapGrowth / 1024 / Math.max(1, h.rooms),
    loopP99: h.loopP99,
  };
}

async function run(target: Target, client: ClientKind, rate = 0) {
  // Several processes share a Redis database of this run's own (empty, claimed, emptied after).
  const redis = PROCESSES > 1 ? await freshRedis() : null;
  const stores = target === 'ours' ? await benchStores() : null;
  try {
    const servers = Array.from({ length: PROCESSES }, (_, i) =>
      child(
        `${target}-server-${i + 1}`,
        [
          '--role',
          'server',
          '--target',
          target,
          ...(redis ? ['--redis', redis.url] : []),
          ...(stores?.at[i] ? ['--store', STORE, '--store-at', stores.at[i]!] : []),
        ],
        values['server-flags']!.split(' ').filter(Boolean),
      ),
    );
    const ports = await Promise.all(servers.map(async (s) => (await next<{ port: number }>(s, (m) => 'port' in m)).port));
    const base = await Promise.all(servers.map((s) => ask(s, true)));
    const drivers = Array.from({ length: DRIVERS }, (_, slice) =>
      child(
        `${target}-clients-${slice + 1}`,
        ['--role', 'driver', '--target', target, '--ports', ports.join(','), '--slice', String(slice), '--rate', String(rate), '--client', client],
        values['client-flags']!.split(' ').filter(Boolean),
      ),
    );
    await Promise.all(drivers.map((d) => next(d, (m) => 'ready' in m)));
    await sleep(WARMUP * 1000);
    const dbStart = await stores?.cpuMs();
    const start = await Promise.all(servers.map((s) => ask(s, false)));
    for (const d of drivers) d.send({ go: 'measure' });
    const reports = await Promise.all(drivers.map((d) => next<DriverReport>(d, (m) => 'latencies' in m)));
    const end = await Promise.all(servers.map((s) => ask(s, true)));
    const dbCpuMs = dbStart === undefined ? 0 : (await stores!.cpuMs()) - dbStart;
    if (values.heap) {
      for (const [i, server] of servers.entries()) {
        const file = `${values.heap}/${target}-${ROOMS}-rooms-${i}-${Date.now()}.heapsnapshot`;
        await (server.send({ ask: 'heap', file }), next<{ heap: string }>(server, (m) => 'heap' in m));
        console.log(`heap snapshot of ${target}: ${file}`);
      }
    }
    await Promise.all(drivers.map((d) => new Promise((resolve) => (d.once('exit', resolve), d.kill('SIGTERM')))));
    await Promise.all(servers.map((s) => new Promise((resolve) => (s.once('exit', resolve), s.kill('SIGTERM')))));

    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const latenciesAt = (port: number) => reports.flatMap((r) => r.latencies[port] ?? []);
    const processes: Held[] = ports.map((port, i) => ({
      label: `process ${i + 1}`,
      clients: end[i]!.clients,
      actions: latenciesAt(port).length,
      latencies: latenciesAt(port),
      cpuMs: cpuMsBetween(start[i]!, end[i]!),
      rssGrowth: end[i]!.rss - base[i]!.rss,
      heapGrowth: end[i]!.heap - base[i]!.heap,
      rooms: end[i]!.rooms,
      loopP99: end[i]!.loopP99,
    }));
    const total: Held = {
      label: CLIENTS.length > 1 ? `${target} ${client}` : target,
      clients: sum(reports.map((r) => r.clients)),
      actions: sum(reports.map((r) => r.actions)),
      latencies: processes.flatMap((p) => p.latencies),
      // The database server's own work for our store is the server's cost too.
      cpuMs: sum(processes.map((p) => p.cpuMs)) + dbCpuMs,
      rssGrowth: sum(processes.map((p) => p.rssGrowth)),
      heapGrowth: sum(processes.map((p) => p.heapGrowth)),
      rooms: sum(processes.map((p) => p.rooms)),
      loopP99: Math.max(...processes.map((p) => p.loopP99)),
    };
    const patchFrames = sum(reports.map((r) => r.patchFrames));
    const patchBytes = sum(reports.map((r) => r.patchBytes));
    const joins = reports.flatMap((r) => r.joinBytes);
    return {
      ...figures(total),
      target,
      dbCpuPerAction: dbCpuMs / Math.max(1, total.actions),
      processes: PROCESSES > 1 ? processes.map(figures) : [],
      driversCpuShare: sum(reports.map((r) => r.cpuMs)) / (SECONDS * 1000),
      driversSystemShare: sum(reports.map((r) => r.systemMs)) / (SECONDS * 1000),
      driversLoopP99: Math.max(...reports.map((r) => r.loopP99)),
      bytesPerPatch: patchBytes / Math.max(1, patchFrames),
      patchBytesPerClientAction: patchBytes / Math.max(1, total.actions * 4),
      bytesPerClientAction: sum(reports.map((r) => r.bytesInWindow)) / Math.max(1, total.actions * 4),
      joinBytes: joins.length ? sum(joins) / joins.length : NaN,
      refused: sum(reports.map((r) => r.refused)),
      betweenGames: sum(reports.map((r) => r.betweenGames)),
      gamesEnded: sum(reports.map((r) => r.gamesEnded)),
      failures: reports.flatMap((r) => r.failures).slice(0, 5),
      promoted: end.flatMap((e) => (e.promoted ? [e.promoted] : [])),
      stalls: values.stalls
        ? stallSummary(
            SLOW_MS,
            total.actions,
            reports.flatMap((r) => r.slow),
            end.flatMap((e) => e.stalls ?? []),
            reports.flatMap((r) => r.stalls),
          )
        : [],
      gc: end
        .map((e) => e.gc)
        .reduce((a, b) => ({
          scavenges: a.scavenges + b.scavenges,
          scavengeMs: a.scavengeMs + b.scavengeMs,
          full: a.full + b.full,
          fullMs: a.fullMs + b.fullMs,
        })),
    };
  } finally {
    await redis?.flush();
    await stores?.dispose();
  }
}

/** Where each server process keeps its games for --store, how much CPU the PostgreSQL server's
 * backends for them have used so far, and how to remove them after. */
async function benchStores(): Promise<{ at: (string | undefined)[]; cpuMs(): Promise<number>; dispose(): Promise<void> }> {
  if (STORE === 'memory') return { at: [], cpuMs: async () => 0, dispose: async () => {} };
  if (STORE === 'sqlite' || STORE === 'pglite') {
    const dirs = Array.from({ length: PROCESSES }, () => mkdtempSync(path.join(tmpdir(), 'dh-bench-store-')));
    return { at: dirs, cpuMs: async () => 0, dispose: async () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })) };
  }
  if (!(await postgresAvailable())) throw new Error('--store postgres needs the PostgreSQL server at TEST_POSTGRES_URL (127.0.0.1:5432)');
  const database = await freshDatabase();
  const name = new URL(database.url).pathname.slice(1);
  return {
    at: Array.from({ length: PROCESSES }, () => database.url),
    // Every backend of the bench's database: utime + stime of /proc/<pid>/stat, in clock ticks (100 Hz).
    async cpuMs() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name]);
      await client.end();
      let ticks = 0;
      for (const { pid } of rows) {
        try {
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
          ticks += Number(fields[11]) + Number(fields[12]);
        } catch {
          // A backend that ended meanwhile.
        }
      }
      return ticks * 10;
    },
    dispose: () => database.drop(),
  };
}

async function orchestrate(): Promise<void> {
  if (PROCESSES > 1 && !(await redisAvailable())) throw new Error('--processes needs Redis at 127.0.0.1:6379 (TEST_REDIS_HOST/TEST_REDIS_PORT)');
  console.log(
    `load bench: ${ROOMS} rooms × 4 ${CLIENTS.join(' then ')} clients, ${PACE} pace, ${SECONDS} s measured after ${WARMUP} s, ${values.repeat} round(s), ` +
      `${PROCESSES} server process(es)${PROCESSES > 1 ? ' on Redis' : ''}, ${DRIVERS} client process(es), our store: ${STORE}, Node ${process.version}`,
  );
  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '—');
  const line = (r: ReturnType<typeof figures>) =>
    `${r.label.padEnd(9)} clients ${r.clients}  actions/s ${f(r.actionsPerSecond)}  action→patch p50 ${f(r.p50)} p95 ${f(r.p95)} p99 ${f(r.p99)} ms  ` +
    `CPU ${f(r.cpuPerAction, 3)} ms/action (${f(r.cpuShare * 100, 0)} % of a core)  RSS/room ${f(r.rssPerRoomKb, 0)} KB  heap/room ${f(r.heapPerRoomKb, 0)} KB  event loop late p99 ${f(r.loopP99)} ms`;
  for (let round = 1; round <= Number(values.repeat); round++) {
    // Ours first (with each client in turn); then the bare room at the rate our server reached with
    // the first, so CPU per action compares like with like.
    const ours = [];
    for (const client of CLIENTS) ours.push(await run('ours', client));
    const bare = values['no-bare'] ? null : await run('bare', CLIENTS[0]!, ours[0]!.actionsPerSecond);
    for (const r of [...(bare ? [bare] : []), ...ours]) {
      for (const p of r.processes) console.log(`  ${r.target} ${line(p)}`);
      console.log(
        `${line(r)}  refused ${r.refused}  ` +
          (r.target === 'ours' ? `games ended ${r.gamesEnded}, rooms between games at the end ${r.betweenGames}  ` : '') +
          `patch ${f(r.bytesPerPatch, 0)} B, ${f(r.patchBytesPerClientAction, 0)} B per client per action  all frames per client per action ${f(r.bytesPerClientAction, 0)} B  join ${f(r.joinBytes, 0)} B  ` +
          `server GC ${r.gc.scavenges} scavenges ${f(r.gc.scavengeMs, 0)} ms, ${r.gc.full} full ${f(r.gc.fullMs, 0)} ms  ` +
          `clients' processes ${f(r.driversCpuShare * 100, 0)} % of a core, ${f(r.driversSystemShare * 100, 0)} % in the kernel (event loop late p99 ${f(r.driversLoopP99)} ms)` +
          (r.dbCpuPerAction ? `  of which the PostgreSQL server ${f(r.dbCpuPerAction, 3)} ms/action` : '') +
          (r.failures.length ? `  failures: ${r.failures.join('; ')}` : ''),
      );
      for (const p of r.promoted) {
        const perAction = (bytes: number) => `${f(bytes / 1024 / Math.max(1, r.actionsPerSecond * SECONDS), 2)} KB`;
        const top = p.top.map(([site, bytes]) => `${site} ${perAction(bytes)}`).join(', ');
        console.log(`${r.label.padEnd(9)} ${p.what} ${perAction(p.bytes)} per action (most: ${top}); profile ${p.file}`);
      }
      for (const l of r.stalls) console.log(`${r.label.padEnd(9)} ${l}`);
    }
    if (bare) console.log(`round ${round}: ours/bare CPU per action ${f(ours[0]!.cpuPerAction / bare.cpuPerAction, 2)}×`);
  }
}

if (values.role === 'server') await serve(values.target as Target, values.redis ?? null, values['store-at']);
else if (values.role === 'driver') await drive(values.target as Target, values.ports!.split(',').map(Number), Number(values.slice ?? 0));
else await orchestrate();
