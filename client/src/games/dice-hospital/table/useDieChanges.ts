// What changed on a ward since the previous look: patients that just arrived, dice whose value went
// up or down, and patients that left (discharged or died). A change stays marked for a few seconds
// (later renders keep it, and a timer clears it), so other players' moves during a simultaneous
// activation can be followed.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Patient } from '../../../../../shared/games/dice-hospital/types.js';

export type DieChange = 'arrived' | 'up' | 'down';
export type Departure = 'discharged' | 'died';

export const SHOWN_MS = 4000;

interface Seen {
  value: number;
  change?: DieChange;
  at: number;
}

/** Renders once more when the earliest mark shown expires (`at`: when it was made). */
function useExpiry(earliest: number | null, now: () => number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (earliest === null) return;
    const id = setTimeout(() => setTick((n) => n + 1), Math.max(0, earliest + SHOWN_MS - now()) + 20);
    return () => clearTimeout(id);
  }, [earliest]);
}

export function useDieChanges(patients: Patient[], now: () => number = Date.now): Map<number, DieChange> {
  const seen = useRef<Map<number, Seen> | null>(null);
  const t = now();
  const first = seen.current === null;
  const previous = seen.current ?? new Map<number, Seen>();
  const next = new Map<number, Seen>();
  const changes = new Map<number, DieChange>();
  let earliest: number | null = null;
  for (const p of patients) {
    const before = previous.get(p.id);
    let entry: Seen;
    if (!before) entry = first ? { value: p.value, at: 0 } : { value: p.value, change: 'arrived', at: t };
    else if (p.value !== before.value) entry = { value: p.value, change: p.value > before.value ? 'up' : 'down', at: t };
    else entry = before;
    next.set(p.id, entry);
    if (entry.change && t - entry.at < SHOWN_MS) {
      changes.set(p.id, entry.change);
      earliest = earliest === null ? entry.at : Math.min(earliest, entry.at);
    }
  }
  seen.current = next;
  useExpiry(earliest, now);
  return changes;
}

export interface Departed {
  /** The patient as last seen on the ward. */
  patient: Patient;
  why: Departure;
  at: number;
}

interface Memory {
  patients: Map<number, Patient>;
  fatalities: number;
  departed: Departed[];
}

/** Patients that just left the ward, for SHOWN_MS: discharged (now in `dischargedIds`) or died (the
 * fatality count went up by as many). A patient that comes back (undo) is no longer shown as gone. */
export function useDepartures(patients: Patient[], dischargedIds: number[], fatalities: number, now: () => number = Date.now): Departed[] {
  const memory = useRef<Memory | null>(null);
  const t = now();
  const current = new Map(patients.map((p) => [p.id, p]));
  const before = memory.current;
  let departed = (before?.departed ?? []).filter((d) => !current.has(d.patient.id) && t - d.at < SHOWN_MS);
  if (before) {
    const discharged = new Set(dischargedIds);
    let deaths = Math.max(0, fatalities - before.fatalities);
    for (const [id, patient] of before.patients) {
      if (current.has(id)) continue;
      if (discharged.has(id)) departed.push({ patient, why: 'discharged', at: t });
      else if (deaths > 0) {
        deaths--;
        departed.push({ patient, why: 'died', at: t });
      }
    }
  }
  departed = departed.filter((d, i, all) => all.findIndex((e) => e.patient.id === d.patient.id) === i);
  memory.current = { patients: current, fatalities, departed };
  useExpiry(departed.length > 0 ? Math.min(...departed.map((d) => d.at)) : null, now);
  return departed;
}
