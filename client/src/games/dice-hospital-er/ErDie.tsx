// An ER die: a coloured square with pips, its value for screen readers.
import type { Colour } from '../../../../shared/games/dice-hospital-er/index.js';

const PIPS: Record<number, number[]> = { 1: [4], 2: [2, 6], 3: [2, 4, 6], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

export function ErDie({ colour, value, label }: { colour: Colour; value: number; label: string }) {
  return (
    <span class={`er-die er-die-${colour}`} role="img" aria-label={label} data-die={colour} data-value={value}>
      {Array.from({ length: 9 }, (_, cell) => (
        <span key={cell} class={PIPS[value]?.includes(cell) ? 'er-pip' : 'er-pip er-pip-off'} aria-hidden="true" />
      ))}
    </span>
  );
}
