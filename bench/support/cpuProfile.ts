// Reading a DevTools CPU profile (Profiler.stop's result): the time each function took itself and
// the time spent inside it (callees included, a recursive function counted once per sample).

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

export interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Frames that are the engine waiting, not the page working. */
const IDLE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

const where = (frame: CallFrame): string => {
  const file = frame.url ? frame.url.slice(frame.url.lastIndexOf('/') + 1) : '';
  return `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`;
};

export function printProfile(profile: Profile, top: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inside = new Map<string, number>();
  let busy = 0;
  let gc = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    if (name === '(garbage collector)') gc += ms;
    if (IDLE.has(name)) return;
    busy += ms;
    const key = where(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (IDLE.has(frame.functionName)) continue;
      const k = where(frame);
      if (seen.has(k)) continue;
      seen.add(k);
      inside.set(k, (inside.get(k) ?? 0) + ms);
    }
  });
  console.log(`  sampled ${(total / 1000).toFixed(1)} s: scripts ${busy.toFixed(0)} ms, garbage collection ${gc.toFixed(0)} ms`);
  const print = (label: string, table: Map<string, number>) => {
    console.log(`  ${label}`);
    for (const [key, ms] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`    ${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${key}`);
    }
  };
  print('by the function itself:', self);
  print('inside the function (callees included):', inside);
}
