// Option `finalRoundCollections` (rules spec 6.1): after round 8, before final scoring, the first P
// ambulances show their backs; from the first player clockwise each player moves one patient onto a
// space of its colour and value (+1 point) or passes for good, until the spaces are full or all
// have passed. Final scoring then costs 1 point per patient still in hospital.
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { AMBULANCE_BACKS, COLLECTION_POINTS } from './catalogue/index.js';
import { findPatient, returnToBag } from './hospital.js';
import type { Collections, GameState, Patient, PlayerState, RulesView } from './types.js';

export const playsCollections = (state: Pick<RulesView, 'options' | 'players'>): boolean => state.options.finalRoundCollections && state.players.length > 1;

/** The moves a seat has: each of its patients onto each empty space of the patient's own colour
 * (temporary colours only serve activation effects, as in 2.4) and value. */
export function collectionMoves(collections: Collections, player: PlayerState): { patient: Patient; space: number }[] {
  const moves: { patient: Patient; space: number }[] = [];
  collections.spaces.forEach((space, index) => {
    if (space.seat !== null) return;
    for (const patient of player.patients) {
      if (patient.colour === space.colour && patient.value === space.value) moves.push({ patient, space: index });
    }
  });
  return moves;
}

/** Sets up the backs and asks the first seat that can move. False when nobody can: scoring follows. */
export function startCollections(state: GameState, events: GameEvent[]): boolean {
  const spaces = AMBULANCE_BACKS.slice(0, state.players.length).flatMap((back, k) =>
    back.map((space) => ({ ambulance: k + 1, colour: space.colour, value: space.value, seat: null })),
  );
  state.collections = { spaces, passed: [] };
  events.push({ type: 'collectionsStarted', spaces });
  return askNext(state, state.firstPlayer, events);
}

/** Why this move is not allowed, or null. */
export function collectionError(state: Pick<RulesView, 'collections' | 'players'>, seat: number, patientId: number, space: number): string | null {
  const collections = state.collections!;
  const target = collections.spaces[space];
  if (!target) return `there is no space ${space}`;
  if (target.seat !== null) return 'that space is taken';
  const patient = findPatient(state.players[seat]!, patientId);
  if (!patient) return `patient ${patientId} is not in your hospital`;
  if (patient.colour !== target.colour || patient.value !== target.value) {
    return `that space takes a ${target.colour} ${target.value} patient`;
  }
  return null;
}

export function collectPatient(state: GameState, seat: number, patientId: number, space: number, events: GameEvent[]): boolean {
  const player = state.players[seat]!;
  const patient = findPatient(player, patientId)!;
  const target = state.collections!.spaces[space]!;
  player.patients = player.patients.filter((p) => p !== patient);
  returnToBag(state, patient);
  target.seat = seat;
  player.score += COLLECTION_POINTS;
  events.push({ type: 'patientCollected', seat, die: patient.id, space, colour: target.colour, value: target.value, points: COLLECTION_POINTS });
  return askNext(state, (seat + 1) % state.players.length, events);
}

export function passCollection(state: GameState, seat: number, events: GameEvent[]): boolean {
  state.collections!.passed.push(seat);
  events.push({ type: 'collectionPassed', seat });
  return askNext(state, (seat + 1) % state.players.length, events);
}

/** From `from` clockwise: the first seat still in with a move is asked; a seat with no move left
 * passes (no later move can give it one: spaces only fill). False when the collection is over. */
function askNext(state: GameState, from: number, events: GameEvent[]): boolean {
  const collections = state.collections!;
  for (let i = 0; i < state.players.length; i++) {
    const seat = (from + i) % state.players.length;
    if (collections.passed.includes(seat)) continue;
    if (collectionMoves(collections, state.players[seat]!).length > 0) {
      state.pending = { kind: 'finalCollection', seat };
      return true;
    }
    collections.passed.push(seat);
    events.push({ type: 'collectionPassed', seat, auto: true });
  }
  state.pending = { kind: 'none' };
  return false;
}

/** Points the collection gave each seat. */
export const collectedBy = (collections: Collections, seat: number): number =>
  collections.spaces.filter((space) => space.seat === seat).length * COLLECTION_POINTS;
