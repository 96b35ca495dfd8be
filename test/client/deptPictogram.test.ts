// The department tiles' pictogram strips (DeptPictogram) read from the catalogue: every tile draws
// at least one die and what it does, a heal its levels, a coloured tile its colour.
import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, effectOf } from '../../shared/games/dice-hospital/catalogue/index.js';
import type { DepartmentType } from '../../shared/games/dice-hospital/types.js';
import { pictogramOf } from '../../client/src/games/dice-hospital/table/DeptPictogram.js';

const TYPES = Object.keys(DEPARTMENTS) as DepartmentType[];

describe('department pictograms', () => {
  it.each(TYPES)('%s: dice of its colour, then its effect', (type) => {
    const card = DEPARTMENTS[type];
    const strip = pictogramOf(type);
    const dice = strip.filter((g) => g.kind === 'die');
    expect(dice.length).toBeGreaterThan(0);
    if (card.colour !== 'grey') expect(dice.every((d) => d.kind === 'die' && d.colour === card.colour)).toBe(true);
    if (effectOf(type) === 'heal') expect(strip.at(-1)).toEqual({ kind: 'result', text: `+${card.steps}` });
  });

  it('the starting tiles as printed: Critical Care one red die +1, Imaging any die 3–4 +1', () => {
    expect(pictogramOf('critical_care')).toEqual([
      { kind: 'die', colour: 'red', values: undefined },
      { kind: 'result', text: '+1' },
    ]);
    expect(pictogramOf('imaging')).toEqual([
      { kind: 'die', colour: 'any', values: '3–4' },
      { kind: 'result', text: '+1' },
    ]);
    expect(pictogramOf('radiology')[0]).toEqual({ kind: 'count', text: '3×' });
  });
});
