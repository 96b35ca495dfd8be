// The `dice_hospital_er` room: the platform room with the Dice Hospital ER adapter. The process
// injects its services by defining a subclass (see server/games.ts).
import type { Action, GameConfig, GameState, GameView, Options } from '../../../shared/games/dice-hospital-er/index.js';
import { GameRoom } from '../GameRoom.js';
import { diceHospitalErAdapter, type ErRoomState } from './adapter.js';

export abstract class DiceHospitalErRoom extends GameRoom<GameConfig, GameState, Action, GameView, Options, ErRoomState> {
  protected readonly adapter = diceHospitalErAdapter;
}
