// The synced Colyseus state of a Dice Hospital room, as plain JSON, and the two pure conversions
// between it and the engine's GameView. The server projects `syncFromView(view)` into its schema;
// a client turns `room.state.toJSON()` back into a GameView with `viewFromSync` and can then call the
// shared `legalActions(view, seat)` on it.
//
// The synced shape is the GameView (without `viewer`) except where Colyseus schema cannot follow or
// where one schema object per item or per list would cost too much memory (about 1.5 KB per object,
// 2 KB per array, with its change tracking; a 4-player room has over a hundred dice, tiles and workers):
// - packed lists (see PACKING below): a player's `patients` is a flat number array, colours as
//   indexes into COLOURS; every other list is one string (dice, tiles, cards, workers, round scores,
//   seats, dealt administrators); which departments are activated is a player's
//   `activatedDepartments` (bits), where workers are placed its `placedOn` ('' for none);
// - no nested arrays: `intake.ambulances` holds each die with its ambulance's index first;
// - no nulls inside lists: `intake.takenBy` uses -1 for an unclaimed ambulance;
// - null fields are not sent at all (ability, result, a standing's tieBreak), except in a player: there `administrator`
//   is '' and `ambulance` is 0 for none, because @colyseus/schema 3.0 drops the deletion of a field
//   on a class that also has a @view field (ChangeTree.delete files it as a filtered change), so
//   a cleared field would never reach the other clients;
// - `players[seat].dealtAdministrators` reaches only that seat; everyone else decodes nothing;
// - solo games only: `solo` (the medical report table), its empty slots '' instead of null; absent
//   in 2-4 player games, like a standing's `reportPoints` and `reportPenalty`;
// - options missing from the synced object (a schema without a newer option) read as their defaults;
// - option `events`: `event` is '' for null (no card this round) and absent when the view has none;
//   `eventDeckCount` is absent when the view has none; a round score's `eventBonus` is -1 when absent;
// - option `finalRoundCollections`: `collections.spaces[i].seat` is -1 for an empty space.
import type { Viewer } from '../../engine.js';
import { shape, text, type JsonOf, type SyncOf } from '../../sync/shape.js';
import { clearOfLength255, itemsOf, numbersOf, packList, wholeNumbers } from '../../sync/packed.js';
import { withDefaults } from './options.js';
import { secretsFor } from './view.js';
import {
  COLOURS,
  type AdministratorType,
  type Colour,
  type Die,
  type EventId,
  type GameResult,
  type GameState,
  type GameView,
  type Improvement,
  type OwnedDepartment,
  type Options,
  type Patient,
  type Pending,
  type Phase,
  type PlayerState,
  type ReportId,
  type RoundScore,
  type RulesView,
  type SeatActivation,
  type SoloState,
  type SpecialistType,
  type Worker,
} from './types.js';

/** A player as synced (packed lists: see PACKING). */
const PLAYER_SYNC = shape({
  name: 'string',
  score: 'number',
  bloodBags: 'number',
  fatalities: 'number',
  patients: { array: 'number' },
  discharged: 'string',
  /** Which are activated is `activatedDepartments`. */
  departments: 'string',
  /** Bit i set: department i was activated this round (apart, so that activating one or the
   * round's reset changes one number rather than the departments' string). */
  activatedDepartments: 'number',
  specialists: 'string',
  /** Where each is placed is `placedOn`. */
  workers: 'string',
  /** The department uid each worker is placed on, in the workers' order, '' for none (apart from
   * the workers' string, so that a placement or the round's reset changes only this short one). */
  placedOn: 'string',
  /** '' for none. */
  administrator: text<AdministratorType | ''>(),
  /** Absent for every viewer but the seat itself; the cards joined by ','. */
  dealtAdministrators: { secret: 'string' },
  startingValuesSet: 'boolean',
  /** 0 for none (ambulances are numbered from 1). */
  ambulance: 'number',
  returnedImprovementThisRound: 'boolean',
  fatalitiesThisRound: 'number',
  rounds: 'string',
});

