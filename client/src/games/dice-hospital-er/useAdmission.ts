// The admission being built on the player's side: which patient, which bed, whether the blood bag
// toggle is on. Everything offered comes from the engine's legalActions, so a click always sends an
// action the server accepts. The selection resets whenever the game moves on.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { legalActions, type Action, type Colour, type GameView, type PatientKind } from '../../../../shared/games/dice-hospital-er/index.js';

export type AdmitAction = Extract<Action, { type: 'admit' }>;

export interface PatientOffer {
  patient: PatientKind;
  colour: Colour;
  printed: number[];
}

export interface Admission {
  legal: Action[];
  patients: PatientOffer[];
  patient: PatientOffer | null;
  setPatient(kind: PatientKind): void;
  /** Every admit action of the selected patient, whatever the toggle. */
  admits: AdmitAction[];
  /** Beds offered now: bed → needs a blood bag. */
  selectable: Map<number, boolean>;
  bed: number | null;
  setBed(bed: number | null): void;
  /** The values offered for the selected bed. */
  values: AdmitAction[];
  bloodBagBeds: boolean;
  useBloodBag: boolean;
  setUseBloodBag(on: boolean): void;
}

export function useAdmission(view: GameView, seat: number | null): Admission {
  const legal = useMemo(() => (seat === null ? [] : legalActions(view, seat)), [view, seat]);
  const [kind, setKind] = useState<PatientKind>('die');
  const [bed, setBed] = useState<number | null>(null);
  const [useBloodBag, setUseBloodBag] = useState(false);
  useEffect(() => {
    setBed(null);
    setUseBloodBag(false);
  }, [view.actionCount, view.turn]);

  const turn = seat === null ? null : view.turnState[seat];
  const patients: PatientOffer[] = [];
  if (view.pending.kind === 'admit' && turn && !turn.done) {
    if (!turn.admitted && turn.die) patients.push({ patient: 'die', colour: turn.die, printed: [view.dice[turn.die]] });
    if (turn.extra) patients.push({ patient: 'extra', colour: turn.extra.colour, printed: [...turn.extra.values] });
  }
  const patient = patients.find((p) => p.patient === kind) ?? patients[0] ?? null;
  const admits = legal.filter((a): a is AdmitAction => a.type === 'admit' && a.patient === patient?.patient);
  const bloodBagBeds = admits.some((a) => a.bloodBag);
  // With no bed of the patient's colour left, the blood bag beds are offered at once.
  const bagOn = useBloodBag || (bloodBagBeds && admits.every((a) => a.bloodBag));
  const selectable = new Map<number, boolean>();
  for (const a of admits) if (!a.bloodBag || bagOn) selectable.set(a.bed, !!a.bloodBag);
  const chosenBed = bed !== null && selectable.has(bed) ? bed : null;
  return {
    legal,
    patients,
    patient,
    setPatient: (k) => {
      setKind(k);
      setBed(null);
    },
    admits,
    selectable,
    bed: chosenBed,
    setBed,
    values: chosenBed === null ? [] : admits.filter((a) => a.bed === chosenBed),
    bloodBagBeds,
    useBloodBag: bagOn,
    setUseBloodBag: (on) => {
      setUseBloodBag(on);
      setBed(null);
    },
  };
}

/** Stethoscopes a value costs: its distance from the nearer printed value. */
export const stethoscopes = (printed: readonly number[], value: number): number => Math.min(...printed.map((p) => Math.abs(p - value)));
