// Each game the server hosts, as the platform suites see it: its id, how a client decodes its
// view, and its rules (test/server/everyGame.test.ts, everyGameRestart.test.ts).
import type { Viewer } from '../../shared/engine.js';
import * as DH from '../../shared/games/dice-hospital/index.js';
import { viewFromSync as dhViewFromSync } from '../../shared/games/dice-hospital/sync.js';
import * as ER from '../../shared/games/dice-hospital-er/index.js';
import { viewFromSync as erViewFromSync, type ErSyncJson } from '../../shared/games/dice-hospital-er/sync.js';
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
  },
];
