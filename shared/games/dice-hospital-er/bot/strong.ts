// The strong bot's decisions, from its seat's view only: which die to take (the best turn each die
// allows, its bonus included), how to write it (the best plan's first action) and, in solo, which
// cardiologist to give up.
import type { HasRng } from '../../../random.js';
import { AMBULANCE_CARDS } from '../catalogue.js';
import { legalActions, pendingSeats } from '../decisions.js';
import { isSolo } from '../flow.js';
import { meetsCardiologist } from '../scoring.js';
import { copySheet } from '../sheet.js';
import type { Action, Colour, GameView, RulesView } from '../types.js';
import { cardiologistProgress, type EvalContext } from './evaluate.js';
import { bestPlan, type TurnTask } from './plan.js';

export function contextOf(view: RulesView, seat: number): EvalContext {
  return {
    turnsLeft: Math.max(0, view.turns - view.turn),
    radiologist: view.radiologist,
    epidemiologist: view.epidemiologist,
    cardiologists: view.cardiologists,
    seat,
    solo: isSolo(view),
  };
}

/** What taking `colour` this turn is worth to `seat`: the best turn it allows. */
export function dieWorth(view: RulesView, seat: number, colour: Colour, viaBloodBag: boolean, ctx = contextOf(view, seat)): number {
  const sheet = copySheet(view.players[seat]!.sheet);
  const bonus = AMBULANCE_CARDS[view.card!]![colour];
  if (viaBloodBag) sheet.bloodBags -= 1;
  if (bonus.kind === 'stethoscope') {
    sheet.stethoscopes += 2;
    sheet.stethoscopesGained += 2;
  } else if (bonus.kind === 'bloodBag') {
    sheet.bloodBags += 1;
    sheet.bloodBagsGained += 1;
  }
  const task: TurnTask = {
    die: { colour, value: view.dice[colour], bonus: bonus.kind },
    extra: bonus.kind === 'extra' ? { colour: bonus.colour, values: bonus.values } : null,
    curtain: bonus.kind === 'curtain',
  };
  return bestPlan(sheet, task, ctx).value;
}

type Choice = (view: GameView, seat: number, legal: Action[], ctx: EvalContext) => Action;

/** The die worth most to this seat, a blood bag's cost counted when it is the chief's die. */
const bestDie: Choice = (view, seat, legal, ctx) => {
  let best: { action: Action; value: number } | null = null;
  for (const action of legal) {
    if (action.type !== 'chooseDie') continue;
    const via = view.pending.kind === 'choose' && action.colour === view.chiefDie;
    const value = dieWorth(view, seat, action.colour, via, ctx);
    if (!best || value > best.value) best = { action, value };
  }
  return best?.action ?? legal[0]!;
};

/** The strong bot's choice per kind of decision. */
const CHOICES: Record<Exclude<GameView['pending']['kind'], 'none'>, Choice> = {
  chiefChoice: bestDie,
  choose: bestDie,
  admit(view, seat, legal, ctx) {
    const turn = view.turnState[seat]!;
    const task: TurnTask = {
      die: turn.admitted ? null : { colour: turn.die!, value: view.dice[turn.die!], bonus: AMBULANCE_CARDS[view.card!]![turn.die!].kind },
      extra: turn.extra,
      curtain: turn.curtain === 'available',
    };
    const [first] = bestPlan(view.players[seat]!.sheet, task, ctx).actions;
    return first ?? legal[0]!;
  },
  // Keep the card nearer its objective (met counts as done); give up the other.
  discardCardiologist(view, seat, legal) {
    const sheet = view.players[seat]!.sheet;
    const progress = (id: Parameters<typeof cardiologistProgress>[1]) => (meetsCardiologist(sheet, id) ? 2 : cardiologistProgress(sheet, id));
    const options = legal.filter((a): a is Extract<Action, { type: 'discardCardiologist' }> => a.type === 'discardCardiologist');
    return options.reduce((worst, a) => (progress(a.card) < progress(worst.card) ? a : worst), options[0]!) ?? legal[0]!;
  },
};

/** The strong bot's action from its seat's view. It draws nothing: ties go to the first option in a
 * fixed order (dice red, yellow, green; wards 0 → 6; lower values first), so the generator the
 * shared signature passes is not used and the bot is deterministic whatever its seed. */
export function strongAction(view: GameView, seat: number, _rng: HasRng): Action | null {
  if (!pendingSeats(view).includes(seat) || view.pending.kind === 'none') return null;
  const legal = legalActions(view, seat);
  if (legal.length === 0) return null;
  return CHOICES[view.pending.kind](view, seat, legal, contextOf(view, seat));
}
