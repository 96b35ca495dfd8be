// The turn's state machine (rules section 3): after every decision the engine runs the automatic
// steps that follow until the next decision (the new `pending`) or the end of the game.
import type { ErEvent } from './log-events.js';
import { randomInt } from '../../random.js';
import { AMBULANCE_CARDS } from './catalogue.js';
import { meetsCardiologist, scoreSheet } from './scoring.js';
import { dealSetup, emptyState, newSeatTurn } from './setup.js';
import { curtainWards, fullWards } from './sheet.js';
import { gainResource, isResource, playUrsule } from './ursule.js';
import type { CardiologistCard, CardiologistId, GameConfig, GameResult, GameState, RulesView } from './types.js';
import { cardToChange, playerToChange, turnToChange } from './working.js';

export const isSolo = (state: Pick<RulesView, 'players'>): boolean => state.players.length === 1;

export const isOver = (state: Pick<RulesView, 'phase'>): boolean => state.phase === 'gameOver';

/** Every seat's number. (Not `players.map`: inside an action that would copy every player.) */
const allSeats = (state: GameState): number[] => Array.from({ length: state.players.length }, (_, s) => s);

export function createGame(config: GameConfig): GameState {
  const state = emptyState(config);
  dealSetup(state);
  const events: ErEvent[] = [];
  startTurn(state, events);
  return state;
}

/** Flip & roll; the chief chooses (URSULE at once). */
export function startTurn(state: GameState, events: ErEvent[]): void {
  flipAndRoll(state);
  beginChoice(state, events);
}

export function flipAndRoll(state: GameState): void {
  state.turn += 1;
  // A new deck rather than shift(): the deck is shared with the state before the action.
  state.card = state.deck[0]!;
  state.deck = state.deck.slice(1);
  state.dice = { red: randomInt(state, 1, 6), yellow: randomInt(state, 1, 6), green: randomInt(state, 1, 6) };
  state.chiefDie = null;
  state.turnState = Array.from({ length: state.players.length }, newSeatTurn);
  if (state.ursule) state.ursule = { ...state.ursule, die: null, morgue: false };
}

export function beginChoice(state: GameState, events: ErEvent[]): void {
  events.push({ type: 'turnStarted', turn: state.turn, chief: state.chief, card: state.card, dice: { ...state.dice } });
  if (state.chief === 'ursule') {
    playUrsule(state, null, events);
    state.chiefDie = state.ursule!.die;
    state.pending = { kind: 'choose', seats: [0] };
    return;
  }
  state.pending = { kind: 'chiefChoice', seat: state.chief };
}

/** The chief has chosen: the others choose at once (solo: URSULE takes hers and plays it). */
export function afterChiefChoice(state: GameState, events: ErEvent[]): void {
  const chief = state.chief as number;
  if (isSolo(state)) {
    playUrsule(state, state.chiefDie, events);
    revealChoices(state, events);
    return;
  }
  state.pending = { kind: 'choose', seats: allSeats(state).filter((s) => s !== chief) };
}

/** Every seat has chosen: choices become public, blood bags for the chief's die are spent, the
 * dice's stethoscope and blood bag bonuses are gained (usable at once), admissions start. */
export function revealChoices(state: GameState, events: ErEvent[]): void {
  const bonuses = AMBULANCE_CARDS[state.card!]!;
  events.push({
    type: 'choicesRevealed',
    choices: state.turnState.map((t, seat) => ({ seat, colour: t.die, viaBloodBag: t.viaBloodBag })),
  });
  for (let seat = 0; seat < state.players.length; seat++) {
    const turn = state.turnState[seat]!;
    const bonus = bonuses[turn.die!];
    // A seat whose sheet does not change keeps it (the server then has nothing to project again).
    if (turn.viaBloodBag || isResource(bonus)) {
      const sheet = playerToChange(state, seat).sheet;
      if (turn.viaBloodBag) sheet.bloodBags -= 1;
      gainResource(sheet, bonus, seat, events);
    }
    if (bonus.kind === 'curtain') turnToChange(state, seat).curtain = 'available';
    if (bonus.kind === 'extra') turnToChange(state, seat).extra = { colour: bonus.colour, values: [...bonus.values] };
  }
  state.pending = { kind: 'admit', seats: allSeats(state) };
}

/** After an admission step: is the seat done (a curtain with no ward left to take it is lost)? */
export function settleSeat(state: GameState, seat: number, events: ErEvent[]): void {
  const turn = state.turnState[seat]!;
  if (!turn.admitted || turn.extra) return;
  if (turn.curtain === 'available') {
    if (curtainWards(state.players[seat]!.sheet).length > 0) return;
    turnToChange(state, seat).curtain = 'skipped';
    events.push({ type: 'curtainLost', seat });
  }
  turnToChange(state, seat).done = true;
  const pending = state.pending as Extract<GameState['pending'], { kind: 'admit' }>;
  pending.seats = pending.seats.filter((s) => s !== seat);
  if (pending.seats.length === 0) endTurn(state, events);
}

