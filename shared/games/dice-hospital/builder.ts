// buildPosition: a full GameState from a compact description, for tests, tutorials and bug reports.
import { shuffleInPlace, testKey } from '../../random.js';
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import type { PositionDescription, SeatDescription } from './builder-types.js';
import { beginActivation, beginImprovement, beginRound, endRound } from './flow.js';
import { gainImprovement } from './improvement.js';
import { drawDisplay, emptyState } from './setup.js';
import { dealReports } from './solo.js';
import { staffWorkers } from './event-cards.js';
import type { Colour, Die, EventId, GameState, Improvement, Patient } from './types.js';

const COLOUR_CODES: Record<string, Colour> = { R: 'red', Y: 'yellow', G: 'green' };

/** 'R4' red 4, 'Y2t' treated, 'G5n' admitted this round (flags combine: 'R3tn'). */
export function parsePatient(code: string): { colour: Colour; value: number; treated: boolean; isNew: boolean } {
  const match = /^([RYG])([1-6])([tn]*)$/.exec(code);
  if (!match) throw new Error(`buildPosition: bad patient "${code}" (expected e.g. R4, Y2t, G5n)`);
  return { colour: COLOUR_CODES[match[1]!]!, value: Number(match[2]), treated: match[3]!.includes('t'), isNew: match[3]!.includes('n') };
}

function takeDie(state: GameState, colour: Colour, value: number): Die {
  const index = state.bag.findIndex((d) => d.colour === colour);
  if (index < 0) throw new Error(`buildPosition: no ${colour} die left in the bag`);
  const [die] = state.bag.splice(index, 1);
  return { id: die!.id, colour, value };
}

function takeItem<T extends string>(stack: Improvement<T>[], type: T): Improvement<T> {
  const index = stack.findIndex((i) => i.type === type);
  if (index < 0) throw new Error(`buildPosition: no ${type} left to take`);
  return stack.splice(index, 1)[0]!;
}

function seatPosition(state: GameState, seat: number, desc: SeatDescription): void {
  const player = state.players[seat]!;
  if (desc.name) player.name = desc.name;
  player.patients = (desc.patients ?? []).map((code): Patient => {
    const { colour, value, treated, isNew } = parsePatient(code);
    return { ...takeDie(state, colour, value), treated, isNew };
  });
  player.discharged = (desc.discharged ?? []).map((code) => ({ ...takeDie(state, parsePatient(code).colour, 6) }));
  for (const type of desc.departments ?? []) gainImprovement(player, { kind: 'department', ...takeItem(state.departmentStack, type) });
  for (const type of desc.specialists ?? []) gainImprovement(player, { kind: 'specialist', ...takeItem(state.specialistDeck, type) });
  player.bloodBags = desc.bloodBags ?? 0;
  player.fatalities = desc.fatalities ?? 0;
  player.score = desc.score ?? 0;
  player.administrator = desc.administrator ?? null;
  player.dealtAdministrators = player.administrator ? [player.administrator] : [];
  player.ambulance = desc.ambulance ?? null;
  player.startingValuesSet = true;
}

function placeEvent(state: GameState, event: EventId, next: boolean): void {
  if (!state.eventDeck) throw new Error('buildPosition: an event needs options.events');
  state.eventDeck = [event, ...state.eventDeck.filter((id) => id !== event)];
  if (next) return;
  state.eventDeck = state.eventDeck.slice(1);
  state.event = event;
  for (const player of state.players) player.workers = staffWorkers(player, state);
}

export function buildPosition(desc: PositionDescription = {}): GameState {
  const names = Array.isArray(desc.players) ? desc.players : Array.from({ length: desc.players ?? 2 }, (_, i) => desc.seats?.[i]?.name ?? `Player ${i + 1}`);
  const state = emptyState({ players: names, key: desc.key ?? testKey(1), options: desc.options });
  shuffleInPlace(state, state.departmentStack);
  shuffleInPlace(state, state.specialistDeck);
  if (state.solo) {
    dealReports(state);
    const solo = state.solo;
    if (desc.reports?.bottom) solo.bottom = [0, 1, 2].map((k) => desc.reports!.bottom![k] ?? null);
    if (desc.reports?.top) solo.top = [0, 1, 2].map((k) => desc.reports!.top![k] ?? null);
    solo.completed = (desc.reports?.completed ?? []).map((report) => ({ report, round: 0 }));
  } else if (desc.reports) {
    throw new Error('buildPosition: reports are for solo positions (players: 1)');
  }
  state.round = desc.round ?? 1;
  state.firstPlayer = desc.firstPlayer ?? 0;
  names.forEach((_, seat) => seatPosition(state, seat, desc.seats?.[seat] ?? {}));
  const clockwise = names.map((_, i) => (state.firstPlayer + i) % names.length);
  const byAmbulance = [...clockwise].sort((a, b) => (state.players[a]!.ambulance ?? 99) - (state.players[b]!.ambulance ?? 99));
  state.turnOrder = desc.turnOrder ?? byAmbulance;
  if (desc.display) {
    state.display.departments = (desc.display.departments ?? []).map((t) => takeItem(state.departmentStack, t));
    state.display.specialists = (desc.display.specialists ?? []).map((t) => takeItem(state.specialistDeck, t));
  } else {
    drawDisplay(state);
  }
  if (desc.event) placeEvent(state, desc.event, desc.phase === 'intake');
  const events: GameEvent[] = [];
  switch (desc.phase ?? 'activation') {
    case 'intake':
      state.round -= 1;
      beginRound(state, events);
      break;
    case 'improvement':
      beginImprovement(state, events);
      break;
    case 'activation':
      beginActivation(state, events);
      break;
    case 'neglect':
    case 'discharge':
      endRound(state, events, desc.phase === 'discharge' ? 'discharge' : 'neglect');
      break;
  }
  return state;
}
