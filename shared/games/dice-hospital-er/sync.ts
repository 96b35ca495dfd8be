// The synced state of a Dice Hospital ER room: ONE declaration (ER_SYNC) from which the server
// builds its schema classes (server/schema/fromShape.ts) and the client's JSON type is derived
// (JsonOf), and the two conversions between it and the engine's GameView, which the compiler checks
// against that declaration. Where Colyseus schema cannot follow the view, and the sentinels used,
// all here:
// - lists of numbers are packed in strings (each array is a schema object of its own, about 2 KB of
//   server memory with its change tracking; a 4-player room had 51): a ward's values joined by ' '
//   (one string per ward, so that writing a value re-sends that ward alone), beds, nurse wards,
//   the seats a cardiologist scored for and the pending seats joined by ','; an extra patient's two
//   values are `values`;
// - no nulls: `chief` is -1 for URSULE, `card` -1 before the first turn, a die colour '' for none,
//   an extra patient is unset when there is none;
// - `dice` by colour is an object with the three colours as fields;
// - a seat's own secret choice (the die it chose while others have not, and whether through a blood
//   bag) is in `secrets[seat]`, a @view field only that seat's connection sees; the shared part is
//   the spectator's view.
import type { JsonOf } from '../../sync/shape.js';
import { shape } from '../../sync/shape.js';
import { numbersOf, packList, withSeatsPacked, withSeatsRead } from '../../sync/packed.js';
import type { Viewer } from '../../engine.js';
import type {
  CardiologistId,
  Chief,
  Colour,
  EpidemiologistId,
  GameResult,
  GameView,
  Pending,
  RadiologistId,
  ScoreBreakdown,
  SeatTurn,
  Sheet,
} from './types.js';

const SHEET = shape({
  /** Each ward's values, joined by ' '. */
  wards: { array: 'string' },
  /** Beds, joined by ','. */
  critical: 'string',
  curtains: 'string',
  /** Wards, joined by ','. */
  nurseWards: 'string',
  nurses: 'number',
  stethoscopes: 'number',
  bloodBags: 'number',
  stethoscopesGained: 'number',
  bloodBagsGained: 'number',
  morgue: 'number',
  cardiologistPoints: 'number',
});

const BREAKDOWN = shape({
  wards: 'number',
  nurses: 'number',
  radiologist: 'number',
  epidemiologist: 'number',
  critical: 'number',
  cardiologists: 'number',
  morgue: 'number',
  total: 'number',
  equipment: { optional: 'number' },
  isolation: { optional: 'number' },
  capacity: { optional: 'number' },
});

/** A seat's choice while it is secret: only that seat's connection holds these fields. */
const SECRET_CHOICE = shape({ die: { secret: 'string' }, viaBloodBag: { secret: 'boolean' } });

export const ER_SYNC = shape({
  game: 'string',
  options: { preparation: 'boolean', equipment: 'boolean', isolation: 'boolean', capacity: 'boolean' },
  turn: 'number',
  turns: 'number',
  /** A seat, or -1 for URSULE. */
  chief: 'number',
  /** This turn's ambulance card, -1 before the first turn. */
  card: 'number',
  dice: { red: 'number', yellow: 'number', green: 'number' },
  /** '' until the chief has chosen. */
  chiefDie: 'string',
  /** `scoredBy`: seats, joined by ','. */
  cardiologists: { array: { id: 'string', value: 'number', scoredBy: 'string' } },
  radiologist: 'string',
  epidemiologist: 'string',
  players: { array: { name: 'string', sheet: SHEET } },
  turnState: {
    array: {
      chosen: 'boolean',
      /** '' while not chosen, or while the choice is secret. */
      die: 'string',
      viaBloodBag: 'boolean',
      admitted: 'boolean',
      extra: { optional: { colour: 'string', values: { array: 'number' } } },
      curtain: 'string',
      done: 'boolean',
    },
  },
  secrets: { array: SECRET_CHOICE },
  ursule: { optional: { sheet: SHEET, wardsFilled: 'number', die: 'string', morgue: 'boolean' } },
  /** `seats` joined by ','. */
  pending: { kind: 'string', seat: { optional: 'number' }, seats: { optional: 'string' }, ursuleFills: { optional: 'number' } },
  phase: 'string',
  actionCount: 'number',
  deckCount: 'number',
  result: {
    optional: {
      standings: { array: { seat: 'number', rank: 'number', score: 'number', breakdown: BREAKDOWN } },
      ursule: { optional: { score: 'number', breakdown: BREAKDOWN } },
      soloWin: { optional: 'boolean' },
    },
  },
});

export type ErSyncJson = JsonOf<typeof ER_SYNC>;
type SheetJson = JsonOf<typeof SHEET>;
type BreakdownJson = JsonOf<typeof BREAKDOWN>;

const sheetToSync = (sheet: Sheet): SheetJson => ({
  ...sheet,
  wards: sheet.wards.map((values) => packList(values, ' ')),
  critical: packList(sheet.critical),
  curtains: packList(sheet.curtains),
  nurseWards: packList(sheet.nurseWards),
});
const sheetFromSync = (sheet: SheetJson): Sheet => ({
  ...sheet,
  wards: sheet.wards.map((values) => numbersOf(values, ' ')),
  critical: numbersOf(sheet.critical),
  curtains: numbersOf(sheet.curtains),
  nurseWards: numbersOf(sheet.nurseWards),
});

