// Each player's score after every round (before the final fatality and blood-bag adjustments), as
// lines that differ by shape and dash as well as colour, each ending in the player's name.
import { ROUNDS } from '../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';

const STYLES = [
  { stroke: '#0b5c6b', dash: '', marker: 'circle' },
  { stroke: '#b3541e', dash: '6 3', marker: 'square' },
  { stroke: '#6a3d9a', dash: '2 3', marker: 'triangle' },
  { stroke: '#33691e', dash: '10 3 2 3', marker: 'diamond' },
] as const;

const W = 320;
const H = 180;
const PAD = { left: 28, right: 64, top: 10, bottom: 22 };

/** Cumulative round points after each round. */
export function cumulativeScores(view: GameView): number[][] {
  return view.players.map((player) => {
    let total = 0;
    return Array.from({ length: ROUNDS }, (_, i) => {
      const r = player.rounds.find((x) => x.round === i + 1);
      total += r ? r.dischargePoints + r.administratorBonus + r.emptyHospitalBonus + (r.eventBonus ?? 0) : 0;
      return total;
    });
  });
}

function Marker({ kind, x, y, colour }: { kind: string; x: number; y: number; colour: string }) {
  if (kind === 'circle') return <circle cx={x} cy={y} r={3.2} fill={colour} />;
  if (kind === 'square') return <rect x={x - 3} y={y - 3} width={6} height={6} fill={colour} />;
  if (kind === 'triangle') return <polygon points={`${x},${y - 4} ${x + 4},${y + 3} ${x - 4},${y + 3}`} fill={colour} />;
  return <polygon points={`${x},${y - 4} ${x + 4},${y} ${x},${y + 4} ${x - 4},${y}`} fill={colour} />;
}

export function ScoreChart({ view }: { view: GameView }) {
  const { t } = useI18n();
  const series = cumulativeScores(view);
  const max = Math.max(5, ...series.flat());
  const x = (round: number) => PAD.left + ((round - 1) / (ROUNDS - 1)) * (W - PAD.left - PAD.right);
  const y = (score: number) => H - PAD.bottom - (score / max) * (H - PAD.top - PAD.bottom);
  // End labels pushed apart so that equal scores stay readable.
  const labelY = new Map<number, number>();
  [...series.keys()]
    .sort((a, b) => y(series[a]!.at(-1)!) - y(series[b]!.at(-1)!))
    .reduce((previous, seat) => {
      const at = Math.max(y(series[seat]!.at(-1)!) + 3, previous + 11);
      labelY.set(seat, at);
      return at;
    }, -Infinity);
  const summary = series.map((s, seat) => `${view.players[seat]!.name}: ${s.join(', ')}`).join('; ');
  return (
    <figure class="score-chart" data-score-chart>
      <figcaption class="score-caption">{t.final.chartTitle}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${t.final.chartTitle}. ${summary}`}>
        <line x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} stroke="#9fb0b7" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={H - PAD.bottom} stroke="#9fb0b7" />
        <text class="axis" x={PAD.left - 4} y={PAD.top + 4} text-anchor="end" font-size="9">
          {max}
        </text>
        <text class="axis" x={PAD.left - 4} y={H - PAD.bottom} text-anchor="end" font-size="9">
          0
        </text>
        {Array.from({ length: ROUNDS }, (_, i) => (
          <text key={i} class="axis" x={x(i + 1)} y={H - 6} text-anchor="middle" font-size="9">
            {t.final.roundShort(i + 1)}
          </text>
        ))}
        {series.map((scores, seat) => {
          const style = STYLES[seat % STYLES.length]!;
          const points = scores.map((s, i) => `${x(i + 1)},${y(s)}`).join(' ');
          const last = scores[scores.length - 1]!;
          return (
            <g key={seat} data-chart-seat={seat}>
              <polyline points={points} fill="none" stroke={style.stroke} stroke-width={2} stroke-dasharray={style.dash} />
              {scores.map((s, i) => (
                <Marker key={i} kind={style.marker} x={x(i + 1)} y={y(s)} colour={style.stroke} />
              ))}
              <text x={x(ROUNDS) + 6} y={labelY.get(seat)} font-size="10" fill={style.stroke}>
                {view.players[seat]!.name} {last}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
