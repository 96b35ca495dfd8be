// A hospital's 12 beds: untreated and treated rows of patient dice, plus the free-bed count.
import { BEDS } from '../../../../shared/games/dice-hospital/index.js';
import type { Patient } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../games/dice-hospital/i18n/index.js';
import { DieFace, dieLabel } from '../common/DieFace.js';
import type { BoardInteraction } from './interaction.js';
import { useDepartures, useDieChanges, type Departed, type DieChange } from './useDieChanges.js';

const CHANGE_MARK: Record<DieChange, string> = { arrived: '+', up: '▲', down: '▼' };
const DEPARTED_MARK = { discharged: '✓', died: '✝' } as const;

const COLOUR_ORDER = { red: 0, yellow: 1, green: 2 } as const;

const byColourThenValue = (a: Patient, b: Patient) =>
  COLOUR_ORDER[a.colour] - COLOUR_ORDER[b.colour] || a.value - b.value || a.id - b.id;

export function PatientDie({ patient, interaction, size = 'md', hideValue = false, change }: { patient: Patient; interaction?: BoardInteraction; size?: 'sm' | 'md' | 'lg'; hideValue?: boolean; change?: DieChange }) {
  const { t } = useI18n();
  const mark = interaction?.patient(patient.id) ?? 'idle';
  const note = [patient.treated ? t.die.treated : t.die.untreated, patient.isNew ? t.die.isNew : ''].filter(Boolean).join(', ');
  // Said next to the die (its own label stays the die: colour, value, state).
  const changeText = change ? t.die.changed[change] : '';
  const face = (
    <>
      <DieFace colour={patient.colour} value={hideValue ? 0 : patient.value} tempColour={patient.tempColour} size={size} note={note} />
      {change && (
        <>
          <span class="change-mark" aria-hidden="true">
            {CHANGE_MARK[change]}
          </span>
          <span class="sr-only">{changeText}</span>
        </>
      )}
    </>
  );
  const changed = change ? ` patient-change patient-change-${change}` : '';
  if (mark === 'idle' || !interaction) {
    return (
      <span class={`patient${changed}`} data-patient={patient.id} data-value={patient.value} data-change={change}>
        {face}
      </span>
    );
  }
  const label = [dieLabel(t, patient.tempColour ?? patient.colour, patient.value), note, changeText].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      class={`patient patient-${mark}${changed}`}
      data-patient={patient.id}
      data-change={change}
      data-value={patient.value}
      aria-pressed={mark === 'selected'}
      aria-label={label}
      onClick={() => interaction.onPatient(patient.id)}
    >
      {face}
    </button>
  );
}

/** A patient that just left, shown faded for a few seconds where it was: ✓ discharged, ✝ died. */
export function DepartedDie({ departed, size = 'md' }: { departed: Departed; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useI18n();
  const { patient, why } = departed;
  return (
    <span class={`patient patient-departed patient-departed-${why}`} data-departed={why} data-patient-gone={patient.id}>
      <DieFace colour={patient.colour} value={patient.value} size={size} note={t.die.departed[why]} />
      <span class="change-mark departed-mark" aria-hidden="true">
        {DEPARTED_MARK[why]}
      </span>
    </span>
  );
}

export interface PatientWardProps {
  patients: Patient[];
  interaction?: BoardInteraction;
  compact?: boolean;
  /** Starting patients before their values are chosen. */
  hideValues?: boolean;
  /** This round's discharged dice and the fatality count: patients that leave are shown going. */
  dischargedIds?: number[];
  fatalities?: number;
}

export function PatientWard({ patients, interaction, compact = false, hideValues = false, dischargedIds = [], fatalities = 0 }: PatientWardProps) {
  const { t } = useI18n();
  const sorted = [...patients].sort(byColourThenValue);
  const untreated = sorted.filter((p) => !p.treated);
  const treated = sorted.filter((p) => p.treated);
  const size = compact ? 'sm' : 'md';
  const free = Math.max(0, BEDS - patients.length);
  const changes = useDieChanges(patients);
  const departed = useDepartures(patients, dischargedIds, fatalities);
  const gone = (treatedRow: boolean) => departed.filter((d) => d.patient.treated === treatedRow).map((d) => <DepartedDie key={`gone-${d.patient.id}`} departed={d} size={size} />);
  return (
    <div class="ward">
      <div class="ward-head">
        <span class="ward-title">{t.game.patients}</span>
        <span class="beds" title={t.game.bedsFree(free, BEDS)}>
          {Array.from({ length: BEDS }, (_, i) => (
            <span key={i} class={i < patients.length ? 'bed bed-taken' : 'bed'} aria-hidden="true" />
          ))}
          <span class="beds-text">{t.game.bedsFree(free, BEDS)}</span>
        </span>
      </div>
      <div class="ward-row" data-row="untreated">
        <span class="ward-row-label">{t.game.untreatedRow}</span>
        <span class="dice-list">
          {untreated.map((p) => <PatientDie key={p.id} patient={p} interaction={interaction} size={size} hideValue={hideValues} change={changes.get(p.id)} />)}
          {gone(false)}
          {untreated.length === 0 && <span class="muted">–</span>}
        </span>
      </div>
      <div class="ward-row" data-row="treated">
        <span class="ward-row-label">{t.game.treatedRow}</span>
        <span class="dice-list">
          {treated.map((p) => <PatientDie key={p.id} patient={p} interaction={interaction} size={size} hideValue={hideValues} change={changes.get(p.id)} />)}
          {gone(true)}
          {treated.length === 0 && <span class="muted">–</span>}
        </span>
      </div>
    </div>
  );
}