function turnToSync(turn: SeatTurn): ErSyncJson['turnState'][number] {
  const { extra, die, ...rest } = turn;
  return { ...rest, die: die ?? '', ...(extra ? { extra: { colour: extra.colour, values: [...extra.values] } } : {}) };
}

function turnFromSync(turn: ErSyncJson['turnState'][number], secret: ErSyncJson['secrets'][number] | undefined): SeatTurn {
  const die = (turn.die || secret?.die || null) as Colour | null;
  return {
    chosen: turn.chosen,
    die,
    viaBloodBag: turn.viaBloodBag || secret?.viaBloodBag === true,
    admitted: turn.admitted,
    extra: turn.extra ? { colour: turn.extra.colour as Colour, values: [turn.extra.values[0]!, turn.extra.values[1]!] } : null,
    curtain: turn.curtain as SeatTurn['curtain'],
    done: turn.done,
  };
}

const breakdownFromSync = (b: BreakdownJson): ScoreBreakdown => ({ ...b });

function resultFromSync(result: NonNullable<ErSyncJson['result']>): GameResult {
  const out: GameResult = { standings: result.standings.map((s) => ({ ...s, breakdown: breakdownFromSync(s.breakdown) })) };
  if (result.ursule) out.ursule = { score: result.ursule.score, breakdown: breakdownFromSync(result.ursule.breakdown) };
  if (result.soloWin !== undefined) out.soloWin = result.soloWin;
  return out;
}

/** The view as the server syncs it (the spectator's view: secrets go in `secrets`, filled by the room). */
export function syncFromView(view: GameView): ErSyncJson {
  return {
    game: view.game,
    options: { ...view.options },
    turn: view.turn,
    turns: view.turns,
    chief: view.chief === 'ursule' ? -1 : view.chief,
    card: view.card ?? -1,
    dice: { ...view.dice },
    chiefDie: view.chiefDie ?? '',
    cardiologists: view.cardiologists.map((c) => ({ id: c.id, value: c.value, scoredBy: packList(c.scoredBy) })),
    radiologist: view.radiologist,
    epidemiologist: view.epidemiologist,
    players: view.players.map((p) => ({ name: p.name, sheet: sheetToSync(p.sheet) })),
    turnState: view.turnState.map(turnToSync),
    secrets: view.turnState.map(() => NO_SECRET),
    ...(view.ursule ? { ursule: { ...view.ursule, sheet: sheetToSync(view.ursule.sheet), die: view.ursule.die ?? '' } } : {}),
    pending: withSeatsPacked(view.pending) as ErSyncJson['pending'],
    phase: view.phase,
    actionCount: view.actionCount,
    deckCount: view.deckCount,
    ...(view.result ? { result: view.result as ErSyncJson['result'] } : {}),
  };
}

/** No secret: '' and false, never unset (schema 3.0 cannot clear a field of a class with @view fields). */
const NO_SECRET = { die: '', viaBloodBag: false };

/** A seat's own secret choice, for its `secrets` entry: what its own view shows and the spectator's
 * lacks (both views from the engine's viewFor, which alone decides what is secret). The seat's own
 * view is asked for only when the spectator's hides a choice it has made: most states hide none. */
export function secretChoice(spectator: GameView, seat: number, ownView: () => GameView): ErSyncJson['secrets'][number] {
  const seen = spectator.turnState[seat];
  if (!seen?.chosen || seen.die) return NO_SECRET;
  const mine = ownView().turnState[seat];
  return mine?.die ? { die: mine.die, viaBloodBag: mine.viaBloodBag } : NO_SECRET;
}

/** The GameView a client rebuilds from the decoded JSON (`room.state.toJSON().game`). */
export function viewFromSync(json: ErSyncJson, viewer: Viewer): GameView {
  const chief: Chief = json.chief === -1 ? 'ursule' : json.chief;
  const view: GameView = {
    game: 'dice-hospital-er',
    options: { ...json.options },
    turn: json.turn,
    turns: json.turns,
    chief,
    card: json.card === -1 ? null : json.card,
    dice: { ...json.dice },
    chiefDie: (json.chiefDie || null) as Colour | null,
    cardiologists: json.cardiologists.map((c) => ({ id: c.id as CardiologistId, value: c.value, scoredBy: numbersOf(c.scoredBy) })),
    radiologist: json.radiologist as RadiologistId,
    epidemiologist: json.epidemiologist as EpidemiologistId,
    players: json.players.map((p) => ({ name: p.name, sheet: sheetFromSync(p.sheet) })),
    turnState: json.turnState.map((t, seat) => turnFromSync(t, seat === viewer ? json.secrets[seat] : undefined)),
    pending: withSeatsRead(json.pending) as Pending,
    phase: json.phase as GameView['phase'],
    actionCount: json.actionCount,
    result: json.result ? resultFromSync(json.result) : null,
    viewer,
    deckCount: json.deckCount,
  };
  if (json.ursule) view.ursule = { ...json.ursule, sheet: sheetFromSync(json.ursule.sheet), die: (json.ursule.die || null) as Colour | null };
  return view;
}
