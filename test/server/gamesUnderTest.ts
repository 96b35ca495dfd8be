// Each game the server hosts, as the platform suites see it: its id, how a client decodes its
// view, its rules, and who won (test/server/everyGame.test.ts, everyGameRestart.test.ts,
// matchHistory.test.ts).
import type { Viewer } from '../../shared/engine.js';
import * as DH from '../../shared/games/dice-hospital/index.js';
import { viewFromSync as dhViewFromSync } from '../../shared/games/dice-hospital/sync.js';
import * as ER from '../../shared/games/dice-hospital-er/index.js';
import { viewFromSync as erViewFromSync, type ErSyncJson } from '../../shared/games/dice-hospital-er/sync.js';
import * as Q from '../../shared/games/quarantine/index.js';
import { viewFromSync as qViewFromSync, type QuarantineSyncJson } from '../../shared/games/quarantine/sync.js';
import type { RoomStateJson } from '../../shared/protocol.js';
import { quickChooser } from './harness.js';

export interface GameUnderTest {
  id: string;
  /** Seats at the table the suite plays. */
  players: number;
  view(json: RoomStateJson, viewer: Viewer): unknown;
  viewFor(state: unknown, viewer: Viewer): unknown;
  pendingSeats(state: unknown): number[];
  legalActions(view: unknown, seat: number): unknown[];
  /** A legal action that keeps games short but real. */
  choose(legal: unknown[]): unknown;
  isOver(state: unknown): boolean;
  actionCount(json: RoomStateJson): number;
  /** Who won a finished game, read from the engine's result as its rules say: seats' names, or
   * `opponent` for the side a solo game plays itself; none when the game names no winner. */
  winners(state: unknown, opponent: string): string[];
}

const actionCount = (json: RoomStateJson): number => (json.game as { actionCount?: number } | undefined)?.actionCount ?? -1;

export const GAMES_UNDER_TEST: GameUnderTest[] = [
  {
    id: DH.diceHospital.id,
    players: 2,
    view: (json, viewer) => dhViewFromSync(json, viewer),
    viewFor: (state, viewer) => DH.viewFor(state as DH.GameState, viewer),
    pendingSeats: (state) => DH.pendingSeats(state as DH.GameState),
    legalActions: (view, seat) => DH.legalActions(view as DH.GameView, seat),
    choose: (legal) => quickChooser(legal as DH.Action[], undefined as never, 0),
    isOver: (state) => DH.isOver(state as DH.GameState),
    actionCount,
    // Solo is a score against the medical reports, with no winner (rules spec 7).
    winners: (state) => {
      const { config, result } = state as DH.GameState;
      return config.players.length === 1 ? [] : result!.standings.filter((s) => s.rank === 1).map((s) => config.players[s.seat]!);
    },
  },
  {
    id: ER.diceHospitalEr.id,
    players: 3,
    view: (json, viewer) => erViewFromSync(json.game as ErSyncJson, viewer),
    viewFor: (state, viewer) => ER.viewFor(state as ER.GameState, viewer),
    pendingSeats: (state) => ER.pendingSeats(state as ER.GameState),
    legalActions: (view, seat) => ER.legalActions(view as ER.GameView, seat),
    choose: (legal) => (legal as ER.Action[]).find((a) => a.type === 'admit') ?? legal[0],
    isOver: (state) => ER.isOver(state as ER.GameState),
    actionCount,
    // Solo: URSULE wins unless the player scored strictly more (rules section 7).
    winners: (state, opponent) => {
      const { config, result } = state as ER.GameState;
      if (result!.ursule) return result!.standings[0]!.score > result!.ursule.score ? [config.players[0]!] : [opponent];
      return result!.standings.filter((s) => s.rank === 1).map((s) => config.players[s.seat]!);
    },
  },
  {
    id: Q.quarantine.id,
    players: 3,
    view: (json, viewer) => qViewFromSync(json.game as QuarantineSyncJson, viewer),
    viewFor: (state, viewer) => Q.viewFor(state as Q.GameState, viewer),
    pendingSeats: (state) => Q.pendingSeats(state as Q.GameState),
    legalActions: (view, seat) => Q.legalActions(view as Q.GameView, seat),
    // The first legal action: a game of about 300 actions with 3 players.
    choose: (legal) => legal[0],
    isOver: (state) => Q.isOver(state as Q.GameState),
    actionCount,
    winners: (state) => {
      const { config, result } = state as Q.GameState;
      return result!.standings.filter((s) => s.rank === 1).map((s) => config.players[s.seat]!);
    },
  },
];
