// Final scores: one column per player with its rank, one row per line of the breakdown (nurse
// stations, special rooms, pairs of cubes, the empty queue) and the total; each row's name links to
// how the rules count it. Ties are broken by fewer tiles, so the tiles are shown too.
import type { GameView, ScoreBreakdown } from '../../../../shared/games/quarantine/index.js';
import { GAME_ID } from '../../../../shared/games/quarantine/info.js';
import { RulesLink } from '../../views/help/RulesLink.js';
import { listNames, useQText } from './i18n/index.js';
import { seatName } from './names.js';
import { SCORING_ANCHOR } from './rules/anchors.js';

const ROWS: readonly (keyof ScoreBreakdown)[] = ['nurseStations', 'specialRooms', 'cubePairs', 'emptyQueue'];

/** Who won, in a sentence: the final scores' first line and the game-over bar's. */
export function finalHeadline(t: ReturnType<typeof useQText>, view: GameView): string {
  const winners = (view.result?.standings ?? []).filter((s) => s.rank === 1).map((s) => seatName(t, view, s.seat));
  return t.final.winner(listNames(t, winners));
}

export function FinalScores({ view }: { view: GameView }) {
  const t = useQText();
  const result = view.result;
  if (!result) return null;
  return (
    <section class="q-final panel-card" aria-labelledby="q-final-title" data-final>
      <h2 id="q-final-title">{t.final.title}</h2>
      <p class="q-final-headline" data-headline>
        {finalHeadline(t, view)}
      </p>
      <div class="q-final-scroll" tabIndex={0} role="region" aria-labelledby="q-final-title">
        <table class="q-final-table">
          <thead>
            <tr>
              <th scope="col">
                <span class="sr-only">{t.final.player}</span>
              </th>
              {result.standings.map((s) => (
                <th key={s.seat} scope="col" data-column={s.seat}>
                  <span class="q-rank">{s.rank}</span>
                  {seatName(t, view, s.seat)}
                  <span class="q-final-tiles">{t.final.tiles(s.tiles)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row} data-row={row}>
                <th scope="row">
                  <RulesLink game={GAME_ID} anchor={SCORING_ANCHOR} title={t.final.howCounted}>
                    {t.score[row]}
                  </RulesLink>
                </th>
                {result.standings.map((s) => (
                  <td key={s.seat}>{s.breakdown[row]}</td>
                ))}
              </tr>
            ))}
            <tr class="q-final-total" data-row="total">
              <th scope="row">{t.score.total}</th>
              {result.standings.map((s) => (
                <td key={s.seat} data-final-score={s.seat}>
                  {s.breakdown.total}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