const OPTIONS_SYNC = shape({
  administrators: 'boolean',
  activation: text<Options['activation']>(),
  events: 'boolean',
  openingCrisis: 'boolean',
  nationwideEpidemic: 'boolean',
  resistantSuperbug: 'boolean',
  finalRoundCollections: 'boolean',
  experimentalMedicine: 'boolean',
  promoSpecialists: 'boolean',
  timedActivation: 'boolean',
  fatalityPenalty: 'boolean',
  reportPenalty: 'boolean',
});

const ABILITY_SYNC = shape({
  worker: 'string',
  specialist: text<SpecialistType>(),
  department: 'string',
  healed: {
    array: {
      id: 'number',
      colour: text<Colour>(),
      before: 'number',
      /** Whether the effect raised it (a re-roll or swap may lower it; Physiotherapy raises nobody). */
      raised: 'boolean',
      discharged: 'boolean',
    },
  },
  /** Admissions Nurse: uses left. */
  uses: { optional: 'number' },
});

type Standing = GameResult['standings'][number];

const STANDING_SYNC = shape({
  seat: 'number',
  rank: 'number',
  score: 'number',
  fatalityPenalty: 'number',
  bloodBagBonus: 'number',
  patientsLeft: 'number',
  pipsLeft: 'number',
  /** Absent when null (scores differ). */
  tieBreak: { optional: text<NonNullable<Standing['tieBreak']>>() },
  /** Solo only: points of completed medical reports, and the cost of the incomplete ones. */
  reportPoints: { optional: 'number' },
  reportPenalty: { optional: 'number' },
  /** Final Round Collections: points for patients collected, and −1 per patient left. */
  collected: { optional: 'number' },
  patientPenalty: { optional: 'number' },
});

/** The synced game: the GameView without `viewer`, where schema cannot follow it as listed above. */
export const DICE_HOSPITAL_SYNC = shape({
  game: text<GameView['game']>(),
  options: OPTIONS_SYNC,
  round: 'number',
  phase: text<Phase>(),
  /** The Pending union flattened: `seat`, `seats` and `counts` are set only for the kinds that have them. */
  pending: { kind: text<Pending['kind']>(), seat: { optional: 'number' }, seats: { optional: 'string' }, counts: { optional: { map: 'number' } } },
  firstPlayer: 'number',
  turnOrder: 'string',
  players: { array: PLAYER_SYNC },
  bagCount: 'number',
  departmentStackCount: 'number',
  specialistDeckCount: 'number',
  display: { departments: 'string', specialists: 'string' },
  /** Dice packed (`ambulances`: each die with its ambulance's index first); `takenBy` a seat per
   * ambulance, -1 while unclaimed. */
  intake: { dice: 'string', ambulances: 'string', takenBy: 'string' },
  activation: { array: { committed: 'boolean', undoDepth: 'number', ability: { optional: ABILITY_SYNC }, protect: { optional: 'number' } } },
  actionCount: 'number',
  result: { optional: { standings: { array: STANDING_SYNC } } },
  /** Solo games only: the medical report table, '' for an empty slot. */
  solo: {
    optional: {
      top: { array: text<ReportId | ''>() },
      bottom: { array: text<ReportId | ''>() },
      completed: { array: { report: text<ReportId>(), round: 'number' } },
    },
  },
  /** Option `events`: this round's card, '' for none; absent when the view has no `event`. */
  event: { optional: text<EventId | ''>() },
  eventDeckCount: { optional: 'number' },
  /** Option `finalRoundCollections`, once the collection started; a space's `seat` is -1 while empty. */
  collections: {
    optional: {
      spaces: { array: { ambulance: 'number', colour: text<Colour>(), value: 'number', seat: 'number' } },
      passed: { array: 'number' },
    },
  },
});

