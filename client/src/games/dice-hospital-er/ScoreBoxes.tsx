// The score boxes at the foot of a sheet: one per scoring row, then the total.
import type { ScoreBreakdown } from '../../../../shared/games/dice-hospital-er/index.js';
import { useErText } from './i18n/index.js';

/** A score with a true minus sign (the morgue's −1s). */
export const points = (n: number | undefined): string => (n === undefined ? '–' : n < 0 ? `−${-n}` : String(n));

export const SCORE_ROWS = [
  'wards',
  'nurses',
  'radiologist',
  'epidemiologist',
  'critical',
  'cardiologists',
  'morgue',
  'equipment',
  'isolation',
  'capacity',
] as const;

export function ScoreBoxes({ score, title, compact }: { score: ScoreBreakdown; title: string; compact?: boolean }) {
  const t = useErText();
  const rows = SCORE_ROWS.filter((k) => score[k] !== undefined);
  return (
    <dl class={`er-scores${compact ? ' er-scores-compact' : ''}`} aria-label={title}>
      {!compact &&
        rows.map((k) => (
          <div key={k} class="er-score-box" data-score={k}>
            <dt>{t.score[k]}</dt>
            <dd>{points(score[k])}</dd>
          </div>
        ))}
      <div class="er-score-box er-score-total" data-score="total">
        <dt>{t.score.total}</dt>
        <dd>{points(score.total)}</dd>
      </div>
    </dl>
  );
}
