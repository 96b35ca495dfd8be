// The games this client can seat you at, by id (the room name): how to turn a room's synced state
// into the game's view for a viewer. The tables themselves are chosen by id in views/room/tables.tsx.
// A new game is an entry here and there, beside its own folder.
import type { Viewer } from '../../../shared/engine.js';
import { viewFromSync as diceHospitalView } from '../../../shared/games/dice-hospital/sync.js';
import { viewFromSync as diceHospitalErView, type ErSyncJson } from '../../../shared/games/dice-hospital-er/sync.js';
import { DICE_HOSPITAL, DICE_HOSPITAL_ER, type GameInfo } from '../../../shared/games/registry.js';
import type { RoomStateJson } from '../../../shared/protocol.js';

export interface ClientGame {
  info: GameInfo;
  /** The viewer's view from the decoded room state (which has its `game`). */
  decode(json: RoomStateJson, viewer: Viewer): unknown;
}

export const CLIENT_GAMES: Readonly<Record<string, ClientGame>> = {
  [DICE_HOSPITAL.id]: { info: DICE_HOSPITAL, decode: (json, viewer) => diceHospitalView(json, viewer) },
  [DICE_HOSPITAL_ER.id]: { info: DICE_HOSPITAL_ER, decode: (json, viewer) => diceHospitalErView(json.game as ErSyncJson, viewer) },
};

/** The game the home page's own forms are for; the others get a card each. */
export const MAIN_GAME = DICE_HOSPITAL.id;

export function clientGame(id: string): ClientGame {
  const game = CLIENT_GAMES[id];
  if (!game) throw new Error(`this client does not know the game ${id}`);
  return game;
}
