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
import { fileURLToPath } from 'node:url';
import { createGame, type Options } from '../shared/games/dice-hospital/index.js';
import { playBotGame } from '../shared/games/dice-hospital/bot/match.js';
import type { BotLevel } from '../shared/games/dice-hospital/bot/index.js';
import { testKey } from '../shared/random.js';
import { f1, inWorkers, mean, sd, timing } from './support/workers.js';
import { EVERY_TABLE_OPTION } from '../test/support/options.js';

const VS_RANDOM = Number(process.env.BENCH_VS_RANDOM ?? 1000);
const ALL_STRONG = Number(process.env.BENCH_ALL_STRONG ?? 200);
const WORKERS = Number(process.env.BENCH_WORKERS ?? Math.max(1, os.availableParallelism()));
const NAMES = ['Ana', 'Ben', 'Chloé', 'Dev'];
const OPTIONS: Partial<Options> = process.env.BENCH_OPTIONS === 'all' ? EVERY_TABLE_OPTION : {};

interface Job {
  kind: 'vsRandom' | 'allStrong';
  games: number[];
}
interface GameOutcome {
  strongSeat: number;
  scores: number[];
  ranks: number[];
}
interface JobResult {
  outcomes: GameOutcome[];
  strongMs: number[];
  randomMs: number[];
}

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
  const parts = await inWorkers<JobResult>(fileURLToPath(import.meta.url), kind, count, WORKERS);
  return {
    outcomes: parts.flatMap((p) => p.outcomes),
    strongMs: parts.flatMap((p) => p.strongMs),
    randomMs: parts.flatMap((p) => p.randomMs),
  };
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
  console.log(
    `strong vs 3 random: won ${wins}/${vs.outcomes.length} (${((100 * wins) / vs.outcomes.length).toFixed(1)} %)  ` +
      `mean score strong ${f1(mean(strongScores))}  random ${f1(mean(randomScores))}  (${f1((performance.now() - started) / 1000)} s)`,
  );
  console.log(timing('strong', vs.strongMs, 7));
  console.log(timing('random', vs.randomMs, 7));
  started = performance.now();
  const all = await runAll('allStrong', ALL_STRONG);
  const scores = all.outcomes.flatMap((o) => o.scores);
  const winners = all.outcomes.map((o) => Math.max(...o.scores));
  console.log(
    `4 strong: mean score ${f1(mean(scores))}  sd ${f1(sd(scores))}  min ${Math.min(...scores)}  max ${Math.max(...scores)}  ` +
      `mean winning score ${f1(mean(winners))}  (${f1((performance.now() - started) / 1000)} s)`,
  );
}