export const DICE_HOSPITAL_OPTIONS_SYNC = OPTIONS_SYNC;

/** The JSON a client decodes, and what the server's projection assigns. */
export type GameSyncJson = JsonOf<typeof DICE_HOSPITAL_SYNC>;
export type GameSyncOut = SyncOf<typeof DICE_HOSPITAL_SYNC>;
type PlayerSyncJson = GameSyncJson['players'][number];
type PlayerSyncOut = GameSyncOut['players'][number];
export type PendingSyncJson = GameSyncJson['pending'];
type SoloSyncJson = NonNullable<GameSyncJson['solo']>;
type SeatActivationSyncJson = GameSyncJson['activation'][number];

// PACKING: how each packed list lays out one item.
// The patients, which change at nearly every action, are an array of numbers, four per patient, so
// that a patch carries only the numbers that changed:
//   patient:                        id, colour, value, flags (1 treated, 2 new, 4 × (1 + tempColour) when set)
// Every other list changes a few times a round at most and is one string (each array is a schema
// object of its own, about 2 KB of server memory with its change tracking: the 17 arrays a room had
// beside its patients' took 35 KB), items joined by ',', an item's fields by a space ('' for an
// absent field; ids and types have neither); colours as their index in COLOURS:
//   die (discharged, intake dice):                         id colour value
//   ambulance die:                                         ambulance id colour value
//   improvement (display, specialists, owned departments): uid type
//   worker:                                                id specialist role
//   round score:                                           round discharged dischargePoints administratorBonus emptyHospitalBonus eventBonus (-1: absent)
//   seat (turnOrder, pending.seats, intake.takenBy):        the seat number (takenBy: -1 for an unclaimed ambulance)
//   placedOn:                                               the department uid a worker is placed on, '' for none
//   dealtAdministrators:                                    the administrator's type
// A packed string of exactly 255 UTF-8 bytes ends with one more ',' (a schema bug: clearOfLength255).
// An owned department's `activated` is bit i of the player's `activatedDepartments`, a worker's
// `placedOn` item i of the player's `placedOn` string.

const COLOUR_INDEX = Object.fromEntries(COLOURS.map((colour, i) => [colour, i])) as Record<Colour, number>;
const colourIndex = (colour: Colour): number => COLOUR_INDEX[colour];
const colourAt = (index: number): Colour => {
  const colour = COLOURS[index];
  if (!colour) throw new Error(`viewFromSync: no colour ${index}`);
  return colour;
};

const TREATED = 1;
const NEW = 2;
const TEMP_COLOUR = 4;

// The packing runs on every projection of every room: plain pushes and template
// strings, no intermediate arrays.
const packPatient = (out: number[], p: Patient): void => {
  const flags = (p.treated ? TREATED : 0) | (p.isNew ? NEW : 0) | (p.tempColour ? TEMP_COLOUR * (1 + colourIndex(p.tempColour)) : 0);
  out.push(p.id, colourIndex(p.colour), p.value, flags);
};
/** Computes once per object, which engine states never change: round scores and cards are shared
 * between states even where their lists are copied (copy.ts), so their strings are kept per item. */
function perItem<T extends object, R = string>(pack: (item: T) => R): (item: T) => R {
  const cache = new WeakMap<T, R>();
  return (item) => {
    let packed = cache.get(item);
    if (packed === undefined) {
      packed = pack(item);
      cache.set(item, packed);
    }
    return packed;
  };
}
const packRound = perItem(
  (r: RoundScore) => `${r.round} ${r.discharged} ${r.dischargePoints} ${r.administratorBonus} ${r.emptyHospitalBonus} ${r.eventBonus ?? -1}`,
);
/** The `count` whole numbers of one packed item (a die: `id colour value`). */
const numbersIn =
  (count: number) =>
  (item: string): number[] => {
    const fields = wholeNumbers(item.split(' '), item);
    if (fields.length !== count) throw new Error(`viewFromSync: not ${count} numbers: ${item}`);
    return fields;
  };

