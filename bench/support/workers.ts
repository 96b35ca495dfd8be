// What the bots benchmarks share: games spread over child processes (one per core, each game on one
// core), and the statistics they print.
import { fork } from 'node:child_process';

/**
 * Runs games 0..count-1 in `workers` child processes of `file` (started with the argument
 * 'worker'): each child is sent `{ kind, games }` (its shard) and answers with one message, its
 * result. Returns the results of every shard.
 */
export async function inWorkers<Result>(file: string, kind: string, count: number, workers: number): Promise<Result[]> {
  const games = Array.from({ length: count }, (_, i) => i);
  const shards = Array.from({ length: workers }, (_, w) => games.filter((g) => g % workers === w)).filter((s) => s.length > 0);
  return Promise.all(
    shards.map(
      (shard) =>
        new Promise<Result>((resolve, reject) => {
          const child = fork(file, ['worker'], { execArgv: ['--import', 'tsx'] });
          child.once('message', (result) => {
            resolve(result as Result);
            child.disconnect();
          });
          child.once('error', reject);
          child.once('exit', (code) => code !== 0 && reject(new Error(`bench worker exited with ${code}`)));
          child.send({ kind, games: shard });
        }),
    ),
  );
}

export const mean = (xs: number[]) => (xs.length === 0 ? NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
export const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
export const f1 = (x: number) => x.toFixed(1);

/** "label p50 … p99 … max … (n decisions)" for decision times in ms. */
export function timing(label: string, ms: number[], width: number): string {
  const s = [...ms].sort((a, b) => a - b);
  return `${label.padEnd(width)} p50 ${pct(s, 0.5).toFixed(2).padStart(6)} ms  p99 ${pct(s, 0.99).toFixed(2).padStart(6)} ms  max ${s[s.length - 1]!.toFixed(1).padStart(6)} ms  (${s.length} decisions)`;
}
