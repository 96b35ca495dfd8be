// The outcome of a heal before it is confirmed: each target's value after the steps, or "discharged".
import type { Colour, Patient } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../../i18n/index.js';
import { DieFace } from '../../common/DieFace.js';

const DISCHARGE_AT = 7;

export interface HealPreviewProps {
  patients: Patient[];
  targets: number[];
  steps: number;
  recolour?: Record<string, Colour>;
  /** Blood bags spent besides recolours (a blood-bag heal). */
  cost?: number;
  /** Describes the colour changes, e.g. "Make red 4 green (1 blood bag)". */
  recolourText?: string;
  specialist?: string;
}

export function HealPreview({ patients, targets, steps, recolour, cost = 0, specialist, recolourText }: HealPreviewProps) {
  const { t } = useI18n();
  const bags = cost + Object.keys(recolour ?? {}).length;
  return (
    <div class="preview" data-preview>
      <span class="preview-title">{t.prompt.previewHeading}</span>
      <ul class="preview-list">
        {targets.map((id) => {
          const p = patients.find((x) => x.id === id);
          if (!p) return null;
          const colour = recolour?.[id] ?? p.tempColour;
          const after = Math.min(DISCHARGE_AT, p.value + steps);
          return (
            <li key={id} class="preview-item">
              <DieFace colour={p.colour} value={p.value} tempColour={colour} size="sm" />
              <span aria-hidden="true">→</span>
              {after >= DISCHARGE_AT ? (
                <span class="preview-discharged">{t.prompt.previewDischarged}</span>
              ) : (
                <DieFace colour={p.colour} value={after} tempColour={colour} size="sm" />
              )}
            </li>
          );
        })}
      </ul>
      {recolourText && <span class="preview-recolour">{recolourText}</span>}
      {bags > 0 && <span class="preview-cost">{t.prompt.previewCost(bags)}</span>}
      {specialist && <span class="preview-ability">{t.prompt.previewAbility(specialist)}</span>}
    </div>
  );
}
