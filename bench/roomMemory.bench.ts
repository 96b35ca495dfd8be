// npm run bench:memory [-- --rooms 200 --actions 150,600]: what one room's game holds in memory, part
// by part, measured as the growth of the JS heap and of the memory outside it (buffers), after full
// collections, while ROOMS copies are kept
// alive: the engine state after A random actions of a 4-player game (with its undo snapshots), the
// game's event log as the room keeps it (EventHistory: older entries in compressed chunks; beside it
// the same entries as plain strings), and the synced schema tree the
// room projects the state into, with its serializer (after a full encode, as a room holds it between
// patches; rooms encode into the process's one buffer, see SharedBufferSerializer).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { GameEvent } from '../shared/engine.js';
import { applyAction, createGame, legalActions, pendingSeats, type GameState } from '../shared/games/dice-hospital/index.js';
import { randomInt, seedRng, testKey } from '../shared/random.js';
import { diceHospitalAdapter } from '../server/rooms/dice-hospital/adapter.js';
import { EventHistory } from '../server/rooms/eventHistory.js';
import { SharedBufferSerializer } from '../server/rooms/colyseusCompat.js';
import { DEFAULT_OPTIONS } from '../shared/games/dice-hospital/index.js';

const { values } = parseArgs({
  options: { rooms: { type: 'string', default: '200' }, actions: { type: 'string', default: '150,600' }, child: { type: 'boolean', default: false } },
});
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

function play(seed: number, actions: number): { state: GameState; events: GameEvent[] } {
  let state = createGame({ players: ['Ana', 'Ben', 'Chloé', 'Dev'], key: testKey(seed) });
  const rng = { rng: seedRng(seed) };
  const events: GameEvent[] = [];
  for (let i = 0; i < actions && state.phase !== 'gameOver'; i++) {
    const seats = pendingSeats(state);
    const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
    const legal = legalActions(state, seat);
    const result = applyAction(state, seat, legal[randomInt(rng, 0, legal.length - 1)]);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
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
    const root = diceHospitalAdapter.createRoomState(DEFAULT_OPTIONS);
    diceHospitalAdapter.project(root, state);
    const serializer = new SharedBufferSerializer();
    serializer.reset(root);
    serializer.getFullState();
    serializer.applyPatches([]); // to no client: only discards the changes, as after a patch
    return serializer;
  });
  kept.push(states, strings, logs, roots);
  const schemaBytes = heap() - before;
  console.log(
    `after ${String(actions).padStart(4)} actions (${games[0]!.events.length} events, round ${games[0]!.state.round}): ` +
      `engine state ${perRoom(stateBytes)}  event log ${perRoom(logBytes)} (as plain strings ${perRoom(stringBytes)})  synced schema tree ${perRoom(schemaBytes)} per room`,
  );
}

const kept: unknown[] = [];

if (values.child) {
  measure(Number(values.actions));
} else {
  // One process per measurement: what one leaves behind must not be collected during the next.
  console.log(`room memory bench: ${ROOMS} rooms kept alive per measurement, Node ${process.version}`);
  for (const actions of values.actions!.split(',')) {
    process.stdout.write(
      execFileSync(process.execPath, [
        '--expose-gc',
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--child',
        '--rooms',
        String(ROOMS),
        '--actions',
        actions,
      ]),
    );
  }
}
