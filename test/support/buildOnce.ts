// Builds an output (the client's dist, the server's bundle) at most once for a whole test run: only
// when it is older than one of its sources, and by one test process while the others wait (holding a
// lock directory, which only one process can create), so that nobody runs a half-written build.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

function newestMtime(target: string): number {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `build` unless `output` (a file, relative to the repository) is newer than every file of
 * `sources`; `lock` names the lock directory.
 */
export function buildOnce({ output, sources, lock, build }: { output: string; sources: string[]; lock: string; build(): void }): void {
  const isBuilt = () => existsSync(path.join(ROOT, output)) && statSync(path.join(ROOT, output)).mtimeMs > Math.max(...sources.map(newestMtime));
  if (isBuilt()) return;
  const lockDir = path.join(ROOT, lock);
  // On a fresh clone dist/ is not there yet: the lock's parent must be, or no process gets the lock.
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // A lock older than any build is left over from a killed run.
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > 180_000) rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() - started > 240_000) throw new Error(`waited 4 minutes for another test's build of ${output} (${lockDir})`);
      sleepSync(250);
      if (isBuilt()) return;
    }
  }
  try {
    if (!isBuilt()) build();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