/** Items of `packed` by `stride`. */
function chunks<T>(packed: readonly T[], stride: number): T[][] {
  if (packed.length % stride !== 0) throw new Error(`viewFromSync: a packed list of ${packed.length} is not a multiple of ${stride}`);
  const items: T[][] = [];
  for (let i = 0; i < packed.length; i += stride) items.push(packed.slice(i, i + stride));
  return items;
}

const dieAt = ([id, colour, value]: number[]): Die => ({ id: id!, colour: colourAt(colour!), value: value! });
function patientAt([id, colour, value, flags]: number[]): Patient {
  const patient: Patient = { id: id!, colour: colourAt(colour!), value: value!, treated: (flags! & TREATED) !== 0, isNew: (flags! & NEW) !== 0 };
  const temp = Math.floor(flags! / TEMP_COLOUR);
  if (temp > 0) patient.tempColour = colourAt(temp - 1);
  return patient;
}
function roundAt(packed: string): RoundScore {
  const fields = packed.split(' ').map(Number);
  if (fields.length !== 6 || fields.some((n) => !Number.isInteger(n))) throw new Error(`viewFromSync: not a round score: ${packed}`);
  const [round, discharged, dischargePoints, administratorBonus, emptyHospitalBonus, eventBonus] = fields;
  const score: RoundScore = {
    round: round!,
    discharged: discharged!,
    dischargePoints: dischargePoints!,
    administratorBonus: administratorBonus!,
    emptyHospitalBonus: emptyHospitalBonus!,
  };
  if (eventBonus! >= 0) score.eventBonus = eventBonus!;
  return score;
}
const fieldsOf = (packed: string): (string | undefined)[] => packed.split(' ').map((f) => f || undefined);
function improvementAt<T>(packed: string): Improvement<T> {
  const [uid, type] = fieldsOf(packed);
  return { uid: uid!, type: type as T };
}
const departmentAt =
  (activated: number) =>
  (packed: string, i: number): OwnedDepartment => ({
    ...improvementAt<OwnedDepartment['type']>(packed),
    activated: (activated & (1 << i)) !== 0,
  });
/** Bit i: `departments[i].activated` (a hospital has far fewer than 31 departments). */
function activatedBits(departments: readonly OwnedDepartment[]): number {
  if (departments.length > 31) throw new Error(`syncFromView: ${departments.length} departments do not fit the activated bits`);
  return departments.reduce((bits, d, i) => (d.activated ? bits | (1 << i) : bits), 0);
}
const workerAt =
  (placements: readonly string[]) =>
  (packed: string, i: number): Worker => {
    const [id, specialist, role] = fieldsOf(packed);
    const placedOn = placements[i];
    const worker: Worker = { id: id! };
    if (specialist) worker.specialist = specialist as Worker['specialist'];
    if (placedOn) worker.placedOn = placedOn;
    if (role) worker.role = role as Worker['role'];
    return worker;
  };

/** Packs a list into a flat array (afresh each time: a cache by list measured no faster than
 * building these short arrays, which assignPlain then compares item by item). */
function packer<T, P>(pack: (out: P[], item: T, index: number) => void): (list: readonly T[]) => P[] {
  return (list) => {
    const packed: P[] = [];
    for (let i = 0; i < list.length; i++) pack(packed, list[i]!, i);
    return packed;
  };
}

/** Packs a list in one string, once per list object: engine states are never mutated and share
 * the lists an action left alone (copy.ts). */
function joiner<T>(pack: (item: T) => string): (list: readonly T[]) => string {
  const cache = new WeakMap<readonly T[], string>();
  return (list) => {
    let packed = cache.get(list);
    if (packed === undefined) {
      packed = '';
      for (let i = 0; i < list.length; i++) packed += i === 0 ? pack(list[i]!) : `,${pack(list[i]!)}`;
      packed = clearOfLength255(packed);
      cache.set(list, packed);
    }
    return packed;
  };
}

