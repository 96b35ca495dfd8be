// The rules' "End of the game" and "Scoring, row by row": one explanation per row of the score boxes
// and the final score table, in their order, each with the anchor the final scores link to.
import { MORGUE_BOXES, NURSE_TRACK, WARDS } from '../../../../../shared/games/dice-hospital-er/index.js';
import { useErText } from '../i18n/index.js';
import type { ErRulesTexts } from '../i18n/rules/index.js';
import { SCORE_ROWS } from '../ScoreBoxes.js';
import { scoreAnchor, type ScoreRow } from './anchors.js';
import { Section, type Level } from './parts.js';
import { turnsFor } from './TurnRules.js';

/** URSULE's difficulty options that add a score row of their own. */
const SOLO_ROWS = ['equipment', 'isolation', 'capacity'] as const;

export function EndRules({ level, r }: { level: Level; r: ErRulesTexts }) {
  return (
    <Section section="end" level={level} title={r.end.heading}>
      <p>{r.end.text(turnsFor(2), turnsFor(5))}</p>
    </Section>
  );
}

export function ScoreRules({ level, r }: { level: Level; r: ErRulesTexts }) {
  const t = useErText();
  const s = r.scoring;
  const explain = (row: ScoreRow): string => {
    switch (row) {
      case 'wards':
        return s.wards(WARDS.map((w, i) => s.wardPoints(t.sheet.ward(i), w.points)).join(', '));
      case 'nurses':
        return s.nurses(NURSE_TRACK.map((points, i) => s.nurseCount(i + 1, points)).join(', '));
      case 'morgue':
        return s.morgue(MORGUE_BOXES);
      case 'equipment':
      case 'isolation':
      case 'capacity':
        return `${s.soloOption(t.options[row].label)} ${s[row]}`;
      default:
        return s[row];
    }
  };
  const rows: ScoreRow[] = [...SCORE_ROWS, 'total'];
  return (
    <Section section="scoring" level={level} title={s.heading}>
      <p>{s.intro}</p>
      <dl class="er-rules-scores">
        {rows.map((row) => (
          <div key={row} id={scoreAnchor(row)} class={`er-rules-score${SOLO_ROWS.includes(row as never) ? ' er-rules-score-solo' : ''}`} data-rules-score={row}>
            <dt>{t.score[row]}</dt>
            <dd>{explain(row)}</dd>
          </div>
        ))}
      </dl>
      <p>{s.ursule}</p>
    </Section>
  );
}
