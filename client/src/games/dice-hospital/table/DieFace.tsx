// A patient die: a coloured square with its colour's pattern and symbol, showing its value as pips
// (and as text for screen readers).
import type { Colour } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
// The dice share the board's sheet (patterns and symbols as on the ward names and tiles).
import './board.css';

/** Pip positions on a 3×3 grid (cells 0..8, row-major) for each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export interface DieFaceProps {
  colour: Colour;
  value: number;
  /** Colour the die counts as this round (blood bag), shown as a ring. */
  tempColour?: Colour;
  size?: 'sm' | 'md' | 'lg';
  /** Extra words for assistive technology, e.g. "treated". */
  note?: string;
  /** The die's id while it waits in the intake (an ambulance, the solo roll): where it travels from. */
  intakeId?: number;
}

export function dieLabel(t: ReturnType<typeof useI18n>['t'], colour: Colour, value: number): string {
  return t.die.label(t.colour[colour], value);
}

export function DieFace({ colour, value, tempColour, size = 'md', note, intakeId }: DieFaceProps) {
  const { t } = useI18n();
  // A value below 1 means "not decided yet" (starting patients before setup): a blank face.
  const face = value < 1 ? 0 : Math.min(6, value);
  const label = [value < 1 ? t.colour[colour] : dieLabel(t, colour, value), tempColour ? t.die.recoloured(t.colour[tempColour]) : '', note ?? '']
    .filter(Boolean)
    .join(', ');
  return (
    <span
      class={`die die-${colour} die-${size}${tempColour ? ` die-temp die-temp-${tempColour}` : ''}`}
      role="img"
      aria-label={label}
      title={label}
      data-intake-die={intakeId}
    >
      {/* Only the face's pips, each placed in its cell of the 3×3 grid (board.css): a table shows
          hundreds of dice (an arrangement choice alone, 9-12 each), and the empty cells were as
          many elements again. */}
      {(PIPS[face] ?? []).map((cell) => (
        <span key={cell} class={`pip pip-${cell}`} aria-hidden="true" />
      ))}
      {value < 1 && (
        <span class="die-unknown" aria-hidden="true">
          ?
        </span>
      )}
    </span>
  );
}
