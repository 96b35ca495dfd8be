// neglectForecast: what Phase 4 will do to a hospital as it stands, read from a player's view (the
// client warns before "End activation" with it). Checked against what neglect really does.
import { describe, expect, it } from 'vitest';
import { neglectForecast } from '../../shared/games/dice-hospital/index.js';
import { buildPosition, commit, commitAll, pid, viewFor, where, type GameState } from './helpers.js';

const ids = (patients: { id: number }[]) => patients.map((p) => p.id).sort((a, b) => a - b);

/** Ids of a seat's patients gone from its hospital after everyone committed (fatalities: none heal here). */
function diedAtNeglect(before: GameState, after: GameState, seat = 0): number[] {
  const alive = new Set(after.players[seat]!.patients.map((p) => p.id));
  return before.players[seat]!.patients.filter((p) => !alive.has(p.id))
    .map((p) => p.id)
    .sort((a, b) => a - b);
}

describe('neglectForecast', () => {
  it('names the untreated value-1 patients who will die and counts those who only drop', () => {
    const s0 = buildPosition({ players: 2, seats: [{ patients: ['R1', 'Y1t', 'G1', 'G3', 'R2'] }, { patients: ['Y3'] }] });
    const forecast = neglectForecast(viewFor(s0, 0), 0);
    expect(ids(forecast.dies)).toEqual([pid(s0, 0, 0), pid(s0, 0, 2)]);
    expect(ids(forecast.drops)).toEqual([pid(s0, 0, 3), pid(s0, 0, 4)].sort((a, b) => a - b));
    expect(forecast.spared).toBeUndefined();
    const after = commitAll(s0);
    expect(diedAtNeglect(s0, after)).toEqual(ids(forecast.dies));
    expect(after.players[0]!.fatalities).toBe(2);
  });

  it('with the resistant superbug, value-2 patients die too', () => {
    const s0 = buildPosition({ players: 2, options: { resistantSuperbug: true }, seats: [{ patients: ['R2', 'Y3'] }, { patients: ['Y3'] }] });
    const forecast = neglectForecast(viewFor(s0, 0), 0);
    expect(ids(forecast.dies)).toEqual([pid(s0, 0, 0)]);
    expect(diedAtNeglect(s0, commitAll(s0))).toEqual([pid(s0, 0, 0)]);
  });

  it('a care administrator spares the patient it would protect: the lowest one, or the one named', () => {
    const s0 = buildPosition({ players: 2, seats: [{ patients: ['R1', 'R1', 'G1'], administrator: 'red_care' }, { patients: ['Y3'] }] });
    const [r1a, r1b, g1] = [0, 1, 2].map((i) => pid(s0, 0, i));
    const auto = neglectForecast(viewFor(s0, 0), 0);
    expect(auto.spared?.id).toBe(r1a);
    expect(ids(auto.dies)).toEqual([r1b!, g1!].sort((a, b) => a - b));
    const named = neglectForecast(viewFor(s0, 0), 0, r1b);
    expect(named.spared?.id).toBe(r1b);
    const after = commit(commit(s0, 0, r1b), 1);
    expect(diedAtNeglect(s0, after)).toEqual(ids(named.dies));
    expect(where(after, 0, r1b!)).toBe('R1');
  });

  it('treated patients are safe', () => {
    const s0 = buildPosition({ players: 2, seats: [{ patients: ['R1t', 'Y2t'] }, { patients: ['Y3'] }] });
    const forecast = neglectForecast(viewFor(s0, 0), 0);
    expect(forecast.dies).toEqual([]);
    expect(forecast.drops).toEqual([]);
  });
});
