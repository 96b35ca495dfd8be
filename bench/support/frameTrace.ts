// Reading a Chromium performance trace (devtools.timeline categories): the page's longest
// main-thread tasks, each split into what it did (scripts, style, layout, paint…), so a long frame
// says whether the page's own code or the browser's drawing is to blame.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** The parts of a task worth telling apart, under the names a reader knows from DevTools. */
const PARTS: Record<string, string> = {
  FunctionCall: 'scripts',
  FireAnimationFrame: 'scripts',
  TimerFire: 'scripts',
  EventDispatch: 'scripts',
  EvaluateScript: 'scripts',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

export function printLongestTasks(trace: { traceEvents: TraceEvent[] }, top: number): void {
  const timed = trace.traceEvents.filter((e) => e.ph === 'X' && e.dur);
  // The page's main thread: the one that recalculates style most often.
  const styleCount = new Map<string, number>();
  for (const e of timed) if (e.name === 'UpdateLayoutTree') styleCount.set(`${e.pid}:${e.tid}`, (styleCount.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...styleCount].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = timed.filter((e) => `${e.pid}:${e.tid}` === main);
  const tasks = mine.filter((e) => e.name === 'RunTask').sort((a, b) => b.dur! - a.dur!);
  const total = new Map<string, number>();
  for (const e of mine) if (PARTS[e.name] && e.name !== 'FireAnimationFrame') total.set(PARTS[e.name]!, (total.get(PARTS[e.name]!) ?? 0) + e.dur!);
  console.log(`    over the game (nested counted twice): ${[...total].map(([part, us]) => `${part} ${(us / 1000).toFixed(0)}`).join(', ')} ms`);
  for (const task of tasks.slice(0, top)) {
    // Each event counted without the events inside it (a script that forces a layout: the layout
    // is layout, not script time).
    const inside = mine.filter((e) => PARTS[e.name] && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const own = new Map<TraceEvent, number>(inside.map((e) => [e, e.dur!]));
    const stack: TraceEvent[] = [];
    for (const e of inside) {
      while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
      const outer = stack.at(-1);
      if (outer) own.set(outer, own.get(outer)! - e.dur!);
      stack.push(e);
    }
    const parts = new Map<string, number>();
    for (const [e, us] of own) parts.set(PARTS[e.name]!, (parts.get(PARTS[e.name]!) ?? 0) + us);
    const split = [...parts].sort((a, b) => b[1] - a[1]).map(([part, us]) => `${part} ${(us / 1000).toFixed(1)}`);
    const rest = task.dur! - [...parts.values()].reduce((sum, us) => sum + us, 0);
    console.log(`    a ${(task.dur! / 1000).toFixed(0)} ms task: ${split.join(', ')}, other ${(rest / 1000).toFixed(1)} ms`);
  }
}
