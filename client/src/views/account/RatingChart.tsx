// A player's rating (its ordinal, mu − 3σ) after each rated game of one game, as a line: how they
// have been doing, at a glance, on the profile page. Read aloud as its first and last values.
import type { RatingPoint } from '../../../../shared/accounts.js';
import { useI18n } from '../../i18n/index.js';

const WIDTH = 320;
const HEIGHT = 90;
const PAD = 6;

export function RatingChart({ points, title }: { points: readonly RatingPoint[]; title: string }) {
  const { t } = useI18n();
  if (points.length < 2) return null;
  const values = points.map((p) => p.ordinal);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (v: number) => HEIGHT - PAD - ((v - low) * (HEIGHT - 2 * PAD)) / span;
  const line = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const label = t.account.ratingChart(points.length, values[0]!.toFixed(1), values.at(-1)!.toFixed(1));
  return (
    <figure class="rating-chart" data-rating-chart>
      <figcaption class="muted">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} width={WIDTH} height={HEIGHT}>
        <line x1={PAD} x2={WIDTH - PAD} y1={y(0)} y2={y(0)} class="rating-chart-zero" />
        <polyline points={line} class="rating-chart-line" />
        {values.map((v, i) => (
          <circle key={i} cx={x(i)} cy={y(v)} r={2.5} class="rating-chart-point" />
        ))}
      </svg>
    </figure>
  );
}
