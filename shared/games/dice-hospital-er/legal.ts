// legalActions: every concrete action a seat may take now. Works on a full state or on a viewer's
// GameView, so a client highlights exactly what the server will accept.
import { WARDS } from './catalogue.js';
import { pendingSeats } from './flow.js';
import { curtainWards, minimumValue, needsBloodBag, nextBed, stethoscopeCost } from './sheet.js';
import type { Action, Colour, PatientKind, RulesView } from './types.js';
import { COLOURS } from './types.js';

export function legalActions(state: RulesView, seat: number): Action[] {
  if (!pendingSeats(state).includes(seat)) return [];
  const pending = state.pending;
  const sheet = state.players[seat]!.sheet;
  switch (pending.kind) {
    case 'chiefChoice':
      return COLOURS.map((colour) => ({ type: 'chooseDie', colour }));
    case 'choose':
      return COLOURS.filter((c) => c !== state.chiefDie || sheet.bloodBags >= 1).map((colour) => ({ type: 'chooseDie', colour }));
    case 'discardCardiologist':
      return state.cardiologists.filter((c) => c.value > 0).map((c) => ({ type: 'discardCardiologist', card: c.id }));
    case 'none':
      return [];
    case 'admit': {
      const turn = state.turnState[seat]!;
      if (turn.done) return [];
      const actions: Action[] = [];
      const patients: { patient: PatientKind; colour: Colour; printed: number[] }[] = [];
      if (!turn.admitted) patients.push({ patient: 'die', colour: turn.die!, printed: [state.dice[turn.die!]] });
      if (turn.extra) patients.push({ patient: 'extra', colour: turn.extra.colour, printed: [...turn.extra.values] });
      for (const { patient, colour, printed } of patients) {
        for (let ward = 0; ward < WARDS.length; ward++) {
          const bed = nextBed(sheet, ward);
          if (bed === null) continue;
          const bloodBag = needsBloodBag(ward, bed, colour);
          if (bloodBag && sheet.bloodBags < 1) continue;
          for (let value = minimumValue(sheet, ward); value <= 6; value++) {
            if (stethoscopeCost(printed, value) > sheet.stethoscopes) continue;
            actions.push(bloodBag ? { type: 'admit', patient, bed, value, bloodBag } : { type: 'admit', patient, bed, value });
          }
        }
        actions.push({ type: 'morgue', patient });
      }
      if (turn.curtain === 'available') {
        for (const ward of curtainWards(sheet)) actions.push({ type: 'curtain', ward });
        if (turn.admitted && !turn.extra) actions.push({ type: 'skipCurtain' });
      }
      return actions;
    }
  }
}
