// A full disk under the embedded database, told as such. SQLite says SQLITE_FULL. PGlite reports it in ways that name
// nothing: a fresh database's creation stops with `ErrnoError { errno: 51 }` (Emscripten's ENOSPC),
// a start that must write (recovery after a crash) aborts the WebAssembly module with `Aborted()`,
// and a write on a full disk fails with SQLSTATE 53100 (disk_full). Each becomes a DiskFullError
// that says which directory and what to do.
import { statfsSync } from 'node:fs';
import path from 'node:path';

/** Emscripten's errno for ENOSPC, as PGlite's file system layer throws it. */
const EMSCRIPTEN_ENOSPC = 51;
/** PostgreSQL's SQLSTATE for disk_full. */
const SQLSTATE_DISK_FULL = '53100';
/** A new PGlite database takes about 40 MB; below this it is not even tried. */
export const SPACE_FOR_NEW_DATABASE = 64 * 1024 * 1024;
/** Below this (one WAL segment) a start or a write may fail for want of space. */
export const LOW_SPACE = 16 * 1024 * 1024;

export class DiskFullError extends Error {
  constructor(
    readonly dataDir: string,
    readonly freeBytes: number | null,
    detail?: string,
  ) {
    super(
      `the disk holding DATA_DIR=${dataDir} is full (${freeBytes === null ? 'free space unknown' : `${formatBytes(freeBytes)} free`})` +
        `${detail ? `: ${detail}` : ''}. Free space on that disk, or point DATA_DIR elsewhere (the embedded database needs a few MB free to start, a new PGlite one about 40 MB, and about 1 KB more per stored action).`,
    );
    this.name = 'DiskFullError';
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Bytes an unprivileged process may still write on the disk holding `dir` (or its nearest existing parent). */
export function freeBytes(dir: string): number | null {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const fs = statfsSync(at);
      return fs.bavail * fs.bsize;
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return null;
      at = parent;
    }
  }
}

/** Whether an error is the disk running out of space, in any of the forms SQLite, PGlite or Node give it. */
export function isDiskFull(err: unknown): boolean {
  const e = err as { errno?: unknown; code?: unknown; name?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'ErrnoError' && e.errno === EMSCRIPTEN_ENOSPC) return true;
  return e.code === SQLSTATE_DISK_FULL || e.code === 'ENOSPC' || e.code === 'SQLITE_FULL';
}

/**
 * What an error from the embedded database becomes: a DiskFullError when it says so, or when the
 * disk is (almost) full and the error is one PGlite gives when a write fails without saying why
 * (its WebAssembly module aborted, or it "failed to initialize"). Anything else is returned as is.
 */
export function explainDiskFull(err: unknown, dataDir: string): unknown {
  if (err instanceof DiskFullError) return err;
  const free = freeBytes(dataDir);
  const message = err instanceof Error ? err.message : String(err);
  if (isDiskFull(err)) return new DiskFullError(path.resolve(dataDir), free, message.split('\n')[0]);
  if (free !== null && free < LOW_SPACE) return new DiskFullError(path.resolve(dataDir), free, `the embedded database failed (${message.split('\n')[0]})`);
  return err;
}
