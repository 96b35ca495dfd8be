// What GET /metrics shows (Prometheus text format), in one place: the rest of the server calls the
// one-liners below and never touches prom-client. Every series carries a `process` label (the
// process's PUBLIC_ADDRESS, else host and pid), so that the series of several processes add up.
// Rooms, connections and the store's state are read when Prometheus scrapes, from the sources the
// server registers here; counters and histograms are counted as things happen.
import { hostname } from 'node:os';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { ActionSeries } from './actionSeries.js';

/** What a room shows of itself at scrape time. */
export interface RoomProbe {
  game: string;
  phase: string;
  players: number;
  spectators: number;
}

/** The store's state at scrape time (storeHealth.ts). */
export interface StoreProbe {
  up: boolean;
  outageSeconds: number;
}

export const registry = new Registry();
collectDefaultMetrics({ register: registry }); // event-loop lag, heap, RSS, GC, handles

const rooms = new Set<() => RoomProbe>();
let store: (() => StoreProbe) | null = null;

new Gauge({
  name: 'dh_rooms',
  help: 'Rooms this process holds, by game and phase (lobby, starting, playing, finished).',
  labelNames: ['game', 'phase'],
  registers: [registry],
  collect() {
    this.reset();
    for (const probe of rooms) {
      const { game, phase } = probe();
      this.inc({ game, phase });
    }
  },
});

new Gauge({
  name: 'dh_connections',
  help: "Connected clients of this process's rooms, by game and role (player or spectator).",
  labelNames: ['game', 'role'],
  registers: [registry],
  collect() {
    this.reset();
    for (const probe of rooms) {
      const { game, players, spectators } = probe();
      this.inc({ game, role: 'player' }, players);
      this.inc({ game, role: 'spectator' }, spectators);
    }
  },
});

const actionSeries = new ActionSeries(
  registry,
  {
    count: 'dh_actions_total',
    countHelp: 'Actions played (engine accepted, stored, sent), by game.',
    seconds: 'dh_action_duration_seconds',
    secondsHelp: "One played action's time, by game and part: engine (applyAction), store (the append), patch (state, events and patch out).",
  },
  // From a tenth of a millisecond (the engine) to the store's timeout (seconds).
  [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
);

const storeErrors = new Counter({
  name: 'dh_store_errors_total',
  help: 'Game store calls that failed or timed out, by call (append, ping, load, ...).',
  labelNames: ['call'],
  registers: [registry],
});

new Gauge({
  name: 'dh_store_up',
  help: 'Whether the game store answers (1) or not (0): while 0, actions are refused.',
  registers: [registry],
  collect() {
    this.set(store ? Number(store().up) : 1);
  },
});

new Counter({
  name: 'dh_store_outage_seconds_total',
  help: 'Seconds the game store has been unreachable since the process started (the current outage included).',
  registers: [registry],
  collect() {
    this.reset();
    this.inc(store ? store().outageSeconds : 0);
  },
});

const refusals = new Counter({
  name: 'dh_refusals_total',
  help: 'Error messages sent to clients over WebSocket, by error code (shared/protocol.ts ErrorCode, or the engine code).',
  labelNames: ['code'],
  registers: [registry],
});

const rateLimited = new Counter({
  name: 'dh_rate_limited_total',
  help: 'Requests and messages refused by a rate limit, by limit (rooms, joins, code-lookups, match-lookups, room-states, operator, messages).',
  labelNames: ['limit'],
  registers: [registry],
});

const operatorRefusals = new Counter({
  name: 'dh_operator_refusals_total',
  help: 'Operator requests (/metrics, /api/admin) refused for a missing or wrong token, or no token configured.',
  labelNames: ['reason'],
  registers: [registry],
});

/** The `process` label of every series: set once, when the server is built. */
export function labelProcess(publicAddress: string | null): void {
  registry.setDefaultLabels({ process: publicAddress ?? `${hostname()}:${process.pid}` });
}

/** A room is open: shown until the returned function is called (on dispose). */
export function watchRoom(probe: () => RoomProbe): () => void {
  rooms.add(probe);
  return () => rooms.delete(probe);
}

export function watchStore(probe: () => StoreProbe): void {
  store = probe;
}

/** Seconds since `start` (a performance.now() reading). */
export const since = (start: number) => (performance.now() - start) / 1000;

export function actionPlayed(game: string, seconds: { engine: number; store: number; patch: number }): void {
  actionSeries.played(game, seconds);
}

export function storeError(call: string): void {
  storeErrors.inc({ call });
}

/** Codes are the protocol's and the engines' own; anything else is counted as `other`. */
export function refused(code: string): void {
  refusals.inc({ code: /^[a-z_]{1,40}$/.test(code) ? code : 'other' });
}

export function rateLimitHit(limit: string): void {
  rateLimited.inc({ limit });
}

/** A WebSocket message over its connection's budget: under a flood, thousands a second, so its
 * labels are made once (messageBudget.ts keeps that path allocation-free). */
export const messageRateLimited: () => void = rateLimited.labels({ limit: 'messages' }).inc as () => void;

export function operatorRefused(reason: 'unset' | 'missing' | 'wrong'): void {
  operatorRefusals.inc({ reason });
}

export function scrape(): Promise<{ contentType: string; body: string }> {
  return registry.metrics().then((body) => ({ contentType: registry.contentType, body }));
}
