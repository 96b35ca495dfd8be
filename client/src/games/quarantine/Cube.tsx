// A cube: a patient of a colour, or a grey virus, with its letter (or ✕) on it so that colour is
// never the only cue. `Cube` draws inside an SVG; `CubeChip` is the same cube in a line of text.
import type { Cube as CubeColour } from '../../../../shared/games/quarantine/index.js';
import { useQText } from './i18n/index.js';

export function Cube({ cube, x, y, size }: { cube: CubeColour; x: number; y: number; size: number }) {
  const t = useQText();
  return (
    <g class={`q-cube q-cube-${cube}`} transform={`translate(${x} ${y})`}>
      <rect width={size} height={size} rx={size * 0.18} />
      <text x={size / 2} y={size * 0.72} font-size={size * 0.62}>
        {t.colourLetter[cube]}
      </text>
    </g>
  );
}

/** A cube in HTML: a small square with its letter, named for screen readers. */
export function CubeChip({ cube, label }: { cube: CubeColour; label?: string }) {
  const t = useQText();
  return (
    <span class={`q-chip q-cube-${cube}`} role="img" aria-label={label ?? (cube === 'grey' ? t.virus : t.patient(t.colour[cube]))}>
      {t.colourLetter[cube]}
    </span>
  );
}
