// A hospital's patients: its wards of beds, each patient a die (clickable when a decision asks).
import { BEDS, BEDS_PER_WARD, COLOURS, WARDS } from '../../../../../shared/games/dice-hospital/index.js';
import type { Patient } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { DieFace, dieLabel } from './DieFace.js';
import type { BoardInteraction } from './interaction.js';
import { useDepartures, useDieChanges, type Departed, type DieChange } from './useDieChanges.js';

const CHANGE_MARK: Record<DieChange, string> = { arrived: '+', up: '▲', down: '▼' };
const DEPARTED_MARK = { discharged: '✓', died: '✝' } as const;

/** The beds' order: by colour, then untreated patients first (they lose a step at neglect), sickest
 * first, so that a hospital reads at a glance and a colour's patients lie side by side. */
const byColourCareValue = (a: Patient, b: Patient) =>
  COLOURS.indexOf(a.colour) - COLOURS.indexOf(b.colour) || Number(a.treated) - Number(b.treated) || a.value - b.value || a.id - b.id;

export function PatientDie({
  patient,
  interaction,
  size = 'md',
  hideValue = false,
  change,
}: {
  patient: Patient;
  interaction?: BoardInteraction;
  size?: 'sm' | 'md' | 'lg';
  hideValue?: boolean;
  change?: DieChange;
}) {
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

/** What lies in one bed: a patient, a patient that just left, or nobody. */
type Occupant = { patient: Patient } | { departed: Departed } | null;

/** The 12 beds in order (the patients, then those that just left, in beds that are free now, then
 * empty beds), and the patients over 12: at intake the newcomers that wait in the corridor while
 * their player chooses who makes room for them. */
function bedsOf(patients: Patient[], departed: Departed[]): { beds: Occupant[]; corridor: Patient[] } {
  const excess = patients.length - BEDS;
  const corridor = excess > 0 ? patients.filter((p) => p.isNew).slice(-excess) : [];
  const lying: Occupant[] = patients
    .filter((p) => !corridor.includes(p))
    .sort(byColourCareValue)
    .map((patient) => ({ patient }));
  const beds = [...lying, ...departed.map((d) => ({ departed: d }))].slice(0, BEDS);
  while (beds.length < BEDS) beds.push(null);
  return { beds, corridor };
}

/** One bed: a patient die lying in it (treated ones under a ✓ sheet), one that just left, or empty. */
function Bed({
  occupant,
  interaction,
  size,
  hideValue,
  changes,
}: {
  occupant: Occupant;
  interaction?: BoardInteraction;
  size: 'sm' | 'md';
  hideValue: boolean;
  changes: Map<number, DieChange>;
}) {
  if (!occupant) return <li class="bed bed-empty" aria-hidden="true" />;
  const gone = 'departed' in occupant ? occupant.departed : null;
  const patient = 'departed' in occupant ? occupant.departed.patient : occupant.patient;
  // Keyed by patient: a bed that takes another patient draws a new die (its marks start afresh).
  return (
    <li class={`bed${patient.treated ? ' bed-treated' : ''}`} data-bed-colour={patient.colour}>
      {gone ? (
        <DepartedDie key={`gone-${patient.id}`} departed={gone} size={size} />
      ) : (
        <PatientDie
          key={patient.id}
          patient={patient}
          interaction={interaction}
          size={size}
          hideValue={hideValue}
          change={hideValue ? undefined : changes.get(patient.id)}
        />
      )}
    </li>
  );
}

/**
 * The hospital's patients as on the board: 4 wards of 3 beds, each patient a die in a bed, by
 * colour (how many of each is counted above), untreated ones first. The 12 beds are always drawn,
 * empty ones dashed, so a hospital filling up or emptying never changes size. The engine gives beds
 * and wards no meaning: a patient's bed follows from the order alone.
 */
export function PatientWard({ patients, interaction, compact = false, hideValues = false, dischargedIds = [], fatalities = 0 }: PatientWardProps) {
  const { t } = useI18n();
  const size = compact ? 'sm' : 'md';
  const free = Math.max(0, BEDS - patients.length);
  const changes = useDieChanges(patients);
  const departed = useDepartures(patients, dischargedIds, fatalities);
  const { beds, corridor } = bedsOf(patients, departed);
  return (
    <div class={`ward${compact ? ' ward-compact' : ''}`}>
      <div class="ward-head">
        <span class="ward-title">{t.game.patients}</span>
        <span class="beds-text">{t.game.bedsFree(free, BEDS)}</span>
        <span class="ward-tally">
          {COLOURS.map((colour) => (
            <span key={colour} class="ward-tally-colour" data-ward={colour} title={t.colour[colour]}>
              <span class={`ward-swatch swatch die-${colour}`} aria-hidden="true" />
              <span class="sr-only">{t.colour[colour]}</span>
              <span class="ward-count">{patients.filter((p) => p.colour === colour).length}</span>
            </span>
          ))}
        </span>
        {!compact && (
          <span class="ward-legend" aria-hidden="true">
            <span class="treated-mark">✓</span> {t.game.treatedRow}
          </span>
        )}
      </div>
      <div class="wards">
        {Array.from({ length: WARDS }, (_, w) => (
          <div key={w} role="group" class="ward-area" data-ward-number={w + 1} aria-label={t.game.ward(w + 1)}>
            <span class="ward-name" aria-hidden="true">
              {w + 1}
            </span>
            <ul class="ward-beds">
              {beds.slice(w * BEDS_PER_WARD, (w + 1) * BEDS_PER_WARD).map((occupant, b) => (
                <Bed key={b} occupant={occupant} interaction={interaction} size={size} hideValue={hideValues} changes={changes} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      {corridor.length > 0 && (
        <div role="group" class="ward-corridor" data-corridor aria-label={t.game.corridor}>
          <span class="ward-corridor-name">{t.game.corridor}</span>
          <ul class="ward-beds">
            {corridor.map((patient) => (
              <Bed key={patient.id} occupant={{ patient }} interaction={interaction} size={size} hideValue={hideValues} changes={changes} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
