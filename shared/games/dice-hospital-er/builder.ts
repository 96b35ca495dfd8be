// buildPosition: a full GameState from a compact description, for tests, tutorials and bug reports.
// The position is at the start of a turn (card flipped, dice rolled), waiting for the chief's choice
// (or, when URSULE is chief, for yours after she played).
import type { ErEvent } from './log-events.js';
import { testKey } from '../../random.js';
import { AMBULANCE_CARDS, WARDS } from './catalogue.js';
import { beginChoice, flipAndRoll } from './flow.js';
import { dealSetup, emptyState } from './setup.js';
import { emptySheet } from './sheet.js';
import type { CardiologistId, Chief, Colour, EpidemiologistId, GameState, Options, RadiologistId, Sheet } from './types.js';

export interface SheetDescription {
  /** Wards 0-6 separated by '/', each its values in filling order; a value followed by '!' is
   * critical, by 'c' behind a curtain. E.g. '12!/3c//456' (wards 4-6 empty). */
  wards?: string;
  nurses?: number;
  /** Wards whose nurse is crossed (default: none; `nurses` is not derived from it). */
  nurseWards?: number[];
  stethoscopes?: number;
  bloodBags?: number;
  stethoscopesGained?: number;
  bloodBagsGained?: number;
  morgue?: number;
  cardiologistPoints?: number;
}

export interface PositionDescription {
  /** Number of seats or their names; default 2. One seat is a solo game against URSULE. */
  players?: number | string[];
  key?: string;
  options?: Partial<Options>;
  seats?: SheetDescription[];
  /** Solo: URSULE's sheet (default: her starting sheet) and the wards she has already scored as full. */
  ursule?: SheetDescription & { wardsFilled?: number };
  /** This turn's number (default 1) and the game's length (default: the deck's, 24 or 25). */
  turn?: number;
  turns?: number;
  /** This turn's ambulance card, and the cards that follow it (default: the shuffled deck). */
  card?: number;
  deck?: number[];
  dice?: Partial<Record<Colour, number>>;
  chief?: Chief;
  /** The cardiologists in play: ids (at their starting value) or full cards. */
  cardiologists?: (CardiologistId | { id: CardiologistId; value: number; scoredBy?: number[] })[];
  radiologist?: RadiologistId;
  epidemiologist?: EpidemiologistId;
}

/** Parses the `wards` notation into a sheet's wards, critical beds and curtains. */
export function parseWards(text: string): Pick<Sheet, 'wards' | 'critical' | 'curtains'> {
  const parts = text.split('/');
  if (parts.length > WARDS.length) throw new Error(`buildPosition: more than ${WARDS.length} wards in "${text}"`);
  const sheet = { wards: WARDS.map(() => [] as number[]), critical: [] as number[], curtains: [] as number[] };
  parts.forEach((part, w) => {
    for (const match of part.matchAll(/([1-6])([!c]*)|(\s+)|(.)/g)) {
      if (match[3]) continue;
      if (match[4]) throw new Error(`buildPosition: bad ward "${part}" (values 1-6, each optionally followed by ! or c)`);
      const bed = WARDS[w]!.beds[sheet.wards[w]!.length];
      if (bed === undefined) throw new Error(`buildPosition: ward ${w} has only ${WARDS[w]!.beds.length} beds`);
      sheet.wards[w]!.push(Number(match[1]));
      if (match[2]!.includes('!')) sheet.critical.push(bed);
      if (match[2]!.includes('c')) sheet.curtains.push(bed);
    }
  });
  return sheet;
}

function describeSheet(base: Sheet, desc: SheetDescription): Sheet {
  const sheet: Sheet = { ...base, ...(desc.wards !== undefined ? parseWards(desc.wards) : {}) };
  for (const key of ['nurses', 'stethoscopes', 'bloodBags', 'stethoscopesGained', 'bloodBagsGained', 'morgue', 'cardiologistPoints'] as const) {
    if (desc[key] !== undefined) sheet[key] = desc[key]!;
  }
  if (desc.nurseWards) sheet.nurseWards = [...desc.nurseWards];
  return sheet;
}

export function buildPosition(desc: PositionDescription = {}): GameState {
  const names = Array.isArray(desc.players) ? desc.players : Array.from({ length: desc.players ?? 2 }, (_, i) => `Player ${i + 1}`);
  const state = emptyState({ players: names, key: desc.key ?? testKey(1), options: desc.options });
  dealSetup(state);
  state.players.forEach((player, seat) => (player.sheet = describeSheet(emptySheet(), desc.seats?.[seat] ?? {})));
  if (desc.ursule) {
    if (!state.ursule) throw new Error('buildPosition: URSULE plays only in solo positions (players: 1)');
    state.ursule.sheet = describeSheet(state.ursule.sheet, desc.ursule);
    state.ursule.wardsFilled = desc.ursule.wardsFilled ?? 0;
  }
  const turn = desc.turn ?? 1;
  if (desc.turns !== undefined) state.turns = desc.turns;
  const card = desc.card ?? state.deck[0]!;
  if (!AMBULANCE_CARDS[card]) throw new Error(`buildPosition: there is no card ${card}`);
  const rest = desc.deck ?? [...state.deck, ...state.removed].filter((c) => c !== card);
  state.deck = [card, ...rest].slice(0, Math.max(1, state.turns - turn + 1));
  state.turns = turn - 1 + state.deck.length;
  state.turn = turn - 1;
  if (desc.chief !== undefined) state.chief = desc.chief;
  if (desc.cardiologists) {
    const start = names.length <= 2 ? 5 : 8;
    state.cardiologists = desc.cardiologists.map((c) =>
      typeof c === 'string' ? { id: c, value: start, scoredBy: [] } : { id: c.id, value: c.value, scoredBy: [...(c.scoredBy ?? [])] },
    );
  }
  if (desc.radiologist) state.radiologist = desc.radiologist;
  if (desc.epidemiologist) state.epidemiologist = desc.epidemiologist;
  flipAndRoll(state);
  state.dice = { ...state.dice, ...desc.dice };
  const events: ErEvent[] = [];
  beginChoice(state, events);
  return state;
}
