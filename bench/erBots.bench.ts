// `npm run bench:er-bots`: how strong and how fast Dice Hospital ER's bots are (issue 13).
//   1. BENCH_GAMES games (default 500) of one strong bot against random bots, 2-5 players in turn
//      and the strong seat rotating: its win rate (shared wins count as wins) and mean scores, in
//      all and by number of players.
//   2. BENCH_SOLO solo games (default 100) against URSULE, the same games for the strong bot and
//      for a random bot: win rate (strictly more points than URSULE) and mean scores.
//   3. Decision time of the strong bot, p50/p99/max over every decision of parts 1 and 2, beside
//      the random bot's (the baseline: one legalActions call and a pick): wall-clock time, and the
//      process's CPU time (what one core spends, whatever else the machine is running).
// Games run in BENCH_WORKERS child processes (default: one per core), each on one core. The games
// are those of playBotGame (same seeds, same order of seats), played here to time both clocks.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { applyAction, createGame, pendingSeats, type GameState } from '../shared/games/dice-hospital-er/index.js';
import { botAction, type BotLevel } from '../shared/games/dice-hospital-er/bot/index.js';
import { randomInt, seedRng, testKey } from '../shared/random.js';
import { f1, inWorkers, mean, timing } from './support/workers.js';

const GAMES = Number(process.env.BENCH_GAMES ?? 500);
const SOLO = Number(process.env.BENCH_SOLO ?? 100);
const WORKERS = Number(process.env.BENCH_WORKERS ?? Math.max(1, os.availableParallelism()));
const NAMES = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eli'];

interface Job {
  kind: 'vsRandom' | 'soloStrong' | 'soloRandom';
  games: number[];
}
interface GameOutcome {
  players: number;
  strongSeat: number;
  scores: number[];
  ranks: number[];
  ursule?: number;
  soloWin?: boolean;
}
interface Times {
  wall: number[];
  cpu: number[];
}
interface JobResult {
  outcomes: GameOutcome[];
  strong: Times;
  random: Times;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** playBotGame's loop, timing each decision on the wall clock and in CPU time. */
function play(initial: GameState, levels: readonly BotLevel[], seed: number, times: (seat: number) => Times): GameState {
  const order = { rng: seedRng(seed) };
  const bots = levels.map((_, seat) => ({ rng: seedRng(seed * 31 + seat + 1) }));
  let state = initial;
  while (state.phase !== 'gameOver') {
    const seats = pendingSeats(state);
    const seat = seats[randomInt(order, 0, seats.length - 1)]!;
    const wall = performance.now();
    const cpu = cpuMs();
    const action = botAction(state, seat, levels[seat]!, bots[seat]!);
    const t = times(seat);
    t.cpu.push(cpuMs() - cpu);
    t.wall.push(performance.now() - wall);
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(`bot at seat ${seat} played an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
  }
  return state;
}

function runJob(job: Job): JobResult {
  const result: JobResult = { outcomes: [], strong: { wall: [], cpu: [] }, random: { wall: [], cpu: [] } };
  for (const game of job.games) {
    const solo = job.kind !== 'vsRandom';
    const players = solo ? 1 : 2 + (game % 4);
    const strongSeat = solo ? (job.kind === 'soloStrong' ? 0 : -1) : Math.floor(game / 4) % players;
    const names = NAMES.slice(0, players);
    const levels: BotLevel[] = names.map((_, s) => (s === strongSeat ? 'strong' : 'random'));
    const initial = createGame({ players: names, key: testKey((solo ? 2_000_000 : 1_000_000) + game) });
    const state = play(initial, levels, game, (seat) => (seat === strongSeat ? result.strong : result.random));
    const standings = state.result!.standings;
    const bySeat = (s: number) => standings.find((x) => x.seat === s)!;
    result.outcomes.push({
      players,
      strongSeat,
      scores: names.map((_, s) => bySeat(s).score),
      ranks: names.map((_, s) => bySeat(s).rank),
      ursule: state.result!.ursule?.score,
      soloWin: state.result!.soloWin,
    });
  }
  return result;
}

async function runAll(kind: Job['kind'], count: number): Promise<JobResult> {
  const parts = await inWorkers<JobResult>(fileURLToPath(import.meta.url), kind, count, WORKERS);
  const times = (pick: (p: JobResult) => Times): Times => ({ wall: parts.flatMap((p) => pick(p).wall), cpu: parts.flatMap((p) => pick(p).cpu) });
  return { outcomes: parts.flatMap((p) => p.outcomes), strong: times((p) => p.strong), random: times((p) => p.random) };
}

const rate = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)} %)`;

function vsRandomLine(label: string, outcomes: GameOutcome[]): string {
  const wins = outcomes.filter((o) => o.ranks[o.strongSeat] === 1).length;
  const strong = outcomes.map((o) => o.scores[o.strongSeat]!);
  const random = outcomes.flatMap((o) => o.scores.filter((_, s) => s !== o.strongSeat));
  return `${label.padEnd(10)} won ${rate(wins, outcomes.length).padEnd(18)}  mean score strong ${f1(mean(strong))}  random ${f1(mean(random))}`;
}

function soloLine(label: string, outcomes: GameOutcome[]): string {
  const wins = outcomes.filter((o) => o.soloWin).length;
  return `${label.padEnd(10)} beat URSULE ${rate(wins, outcomes.length).padEnd(18)}  mean score ${f1(mean(outcomes.map((o) => o.scores[0]!)))}  URSULE ${f1(mean(outcomes.map((o) => o.ursule!)))}`;
}

if (process.argv[2] === 'worker') {
  process.once('message', (job) => process.send!(runJob(job as Job)));
} else {
  console.log(`ER bots bench: ${GAMES} games 1 strong vs random bots (2-5 players), ${SOLO} solo games vs URSULE, ${WORKERS} worker process(es)`);
  let started = performance.now();
  const vs = await runAll('vsRandom', GAMES);
  console.log(`strong vs random bots (${f1((performance.now() - started) / 1000)} s):`);
  console.log(vsRandomLine('all', vs.outcomes));
  for (let players = 2; players <= 5; players++) {
    const some = vs.outcomes.filter((o) => o.players === players);
    if (some.length > 0) console.log(vsRandomLine(`${players} players`, some));
  }
  started = performance.now();
  const strong = await runAll('soloStrong', SOLO);
  const random = await runAll('soloRandom', SOLO);
  console.log(`solo against URSULE, the same ${SOLO} games (${f1((performance.now() - started) / 1000)} s):`);
  console.log(soloLine('strong', strong.outcomes));
  console.log(soloLine('random', random.outcomes));
  console.log('decision time:');
  console.log(timing('strong cpu', [...vs.strong.cpu, ...strong.strong.cpu], 12));
  console.log(timing('strong wall', [...vs.strong.wall, ...strong.strong.wall], 12));
  console.log(timing('random cpu', [...vs.random.cpu, ...random.random.cpu], 12));
  console.log(timing('random wall', [...vs.random.wall, ...random.random.wall], 12));
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} core(s)`,
  );
}