const dieText = (d: Die): string => `${d.id} ${colourIndex(d.colour)} ${d.value}`;
const joinDice = joiner(dieText);
const packPatients = packer(packPatient);
function joinAmbulances(ambulances: readonly (readonly Die[])[]): string {
  let packed = '';
  ambulances.forEach((dice, ambulance) => {
    for (const d of dice) packed += `${packed === '' ? '' : ','}${ambulance} ${dieText(d)}`;
  });
  return clearOfLength255(packed);
}
const joinRounds = joiner(packRound);
const joinImprovements = joiner((i: Improvement<string>) => `${i.uid} ${i.type}`);
const joinWorkers = joiner((w: Worker) => `${w.id} ${w.specialist ?? ''} ${w.role ?? ''}`);
const joinPlacements = joiner((w: Worker) => w.placedOn ?? '');
const joinSeats = joiner((seat: number | null) => String(seat ?? -1));

// Field by field rather than a spread: the packed fields change type, which would cost a spread
// object its fast shape.
function playerToSync(p: PlayerState, dealt: readonly AdministratorType[] = p.dealtAdministrators): PlayerSyncOut {
  return {
    name: p.name,
    score: p.score,
    bloodBags: p.bloodBags,
    fatalities: p.fatalities,
    dealtAdministrators: packList(dealt),
    startingValuesSet: p.startingValuesSet,
    returnedImprovementThisRound: p.returnedImprovementThisRound,
    fatalitiesThisRound: p.fatalitiesThisRound,
    administrator: p.administrator ?? '',
    ambulance: p.ambulance ?? 0,
    patients: packPatients(p.patients),
    discharged: joinDice(p.discharged),
    departments: joinImprovements(p.departments),
    activatedDepartments: activatedBits(p.departments),
    specialists: joinImprovements(p.specialists),
    workers: joinWorkers(p.workers),
    placedOn: joinPlacements(p.workers),
    rounds: joinRounds(p.rounds),
  };
}

/** The intake packed, once per intake object: it stays the same object while it does not change (copy.ts, reshare). */
const intakeToSync = perItem((intake: GameView['intake']): GameSyncOut['intake'] => ({
  dice: joinDice(intake.dice),
  ambulances: joinAmbulances(intake.ambulances),
  takenBy: joinSeats(intake.takenBy),
}));

/** The pending decision as synced, once per pending object (reshare keeps it while it does not change). */
const pendingToSync = perItem((pending: Pending): GameSyncOut['pending'] => {
  const synced: Writable<GameSyncOut['pending']> = { kind: pending.kind };
  if ('seat' in pending) synced.seat = pending.seat;
  if ('seats' in pending) synced.seats = joinSeats(pending.seats);
  if ('counts' in pending) synced.counts = pending.counts;
  return synced;
});

/** The parts of a view that are packed or rewritten for the sync, each once per object: engine states
 * are never mutated and share what an action left alone (copy.ts, reshare), so an unchanged part is
 * then the same synced object as last time, and assignPlain skips it without looking inside. */
const displayToSync = perItem((display: GameView['display']): GameSyncOut['display'] => ({
  departments: joinImprovements(display.departments),
  specialists: joinImprovements(display.specialists),
}));
const collectionsToSync = perItem((collections: NonNullable<GameView['collections']>): NonNullable<GameSyncOut['collections']> => ({
  spaces: collections.spaces.map((space) => ({ ...space, seat: space.seat ?? -1 })),
  passed: [...collections.passed],
}));
const soloToSync = perItem((solo: SoloState): NonNullable<GameSyncOut['solo']> => ({
  top: solo.top.map((r) => r ?? ''),
  bottom: solo.bottom.map((r) => r ?? ''),
  completed: solo.completed.map((c) => ({ ...c })),
}));
const resultToSync = perItem((result: GameResult): NonNullable<GameSyncOut['result']> => ({
  standings: result.standings.map(({ tieBreak, ...s }) => (tieBreak ? { ...s, tieBreak } : s)),
}));

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The GameView as the server syncs it (the inverse of `viewFromSync`). */
export function syncFromView(view: GameView, player: (p: PlayerState, seat: number) => PlayerSyncOut = (p) => playerToSync(p)): GameSyncOut {
  return syncOf(view, view.players.map(player), view.bagCount, view.departmentStackCount, view.specialistDeckCount, view.eventDeckCount);
}

