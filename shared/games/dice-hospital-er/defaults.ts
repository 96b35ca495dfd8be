// The documented default decision for a seat that is absent or out of time: it keeps the game
// moving the way URSULE would, without spending anything.
// - choosing: the lowest die the seat may take without a blood bag (leftmost on ties);
// - admitting: the die's patient, then the extra patient (lower value first), each in the first
//   ward (0 → 6) whose next bed takes it as printed, without stethoscope or blood bag; else the morgue;
// - a curtain left: declined once the patients are written;
// - solo discard: the first cardiologist whose objective you have not met (else the first).
import { WARDS } from './catalogue.js';
import { pendingSeats } from './flow.js';
import { meetsCardiologist } from './scoring.js';
import { admissionError, nextBed } from './sheet.js';
import { lowestFirst } from './ursule.js';
import type { Action, Colour, GameState } from './types.js';
import { COLOURS } from './types.js';

export function defaultAction(state: GameState, seat: number): Action | null {
  if (!pendingSeats(state).includes(seat)) return null;
  const pending = state.pending;
  const sheet = state.players[seat]!.sheet;
  switch (pending.kind) {
    case 'chiefChoice':
    case 'choose': {
      const open = COLOURS.filter((c) => pending.kind === 'chiefChoice' || c !== state.chiefDie);
      return { type: 'chooseDie', colour: lowestFirst(state.dice, open)[0]! };
    }
    case 'discardCardiologist': {
      const live = state.cardiologists.filter((c) => c.value > 0);
      const card = live.find((c) => !meetsCardiologist(sheet, c.id)) ?? live[0]!;
      return { type: 'discardCardiologist', card: card.id };
    }
    case 'none':
      return null;
    case 'admit': {
      const turn = state.turnState[seat]!;
      const asPrinted = (patient: 'die' | 'extra', colour: Colour, values: number[]): Action => {
        for (const value of values) {
          for (let ward = 0; ward < WARDS.length; ward++) {
            const bed = nextBed(sheet, ward);
            if (bed !== null && !admissionError(sheet, colour, [value], bed, value, false)) return { type: 'admit', patient, bed, value };
          }
        }
        return { type: 'morgue', patient };
      };
      if (!turn.admitted) return asPrinted('die', turn.die!, [state.dice[turn.die!]]);
      if (turn.extra) return asPrinted('extra', turn.extra.colour, [...turn.extra.values]);
      return turn.curtain === 'available' ? { type: 'skipCurtain' } : null;
    }
  }
}
