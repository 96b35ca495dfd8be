// The final score screen: standings with the full breakdown and how ties were broken.
import { ROUNDS } from '../../../../shared/games/dice-hospital/catalogue/index.js';
import type { GameResult, GameView } from '../../../../shared/games/dice-hospital/types.js';
import { listNames, useI18n, type Messages } from '../../i18n/index.js';
import { playerName } from '../../game/seats.js';

type Standing = GameResult['standings'][number];

function tieNote(t: Messages, standings: Standing[], i: number): string | null {
  const row = standings[i]!;
  const tied = standings.filter((s) => s.score === row.score);
  if (tied.length < 2 || tied[0] !== row) return null;
  const ranks = new Set(tied.map((s) => s.rank));
  if (ranks.size === 1) return null;
  const samePatients = tied.every((s) => s.patientsLeft === row.patientsLeft);
  return t.final.tieBrokenBy(samePatients ? t.final.tieBrokenPips : t.final.tieBrokenPatients);
}

export function FinalScores({ view, result, onLeave }: { view: GameView; result: GameResult; onLeave?: () => void }) {
  const { t } = useI18n();
  const winners = result.standings.filter((s) => s.rank === 1).map((s) => playerName(view, s.seat));
  const sum = (seat: number, key: 'dischargePoints' | 'administratorBonus' | 'emptyHospitalBonus') =>
    view.players[seat]!.rounds.reduce((total, r) => total + r[key], 0);
  const notes = result.standings.map((_, i) => tieNote(t, result.standings, i)).filter((n): n is string => !!n);
  return (
    <section class="final" aria-labelledby="final-title" data-final>
      <h2 id="final-title" class="final-title">
        {t.final.heading}
      </h2>
      <p class="final-winner" data-winners={winners.join('|')}>
        {winners.length > 1 ? t.final.sharedWin(listNames(t, winners)) : t.final.winner(winners[0] ?? '')}
      </p>
      <div class="table-scroll" tabIndex={0} role="region" aria-labelledby="final-title">
        <table class="score-table">
          <caption class="score-caption">{t.final.dischargesPerRound}</caption>
          <thead>
            <tr>
              <th scope="col">{t.final.rank}</th>
              <th scope="col">{t.final.player}</th>
              {Array.from({ length: ROUNDS }, (_, i) => (
                <th key={i} scope="col">
                  <abbr title={t.final.roundLong(i + 1)}>{t.final.roundShort(i + 1)}</abbr>
                </th>
              ))}
              <th scope="col">{t.final.dischargePoints}</th>
              <th scope="col">{t.final.adminBonus}</th>
              <th scope="col">{t.final.emptyBonus}</th>
              <th scope="col">{t.final.fatalityPenalty}</th>
              <th scope="col">{t.final.bloodBagBonus}</th>
              <th scope="col">{t.final.total}</th>
              <th scope="col">{t.final.patientsLeft}</th>
              <th scope="col">{t.final.pipsLeft}</th>
            </tr>
          </thead>
          <tbody>
            {result.standings.map((s) => {
              const player = view.players[s.seat]!;
              return (
                <tr key={s.seat} class={s.rank === 1 ? 'winner-row' : ''} data-seat={s.seat}>
                  <td>{s.rank}</td>
                  <th scope="row">{player.name}</th>
                  {Array.from({ length: ROUNDS }, (_, i) => {
                    const r = player.rounds.find((x) => x.round === i + 1);
                    return <td key={i}>{r ? t.final.scoreCell(r.discharged, r.dischargePoints) : '–'}</td>;
                  })}
                  <td>{sum(s.seat, 'dischargePoints')}</td>
                  <td>{sum(s.seat, 'administratorBonus')}</td>
                  <td>{sum(s.seat, 'emptyHospitalBonus')}</td>
                  <td>{s.fatalityPenalty ? `−${s.fatalityPenalty}` : '0'}</td>
                  <td>{s.bloodBagBonus ? `+${s.bloodBagBonus}` : '0'}</td>
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
      {notes.map((note) => (
        <p key={note} class="hint">
          {note}
        </p>
      ))}
      <p class="hint small">{t.final.tieBreakNote}</p>
      {onLeave && (
        <button type="button" class="btn btn-primary" onClick={onLeave}>
          {t.final.backToLobby}
        </button>
      )}
    </section>
  );
}
