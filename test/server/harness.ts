// Boots the real server (express + Colyseus over WebSocket) on one port per test file and drives it
// with real colyseus.js clients.
//
// The platform suite for every game (everyGame.test.ts) boots the same server through
// @colyseus/testing instead (testingServer.ts, with the config and logger made here); the other
// suites listen through our own GameServer.listen, as main.ts does. Either way clients are polled
// (waitFor): @colyseus/testing 0.16.3's client-side waitForNextPatch never resolves with
// colyseus.js 0.16.22 (it wraps a `Room.patch` method the client no longer has).
import { Client, type Room } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { GENEROUS_LIMITS, loadConfig, type ServerConfig } from '../../server/config.js';
import { createGameServer, type GameServer } from '../../server/gameServer.js';
import { pino } from 'pino';
import { createLogger, type Logger } from '../../server/logger.js';
import { MemoryGameStore } from '../../server/store/memoryStore.js';
import type { GameStore } from '../../server/store/gameStore.js';
import type { GameRoom } from '../../server/rooms/GameRoom.js';
import {
  ClientMessage,
  LOG_PAGE_SIZE,
  ServerMessage,
  type ChatHistoryPayload,
  type ChatLinePayload,
  type CreateOptions,
  type ErrorPayload,
  type EventsPayload,
  type JoinOptions,
  type LogEntryJson,
  type LogPagePayload,
  type PhasePayload,
  type RoomStateJson,
  type SeatPayload,
} from '../../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { legalActions, pendingSeats, viewFor, type Action, type GameState, type GameView } from '../../shared/games/dice-hospital/index.js';
import { hasGame, viewFromSync } from '../../shared/games/dice-hospital/sync.js';

export interface TestServer {
  server: GameServer;
  store: GameStore;
  sdk: Client;
  httpUrl: string;
  get(path: string): Promise<{ status: number; headers: Headers; body: any }>;
  /** The server-side room instance. */
  room(roomId: string): AnyGameRoom;
  cleanup(): Promise<void>;
  shutdown(): Promise<void>;
}

// The private members tests peek at (the engine state) are reached through this loose type.
export type AnyGameRoom = GameRoom<unknown, unknown, unknown, unknown, unknown, any> & { [key: string]: any };

/** JSON log lines the server wrote, for tests that check what gets logged. */
export function captureLogs(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/**
 * One server per test file (Colyseus' matchmaker is a process-wide singleton, and vitest runs each
 * file in its own process), on a free port the OS picks so files and concurrent runs never collide.
 */
export async function bootServer(overrides: Partial<ServerConfig> = {}, logger?: Logger, gameStore?: GameStore): Promise<TestServer> {
  const config = testConfig(overrides);
  logger ??= testLogger();
  const store = gameStore ?? new MemoryGameStore();
  const server = createGameServer({ config, logger, store });
  const port = await server.listen(0, '127.0.0.1');
  const httpUrl = `http://127.0.0.1:${port}`;
  return {
    server,
    store,
    sdk: new Client(`ws://127.0.0.1:${port}`),
    httpUrl,
    get: (path) => fetchJson(httpUrl + path),
    room: localRoom,
    async cleanup() {
      await Promise.all(matchMaker.disconnectAll());
    },
    shutdown: () => server.shutdown(),
  };
}

/** An HTTP answer with its body parsed as JSON when it is JSON. */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body };
}

/** The server config of every test server: loopback, any free port, no bot delay, generous limits. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    reconnectSeconds: 30,
    botDelayMs: 0,
    staticDir: '',
    // Every test client comes from 127.0.0.1: per-address limits are tested on their own
    // (test/server/limits.test.ts), not here.
    ...GENEROUS_LIMITS,
    ...overrides,
  };
}

/** Silent unless TEST_LOG_LEVEL says otherwise. */
export function testLogger(): Logger {
  return createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent', production: true });
}

/** The server-side room instance of this process. */
export function localRoom(roomId: string): AnyGameRoom {
  const room = matchMaker.getLocalRoomById(roomId);
  if (!room) throw new Error(`no local room ${roomId}`);
  return room as unknown as AnyGameRoom;
}

/** A connected client with everything the server sent it recorded. */
export interface TestClient {
  room: Room;
  seat: number | null;
  token: string | null;
  errors: ErrorPayload[];
  events: EventsPayload[];
  phases: PhasePayload[];
  /** Each `chatHistory` this connection was given (one per join or reconnection). */
  chatHistories: ChatLinePayload[][];
  json(): RoomStateJson;
  /** This client's GameView from its decoded state. */
  view(): GameView;
  send(action: unknown, seat?: number): void;
  start(): void;
}

export function track(room: Room, viewer: 'player' | 'spectator' = 'player'): TestClient {
  const c: TestClient = {
    room,
    seat: null,
    token: null,
    errors: [],
    events: [],
    phases: [],
    chatHistories: [],
    json: () => room.state.toJSON() as RoomStateJson,
    view() {
      const seat = viewer === 'spectator' ? 'spectator' : c.seat;
      if (seat === null) throw new Error('no seat yet');
      return viewFromSync(c.json(), seat);
    },
    send(action, seat) {
      room.send(ClientMessage.action, seat === undefined ? { action } : { action, seat });
    },
    start() {
      room.send(ClientMessage.start, {});
    },
  };
  room.onMessage(ServerMessage.seat, (m: SeatPayload) => {
    c.seat = m.seat;
    c.token = m.token;
  });
  room.onMessage(ServerMessage.error, (m: ErrorPayload) => c.errors.push(m));
  room.onMessage(ServerMessage.events, (m: EventsPayload) => c.events.push(m));
  room.onMessage(ServerMessage.phase, (m: PhasePayload) => c.phases.push(m));
  room.onMessage(ServerMessage.chatHistory, (m: ChatHistoryPayload) => c.chatHistories.push(m.lines));
  return c;
}

