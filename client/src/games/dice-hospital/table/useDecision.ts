// The player's decision in progress: what is selected, what can be clicked next, and the action
// that results. Everything clickable comes from the engine's legal actions.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { legalActions } from '../../../../../shared/games/dice-hospital/index.js';
import type { Action, GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { addablePatients, exactChoices, ofType, unique, type ActionOf } from '../legal.js';
import { isPlayer, type Viewer } from '../seats.js';
import { toggled } from '../../../views/decision/selection.js';
import { NO_INTERACTION, type BoardInteraction, type Mark } from './interaction.js';

export type Mode = 'place' | 'bloodBagHeal';

export interface Draft {
  mode: Mode;
  worker?: string;
  department?: string;
  patients: number[];
  reference?: number;
  /** Final Round Collections: the space chosen for the selected patient (index in collections.spaces). */
  space?: number;
  /** Index among the legal actions that match the selection exactly (recolour variants). */
  variant: number;
}

const EMPTY: Draft = { mode: 'place', patients: [], variant: 0 };

export interface Decision {
  legal: Action[];
  draft: Draft;
  setDraft(draft: Draft): void;
  reset(): void;
  interaction: BoardInteraction;
  /** placeWorker actions consistent with the chosen worker and department. */
  placements: ActionOf<'placeWorker'>[];
  /** Legal actions matching the current selection exactly (what "confirm" would send). */
  matches: Action[];
  send(action: Action): void;
}

const mark = (selected: boolean, selectable: boolean): Mark => (selected ? 'selected' : selectable ? 'selectable' : 'idle');

export function useDecision(view: GameView, viewer: Viewer, sendAction: (action: Action) => void): Decision {
  const seat = isPlayer(viewer) ? viewer : -1;
  // Every state patch brings a new view; list the legal actions again only when something they
  // depend on changed: round, phase, what is pending (and for whom), this seat's hospital and
  // activation, the intake, the display, the options, the first player and the final collection's
  // spaces. Another seat's placement changes none of these.
  const legalKey = useMemo(
    () =>
      seat >= 0
        ? JSON.stringify([
            view.round,
            view.phase,
            view.pending,
            view.players[seat],
            view.activation[seat],
            view.intake,
            view.display,
            view.options,
            view.firstPlayer,
            view.collections,
          ])
        : '',
    [view, seat],
  );
  const legal = useMemo(() => (seat >= 0 ? legalActions(view, seat) : []), [legalKey, seat]);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  // Start afresh when this player's own situation changes, not when someone else acts (in a
  // simultaneous activation another player's move must not wipe a half-made selection).
  const situation = useMemo(
    () =>
      seat >= 0 ? JSON.stringify([view.pending.kind, view.players[seat], view.activation[seat], view.intake.takenBy, view.display, view.collections]) : '',
    [view, seat],
  );
  useEffect(() => setDraft(EMPTY), [situation]);

  return useMemo(() => {
    const send = (action: Action) => {
      setDraft(EMPTY);
      sendAction(action);
    };
    const base = { legal, draft, setDraft, reset: () => setDraft(EMPTY), send };
    if (legal.length === 0) return { ...base, interaction: NO_INTERACTION, placements: [], matches: [] };

    const interaction: BoardInteraction = { ...NO_INTERACTION };
    let placements: ActionOf<'placeWorker'>[] = [];
    let matches: Action[] = [];
    const kind = view.pending.kind;

    if (kind === 'takeAmbulance') {
      const ambulances = ofType(legal, 'takeAmbulance').map((a) => a.ambulance);
      interaction.ambulance = (n) => mark(false, ambulances.includes(n));
      interaction.onAmbulance = (n) => ambulances.includes(n) && send({ type: 'takeAmbulance', ambulance: n });
    } else if (kind === 'takeImprovement') {
      const uids = ofType(legal, 'takeImprovement').map((a) => a.uid);
      interaction.displayItem = (uid) => mark(false, uids.includes(uid));
      interaction.onDisplayItem = (uid) => uids.includes(uid) && send({ type: 'takeImprovement', uid });
    } else if (kind === 'chooseFatalities') {
      const choices = ofType(legal, 'chooseFatalities');
      const addable = addablePatients(
        choices.map((c) => c.patients),
        draft.patients,
      );
      interaction.patient = (id) => mark(draft.patients.includes(id), addable.has(id));
      interaction.onPatient = (id) => setDraft({ ...draft, patients: toggled(draft.patients, id) });
      matches = exactChoices(choices, (c) => c.patients, draft.patients);
    } else if (kind === 'finalCollection') {
      const collects = ofType(legal, 'collectPatient');
      const patients = unique(collects.map((c) => c.patient));
      interaction.patient = (id) => mark(draft.patients[0] === id, patients.includes(id));
      interaction.onPatient = (id) => patients.includes(id) && setDraft({ ...draft, patients: draft.patients[0] === id ? [] : [id], space: undefined });
      matches = collects.filter((c) => c.patient === draft.patients[0] && c.space === draft.space);
    } else if (kind === 'activation') {
      const uses = ofType(legal, 'useAbility');
      if (legal.some((a) => a.type === 'skipAbility')) {
        const fitting = uses.filter((u) => draft.reference === undefined || u.reference === undefined || u.reference === draft.reference);
        const addable = addablePatients(
          fitting.map((u) => u.targets),
          draft.patients,
        );
        interaction.patient = (id) => mark(draft.patients.includes(id), addable.has(id));
        interaction.onPatient = (id) => setDraft({ ...draft, patients: toggled(draft.patients, id), variant: 0 });
        matches = exactChoices(fitting, (u) => u.targets, draft.patients);
      } else if (draft.mode === 'bloodBagHeal') {
        const heals = ofType(legal, 'bloodBagHeal');
        const ids = heals.map((h) => h.patient);
        interaction.patient = (id) => mark(draft.patients.includes(id), ids.includes(id));
        interaction.onPatient = (id) => setDraft({ ...draft, patients: draft.patients.includes(id) ? [] : [id] });
        matches = heals.filter((h) => draft.patients.length === 1 && h.patient === draft.patients[0]);
      } else {
        const all = ofType(legal, 'placeWorker');
        const forWorker = draft.worker ? all.filter((a) => a.worker === draft.worker) : all;
        const forDepartment = draft.department ? all.filter((a) => a.department === draft.department) : all;
        const workers = unique(forDepartment.map((a) => a.worker));
        const departments = unique(forWorker.map((a) => a.department));
        placements = all.filter((a) => (!draft.worker || a.worker === draft.worker) && (!draft.department || a.department === draft.department));
        interaction.worker = (id) => mark(draft.worker === id, workers.includes(id));
        interaction.onWorker = (id) => {
          if (draft.worker === id) setDraft({ ...draft, worker: undefined, variant: 0 });
          else if (workers.includes(id)) setDraft({ ...draft, worker: id, variant: 0 });
        };
        interaction.department = (uid) => mark(draft.department === uid, departments.includes(uid));
        interaction.onDepartment = (uid) => {
          if (draft.department === uid) return setDraft({ ...draft, department: undefined, patients: [], variant: 0 });
          if (!departments.includes(uid)) return;
          // Choosing a department first puts the first suitable nurse (before specialists) to work.
          const candidates = unique(all.filter((a) => a.department === uid).map((a) => a.worker));
          const isNurse = (id: string) => view.players[seat]?.workers.some((w) => w.id === id && !w.specialist) ?? false;
          const worker = draft.worker && candidates.includes(draft.worker) ? draft.worker : (candidates.find((id) => isNurse(id)) ?? candidates[0]);
          setDraft({ ...draft, department: uid, worker, patients: [], variant: 0 });
        };
        if (draft.worker && draft.department) {
          const addable = addablePatients(
            placements.map((p) => p.targets),
            draft.patients,
          );
          interaction.patient = (id) => mark(draft.patients.includes(id), addable.has(id));
          interaction.onPatient = (id) => setDraft({ ...draft, patients: toggled(draft.patients, id), variant: 0 });
          matches = exactChoices(placements, (p) => p.targets, draft.patients);
        }
      }
    }
    return { ...base, interaction, placements, matches };
  }, [legal, draft, view, sendAction]);
}
