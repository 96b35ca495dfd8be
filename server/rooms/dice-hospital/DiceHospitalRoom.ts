// The `dice_hospital` room: the platform room with the Dice Hospital adapter. The process injects
// its services by defining a subclass (see server/gameServer.ts).
import type { Action, GameConfig, GameState, GameView, Options } from '../../../shared/games/dice-hospital/index.js';
import { GameRoom } from '../GameRoom.js';
import { diceHospitalAdapter } from './adapter.js';
import type { DiceHospitalRoomState } from './adapter.js';

export abstract class DiceHospitalRoom extends GameRoom<GameConfig, GameState, Action, GameView, Options, DiceHospitalRoomState> {
  protected readonly adapter = diceHospitalAdapter;
}
