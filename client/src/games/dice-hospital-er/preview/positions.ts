// Positions for the ER preview page, built with the engine (buildPosition, createGame and a few
// applyActions): every screen of the ER views can be opened directly with ?pos=NAME.
import type { ErEvent } from '../../../../../shared/games/dice-hospital-er/index.js';
import { testKey } from '../../../../../shared/random.js';
import {
  applyAction,
  buildPosition,
  createGame,
  defaultAction,
  pendingSeats,
  type Action,
  type GameState,
  type PositionDescription,
} from '../../../../../shared/games/dice-hospital-er/index.js';

export interface Played {
  state: GameState;
  events: ErEvent[];
}

export function act(p: Played, seat: number, action: Action): Played {
  const result = applyAction(p.state, seat, action);
  if (!result.ok) throw new Error(`preview: ${JSON.stringify(action)} refused: ${result.error.code}`);
  return { state: result.state, events: [...p.events, ...result.events] };
}

/** Every pending seat but `except` plays its default move, until only `except` (or nobody) is pending. */
export function othersPlay(p: Played, except: number | null, limit = 10_000): Played {
  for (let i = 0; i < limit; i++) {
    const seat = pendingSeats(p.state).find((s) => s !== except);
    if (seat === undefined) return p;
    p = act(p, seat, defaultAction(p.state, seat)!);
  }
  return p;
}

const NAMES = ['Ana', 'Ben', 'Chloé', 'Dmitri', 'Élodie'];
const MID: PositionDescription['seats'] = [
  { wards: '24!/135/3c2/4/15!/2/3', nurses: 2, nurseWards: [1, 4], stethoscopes: 2, bloodBags: 1, stethoscopesGained: 3, bloodBagsGained: 2, morgue: 1 },
  { wards: '1356/24/3/245/1//2', nurses: 1, nurseWards: [0], stethoscopes: 1, bloodBags: 0, stethoscopesGained: 2, cardiologistPoints: 8 },
  { wards: '2/13456/2/1/3/12/', nurses: 3, nurseWards: [1, 2, 5], stethoscopes: 3, bloodBags: 2, stethoscopesGained: 4, bloodBagsGained: 2, morgue: 2 },
  { wards: '1/2/3/4/5/6/1', stethoscopes: 0, bloodBags: 0, morgue: 0 },
  { wards: '36//14!/2/5c/134/26', nurses: 2, nurseWards: [2, 6], stethoscopes: 5, bloodBags: 1, stethoscopesGained: 6 },
];
const start = (p: GameState): Played => ({ state: p, events: [] });
const mid = (players: number, extra: Partial<PositionDescription> = {}): GameState =>
  buildPosition({
    players: NAMES.slice(0, players),
    key: testKey(11),
    turn: 9,
    chief: 0,
    seats: MID.slice(0, players),
    cardiologists: ['nurses', { id: 'two_wards', value: 5, scoredBy: [1] }],
    radiologist: 'opposite_pairs',
    epidemiologist: 'lines',
    ...extra,
  });

/** Plays a whole game with every seat's default move. */
function playOut(p: Played): Played {
  return othersPlay(p, null);
}

export const POSITIONS: Record<string, (seat: number) => Played> = {
  /** Turn 1 of a fresh 3-player game. */
  start: () => start(createGame({ players: NAMES.slice(0, 3), key: testKey(7) })),
  /** Mid-game, the player is chief and chooses first. */
  chief: () => start(mid(3, { card: 0, dice: { red: 4, yellow: 2, green: 5 } })),
  /** Mid-game, the chief (Ana) took red; the player (seat 1 or 2) chooses, Ana's die costs a blood bag. */
  choose: () => act(start(mid(3, { card: 9, dice: { red: 3, yellow: 5, green: 1 } })), 0, { type: 'chooseDie', colour: 'red' }),
  /** Admission with an extra patient (yellow ambulance of card 0: extra red 1-2). */
  admit: (seat) =>
    withChoice(
      act(start(mid(3, { card: 0, dice: { red: 4, yellow: 3, green: 5 } })), 0, { type: 'chooseDie', colour: seat === 0 ? 'yellow' : 'red' }),
      seat,
      'yellow',
    ),
  /** Admission with a curtain (card 19: red curtain). */
  curtain: (seat) =>
    withChoice(
      act(start(mid(3, { card: 19, dice: { red: 2, yellow: 6, green: 1 } })), 0, { type: 'chooseDie', colour: seat === 0 ? 'red' : 'green' }),
      seat,
      'red',
    ),
  /** Five players, the player admits: four other hospitals. */
  five: (seat) =>
    withChoice(
      act(start(mid(5, { card: 16, dice: { red: 5, yellow: 2, green: 6 } })), 0, { type: 'chooseDie', colour: seat === 0 ? 'green' : 'red' }),
      seat,
      'green',
    ),
  /** Solo mid-game against URSULE (she is chief this turn). */
  solo: () =>
    start(
      buildPosition({
        players: ['Ana'],
        key: testKey(5),
        turn: 12,
        chief: 'ursule',
        card: 3,
        dice: { red: 2, yellow: 5, green: 4 },
        seats: [MID[0]!],
        ursule: { wards: '1234/123/23/2/1234/1/3', stethoscopes: 2, bloodBags: 1, nurses: 4, nurseWards: [0, 4] },
        cardiologists: ['scanner', 'blood_bags'],
        radiologist: 'equal_around_scanner',
        epidemiologist: 'triangles',
      }),
    ),
  /** Solo: URSULE fills her first ward while both cardiologists remain: the player discards one. */
  discard: () =>
    untilDiscard(
      withChoice(
        start(
          buildPosition({
            players: ['Ana'],
            key: testKey(5),
            turn: 14,
            chief: 'ursule',
            card: 12,
            dice: { red: 1, yellow: 3, green: 2 },
            seats: [MID[0]!],
            ursule: { wards: '1234/12345/12345/1234/12345/123456/12', stethoscopes: 0, bloodBags: 0, wardsFilled: 6 },
            cardiologists: ['scanner', 'nurses'],
            radiologist: 'high_near_scanner',
            epidemiologist: 'sequence',
          }),
        ),
        0,
        'green',
      ),
    ),
  /** A 3-player game played to the end with default moves. */
  final: () => playOut(start(createGame({ players: NAMES.slice(0, 3), key: testKey(3) }))),
  /** A solo game played to the end with default moves. */
  'final-solo': () => playOut(start(createGame({ players: ['Ana'], key: testKey(4), options: { equipment: true } }))),
};

/** The player takes `colour` (if they still choose), the others their default, the player then admits. */
function withChoice(p: Played, seat: number, colour: 'red' | 'yellow' | 'green'): Played {
  p = othersPlay(p, seat);
  if (pendingSeats(p.state).includes(seat) && p.state.pending.kind !== 'admit') p = act(p, seat, { type: 'chooseDie', colour });
  return othersPlay(p, seat);
}

/** Solo: the player's default moves until the game asks which cardiologist to discard. */
function untilDiscard(p: Played): Played {
  while (p.state.pending.kind === 'admit') p = act(p, 0, defaultAction(p.state, 0)!);
  return p;
}
