// The synced Colyseus state of a Dice Hospital room, as plain JSON, and the two pure conversions
// between it and the engine's GameView. The server projects `syncFromView(view)` into its schema;
// a client turns `room.state.toJSON()` back into a GameView with `viewFromSync` and can then call the
// shared `legalActions(view, seat)` on it.
//
// The synced shape is the GameView (without `viewer`) except where Colyseus schema cannot follow:
// - no nested arrays: `intake.ambulances` is a list of `{ dice }`;
// - no nulls inside arrays: `intake.takenBy` uses -1 for an unclaimed ambulance;
// - null fields are not sent at all (ability, result, a standing's tieBreak), except in a player: there `administrator`
//   is '' and `ambulance` is 0 for none, because @colyseus/schema 3.0 drops the deletion of a field
//   on a class that also has a @view field (ChangeTree.delete files it as a filtered change), so
//   a cleared field would never reach the other clients;
// - `players[seat].dealtAdministrators` reaches only that seat; everyone else decodes nothing;
// - solo games only: `solo` (the medical report table), its empty slots '' instead of null; absent
//   in 2-4 player games, like a standing's `reportPoints` and `reportPenalty`;
// - options missing from the synced object (a schema without a newer option) read as their defaults;
// - option `events`: `event` is '' for null (no card this round) and absent when the view has none;
//   `eventDeckCount` is absent when the view has none;
// - option `finalRoundCollections`: `collections.spaces[i].seat` is -1 for an empty space.
import type { Viewer } from '../../engine.js';
import { withDefaults } from './options.js';
import type { Collections, Die, EventId, GameResult, GameView, Pending, PlayerState, ReportId, SeatActivation, SoloState } from './types.js';

type Without<T, K extends keyof T> = Omit<T, K>;

export interface PlayerSyncJson extends Without<PlayerState, 'administrator' | 'dealtAdministrators' | 'ambulance'> {
  /** '' for none. */
  administrator: NonNullable<PlayerState['administrator']> | '';
  /** Absent for every viewer but the seat itself. */
  dealtAdministrators?: PlayerState['dealtAdministrators'];
  /** 0 for none (ambulances are numbered from 1). */
  ambulance: number;
}

export interface SeatActivationSyncJson extends Without<SeatActivation, 'ability'> {
  ability?: SeatActivation['ability'];
}

type Standing = GameResult['standings'][number];

export interface StandingSyncJson extends Without<Standing, 'tieBreak'> {
  /** Absent when null. */
  tieBreak?: NonNullable<Standing['tieBreak']>;
}

export interface PendingSyncJson {
  kind: Pending['kind'];
  seat?: number;
  seats?: number[];
  counts?: Record<string, number>;
}

/** The solo report table: '' for an empty slot (schema arrays hold no nulls). */
export interface SoloSyncJson {
  top: (ReportId | '')[];
  bottom: (ReportId | '')[];
  completed: SoloState['completed'];
}

/** Final Round Collections: -1 for an empty space (schema arrays hold no nulls). */
export interface CollectionsSyncJson {
  spaces: (Omit<Collections['spaces'][number], 'seat'> & { seat: number })[];
  passed: number[];
}

export interface GameSyncJson
  extends Without<GameView, 'viewer' | 'players' | 'pending' | 'intake' | 'activation' | 'result' | 'solo' | 'event' | 'collections'> {
  /** Option `events`: this round's card, '' for none; absent when the view has no `event`. */
  event?: EventId | '';
  /** Option `finalRoundCollections`, once the collection started. */
  collections?: CollectionsSyncJson;
  players: PlayerSyncJson[];
  pending: PendingSyncJson;
  intake: { dice: Die[]; ambulances: { dice: Die[] }[]; takenBy: number[] };
  activation: SeatActivationSyncJson[];
  result?: { standings: StandingSyncJson[] };
  /** Solo games only. */
  solo?: SoloSyncJson;
}

/** The GameView as the server syncs it (the inverse of `viewFromSync`). */
export function syncFromView(view: GameView): GameSyncJson {
  const { viewer: _viewer, intake, result, solo, event, collections, ...rest } = view;
  return {
    ...rest,
    ...(event !== undefined ? { event: event ?? '' } : {}),
    ...(collections
      ? { collections: { spaces: collections.spaces.map((space) => ({ ...space, seat: space.seat ?? -1 })), passed: [...collections.passed] } }
      : {}),
    ...(solo
      ? { solo: { top: solo.top.map((r) => r ?? ''), bottom: solo.bottom.map((r) => r ?? ''), completed: solo.completed.map((c) => ({ ...c })) } }
      : {}),
    ...(result ? { result: { standings: result.standings.map(({ tieBreak, ...s }) => (tieBreak ? { ...s, tieBreak } : s)) } } : {}),
    players: rest.players.map((p) => ({ ...p, administrator: p.administrator ?? '', ambulance: p.ambulance ?? 0 })),
    pending: { ...view.pending },
    intake: {
      dice: intake.dice,
      ambulances: intake.ambulances.map((dice) => ({ dice })),
      takenBy: intake.takenBy.map((seat) => seat ?? -1),
    },
  };
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
  const g: GameSyncJson | undefined = hasGame(json)
    ? json.game
    : isGameSync(json)
      ? json
      : undefined;
  if (!g) throw new Error('viewFromSync: the game has not started (no `game` in the synced state)');
  return {
    game: g.game,
    options: withDefaults(g.options),
    round: g.round,
    phase: g.phase,
    pending: pendingFromSync(g.pending),
    firstPlayer: g.firstPlayer,
    turnOrder: [...g.turnOrder],
    players: g.players.map(playerFromSync),
    bagCount: g.bagCount,
    departmentStackCount: g.departmentStackCount,
    specialistDeckCount: g.specialistDeckCount,
    display: {
      departments: g.display.departments.map((d) => ({ ...d })),
      specialists: g.display.specialists.map((s) => ({ ...s })),
    },
    intake: {
      dice: g.intake.dice.map((d) => ({ ...d })),
      ambulances: g.intake.ambulances.map((a) => a.dice.map((d) => ({ ...d }))),
      takenBy: g.intake.takenBy.map((seat) => (seat < 0 ? null : seat)),
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

function pendingFromSync(p: PendingSyncJson): Pending {
  const pending: Record<string, unknown> = { kind: p.kind };
  if (p.seat !== undefined) pending.seat = p.seat;
  if (p.seats !== undefined) pending.seats = [...p.seats];
  if (p.counts !== undefined) pending.counts = { ...p.counts };
  return pending as unknown as Pending;
}

function playerFromSync(p: PlayerSyncJson): PlayerState {
  return {
    ...structuredClone(p),
    administrator: p.administrator === '' || p.administrator === undefined ? null : p.administrator,
    dealtAdministrators: p.dealtAdministrators ? [...p.dealtAdministrators] : [],
    ambulance: p.ambulance ? p.ambulance : null,
  };
}

function activationFromSync(a: SeatActivationSyncJson): SeatActivation {
  return { ...structuredClone(a), ability: a.ability ?? null };
}
