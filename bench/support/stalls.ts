// `bench:load --stalls`: what the slow actions of a run had in common. Each process notes, with
// wall-clock times (comparable across processes), its garbage collections and the times its event
// loop ran late; the clients note each action at or over the target; the summary says how many of
// those were sent while a server was in a major collection (from the start of its marking to the
// end of its final pause, and the backlog after it), how many more while a clients' process was,
// and how long the longest stalls were.
import { PerformanceObserver, constants as perfConstants } from 'node:perf_hooks';

/** A collection or a late turn of one process: `at` in ms since the epoch. */
export interface Stall {
  at: number;
  ms: number;
  kind: 'marking' | 'major' | 'scavenge' | 'late';
}

/** An action at or over the target: when it was sent (ms since the epoch) and how long it took. */
export interface SlowAction {
  at: number;
  ms: number;
}

/** A turn of the event loop this much later than its 5 ms timer is noted. */
const LATE_MS = 20;
const TICK_MS = 5;

const wallClock = (t: number) => performance.timeOrigin + t;

/** What a `gc` performance entry was: a full (mark-compact) collection, the start of its
 * incremental marking, a scavenge, or something else (weak callbacks). */
export function collectionKind(entry: PerformanceEntry): 'major' | 'marking' | 'scavenge' | null {
  const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
  if (kind & perfConstants.NODE_PERFORMANCE_GC_MAJOR) return 'major';
  if (kind & perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL) return 'marking';
  if (kind & perfConstants.NODE_PERFORMANCE_GC_MINOR) return 'scavenge';
  return null;
}

/** Notes this process's collections and late turns from `start()` to `take()`. */
export function stallRecorder(): { start(): void; take(): Stall[] } {
  let noted: Stall[] = [];
  let on = false;
  new PerformanceObserver((list) => {
    if (!on) return;
    for (const entry of list.getEntries()) {
      const kind = collectionKind(entry);
      if (kind) noted.push({ at: wallClock(entry.startTime), ms: entry.duration, kind });
    }
  }).observe({ entryTypes: ['gc'] });
  // The late turns are timed only while noting: a 5 ms timer costs the process 200 wake-ups a second.
  let ticker: NodeJS.Timeout | undefined;
  return {
    start() {
      noted = [];
      on = true;
      let last = performance.now();
      ticker = setInterval(() => {
        const now = performance.now();
        if (now - last - TICK_MS > LATE_MS) noted.push({ at: wallClock(last), ms: now - last - TICK_MS, kind: 'late' });
        last = now;
      }, TICK_MS).unref();
    },
    take() {
      on = false;
      clearInterval(ticker);
      return noted;
    },
  };
}

/** How long after a major collection's final pause its backlog is counted as its own. */
export const BACKLOG_MS = 500;

/** The major collections of a process: from the start of their marking (when seen) to `BACKLOG_MS`
 * after the end of the final pause. */
function majorCycles(stalls: readonly Stall[]): { from: number; to: number }[] {
  const sorted = [...stalls].sort((a, b) => a.at - b.at);
  const cycles: { from: number; to: number }[] = [];
  let marking: number | null = null;
  for (const s of sorted) {
    if (s.kind === 'marking') marking ??= s.at;
    if (s.kind !== 'major') continue;
    // Marking that began more than 3 s before the pause is not this collection's.
    const from = marking !== null && s.at - marking < 3000 ? marking : s.at;
    cycles.push({ from, to: s.at + s.ms + BACKLOG_MS });
    marking = null;
  }
  return cycles;
}

const longest = (stalls: readonly Stall[]) => stalls.filter((s) => s.kind === 'late').reduce((m, s) => Math.max(m, s.ms), 0);

/** The lines `--stalls` prints for one run. */
export function stallSummary(targetMs: number, actions: number, slow: readonly SlowAction[], servers: readonly Stall[], clients: readonly Stall[]): string[] {
  const serverCycles = majorCycles(servers);
  const clientCycles = majorCycles(clients);
  const during = (cycles: { from: number; to: number }[]) => (a: SlowAction) => cycles.some((c) => a.at + a.ms >= c.from && a.at <= c.to);
  const inServer = during(serverCycles);
  const inClients = during(clientCycles);
  const inServers = slow.filter(inServer).length;
  const inClientsOnly = slow.filter((a) => !inServer(a) && inClients(a)).length;
  const share = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
  const marking = (cycles: { from: number; to: number }[]) => {
    const ms = cycles.map((c) => c.to - BACKLOG_MS - c.from);
    return `${cycles.length}` + (ms.length ? ` (${Math.round(Math.min(...ms))}-${Math.round(Math.max(...ms))} ms each)` : '');
  };
  return [
    `slow actions (≥ ${targetMs} ms): ${slow.length} of ${actions} (${share(slow.length, actions)}), ` +
      `${inServers} of them (${share(inServers, slow.length)}) in a server's major collection, ` +
      `${inClientsOnly} more (${share(inClientsOnly, slow.length)}) in one of the clients' processes ` +
      `(marking start to final pause, + ${BACKLOG_MS} ms)`,
    `major collections: servers ${marking(serverCycles)}, clients ${marking(clientCycles)}; ` +
      `longest stall: servers ${longest(servers).toFixed(0)} ms, clients ${longest(clients).toFixed(0)} ms`,
  ];
}
