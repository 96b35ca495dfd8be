// npm run bench:memory [-- --game dice_hospital|dice_hospital_er|quarantine|all --rooms 200 --actions 150,600]:
// what one room's game holds in memory, part by part, measured as the growth of the JS heap and of
// the memory outside it (buffers), after full collections, while ROOMS copies are kept alive: the
// engine state after A random actions of a 4-player game (with its undo snapshots; fewer actions
// when the game ends before), the game's event log as the room keeps it (EventHistory: older entries
// in compressed chunks; beside it the same entries as plain strings), and the synced schema tree the
// room projects the state into, with its serializer (after a full encode, as a room holds it between
// patches; rooms encode into the process's one buffer, see SharedBufferSerializer). Over the first
// 20 games it also counts the bytes of the patch each action sends every client.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { GameEvent } from '../shared/engine.js';
import { testKey } from '../shared/random.js';
import { randomSteps } from '../test/support/randomSteps.js';
import { SERVER_GAMES } from '../server/games.js';
import type { GameAdapter } from '../server/rooms/adapter.js';
import type { PlatformState } from '../server/schema/platform.js';
import { EventHistory } from '../server/rooms/eventHistory.js';
import { SharedBufferSerializer } from '../server/rooms/colyseusCompat.js';
import { Encoder } from '@colyseus/schema';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'dice_hospital' },
    rooms: { type: 'string', default: '200' },
    actions: { type: 'string', default: '150,600' },
    child: { type: 'boolean', default: false },
  },
});
const games = values.game === 'all' ? SERVER_GAMES : SERVER_GAMES.filter((g) => g.info.id === values.game);
if (games.length === 0) throw new Error(`--game is all or one of ${SERVER_GAMES.map((g) => g.info.id).join(', ')}`);
const adapter = games[0]!.adapter as unknown as GameAdapter<unknown, unknown, unknown, unknown, unknown, PlatformState>;
const ROOMS = Number(values.rooms);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:memory does)');
const heap = (): number => {
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};
const perRoom = (bytes: number): string => `${(bytes / ROOMS / 1024).toFixed(1)} KB`;

const players = ['Ana', 'Ben', 'Chloé', 'Dev'].slice(0, Math.min(4, adapter.engine.maxPlayers));
const options = adapter.parseOptions({}, players.length);

/** Games whose patches are counted (the shared patch of each action, as the room encodes it). */
const PATCHED = 20;
let patchBytes = 0;
let patchedActions = 0;

function play(seed: number, actions: number): { state: unknown; events: GameEvent[]; actions: number } {
  const { engine } = adapter;
  let state = engine.createGame(adapter.makeConfig(players, testKey(seed), options));
  const steps = randomSteps(engine, state, seed).slice(0, actions);
  const events: GameEvent[] = [];
  const root = seed < PATCHED ? adapter.createRoomState(options) : null;
  const encoder = root && new Encoder(root);
  encoder?.encodeAll();
  encoder?.discardChanges();
  for (const step of steps) {
    state = step.state;
    events.push(...step.events);
    if (root && encoder) {
      adapter.project(root, state);
      patchBytes += encoder.encode().length;
      encoder.discardChanges();
      patchedActions++;
    }
  }
  return { state, events, actions: steps.length };
}

function measure(actions: number): void {
  const games = Array.from({ length: ROOMS }, (_, i) => play(i, actions));
  let before = heap();
  const states = games.map((g) => structuredClone(g.state));
  const stateBytes = heap() - before;
  before = heap();
  const strings = games.map((g) => g.events.map((e) => JSON.stringify(e)));
  const stringBytes = heap() - before;
  before = heap();
  const logs = games.map((g) => {
    const history = new EventHistory();
    g.events.forEach((event, i) => history.append({ seq: i + 1, seat: 0, auto: false, event: structuredClone(event) }));
    return history;
  });
  const logBytes = heap() - before;
  before = heap();
  const roots = states.map((state) => {
    const root = adapter.createRoomState(options);
    adapter.project(root, state);
    const serializer = new SharedBufferSerializer();
    serializer.reset(root);
    serializer.getFullState();
    serializer.applyPatches([]); // to no client: only discards the changes, as after a patch
    return serializer;
  });
  kept.push(states, strings, logs, roots);
  const schemaBytes = heap() - before;
  const played = games.reduce((n, g) => n + g.actions, 0) / ROOMS;
  const first = games[0]!;
  console.log(
    `${values.game}  after ${String(actions).padStart(4)} actions (${played.toFixed(0)} on average; the first game ${first.events.length} events, round ${adapter.progress(first.state).round}): ` +
      `engine state ${perRoom(stateBytes)}  event log ${perRoom(logBytes)} (as plain strings ${perRoom(stringBytes)})  synced schema tree ${perRoom(schemaBytes)} per room  ` +
      `patch ${(patchBytes / patchedActions).toFixed(0)} B per action (${PATCHED} games)`,
  );
}

const kept: unknown[] = [];

if (values.child) {
  measure(Number(values.actions));
} else {
  // One process per measurement: what one leaves behind must not be collected during the next.
  console.log(`room memory bench: ${ROOMS} rooms of 4 players (fewer where a game seats fewer) kept alive per measurement, Node ${process.version}`);
  for (const game of games) {
    for (const actions of values.actions!.split(',')) {
      process.stdout.write(
        execFileSync(process.execPath, [
          '--expose-gc',
          '--import',
          'tsx',
          fileURLToPath(import.meta.url),
          '--child',
          '--game',
          game.info.id,
          '--rooms',
          String(ROOMS),
          '--actions',
          actions,
        ]),
      );
    }
  }
}
