// The final score screen: standings with the full breakdown and how ties were broken.
import { FATALITY_PENALTY, ROUNDS, SOLO_FATALITY_PENALTY } from '../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { GameResult, GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { listNames, useI18n, type Messages } from '../i18n/index.js';
import { playerName } from '../seats.js';
import { ScoreChart } from './ScoreChart.js';

type Standing = GameResult['standings'][number];

/** How a row was ordered against the row just above it with the same score (the engine's tieBreak). */
function tieNote(t: Messages, view: GameView, standings: Standing[], i: number): string | null {
  const row = standings[i]!;
  const above = standings[i - 1];
  if (!row.tieBreak || !above) return null;
  return t.final.tieBreak[row.tieBreak](playerName(view, above.seat), playerName(view, row.seat));
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** Solo's final score, line by line: discharges, fatalities, blood bags and the medical reports. */
function SoloBreakdown({ view, standing }: { view: GameView; standing: Standing }) {
  const { t } = useI18n();
  const player = view.players[standing.seat]!;
  const solo = view.solo!;
  const discharges = player.rounds.reduce((total, r) => total + r.dischargePoints + r.administratorBonus + r.emptyHospitalBonus + (r.eventBonus ?? 0), 0);
  const left = [...solo.top, ...solo.bottom].filter((id) => id !== null).length;
  const each = view.options.fatalityPenalty ? SOLO_FATALITY_PENALTY : FATALITY_PENALTY;
  const rows: [string, number, Record<string, number>?][] = [
    [t.solo.finalDischarges, discharges],
    [t.solo.finalFatalities(player.fatalities, each), -standing.fatalityPenalty],
    [t.solo.finalBloodBags(player.bloodBags), standing.bloodBagBonus],
    [t.solo.finalReportsDone(solo.completed.length), standing.reportPoints ?? 0, { 'data-report-points': standing.reportPoints ?? 0 }],
    [t.solo.finalReportsLeft(left, !!view.options.reportPenalty), -(standing.reportPenalty ?? 0), { 'data-report-penalty': standing.reportPenalty ?? 0 }],
  ];
  return (
    <dl class="solo-breakdown" aria-label={t.solo.breakdown} data-solo-breakdown>
      {rows.map(([label, value, data]) => (
        <div key={label} class="solo-breakdown-row" {...data}>
          <dt>{label}</dt>
          <dd>{signed(value)}</dd>
        </div>
      ))}
      <div class="solo-breakdown-row solo-breakdown-total">
        <dt>{t.final.total}</dt>
        <dd data-final-total={standing.score}>{t.game.points(standing.score)}</dd>
      </div>
    </dl>
  );
}

/** Who won (solo: the score), in a sentence: the final scores' first line and the game-over bar's. */
export function winnerLine(t: Messages, view: GameView, result: GameResult): string {
  const winners = result.standings.filter((s) => s.rank === 1).map((s) => playerName(view, s.seat));
  if (view.solo) return t.solo.finalLine(result.standings[0]?.score ?? 0);
  return winners.length > 1 ? t.final.sharedWin(listNames(t, winners)) : t.final.winner(winners[0] ?? '');
}

export function FinalScores({ view, result }: { view: GameView; result: GameResult }) {
  const { t } = useI18n();
  const solo = view.solo !== undefined;
  const winners = result.standings.filter((s) => s.rank === 1).map((s) => playerName(view, s.seat));
  const sum = (seat: number, key: 'dischargePoints' | 'administratorBonus' | 'emptyHospitalBonus' | 'eventBonus') =>
    view.players[seat]!.rounds.reduce((total, r) => total + (r[key] ?? 0), 0);
  // Columns of the options played: event bonuses, and Final Round Collections' two rows.
  const events = !!view.options.events;
  const collections = !!view.options.finalRoundCollections && !solo;
  const notes = result.standings.flatMap((s, i) => {
    const note = tieNote(t, view, result.standings, i);
    return note ? [{ seat: s.seat, tieBreak: s.tieBreak, note }] : [];
  });
  return (
    <section class="final" aria-labelledby="final-title" data-final>
      <h2 id="final-title" class="final-title">
        {t.final.heading}
      </h2>
      <p class="final-winner" data-winners={winners.join('|')}>
        {winnerLine(t, view, result)}
      </p>
      {/* Solo: no winner, but where the score came from, readable on a phone without scrolling. */}
      {solo && result.standings[0] && <SoloBreakdown view={view} standing={result.standings[0]} />}
      {/* The standings always fit (a phone too); the full breakdown scrolls sideways below. */}
      {!solo && (
        <ol class="final-standings" data-standings>
          {result.standings.map((s) => (
            <li key={s.seat} class={s.rank === 1 ? 'winner-row' : ''}>
              <span class="final-rank">{s.rank}</span>
              <span class="final-name">{playerName(view, s.seat)}</span>
              <strong class="final-total">{t.game.points(s.score)}</strong>
            </li>
          ))}
        </ol>
      )}
      <ScoreChart view={view} />
      <div class="table-scroll" tabIndex={0} role="region" aria-labelledby="final-title">
        <table class="score-table">
          <caption class="score-caption">{t.final.dischargesPerRound}</caption>
          <thead>
            <tr>
              {!solo && <th scope="col">{t.final.rank}</th>}
              <th scope="col">{t.final.player}</th>
              {Array.from({ length: ROUNDS }, (_, i) => (
                <th key={i} scope="col">
                  <abbr title={t.final.roundLong(i + 1)}>{t.final.roundShort(i + 1)}</abbr>
                </th>
              ))}
              <th scope="col">{t.final.dischargePoints}</th>
              <th scope="col">{t.final.adminBonus}</th>
              <th scope="col">{t.final.emptyBonus}</th>
              {events && <th scope="col">{t.final.eventBonus}</th>}
              <th scope="col">{t.final.fatalityPenalty(solo && view.options.fatalityPenalty ? SOLO_FATALITY_PENALTY : FATALITY_PENALTY)}</th>
              <th scope="col">{t.final.bloodBagBonus}</th>
              {collections && <th scope="col">{t.final.collected}</th>}
              {collections && <th scope="col">{t.final.patientPenalty}</th>}
              {solo && <th scope="col">{t.solo.finalReports}</th>}
              {solo && <th scope="col">{t.solo.finalReportPenalty}</th>}
              <th scope="col">{t.final.total}</th>
              <th scope="col">{t.final.patientsLeft}</th>
              <th scope="col">{t.final.pipsLeft}</th>
            </tr>
          </thead>
          <tbody>
            {result.standings.map((s, i) => {
              const player = view.players[s.seat]!;
              const note = tieNote(t, view, result.standings, i);
              return (
                <tr key={s.seat} class={s.rank === 1 ? 'winner-row' : ''} data-seat={s.seat} data-tie-break={s.tieBreak ?? undefined}>
                  {!solo && (
                    <td>
                      {s.rank}
                      {note && (
                        <sup class="tie-mark" title={note} aria-hidden="true">
                          *
                        </sup>
                      )}
                    </td>
                  )}
                  <th scope="row">{player.name}</th>
                  {Array.from({ length: ROUNDS }, (_, i) => {
                    const r = player.rounds.find((x) => x.round === i + 1);
                    return (
                      <td key={i}>
                        {r ? t.final.scoreCell(r.discharged, r.dischargePoints) : '–'}
                        {r?.eventBonus ? (
                          <span class="event-bonus" title={t.final.eventBonus} data-event-bonus={r.eventBonus}>
                            {' '}
                            +{r.eventBonus}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                  <td>{sum(s.seat, 'dischargePoints')}</td>
                  <td>{sum(s.seat, 'administratorBonus')}</td>
                  <td>{sum(s.seat, 'emptyHospitalBonus')}</td>
                  {events && <td data-event-bonus-total={sum(s.seat, 'eventBonus')}>{sum(s.seat, 'eventBonus')}</td>}
                  <td>{s.fatalityPenalty ? `−${s.fatalityPenalty}` : '0'}</td>
                  <td>{s.bloodBagBonus ? `+${s.bloodBagBonus}` : '0'}</td>
                  {collections && <td data-collected={s.collected ?? 0}>{s.collected ? `+${s.collected}` : '0'}</td>}
                  {collections && <td data-patient-penalty={s.patientPenalty ?? 0}>{s.patientPenalty ? `−${s.patientPenalty}` : '0'}</td>}
                  {solo && <td data-report-points={s.reportPoints ?? 0}>{s.reportPoints ? `+${s.reportPoints}` : '0'}</td>}
                  {solo && <td data-report-penalty={s.reportPenalty ?? 0}>{s.reportPenalty ? `−${s.reportPenalty}` : '0'}</td>}
                  <td class="final-score" data-final-score={s.score}>
                    <strong>{s.score}</strong>
                  </td>
                  <td>{s.patientsLeft}</td>
                  <td>{s.pipsLeft}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {notes.map(({ seat, tieBreak, note }) => (
        <p key={seat} id={`tie-${seat}`} class="hint" data-tie-break={tieBreak}>
          * {note}
        </p>
      ))}
      {!solo && <p class="hint small">{t.final.tieBreakNote}</p>}
    </section>
  );
}
