// A hospital's patients: its wards of beds, each patient a die (clickable when a decision asks).
import type { ComponentChildren } from 'preact';
import { BEDS, COLOURS } from '../../../../../shared/games/dice-hospital/index.js';
import type { Patient } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { DieFace, dieLabel } from './DieFace.js';
import type { BoardInteraction } from './interaction.js';
import { useDepartures, useDieChanges, type Departed, type DieChange } from './useDieChanges.js';

/** Up to this many beds, a ward's beds fit in two rows at their size in every layout (two a row at
 * least); past it the ward is crowded and its beds may narrow (board.css). */
const CROWDED = 4;

const CHANGE_MARK: Record<DieChange, string> = { arrived: '+', up: '▲', down: '▼' };
const DEPARTED_MARK = { discharged: '✓', died: '✝' } as const;

/** A ward's beds: untreated patients first (they lose a step at neglect), sickest first. */
const byCareThenValue = (a: Patient, b: Patient) => Number(a.treated) - Number(b.treated) || a.value - b.value || a.id - b.id;

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

/** One bed of a ward: a patient die lying in it (treated ones under a ✓ sheet), or a patient
 * that just left. */
function Bed({ treated, children }: { treated: boolean; children: ComponentChildren }) {
  return <li class={`bed${treated ? ' bed-treated' : ''}`}>{children}</li>;
}

/**
 * The hospital's patients as on the board: three wards, one per colour (the colour named and drawn
 * with its pattern and symbol), each patient a die in a bed, untreated ones first; the 12 beds they
 * share counted above. The engine gives beds and wards no meaning: the wards only group patients
 * by colour so that a hospital reads at a glance.
 */
export function PatientWard({ patients, interaction, compact = false, hideValues = false, dischargedIds = [], fatalities = 0 }: PatientWardProps) {
  const { t } = useI18n();
  const size = compact ? 'sm' : 'md';
  const free = Math.max(0, BEDS - patients.length);
  const changes = useDieChanges(patients);
  const departed = useDepartures(patients, dischargedIds, fatalities);
  return (
    <div class={`ward${compact ? ' ward-compact' : ''}`}>
      <div class="ward-head">
        <span class="ward-title">{t.game.patients}</span>
        <span class="beds" title={t.game.bedsFree(free, BEDS)}>
          {Array.from({ length: BEDS }, (_, i) => (
            <span key={i} class={i < patients.length ? 'bed-pip bed-pip-taken' : 'bed-pip'} aria-hidden="true" />
          ))}
          <span class="beds-text">{t.game.bedsFree(free, BEDS)}</span>
        </span>
        {!compact && (
          <span class="ward-legend" aria-hidden="true">
            <span class="treated-mark">✓</span> {t.game.treatedRow}
          </span>
        )}
      </div>
      <div class="wards">
        {COLOURS.map((colour) => {
          const here = patients.filter((p) => p.colour === colour).sort(byCareThenValue);
          const gone = departed.filter((d) => d.patient.colour === colour);
          const beds = here.length + gone.length;
          return (
            <div
              key={colour}
              role="group"
              class={`ward-area ward-${colour}${beds > CROWDED ? ' ward-area-crowded' : ''}`}
              data-ward={colour}
              aria-label={`${t.game.patients}: ${t.colour[colour]}`}
              // How many beds a row keeps a crowded ward from growing (board.css).
              style={beds > CROWDED ? { '--beds': beds, '--half-beds': Math.ceil(beds / 2) } : undefined}
            >
              <span class="ward-name" aria-hidden="true">
                <span class={`ward-swatch swatch die-${colour}`} />
                <span class="ward-colour">{t.colour[colour]}</span>
                <span class="ward-count">{here.length}</span>
              </span>
              <ul class="ward-beds">
                {here.map((p) => (
                  <Bed key={p.id} treated={p.treated}>
                    <PatientDie patient={p} interaction={interaction} size={size} hideValue={hideValues} change={hideValues ? undefined : changes.get(p.id)} />
                  </Bed>
                ))}
                {gone.map((d) =>
                  d.expired ? (
                    <li key={`gone-${d.patient.id}`} class="bed bed-kept" aria-hidden="true" />
                  ) : (
                    <Bed key={`gone-${d.patient.id}`} treated={d.patient.treated}>
                      <DepartedDie departed={d} size={size} />
                    </Bed>
                  ),
                )}
                {here.length === 0 && gone.length === 0 && <li class="bed bed-empty" aria-hidden="true" />}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
}
