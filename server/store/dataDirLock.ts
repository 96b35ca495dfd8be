// One process at a time on an embedded database's directory. Two PGlite instances on the same files
// each believe they own them: both restore the same games (twins), both write, and one's pages
// overwrite the other's, losing acknowledged actions. So before opening DATA_DIR the server creates
// a lock file in it with O_EXCL, holding its pid and the pid's start time. A second process finds
// the file, sees the holder alive, and refuses to start. A holder killed with SIGKILL leaves the
// file behind: its pid is dead (or now names another process, started at another time), so the
// next process takes the stale lock over.
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'dice-hospital.lock';

interface Holder {
  pid: number;
  /** Clock ticks since boot at which the pid started (Linux /proc), to tell a reused pid apart. */
  pidStart: string | null;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `DATA_DIR=${dataDir} is in use by another server process (pid ${holder.pid}, started ${holder.startedAt}). ` +
        'The embedded database can be opened by one process at a time: two would restore the same games twice and overwrite each other. ' +
        `Stop that process first, give this one another DATA_DIR, or use a PostgreSQL server (DATABASE_URL) to run several processes.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** The holder found dead and replaced, if any (a SIGKILLed server). */
  readonly staleHolder: Holder | null;
  /** Removes the lock file if it is still ours; idempotent. */
  release(): void;
}

/** When `pid` started, from /proc (Linux); null where there is no /proc. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name in parentheses (which may hold spaces).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(holder: Holder): boolean {
  if (holder.pid === process.pid) return false; // ourselves in an earlier life (same pid in a container)
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false; // ESRCH: no such process
  }
  // The pid is taken; by the same process only if it started at the same time.
  const now = startTimeOf(holder.pid);
  return holder.pidStart === null || now === null || now === holder.pidStart;
}

function readHolder(file: string): { text: string; holder: Holder | null } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  try {
    const parsed = JSON.parse(text) as Holder;
    return { text, holder: Number.isInteger(parsed.pid) ? parsed : null };
  } catch {
    return { text, holder: null }; // half-written by a holder killed while creating it: stale
  }
}

/** Takes the directory's lock or throws DataDirLockedError naming the holder. `dataDir` must exist. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, pidStart: startTimeOf(process.pid), startedAt: new Date().toISOString() };
  const text = JSON.stringify(mine);
  let staleHolder: Holder | null = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // Written beside it, then linked into place (link fails when the name exists, like O_EXCL):
      // the lock file is never seen half-written, and one of two racing processes creates it.
      const temp = `${file}.${process.pid}`;
      const fd = openSync(temp, 'w');
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      try {
        linkSync(temp, file); // EEXIST when the lock is there
      } finally {
        try {
          unlinkSync(temp);
        } catch {
          /* linked and gone */
        }
      }
      let released = false;
      return {
        file,
        staleHolder,
        release() {
          if (released) return;
          released = true;
          if (readHolder(file)?.text === text) unlinkSync(file);
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const found = readHolder(file);
    if (!found) continue; // released meanwhile
    if (found.holder && alive(found.holder)) throw new DataDirLockedError(dir, found.holder);
    // Stale: removed only if it still holds what we judged, so that of two processes taking it over
    // at once the second does not delete the first one's fresh lock.
    staleHolder = found.holder;
    if (readHolder(file)?.text === found.text) {
      const aside = `${file}.stale.${process.pid}`;
      renameSync(file, aside);
      if (readFileSync(aside, 'utf8') === found.text) unlinkSync(aside);
      else putBack(aside, file);
    }
  }
  throw new Error(`could not take the lock ${file}: it keeps changing; is another server starting on DATA_DIR=${dir}?`);
}

/** Someone else's fresh lock, moved aside by mistake in a race: back into place, unless a third
 * process took the place meanwhile (then that one holds it, and the next attempt sees it). */
function putBack(aside: string, file: string): void {
  try {
    linkSync(aside, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  unlinkSync(aside);
}
