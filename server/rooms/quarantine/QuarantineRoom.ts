// The `quarantine` room: the platform room with the Quarantine adapter. The process injects its
// services by defining a subclass (see server/games.ts).
import type { Action, GameConfig, GameState, GameView, Options } from '../../../shared/games/quarantine/index.js';
import { GameRoom } from '../GameRoom.js';
import { quarantineAdapter, type QuarantineRoomState } from './adapter.js';

export abstract class QuarantineRoom extends GameRoom<GameConfig, GameState, Action, GameView, Options, QuarantineRoomState> {
  protected readonly adapter = quarantineAdapter;
}
