// The outcome of an action before it is confirmed, as the engine itself computes it (previewAction):
// each patient's value after, or "discharged", and the blood bags it costs.
import { previewAction } from '../../../../../../shared/games/dice-hospital/index.js';
import type { Action, Colour, GameView, Patient } from '../../../../../../shared/games/dice-hospital/types.js';
import { useI18n, type Messages } from '../../i18n/index.js';
import { DieFace, dieLabel } from '../DieFace.js';

export interface HealPreviewProps {
  view: GameView;
  action: Action;
  specialist?: string;
}

interface Outcome {
  id: number;
  from: number;
  to: number;
  discharged: boolean;
}

/** Per patient, its value before the first change and after the last, in the order they changed. */
function outcomes(events: { type: string; [key: string]: unknown }[]): Outcome[] {
  const byDie = new Map<number, Outcome>();
  for (const event of events) {
    const id = event.die as number;
    // Heals, and the known changes of the new cards: Experimental Therapy's 7 − value, the Medical
    // Student's deterioration (re-rolls are never previewed).
    if (event.type === 'patientHealed' || event.type === 'patientSwapped' || event.type === 'patientDeteriorated') {
      const seen = byDie.get(id);
      byDie.set(id, { id, from: seen?.from ?? (event.from as number), to: event.to as number, discharged: false });
    } else if (event.type === 'patientRecoloured' && !byDie.has(id)) {
      // Physiotherapy: the value stays, the colour changes (shown by the after die's ring).
      byDie.set(id, { id, from: NaN, to: NaN, discharged: false });
    } else if (event.type === 'patientDischarged' && byDie.has(id)) {
      byDie.get(id)!.discharged = true;
    }
  }
  return [...byDie.values()];
}

export function recolourLabel(t: Messages, patients: Patient[], recolour: Record<string, Colour> | undefined): string {
  const entries = Object.entries(recolour ?? {});
  if (entries.length === 0) return t.prompt.recolourClear;
  return entries
    .map(([id, colour]) => {
      const p = patients.find((x) => String(x.id) === id);
      return p ? t.prompt.recolourTo(dieLabel(t, p.tempColour ?? p.colour, p.value), t.colour[colour]) : '';
    })
    .join(' · ');
}

export function HealPreview({ view, action, specialist }: HealPreviewProps) {
  const { t } = useI18n();
  const seat = view.viewer as number;
  const preview = previewAction(view, seat, action);
  // A re-roll or a draw is random: nothing to show in advance, but say why, and that undo stops there.
  if (!preview.ok) {
    if (preview.error.code !== 'not_previewable') return null;
    const draws = 'admit' in action && action.admit;
    return (
      <p class="hint preview-random" data-preview-random>
        {draws ? t.prompt.drawNote : t.prompt.rerollNote}
      </p>
    );
  }
  const before = view.players[seat]!;
  const after = preview.state.players[seat]!;
  const bags = before.bloodBags - after.bloodBags;
  const recolour = 'recolour' in action ? action.recolour : undefined;
  return (
    <div class="preview" data-preview>
      <span class="preview-title">{t.prompt.previewHeading}</span>
      <ul class="preview-list">
        {outcomes(preview.events).map(({ id, from: fromEvent, to: toEvent, discharged }) => {
          const patient = before.patients.find((p) => p.id === id);
          if (!patient) return null;
          const from = Number.isNaN(fromEvent) ? patient.value : fromEvent;
          const to = Number.isNaN(toEvent) ? (after.patients.find((p) => p.id === id)?.value ?? patient.value) : toEvent;
          const colour = after.patients.find((p) => p.id === id)?.tempColour ?? recolour?.[id] ?? patient.tempColour;
          return (
            <li key={id} class="preview-item">
              <DieFace colour={patient.colour} value={from} tempColour={Number.isNaN(fromEvent) ? patient.tempColour : colour} size="sm" />
              <span aria-hidden="true">→</span>
              {discharged ? (
                <span class="preview-discharged">{t.prompt.previewDischarged}</span>
              ) : (
                <DieFace colour={patient.colour} value={to} tempColour={colour} size="sm" />
              )}
            </li>
          );
        })}
      </ul>
      {recolour && <span class="preview-recolour">{recolourLabel(t, before.patients, recolour)}</span>}
      {bags > 0 && <span class="preview-cost">{t.prompt.previewCost(bags)}</span>}
      {specialist && <span class="preview-ability">{t.prompt.previewAbility(specialist)}</span>}
    </div>
  );
}

/** The preview's place, kept from the start of a step: nothing below moves when it appears. */
export function PreviewSlot({ view, action, specialist }: Omit<HealPreviewProps, 'action'> & { action: HealPreviewProps['action'] | undefined }) {
  const { t } = useI18n();
  return (
    <div class="preview-slot" data-preview-slot>
      {action ? <HealPreview view={view} action={action} specialist={specialist} /> : <p class="hint preview-pending">{t.prompt.previewPending}</p>}
    </div>
  );
}
