// The Dice Hospital positions the screen tests and `npm run screenshots` put into a room, one per
// main decision, at a table of Hana, Gaspard and Emma (Hana is the viewer): built by the engine's
// position builder, then played on by legal actions until the decision is Hana's.
import { testKey } from '../../../shared/random.js';
import {
  applyAction,
  buildPosition,
  createGame,
  legalActions,
  pendingSeats,
  type Action,
  type GameState,
  type Options,
  type PositionDescription,
} from '../../../shared/games/dice-hospital/index.js';

export const NAMES = ['Hana', 'Gaspard', 'Emma'];

/** The state after a legal action (a refusal throws). */
export function play(state: GameState, seat: number, action: Action | undefined): GameState {
  const result = applyAction(state, seat, action);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.state;
}

/** Plays each waiting seat's first legal action until `until` holds. */
export function advance(state: GameState, until: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 50 && !until(state); i++) {
    const seat = pendingSeats(state)[0]!;
    state = play(state, seat, legalActions(state, seat)[0]);
  }
  if (!until(state)) throw new Error('position not reached');
  return state;
}

/** One worker of `seat` placed on the first department that takes it. */
export function placeOne(state: GameState, seat: number, worker?: string): GameState {
  const action = legalActions(state, seat).find((a) => a.type === 'placeWorker' && (!worker || a.worker.startsWith(worker)));
  return play(state, seat, action);
}

export const position = (desc: PositionDescription) => buildPosition({ players: NAMES, ...desc });

/** Round 2's intake, `firstPlayer` first: Hana loads the ambulances when the first player is 1. */
export const intake = (firstPlayer: number) =>
  position({
    round: 2,
    phase: 'intake',
    firstPlayer,
    seats: [{ patients: ['R3', 'Y4t', 'G2'], bloodBags: 1 }, { patients: ['R4', 'Y3'] }, { patients: ['G5'] }],
  });

/** Round 2's intake with Hana taking an ambulance. */
export const takingAmbulance = () => advance(intake(0), (s) => s.pending.kind === 'takeAmbulance' && s.pending.seat === 0);

/** Round 3: Hana's hospital is full and her ambulance brings more: she chooses who dies. */
export const choosingFatalities = () =>
  advance(
    position({
      round: 3,
      phase: 'intake',
      seats: [{ patients: ['R1', 'R2', 'R3', 'R4', 'Y1', 'Y2', 'Y3', 'Y4', 'G1', 'G2', 'G3', 'G4'], fatalities: 1 }, { patients: ['R4'] }, {}],
    }),
    (s) => s.pending.kind === 'chooseFatalities',
  );

/** Round 4's improvements: the display, Hana first. */
export const improving = () =>
  position({
    round: 4,
    phase: 'improvement',
    turnOrder: [0, 1, 2],
    seats: [{ patients: ['R3', 'Y4'] }, { patients: ['G3'], departments: ['radiology'] }, { patients: ['Y5'] }],
  });

/** Round 5's activation: Hana's hospital with specialists, treated and new patients, this round's
 * discharges, blood bags and a fatality; a nurse of each player already at work. */
export function activating(): GameState {
  let state = position({
    round: 5,
    seats: [
      {
        patients: ['R6', 'Y3', 'G4', 'R1', 'Y1', 'G1', 'Y5t', 'G2t', 'R4n', 'Y2n'],
        discharged: ['R6', 'G6'],
        bloodBags: 2,
        fatalities: 1,
        score: 14,
        specialists: ['paramedic', 'surgeon'],
        departments: ['radiology'],
      },
      { patients: ['R4', 'Y3', 'G6', 'G2', 'Y1t'], bloodBags: 1, score: 17, specialists: ['haematologist'] },
      { patients: ['R5', 'Y2', 'G3'], bloodBags: 3, fatalities: 2, score: 9, departments: ['orthopaedics'] },
    ],
  });
  for (const seat of [0, 1, 2]) state = placeOne(state, seat, 'nurse');
  return state;
}

/** The game's first decision: each player gives her starting patients their values and keeps one of
 * the two administrators dealt to her. */
export const settingUp = () => createGame({ players: NAMES, key: testKey(3) });

/** A two-player game's first decision: Hana, the first player, reveals one more department tile or
 * specialist card for the display (the key is one that makes her first). */
export const revealing = () => createGame({ players: NAMES.slice(0, 2), key: testKey(2) });

/** Round 4's improvements played out (each seat takes the first offer): Hana, who owns Radiology,
 * may return a tile or card before the activation. */
export const returning = () =>
  advance(
    position({
      round: 4,
      phase: 'improvement',
      turnOrder: [1, 2, 0],
      seats: [{ patients: ['R3', 'Y4'], departments: ['radiology'] }, { patients: ['G3'] }, { patients: ['Y5'] }],
    }),
    (s) => s.pending.kind === 'returnImprovement' && s.pending.seats.includes(0),
  );

/** The options the Consultant, the Medical Student and the final collections come with. */
const PROMO: Partial<Options> = { experimentalMedicine: true, promoSpecialists: true, finalRoundCollections: true };

/** Round 3's activation: Hana's Consultant must first take one of her other specialists' roles. */
export const consulting = () =>
  position({
    options: PROMO,
    round: 3,
    seats: [
      { patients: ['R3', 'Y4', 'G2', 'R5', 'Y2', 'G5'], specialists: ['consultant', 'medical_student', 'pathologist'], fatalities: 1 },
      { patients: ['R4', 'Y3'] },
      { patients: ['G2'] },
    ],
  });

/** The Consultant, as a Medical Student, has healed a patient on the Critical Care Unit: Hana heals
 * one patient and harms another, or skips. */
export function usingAbility(): GameState {
  let state = play(consulting(), 0, { type: 'assignConsultant', specialist: 'medical_student' });
  const consultant = state.players[0]!.workers.find((w) => w.specialist === 'consultant')!.id;
  const placement = legalActions(state, 0).find((a) => a.type === 'placeWorker' && a.worker === consultant && a.department.startsWith('start') && !a.recolour);
  state = play(state, 0, placement);
  if (state.pending.kind !== 'activation' || !state.activation[0]!.ability) throw new Error('usingAbility: no ability armed');
  return state;
}

/** After round 8, with the Final Round Collections: Hana moves a patient to an ambulance's back. */
export const collecting = () =>
  position({ options: PROMO, round: 8, phase: 'discharge', seats: [{ patients: ['R2', 'G4', 'Y6'] }, { patients: ['Y3', 'G1'] }, { patients: ['R5'] }] });

/** Solo, round 2: Sol keeps three of the four patients the intake brings. */
export const soloIntake = () => buildPosition({ players: ['Sol'], round: 2, phase: 'intake', seats: [{ patients: ['R3', 'Y4', 'G2', 'Y5t'] }] });

/** Solo, round 3's discharge: two red dice and a yellow one complete either report of the bottom
 * row that takes them, and Sol chooses. */
export const soloReports = () =>
  buildPosition({
    players: ['Sol'],
    round: 3,
    phase: 'discharge',
    reports: { bottom: ['rr', 'ry', 'gg'], top: ['rry', 'yg', 'gr'] },
    seats: [{ patients: ['G3', 'Y2'], discharged: ['R6', 'R6', 'Y6'], score: 6 }],
  });
