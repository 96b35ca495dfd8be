// What changed on a ward since the previous look: patients that just arrived, and dice whose value
// went up or down. A change stays marked for a few seconds (later renders keep it), so other
// players' moves during a simultaneous activation can be followed.
import { useRef } from 'preact/hooks';
import type { Patient } from '../../../../shared/games/dice-hospital/types.js';

export type DieChange = 'arrived' | 'up' | 'down';

const SHOWN_MS = 4000;

interface Seen {
  value: number;
  change?: DieChange;
  at: number;
}

export function useDieChanges(patients: Patient[], now: () => number = Date.now): Map<number, DieChange> {
  const seen = useRef<Map<number, Seen> | null>(null);
  const t = now();
  const first = seen.current === null;
  const previous = seen.current ?? new Map<number, Seen>();
  const next = new Map<number, Seen>();
  const changes = new Map<number, DieChange>();
  for (const p of patients) {
    const before = previous.get(p.id);
    let entry: Seen;
    if (!before) entry = first ? { value: p.value, at: 0 } : { value: p.value, change: 'arrived', at: t };
    else if (p.value !== before.value) entry = { value: p.value, change: p.value > before.value ? 'up' : 'down', at: t };
    else entry = before;
    next.set(p.id, entry);
    if (entry.change && t - entry.at < SHOWN_MS) changes.set(p.id, entry.change);
  }
  seen.current = next;
  return changes;
}
