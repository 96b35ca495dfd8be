// npm run sim:quick-match: 1,000 signed-in players arriving at random (a Poisson process) for quick
// games, seated by the server's own skill match (server/lobby/skillMatch.ts: pickTable and its
// widening window) and, side by side on the same arrivals, by the plain quick match (the oldest
// open table). Prints how long players waited for their table to fill and how far apart the
// ratings at a table were, for a busy, a steady and a quiet site, tables of 2 and 4.
//
// Ratings: 30 % new players (mu 25, OpenSkill's start) and 70 % established ones, mu ~ N(25, 6).
import { parseArgs } from 'node:util';
import { randomInt, seedRng, type HasRng } from '../shared/random.js';
import { pickTable, type WaitingTable } from '../server/lobby/skillMatch.js';

const { values } = parseArgs({ options: { players: { type: 'string', default: '1000' }, seed: { type: 'string', default: '7' } } });
const PLAYERS = Number(values.players);

const holder: HasRng = { rng: seedRng(Number(values.seed)) };
const uniform = () => (randomInt(holder, 0, 2 ** 30 - 1) + 0.5) / 2 ** 30;
const exponential = (mean: number) => -mean * Math.log(uniform());
const normal = (mean: number, sd: number) => mean + sd * Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());

interface Arrival {
  at: number;
  mu: number;
}

function arrivals(meanGapSeconds: number): Arrival[] {
  let at = 0;
  return Array.from({ length: PLAYERS }, () => {
    at += exponential(meanGapSeconds * 1000);
    return { at, mu: uniform() < 0.3 ? 25 : normal(25, 6) };
  });
}

interface Outcome {
  waits: number[];
  spreads: number[];
  /** Players whose table had not filled when the last player arrived. */
  leftWaiting: number;
}

type Chooser = (tables: readonly WaitingTable[], mu: number, now: number) => string | null;
const bySkill: Chooser = pickTable;
const oldestOpen: Chooser = (tables) => tables[0]?.id ?? null;

function seat(players: readonly Arrival[], size: number, choose: Chooser): Outcome {
  const open = new Map<string, { table: WaitingTable; seated: Arrival[] }>();
  const outcome: Outcome = { waits: [], spreads: [], leftWaiting: 0 };
  let next = 0;
  for (const player of players) {
    const tables = [...open.values()].map((o) => o.table);
    const id = choose(tables, player.mu, player.at) ?? `t${next++}`;
    const entry = open.get(id) ?? { table: { id, mu: player.mu, since: player.at }, seated: [] };
    open.set(id, entry);
    entry.seated.push(player);
    entry.table.mu = entry.seated.reduce((sum, p) => sum + p.mu, 0) / entry.seated.length;
    if (entry.seated.length < size) continue;
    open.delete(id);
    for (const p of entry.seated) outcome.waits.push((player.at - p.at) / 1000);
    const mus = entry.seated.map((p) => p.mu);
    outcome.spreads.push(Math.max(...mus) - Math.min(...mus));
  }
  for (const o of open.values()) outcome.leftWaiting += o.seated.length;
  return outcome;
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const f1 = (x: number) => x.toFixed(1);

console.log(`${PLAYERS} players per line (seed ${values.seed}); waits in seconds, spread = highest minus lowest mu at a table\n`);
console.log('| site | table | matching | wait p50 | wait p90 | wait max | spread p50 | spread p90 | left waiting |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [site, gap] of [
  ['busy (a player every 2 s)', 2],
  ['steady (every 10 s)', 10],
  ['quiet (every 30 s)', 30],
] as const) {
  for (const size of [2, 4]) {
    const players = arrivals(gap);
    for (const [name, choose] of [
      ['by skill', bySkill],
      ['oldest open table', oldestOpen],
    ] as const) {
      const o = seat(players, size, choose);
      console.log(
        `| ${site} | ${size} | ${name} | ${f1(quantile(o.waits, 0.5))} | ${f1(quantile(o.waits, 0.9))} | ${f1(Math.max(...o.waits))} | ` +
          `${f1(quantile(o.spreads, 0.5))} | ${f1(quantile(o.spreads, 0.9))} | ${o.leftWaiting} |`,
      );
    }
  }
}
