// A department tile's effect drawn as on the printed tile: which patients (how many, of what colour,
// which values) and what is done to them (levels healed, a re-roll, a new colour, 7 − value), read
// from the catalogue. Decorative: the tile's sentence says the same to screen readers, and its
// tooltip says it in full.
import {
  DEPARTMENTS,
  effectOf,
  type DepartmentCard,
  type DepartmentEffect,
  type TargetRule,
} from '../../../../../shared/games/dice-hospital/catalogue/index.js';
import type { Colour, DepartmentType } from '../../../../../shared/games/dice-hospital/types.js';

/** One mark of the strip. A die: its colour ('any': any colour; 'every': the colours it may take),
 * an optional value (range) written on it, raised by `step` (a run of values). */
export type Glyph =
  | { kind: 'die'; colour: Colour | 'any' | 'every'; values?: string; step?: number }
  | { kind: 'count'; text: string }
  | { kind: 'join'; text: string }
  | { kind: 'result'; text: string };

const ALL_VALUES = { min: 1, max: 6 };
const valuesOf = (min: number, max: number) => (min === ALL_VALUES.min && max === ALL_VALUES.max ? undefined : `${min}–${max}`);
const times = (n: number) => `${n}×`;

type RuleOf<K extends TargetRule['kind']> = Extract<TargetRule, { kind: K }>;

/** The patients a department takes, by kind of target rule. */
const TARGETS: { [K in TargetRule['kind']]: (rule: RuleOf<K>) => Glyph[] } = {
  each: (r) => [
    ...(r.count > 1 ? [{ kind: 'count', text: times(r.count) } as const] : []),
    { kind: 'die', colour: r.colour ?? 'any', values: valuesOf(r.min, r.max) },
  ],
  // A run of values: dice climbing a step each.
  consecutive: (r) => Array.from({ length: r.count }, (_, i) => ({ kind: 'die', colour: r.colour, step: i }) as const),
  // The same value: dice all showing x.
  sameValue: (r) => Array.from({ length: r.count }, () => ({ kind: 'die', colour: r.colour ?? 'any', values: 'x' }) as const),
  upTo: (r) => [
    { kind: 'count', text: `1–${times(r.count)}` },
    { kind: 'die', colour: 'any' },
  ],
};

/** What is done to them, by effect. */
const EFFECTS: Record<DepartmentEffect, (card: DepartmentCard) => Glyph[]> = {
  heal: (card) => [{ kind: 'result', text: `+${card.steps}` }],
  reroll: () => [{ kind: 'result', text: '↻' }],
  recolour: () => [
    { kind: 'join', text: '→' },
    { kind: 'die', colour: 'every' },
  ],
  mirror: () => [{ kind: 'result', text: '7−x' }],
};

/** The strip's marks for a department type. */
export function pictogramOf(type: DepartmentType): Glyph[] {
  const card = DEPARTMENTS[type];
  const targets = (TARGETS[card.targets.kind] as (rule: TargetRule) => Glyph[])(card.targets);
  return [...targets, ...EFFECTS[effectOf(type)](card)];
}

function GlyphMark({ glyph }: { glyph: Glyph }) {
  if (glyph.kind !== 'die') return <span class={`pict-${glyph.kind}`}>{glyph.text}</span>;
  const colour = glyph.colour === 'any' || glyph.colour === 'every' ? `pict-die-${glyph.colour}` : `die-${glyph.colour}`;
  return (
    <span class={`pict-die swatch ${colour}${glyph.values ? ' pict-die-values' : ''}${glyph.step ? ` pict-step-${glyph.step}` : ''}`}>{glyph.values}</span>
  );
}

/** The strip, hidden from screen readers (the tile's sentence is read instead). */
export function DeptPictogram({ type }: { type: DepartmentType }) {
  return (
    <span class="dept-pict" aria-hidden="true">
      {pictogramOf(type).map((glyph, i) => (
        <GlyphMark key={i} glyph={glyph} />
      ))}
    </span>
  );
}
