// `npm run bench`: engine speed on one core. Prints complete random 4-player games per second and
// the mean and p99 time of applyAction and legalActions over those games, for Dice Hospital and
// then for Dice Hospital ER (`-- --game dh` or `-- --game er` for one of them). `-- --cold` also times
// applyAction as a server meets it: a room acts every second or so, and between two of its actions
// the process runs everything else, so the engine's code and the state start out of the CPU's
// caches. Here 64 MB are read before each timed action, which evicts both; the run prints the mean
// of 3,000 such actions over 100 games played in turn.
import os from 'node:os';
import * as dh from '../shared/games/dice-hospital/index.js';
import * as er from '../shared/games/dice-hospital-er/index.js';
import { randomInt, seedRng, testKey, type HasRng } from '../shared/random.js';

const GAMES = Number(process.env.BENCH_GAMES ?? 300);
const players = ['Ana', 'Ben', 'Chloé', 'Dev'];

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function describe(label: string, samples: number[]): string {
  const sorted = Float64Array.from(samples).sort();
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return `${label.padEnd(14)} mean ${(mean * 1000).toFixed(1).padStart(7)} µs   p99 ${(percentile(sorted, 0.99) * 1000).toFixed(1).padStart(7)} µs   (${samples.length} calls)`;
}

interface Engine<State> {
  createGame(config: { players: string[]; key: string }): State;
  applyAction(state: State, seat: number, action: unknown): { ok: true; state: State } | { ok: false; error: { message: string } };
  legalActions(state: State, seat: number): unknown[];
  pendingSeats(state: State): number[];
  isOver(state: State): boolean;
}

/** A pending seat and one of its legal actions, each drawn uniformly; the time legalActions took
 * is pushed to `legal` when given. */
function randomMove<State>({ legalActions, pendingSeats }: Engine<State>, state: State, rng: HasRng, legal?: number[]): { seat: number; action: unknown } {
  const seats = pendingSeats(state);
  const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
  const t = performance.now();
  const options = legalActions(state, seat);
  legal?.push(performance.now() - t);
  return { seat, action: options[randomInt(rng, 0, options.length - 1)]! };
}

/** One random game; returns its action count. Timings are pushed when `apply`/`legal` are given. */
function play<State>(engine: Engine<State>, seed: number, apply?: number[], legal?: number[]): number {
  const { createGame, applyAction, isOver } = engine;
  const rng = { rng: seedRng(seed ^ 0x5bd1e995) };
  let state = createGame({ players, key: testKey(seed) });
  let actions = 0;
  while (!isOver(state)) {
    const { seat, action } = randomMove(engine, state, rng, legal);
    const t = performance.now();
    const result = applyAction(state, seat, action);
    apply?.push(performance.now() - t);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    actions++;
  }
  return actions;
}

/** Reads and writes every cache line of 64 MB: afterwards neither code nor data of the engine is cached. */
const evictor = new Float64Array(8 << 20);
function evictCaches(): void {
  for (let i = 0; i < evictor.length; i += 8) evictor[i]! += 1;
}

/** Mean applyAction time (ms) over `actions` actions of 100 games played in turn, each action timed
 * after evicting the caches; and the same games' actions timed hot, for comparison. */
function coldApply<State>(engine: Engine<State>, actions: number): { cold: number; hot: number } {
  const { createGame, applyAction, isOver } = engine;
  const times = { cold: 0, hot: 0 };
  for (const mode of ['hot', 'cold'] as const) {
    const games = Array.from({ length: 100 }, (_, i) => ({ rng: { rng: seedRng(i) }, state: createGame({ players, key: testKey(i) }) }));
    let done = 0;
    while (done < actions && games.some((g) => !isOver(g.state))) {
      for (const g of games) {
        if (done >= actions || isOver(g.state)) continue;
        const { seat, action } = randomMove(engine, g.state, g.rng);
        if (mode === 'cold') evictCaches();
        const t = performance.now();
        const result = applyAction(g.state, seat, action);
        times[mode] += performance.now() - t;
        if (!result.ok) throw new Error(result.error.message);
        g.state = result.state;
        done++;
      }
    }
    times[mode] /= done;
  }
  return times;
}

function run<State>(name: string, engine: Engine<State>): void {
  for (let i = 0; i < 30; i++) play(engine, 1_000_000 + i); // warm up the JIT

  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let totalActions = 0;
  for (let i = 0; i < GAMES; i++) totalActions += play(engine, i);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  const apply: number[] = [];
  const legal: number[] = [];
  for (let i = 0; i < Math.min(GAMES, 100); i++) play(engine, i, apply, legal);

  const heap = process.memoryUsage().heapUsed / 2 ** 20;
  console.log(`${name} engine benchmark — ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, one core`);
  console.log(
    `complete random 4-player games: ${GAMES} in ${seconds.toFixed(2)} s = ${(GAMES / seconds).toFixed(0)} games/s (${(totalActions / GAMES).toFixed(0)} actions per game, ${(totalActions / seconds).toFixed(0)} actions/s)`,
  );
  // On a shared machine the process's own CPU time is steadier than the wall clock.
  console.log(`process CPU time: ${cpuSeconds.toFixed(2)} s = ${(GAMES / cpuSeconds).toFixed(0)} games per CPU second`);
  console.log(describe('applyAction', apply));
  console.log(describe('legalActions', legal));
  console.log(`heap used after run: ${heap.toFixed(1)} MiB`);
  if (process.argv.includes('--cold')) {
    const { cold, hot } = coldApply(engine, 3000);
    console.log(`applyAction, 100 games in turn: ${(hot * 1000).toFixed(1)} µs; with the caches evicted before each: ${(cold * 1000).toFixed(1)} µs`);
  }
}

const only = process.argv.includes('--game') ? process.argv[process.argv.indexOf('--game') + 1] : undefined;
if (only !== 'er') run('Dice Hospital', dh as Engine<dh.GameState>);
if (only !== 'dh') run('Dice Hospital ER', er as unknown as Engine<er.GameState>);
