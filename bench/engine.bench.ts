// `npm run bench`: engine speed on one core. Prints complete random 4-player games per second and
// the mean and p99 time of applyAction and legalActions over those games.
import os from 'node:os';
import { applyAction, createGame, legalActions, pendingSeats } from '../shared/games/dice-hospital/index.js';
import { randomInt, seedRng, testKey } from '../shared/random.js';

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

/** One random game; returns its action count. Timings are pushed when `apply`/`legal` are given. */
function play(seed: number, apply?: number[], legal?: number[]): number {
  const rng = { rng: seedRng(seed ^ 0x5bd1e995) };
  let state = createGame({ players, key: testKey(seed) });
  let actions = 0;
  while (state.phase !== 'gameOver') {
    const seats = pendingSeats(state);
    const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
    let t = performance.now();
    const options = legalActions(state, seat);
    legal?.push(performance.now() - t);
    const action = options[randomInt(rng, 0, options.length - 1)]!;
    t = performance.now();
    const result = applyAction(state, seat, action);
    apply?.push(performance.now() - t);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    actions++;
  }
  return actions;
}

for (let i = 0; i < 30; i++) play(1_000_000 + i); // warm up the JIT

const start = performance.now();
let totalActions = 0;
for (let i = 0; i < GAMES; i++) totalActions += play(i);
const seconds = (performance.now() - start) / 1000;

const apply: number[] = [];
const legal: number[] = [];
for (let i = 0; i < Math.min(GAMES, 100); i++) play(i, apply, legal);

const heap = process.memoryUsage().heapUsed / 2 ** 20;
console.log(`Dice Hospital engine benchmark — ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, one core`);
console.log(
  `complete random 4-player games: ${GAMES} in ${seconds.toFixed(2)} s = ${(GAMES / seconds).toFixed(0)} games/s (${(totalActions / GAMES).toFixed(0)} actions per game, ${(totalActions / seconds).toFixed(0)} actions/s)`,
);
console.log(describe('applyAction', apply));
console.log(describe('legalActions', legal));
console.log(`heap used after run: ${heap.toFixed(1)} MiB`);