/**
 * The synced game from the parts a view shows, field by field (no spread of the view: this runs on
 * every action of every room). Every field of the synced shape is named here, so a field the shape
 * gains and this leaves out fails to compile.
 */
function syncOf(
  view: RulesView,
  players: PlayerSyncOut[],
  bagCount: number,
  departmentStackCount: number,
  specialistDeckCount: number,
  eventDeckCount: number | undefined,
): GameSyncOut {
  const synced: Writable<GameSyncOut> = {
    game: view.game,
    options: view.options,
    round: view.round,
    phase: view.phase,
    pending: pendingToSync(view.pending),
    firstPlayer: view.firstPlayer,
    turnOrder: joinSeats(view.turnOrder),
    players,
    bagCount,
    departmentStackCount,
    specialistDeckCount,
    display: displayToSync(view.display),
    intake: intakeToSync(view.intake),
    activation: view.activation,
    actionCount: view.actionCount,
  };
  if (view.result) synced.result = resultToSync(view.result);
  if (view.solo) synced.solo = soloToSync(view.solo);
  if (view.event !== undefined) synced.event = view.event ?? '';
  if (eventDeckCount !== undefined) synced.eventDeckCount = eventDeckCount;
  if (view.collections) synced.collections = collectionsToSync(view.collections);
  return synced;
}

/** Each engine player's synced form, with its secrets (see syncFromState). */
const playerSyncs = new WeakMap<PlayerState, PlayerSyncOut>();

/**
 * What the server syncs of an engine state: the public view (what `syncFromView(sharedView(state))`
 * gives, read straight from the state without building the view), and in each player's
 * `dealtAdministrators`, a field that reaches only that seat, the seat's secrets (secretsFor). A
 * player is packed once per player object: an action leaves the players it did not change the same
 * objects (copy.ts, reshare), and the projection then skips them whole.
 */
export function syncFromState(state: GameState): GameSyncOut {
  const players = state.players.map((own, seat) => {
    let synced = playerSyncs.get(own);
    if (!synced) playerSyncs.set(own, (synced = playerToSync(own, secretsFor(state, seat).dealtAdministrators)));
    return synced;
  });
  return syncOf(state, players, state.bag.length, state.departmentStack.length, state.specialistDeck.length, state.eventDeck?.length);
}

/** True once the host started the game (before that the synced state has no `game`). */
export function hasGame(json: unknown): json is { game: GameSyncJson } {
  return typeof json === 'object' && json !== null && typeof (json as { game?: unknown }).game === 'object';
}

/**
 * The GameView of `viewer` from the decoded room state (`room.state.toJSON()`, or its `game`
 * field). Throws when the game has not started yet (see `hasGame`).
 */
