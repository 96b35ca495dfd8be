// `npm run bench:instructions`: the instructions an engine runs per random game, counted by valgrind
// (cachegrind without its cache simulation) on one thread. Unlike a time, the count hardly moves
// with what else the machine does (112.4 and 111.9 M per Dice Hospital game in two runs): on these
// shared machines two timed runs of the same engine differ by 20 % and more, which hides the gain
// of most single changes. V8 runs with a fixed collection schedule (`--predictable-gc-schedule`):
// without it, when the heap grew depended on time, and counts moved by up to 4 % between runs.
//
//   npm run bench:instructions -- --base HEAD~3            the working tree beside a git revision
//   npm run bench:instructions -- --game er --games 20     Dice Hospital ER, 20 games (default: dh, 10)
//
// Each tree's engine is bundled with esbuild, as the server ships it, with this tree's loop of random
// games (`playRandom`: a pending seat and one of its legal actions, drawn uniformly), and run
// twice under valgrind, both times after the same warm-up games: with no more game, and with the
// games counted; the difference is theirs. What it leaves out: memory stalls and the collector's other
// threads, which a time includes; so it tells whether a change runs less code, `npm run bench` how
// fast the result is.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { bundleEntry, engineModule, engineOf, openTrees, root } from './support/engineTrees.js';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    game: { type: 'string', default: 'dh' },
    games: { type: 'string', default: '10' },
  },
});

const game = engineOf(values.game!);
const GAMES = Number(values.games);
if (!Number.isInteger(GAMES) || GAMES < 1) throw new Error('--games is a whole number of games, 1 or more');
/** Games played before those counted, in both runs: the first games of a process run mostly
 * unoptimised code (320 M instructions a Dice Hospital game over the first 10, 230 M over 20). */
const WARM_UP = 30;

if (spawnSync('valgrind', ['--version']).error) {
  console.error('valgrind is not installed: apt-get install -y valgrind');
  process.exit(1);
}

/** Random games (shared/play.ts's playRandom, this tree's, so that both trees play the same loop)
 * against one tree's engine: argv[2] warm-up games, then argv[3] counted ones; prints the actions
 * of those. */
const entry = (tree: string): string => `
import { ${game.engine} as engine } from ${engineModule(tree, game)};
import { playRandom } from ${JSON.stringify(`${root}/shared/play.ts`)};
import { testKey } from ${JSON.stringify(`${root}/shared/random.ts`)};
const players = ['Ana', 'Ben', 'Chloé', 'Dev'].slice(0, Math.min(4, engine.maxPlayers));
const play = (seed) => playRandom(engine, engine.createGame({ players, key: testKey(seed) }), seed).log.length;
for (let i = 0; i < Number(process.argv[2]); i++) play(1_000_000 + i); // the JIT's warm-up
let actions = 0;
for (let i = 0; i < Number(process.argv[3]); i++) actions += play(i);
console.log(actions);
`;

/** Instructions (valgrind's "I refs") of one run of the bundle, and what it printed. */
function count(bundle: string, games: number): { instructions: number; actions: number } {
  const args = [
    '--tool=cachegrind',
    '--cache-sim=no',
    '--cachegrind-out-file=/dev/null',
    process.execPath,
    '--single-threaded',
    '--predictable-gc-schedule',
    bundle,
    String(WARM_UP),
    String(games),
  ];
  const run = spawnSync('valgrind', args, {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  if (run.status !== 0 || !refs) throw new Error(`valgrind run failed:\n${run.stderr.slice(-2000)}`);
  return { instructions: Number(refs[1]!.replaceAll(',', '')), actions: Number(run.stdout.trim()) };
}

async function measure(label: string, tree: string, dir: string): Promise<{ label: string; perGame: number; perAction: number; actions: number }> {
  const bundle = await bundleEntry(dir, label, entry(tree));
  const idle = count(bundle, 0);
  const played = count(bundle, GAMES);
  const instructions = played.instructions - idle.instructions;
  return { label, perGame: instructions / GAMES, perAction: instructions / played.actions, actions: played.actions };
}

const { trees, dir, close } = openTrees(values.base);
try {
  console.log(`${game.name}: ${GAMES} random games, instructions counted by valgrind (one thread, Node ${process.version})`);
  const rows = [];
  for (const { label, tree } of trees) {
    const row = await measure(label, tree, dir);
    rows.push(row);
    console.log(
      `${row.label.padEnd(16)} ${(row.perGame / 1e6).toFixed(1).padStart(8)} M instructions per game   ${(row.perAction / 1e3).toFixed(1).padStart(7)} k per action   (${row.actions} actions)`,
    );
  }
  if (rows.length === 2) console.log(`working tree / base: ${(rows[0]!.perGame / rows[1]!.perGame).toFixed(3)} of the instructions per game`);
} finally {
  close();
}
