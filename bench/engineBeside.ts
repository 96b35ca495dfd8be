// `npm run bench:beside -- --base REV`: the engine's speed in time, the working tree beside a git
// revision in one process. On these shared machines two runs of `npm run bench` one after the other
// differ by 20 % and more (69 to 103 Dice Hospital games per CPU second for the same code within
// minutes), which hides most changes; here both trees' engines are loaded together and play the
// same random games alternately, game by game (which goes first alternates too), so a slow spell of
// the machine falls on both. Each game's CPU time is added to its tree's total. It complements
// `npm run bench:instructions`, which counts instructions but not what a time includes: memory
// stalls, and the collector's other threads.
//
//   npm run bench:beside -- --base HEAD~3                  Dice Hospital, 300 games each
//   npm run bench:beside -- --base HEAD~3 --game er --games 2000 --rounds 3
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { bundleEntry, engineModule, engineOf, openTrees, root } from './support/engineTrees.js';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    game: { type: 'string', default: 'dh' },
    games: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
  },
});
if (!values.base) throw new Error('--base REV names the revision to compare the working tree with');
const game = engineOf(values.game!);
const GAMES = Number(values.games);
const ROUNDS = Number(values.rounds);
if (!Number.isInteger(GAMES) || GAMES < 1 || !Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--games and --rounds are whole numbers, 1 or more');

/** Both trees' engines, warmed up alike, then the same games alternately; prints a JSON line with
 * each tree's CPU microseconds and the actions played. */
const entry = (ours: string, base: string): string => `
import { ${game.engine} as ours } from ${engineModule(ours, game)};
import { ${game.engine} as base } from ${engineModule(base, game)};
import { playRandom } from ${JSON.stringify(`${root}/shared/play.ts`)};
import { testKey } from ${JSON.stringify(`${root}/shared/random.ts`)};
const engines = [ours, base];
const players = ['Ana', 'Ben', 'Chloé', 'Dev'].slice(0, Math.min(4, ours.maxPlayers));
const play = (engine, seed) => playRandom(engine, engine.createGame({ players, key: testKey(seed) }), seed).log.length;
for (let i = 0; i < 30; i++) for (const engine of engines) play(engine, 1_000_000 + i); // the JIT's warm-up
const micros = [0, 0];
const actions = [0, 0];
for (let i = 0; i < Number(process.argv[2]); i++) {
  for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
    const start = process.cpuUsage();
    actions[k] += play(engines[k], i);
    const used = process.cpuUsage(start);
    micros[k] += used.user + used.system;
  }
}
console.log(JSON.stringify({ micros, actions }));
`;

const { trees, dir, close } = openTrees(values.base);
try {
  const [ours, base] = trees;
  const bundle = await bundleEntry(dir, 'beside', entry(ours!.tree, base!.tree));
  console.log(`${game.name}: ${GAMES} random games per tree in each of ${ROUNDS} processes, alternately, CPU time (Node ${process.version})`);
  console.log(`round   working tree   ${base!.label.padEnd(13)}   working tree / base`);
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const { micros, actions } = JSON.parse(execFileSync(process.execPath, [bundle, String(GAMES)], { encoding: 'utf8' })) as {
      micros: number[];
      actions: number[];
    };
    if (actions[0] !== actions[1]) console.log(`  (the trees played different games: ${actions[0]} and ${actions[1]} actions)`);
    const perSecond = micros.map((m) => GAMES / (m / 1e6));
    ratios.push(micros[0]! / micros[1]!);
    console.log(
      `${String(round).padStart(5)}   ${perSecond[0]!.toFixed(1).padStart(7)} games/s   ${perSecond[1]!.toFixed(1).padStart(7)} games/s   ${ratios.at(-1)!.toFixed(3)} of the time`,
    );
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  console.log(`median: the working tree takes ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)} of the base's CPU time per game`);
} finally {
  close();
}