export function viewFromSync(json: unknown, viewer: Viewer): GameView {
  const g: GameSyncJson | undefined = hasGame(json) ? json.game : isGameSync(json) ? json : undefined;
  if (!g) throw new Error('viewFromSync: the game has not started (no `game` in the synced state)');
  const takenBy = numbersOf(g.intake.takenBy);
  const ambulances: Die[][] = takenBy.map(() => []);
  for (const [ambulance, ...die] of itemsOf(g.intake.ambulances).map(numbersIn(4))) {
    const dice = ambulances[ambulance!];
    if (!dice) throw new Error(`viewFromSync: no ambulance ${ambulance}`);
    dice.push(dieAt(die));
  }
  return {
    game: g.game,
    options: withDefaults(g.options),
    round: g.round,
    phase: g.phase,
    pending: pendingFromSync(g.pending),
    firstPlayer: g.firstPlayer,
    turnOrder: numbersOf(g.turnOrder),
    players: g.players.map(playerFromSync),
    bagCount: g.bagCount,
    departmentStackCount: g.departmentStackCount,
    specialistDeckCount: g.specialistDeckCount,
    display: {
      departments: itemsOf(g.display.departments).map((d) => improvementAt(d)),
      specialists: itemsOf(g.display.specialists).map((s) => improvementAt(s)),
    },
    intake: {
      dice: itemsOf(g.intake.dice).map(numbersIn(3)).map(dieAt),
      ambulances,
      takenBy: takenBy.map((seat) => (seat < 0 ? null : seat)),
    },
    activation: g.activation.map(activationFromSync),
    actionCount: g.actionCount,
    result: g.result ? { standings: g.result.standings.map((s) => ({ ...s, tieBreak: s.tieBreak ?? null })) } : null,
    ...(g.solo ? { solo: soloFromSync(g.solo) } : {}),
    ...(g.event !== undefined ? { event: g.event === '' ? null : g.event } : {}),
    ...(g.eventDeckCount !== undefined ? { eventDeckCount: g.eventDeckCount } : {}),
    ...(g.collections
      ? {
          collections: {
            spaces: g.collections.spaces.map((space) => ({ ...space, seat: space.seat < 0 ? null : space.seat })),
            passed: [...g.collections.passed],
          },
        }
      : {}),
    viewer,
  };
}

function soloFromSync(s: SoloSyncJson): SoloState {
  return {
    top: s.top.map((r) => r || null),
    bottom: s.bottom.map((r) => r || null),
    completed: s.completed.map((c) => ({ report: c.report, round: c.round })),
  };
}

function isGameSync(json: unknown): json is GameSyncJson {
  return typeof json === 'object' && json !== null && (json as { game?: unknown }).game === 'dice-hospital';
}

/** The pending decision alone, from the synced `game.pending` (cheaper than a whole view). */
export function pendingFromSync(p: PendingSyncJson): Pending {
  const pending: Record<string, unknown> = { kind: p.kind };
  if (p.seat !== undefined) pending.seat = p.seat;
  if (p.seats !== undefined) pending.seats = numbersOf(p.seats);
  if (p.counts !== undefined) pending.counts = { ...p.counts };
  return pending as unknown as Pending;
}

function playerFromSync(p: PlayerSyncJson): PlayerState {
  return {
    name: p.name,
    score: p.score,
    bloodBags: p.bloodBags,
    fatalities: p.fatalities,
    patients: chunks(p.patients, 4).map(patientAt),
    discharged: itemsOf(p.discharged).map(numbersIn(3)).map(dieAt),
    departments: itemsOf(p.departments).map(departmentAt(p.activatedDepartments)),
    specialists: itemsOf(p.specialists).map((s) => improvementAt<PlayerState['specialists'][number]['type']>(s)),
    workers: itemsOf(p.workers).map(workerAt(p.placedOn.split(','))),
    administrator: p.administrator === '' || p.administrator === undefined ? null : p.administrator,
    dealtAdministrators: p.dealtAdministrators ? (itemsOf(p.dealtAdministrators) as AdministratorType[]) : [],
    startingValuesSet: p.startingValuesSet,
    ambulance: p.ambulance ? p.ambulance : null,
    returnedImprovementThisRound: p.returnedImprovementThisRound,
    fatalitiesThisRound: p.fatalitiesThisRound,
    rounds: itemsOf(p.rounds).map(roundAt),
  };
}

function activationFromSync(a: SeatActivationSyncJson): SeatActivation {
  return { ...structuredClone(a), ability: a.ability ?? null };
}
