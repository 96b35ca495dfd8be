// `npm run bench:bots`: how strong and how fast the bots are (issue: computer players).
//   1. BENCH_VS_RANDOM games (default 1,000) of one strong bot against three random bots, the
//      strong seat rotating: its win rate (shared wins count as wins) and everyone's mean score.
//   2. BENCH_ALL_STRONG games (default 200) of four strong bots: mean, spread and range of scores.
//   3. Decision time of the strong bot, p50/p99/max over every decision of part 1, beside the
//      random bot's in the same games (the baseline: one legalActions call and a pick).
// Games run in BENCH_WORKERS child processes (default: one per core), each on one core.
// BENCH_OPTIONS=all plays every game with every option on (events, hard modes, Final Round
// Collections, Experimental Medicine, promo specialists).
import os from 'node:os';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createGame, type Options } from '../shared/games/dice-hospital/index.js';
import { playBotGame } from '../shared/games/dice-hospital/bot/match.js';
import type { BotLevel } from '../shared/games/dice-hospital/bot/index.js';
import { testKey } from '../shared/random.js';

const VS_RANDOM = Number(process.env.BENCH_VS_RANDOM ?? 1000);
const ALL_STRONG = Number(process.env.BENCH_ALL_STRONG ?? 200);
const WORKERS = Number(process.env.BENCH_WORKERS ?? Math.max(1, os.availableParallelism()));
const NAMES = ['Ana', 'Ben', 'Chloé', 'Dev'];
const OPTIONS: Partial<Options> = process.env.BENCH_OPTIONS === 'all'
  ? { events: true, openingCrisis: true, nationwideEpidemic: true, resistantSuperbug: true, finalRoundCollections: true, experimentalMedicine: true, promoSpecialists: true }
  : {};

interface Job { kind: 'vsRandom' | 'allStrong'; games: number[] }
interface GameOutcome { strongSeat: number; scores: number[]; ranks: number[] }
interface JobResult { outcomes: GameOutcome[]; strongMs: number[]; randomMs: number[] }

function runJob(job: Job): JobResult {
  const result: JobResult = { outcomes: [], strongMs: [], randomMs: [] };
  for (const game of job.games) {
    const strongSeat = job.kind === 'vsRandom' ? game % 4 : -1;
    const levels: BotLevel[] = NAMES.map((_, s) => (job.kind === 'allStrong' || s === strongSeat ? 'strong' : 'random'));
    const initial = createGame({ players: NAMES, key: testKey(1_000_000 * (job.kind === 'allStrong' ? 2 : 1) + game), options: OPTIONS });
    const { state } = playBotGame(initial, levels, game, (seat, ms) => {
      if (job.kind !== 'vsRandom') return;
      (seat === strongSeat ? result.strongMs : result.randomMs).push(ms);
    });
    const standings = state.result!.standings;
    const bySeat = (s: number) => standings.find((x) => x.seat === s)!;
    result.outcomes.push({ strongSeat, scores: NAMES.map((_, s) => bySeat(s).score), ranks: NAMES.map((_, s) => bySeat(s).rank) });
  }
  return result;
}

async function runAll(kind: Job['kind'], count: number): Promise<JobResult> {
  const games = Array.from({ length: count }, (_, i) => i);
  const shards = Array.from({ length: WORKERS }, (_, w) => games.filter((g) => g % WORKERS === w)).filter((s) => s.length > 0);
  const parts = await Promise.all(
    shards.map(
      (shard) =>
        new Promise<JobResult>((resolve, reject) => {
          const child = fork(fileURLToPath(import.meta.url), ['worker'], { execArgv: ['--import', 'tsx'] });
          child.once('message', (result) => {
            resolve(result as JobResult);
            child.disconnect();
          });
          child.once('error', reject);
          child.once('exit', (code) => code !== 0 && reject(new Error(`bench worker exited with ${code}`)));
          child.send({ kind, games: shard } satisfies Job);
        }),
    ),
  );
  return {
    outcomes: parts.flatMap((p) => p.outcomes),
    strongMs: parts.flatMap((p) => p.strongMs),
    randomMs: parts.flatMap((p) => p.randomMs),
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const f1 = (x: number) => x.toFixed(1);

function timing(label: string, ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `${label.padEnd(7)} p50 ${pct(s, 0.5).toFixed(2).padStart(6)} ms  p99 ${pct(s, 0.99).toFixed(2).padStart(6)} ms  max ${s[s.length - 1]!.toFixed(1).padStart(6)} ms  (${s.length} decisions)`;
}

if (process.argv[2] === 'worker') {
  process.once('message', (job) => process.send!(runJob(job as Job)));
} else {
  const optionsLabel = Object.keys(OPTIONS).length > 0 ? `, options ${Object.keys(OPTIONS).join(' ')}` : '';
  console.log(`bots bench: ${VS_RANDOM} games strong vs 3 random, ${ALL_STRONG} games of 4 strong, ${WORKERS} worker process(es)${optionsLabel}`);
  let started = performance.now();
  const vs = await runAll('vsRandom', VS_RANDOM);
  const wins = vs.outcomes.filter((o) => o.ranks[o.strongSeat] === 1).length;
  const strongScores = vs.outcomes.map((o) => o.scores[o.strongSeat]!);
  const randomScores = vs.outcomes.flatMap((o) => o.scores.filter((_, s) => s !== o.strongSeat));
  console.log(`strong vs 3 random: won ${wins}/${vs.outcomes.length} (${((100 * wins) / vs.outcomes.length).toFixed(1)} %)  ` +
    `mean score strong ${f1(mean(strongScores))}  random ${f1(mean(randomScores))}  (${f1((performance.now() - started) / 1000)} s)`);
  console.log(timing('strong', vs.strongMs));
  console.log(timing('random', vs.randomMs));
  started = performance.now();
  const all = await runAll('allStrong', ALL_STRONG);
  const scores = all.outcomes.flatMap((o) => o.scores);
  const winners = all.outcomes.map((o) => Math.max(...o.scores));
  console.log(`4 strong: mean score ${f1(mean(scores))}  sd ${f1(sd(scores))}  min ${Math.min(...scores)}  max ${Math.max(...scores)}  ` +
    `mean winning score ${f1(mean(winners))}  (${f1((performance.now() - started) / 1000)} s)`);
}
