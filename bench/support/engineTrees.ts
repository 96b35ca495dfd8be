// What the engine benchmarks that compare two trees share: which games they know, a worktree of a
// base revision beside the working tree, and bundling an entry that imports a tree's engine (with
// esbuild, as the server ships it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

export const root = path.resolve(import.meta.dirname, '../..');

/** Each game's folder and the name its index exports its engine under. */
const ENGINES: Record<string, { folder: string; engine: string; name: string }> = {
  dh: { folder: 'dice-hospital', engine: 'diceHospital', name: 'Dice Hospital' },
  er: { folder: 'dice-hospital-er', engine: 'diceHospitalEr', name: 'Dice Hospital ER' },
  q: { folder: 'quarantine', engine: 'quarantine', name: 'Quarantine' },
};

export function engineOf(id: string): { folder: string; engine: string; name: string } {
  const game = ENGINES[id];
  if (!game) throw new Error(`--game is one of ${Object.keys(ENGINES).join(', ')}`);
  return game;
}

/** The module of `tree`'s engine for `game`, to import in an entry. */
export const engineModule = (tree: string, game: { folder: string }): string => JSON.stringify(`${tree}/shared/games/${game.folder}/index.ts`);

export interface Trees {
  /** The working tree, then the base revision's when one was asked for. */
  trees: { label: string; tree: string }[];
  /** A scratch folder for entries and bundles. */
  dir: string;
  /** Removes the worktree and the scratch folder. */
  close(): void;
}

/** The working tree and, with `base`, a detached worktree of that revision. */
export function openTrees(base: string | undefined): Trees {
  const dir = mkdtempSync(path.join(tmpdir(), 'engine-trees-'));
  const trees = [{ label: 'working tree', tree: root }];
  const baseTree = path.join(dir, 'base');
  if (base) {
    const rev = execFileSync('git', ['rev-parse', '--short', base], { cwd: root, encoding: 'utf8' }).trim();
    execFileSync('git', ['worktree', 'add', '--detach', '--quiet', baseTree, rev], { cwd: root });
    trees.push({ label: `base ${rev}`, tree: baseTree });
  }
  return {
    trees,
    dir,
    close() {
      if (base) execFileSync('git', ['worktree', 'remove', '--force', baseTree], { cwd: root });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes `source` as an entry named `name` in `dir` and bundles it; returns the bundle's path. */
export async function bundleEntry(dir: string, name: string, source: string): Promise<string> {
  const entry = path.join(dir, `entry-${name.replace(/\W/g, '_')}.ts`);
  const bundle = entry.replace(/\.ts$/, '.mjs');
  writeFileSync(entry, source);
  // A base revision's tree has no node_modules of its own: packages come from this one's.
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundle,
    nodePaths: [path.join(root, 'node_modules')],
    logLevel: 'warning',
  });
  return bundle;
}