/** Cardiologists, then the next turn or the end of the game. */
export function endTurn(state: GameState, events: ErEvent[]): void {
  state.pending = { kind: 'none' };
  if (isSolo(state)) soloCardiologists(state, events);
  else scoreCardiologists(state, events);
  if (state.pending.kind === 'none') nextTurn(state, events);
}

export function nextTurn(state: GameState, events: ErEvent[]): void {
  if (state.turn >= state.turns) return endGame(state, events);
  state.chief = isSolo(state) ? (state.chief === 'ursule' ? 0 : 'ursule') : ((state.chief as number) + 1) % state.players.length;
  startTurn(state, events);
}

const live = (state: GameState): CardiologistCard[] => state.cardiologists.filter((c) => c.value > 0);

/** 2-5 players: every seat that now meets a card it has not scored scores its current value (all
 * who meet it on the same turn score the same); then it flips to 5 (from 8) or is discarded. */
function scoreCardiologists(state: GameState, events: ErEvent[]): void {
  for (const { id, scoredBy } of live(state)) {
    const seats = allSeats(state).filter((s) => !scoredBy.includes(s) && meetsCardiologist(state.players[s]!.sheet, id));
    if (seats.length === 0) continue;
    const card = cardToChange(state, id);
    for (const seat of seats) {
      playerToChange(state, seat).sheet.cardiologistPoints += card.value;
      events.push({ type: 'cardiologistScored', seat, card: card.id, points: card.value });
    }
    card.scoredBy = [...card.scoredBy, ...seats];
    card.value = card.value === 8 ? 5 : 0;
    events.push({ type: card.value === 0 ? 'cardiologistDiscarded' : 'cardiologistFlipped', card: card.id });
  }
}

function award(state: GameState, who: number | 'ursule', points: number, cards: CardiologistId[], events: ErEvent[]): void {
  const sheet = who === 'ursule' ? state.ursule!.sheet : playerToChange(state, who).sheet;
  sheet.cardiologistPoints += points;
  events.push({ type: 'cardiologistScored', seat: who, cards, points });
}

function discard(state: GameState, card: CardiologistCard, events: ErEvent[]): void {
  cardToChange(state, card.id).value = 0;
  events.push({ type: 'cardiologistDiscarded', card: card.id });
}

/** Solo (rules section 7): while both cards remain they are one objective for you (10 points);
 * URSULE scores 5 for her first full ward while a card remains (you then discard one card), and 5
 * for a further ward while one card remains, which you score for its own objective. */
function soloCardiologists(state: GameState, events: ErEvent[]): void {
  const ursule = state.ursule!;
  const filled = fullWards(ursule.sheet);
  const fills = filled - ursule.wardsFilled;
  ursule.wardsFilled = filled;
  const cards = live(state);
  const sheet = state.players[0]!.sheet;
  if (cards.length === 2) {
    if (cards.every((c) => meetsCardiologist(sheet, c.id))) {
      award(
        state,
        0,
        10,
        cards.map((c) => c.id),
        events,
      );
      for (const card of cards) cardToChange(state, card.id).scoredBy = [0];
      if (fills > 0) award(state, 'ursule', 5, [], events);
      for (const card of cards) discard(state, card, events);
      return;
    }
    if (fills === 0) return;
    award(state, 'ursule', 5, [], events);
    state.pending = { kind: 'discardCardiologist', seat: 0, ursuleFills: fills - 1 };
    return;
  }
  if (cards.length === 1) lastSoloCard(state, fills, events);
}

/** With one cardiologist left: you score it by its objective, URSULE by filling another ward. */
export function lastSoloCard(state: GameState, fills: number, events: ErEvent[]): void {
  const [card] = live(state);
  if (!card) return;
  const met = meetsCardiologist(state.players[0]!.sheet, card.id);
  if (met) {
    award(state, 0, 5, [card.id], events);
    cardToChange(state, card.id).scoredBy = [0];
  }
  if (fills > 0) award(state, 'ursule', 5, [card.id], events);
  if (met || fills > 0) discard(state, card, events);
}

export function endGame(state: GameState, events: ErEvent[]): void {
  state.pending = { kind: 'none' };
  state.phase = 'gameOver';
  const scored = state.players.map((player, seat) => ({ seat, breakdown: scoreSheet(player.sheet, state.radiologist, state.epidemiologist) }));
  const sorted = [...scored].sort((a, b) => b.breakdown.total - a.breakdown.total || a.seat - b.seat);
  const result: GameResult = {
    standings: sorted.map(({ seat, breakdown }) => ({
      seat,
      rank: 1 + sorted.filter((o) => o.breakdown.total > breakdown.total).length,
      score: breakdown.total,
      breakdown,
    })),
  };
  if (state.ursule) {
    const breakdown = scoreSheet(state.ursule.sheet, state.radiologist, state.epidemiologist, state.options);
    result.ursule = { score: breakdown.total, breakdown };
    result.soloWin = result.standings[0]!.score > breakdown.total;
  }
  state.result = result;
  events.push({ type: 'gameOver', result });
}