/** Sends a `log` request and resolves with the answer. */
export function askLog(c: TestClient, payload: unknown): Promise<LogPagePayload> {
  return new Promise((resolve) => {
    const stop = c.room.onMessage(ServerMessage.logPage, (page: LogPagePayload) => {
      stop();
      resolve(page);
    });
    c.room.send(ClientMessage.log, payload);
  });
}

/** The room's whole log, page by page, as a client reads it. */
export async function readLog(c: TestClient): Promise<LogEntryJson[]> {
  const all: LogEntryJson[] = [];
  for (let after = 0; ;) {
    const page = await askLog(c, { after });
    if (page.entries.length > LOG_PAGE_SIZE) throw new Error(`a log page of ${page.entries.length} entries`);
    all.push(...page.entries);
    if (!page.more) return all;
    after = page.entries.at(-1)!.seq;
  }
}

/** Resolves once the first full state is decoded. */
async function decoded(c: TestClient): Promise<TestClient> {
  await waitFor(() => c.json().status !== undefined, 'first state');
  return c;
}

export async function create(ts: TestServer, options: CreateOptions): Promise<TestClient> {
  return decoded(track(await ts.sdk.create(ROOM_NAME, options)));
}

export async function quickMatch(ts: TestServer, options: CreateOptions): Promise<TestClient> {
  return decoded(track(await ts.sdk.joinOrCreate(ROOM_NAME, options)));
}

export async function joinById(ts: TestServer, roomId: string, options: JoinOptions): Promise<TestClient> {
  return decoded(track(await ts.sdk.joinById(roomId, options), options.spectator ? 'spectator' : 'player'));
}

/** Waits until every client shows the server's current action count. */
export async function settled(ts: TestServer, roomId: string, clients: TestClient[]): Promise<void> {
  const count = engineState(ts, roomId).actionCount;
  await waitFor(() => clients.every((c) => actionCount(c) >= count), 'clients to catch up');
}

/** Polls until `predicate` holds (colyseus.js patches arrive on their own schedule). */
export async function waitFor(predicate: () => boolean, what = 'condition', timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The engine state held by the server room. */
export function engineState(ts: TestServer, roomId: string): GameState {
  const state = ts.room(roomId)['game'] as GameState | null;
  if (!state) throw new Error('the game has not started');
  return state;
}

export function serverView(ts: TestServer, roomId: string, viewer: number | 'spectator'): GameView {
  return viewFor(engineState(ts, roomId), viewer);
}

export function actionCount(c: TestClient): number {
  const json = c.json();
  return hasGame(json) ? json.game.actionCount : -1;
}

export type Chooser = (legal: Action[], view: GameView, seat: number) => Action;

/** First legal action, but commit activations and pass improvements at once: short games. */
export const quickChooser: Chooser = (legal) =>
  legal.find((a) => a.type === 'commitActivation') ?? legal.find((a) => a.type === 'skipAbility') ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;

/**
 * Plays from the clients' own synced views: a pending seat computes its legal actions with the
 * shared engine, sends one, and the loop waits until every client saw the new state.
 */
/**
 * One legal action from whichever of `clients` the game waits for (the harness' quick chooser);
 * false, without waiting, when it waits for none of them (e.g. only for bots).
 */
export async function actOnce(ts: TestServer, roomId: string, clients: TestClient[]): Promise<boolean> {
  // Bots move on their own timers: decide on a state every client shows, the server's own now.
  let state: GameState;
  do {
    await settled(ts, roomId, clients);
    state = engineState(ts, roomId);
  } while (clients.some((c) => actionCount(c) !== state.actionCount));
  const client = clients.find((c) => pendingSeats(state).includes(c.seat!));
  if (!client) return false;
  const view = client.view();
  client.send(quickChooser(legalActions(view, client.seat!), view, client.seat!));
  await waitFor(() => engineState(ts, roomId).actionCount > state.actionCount, 'action accepted');
  return true;
}

export async function playUntil(
  players: TestClient[],
  done: (view: GameView) => boolean,
  choose: Chooser = quickChooser,
  maxActions = 5_000,
  /** Runs before each step, e.g. to compare every client's view with the server's. */
  check?: () => void,
): Promise<number> {
  let sent = 0;
  for (;;) {
    check?.();
    const reference = players[0]!.view();
    if (done(reference) || reference.phase === 'gameOver') return sent;
    if (sent >= maxActions) throw new Error('too many actions');
    const pending = pendingSeats(reference);
    const player = players.find((p) => p.seat !== null && pending.includes(p.seat) && p.room.connection.isOpen);
    if (!player) throw new Error(`no connected client can act for seats ${pending.join(',')}`);
    const seat = player.seat!;
    const view = player.view();
    const legal = legalActions(view, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} is pending but has no legal action`);
    const before = view.actionCount;
    const errors = player.errors.length;
    player.send(choose(legal, view, seat));
    sent += 1;
    await waitFor(
      () => player.errors.length > errors || players.filter((p) => p.room.connection.isOpen).every((p) => actionCount(p) > before),
      `action ${before + 1} to reach every client`,
    );
    if (player.errors.length > errors) throw new Error(`legal action rejected: ${JSON.stringify(player.errors.at(-1))}`);
  }
}
