// Final scores: one column per player (and URSULE in solo), each with its rank, one row per breakdown
// line; each row's name links to how the rules count it (in the help drawer at a table, else the
// rules page).
import type { GameView, ScoreBreakdown } from '../../../../shared/games/dice-hospital-er/index.js';
import { GAME_ID } from '../../../../shared/games/dice-hospital-er/info.js';
import { listStandings } from '../../../../shared/games/dice-hospital-er/standings.js';
import { RulesLink } from '../../views/help/RulesLink.js';
import { listNames, useErText } from './i18n/index.js';
import { seatName } from './names.js';
import { scoreAnchor } from './rules/anchors.js';
import { SCORE_ROWS, points } from './ScoreBoxes.js';

/** Who won (solo: against URSULE), in a sentence: the final scores' first line and the game-over bar's. */
export function finalHeadline(t: ReturnType<typeof useErText>, view: GameView): string {
  const result = view.result;
  if (!result) return '';
  const winners = result.standings.filter((s) => s.rank === 1).map((s) => seatName(t, view, s.seat));
  return result.soloWin === undefined ? t.final.winner(listNames(t, winners)) : result.soloWin ? t.final.soloWin : t.final.soloLoss;
}

export function FinalScores({ view }: { view: GameView }) {
  const t = useErText();
  const result = view.result;
  if (!result) return null;
  // Ranks among every side: in solo URSULE is ranked too, first unless the player beat her.
  const rankOf = new Map((listStandings(result) ?? []).map((s) => [s.seat, s.rank ?? undefined]));
  const columns: { key: string; name: string; rank?: number; score: ScoreBreakdown }[] = result.standings.map((s) => ({
    key: String(s.seat),
    name: seatName(t, view, s.seat),
    rank: rankOf.get(s.seat),
    score: s.breakdown,
  }));
  if (result.ursule) columns.push({ key: 'ursule', name: t.ursule, rank: rankOf.get(null), score: result.ursule.breakdown });
  const rows = SCORE_ROWS.filter((k) => columns.some((c) => c.score[k] !== undefined));
  return (
    <section class="er-final panel-card" aria-labelledby="er-final-title" data-final>
      <h2 id="er-final-title">{t.final.title}</h2>
      <p class="er-final-headline" data-headline>
        {finalHeadline(t, view)}
      </p>
      <div class="er-final-scroll" tabIndex={0} role="region" aria-labelledby="er-final-title">
        <table class="er-final-table">
          <thead>
            <tr>
              <th scope="col">
                <span class="sr-only">{t.final.player}</span>
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" data-column={c.key}>
                  {c.rank !== undefined && <span class="er-rank">{c.rank}</span>}
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((k) => (
              <tr key={k} data-row={k}>
                <th scope="row">
                  <RulesLink game={GAME_ID} anchor={scoreAnchor(k)} title={t.final.howCounted}>
                    {t.score[k]}
                  </RulesLink>
                </th>
                {columns.map((c) => (
                  <td key={c.key}>{points(c.score[k])}</td>
                ))}
              </tr>
            ))}
            <tr class="er-final-total" data-row="total">
              <th scope="row">
                <RulesLink game={GAME_ID} anchor={scoreAnchor('total')} title={t.final.howCounted}>
                  {t.score.total}
                </RulesLink>
              </th>
              {columns.map((c) => (
                <td key={c.key}>{points(c.score.total)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
