// The games this server hosts: each one's public description (shared/games/registry.ts), its room
// adapter and its room class. gameServer.ts defines, pools, lists and restores rooms for every entry
// the same way; nothing else in the server names a game.
import type { Room } from '@colyseus/core';
import { DICE_HOSPITAL, DICE_HOSPITAL_ER, QUARANTINE, type GameInfo } from '../shared/games/registry.js';
import type { RoomServices } from './rooms/adapter.js';
import { diceHospitalAdapter } from './rooms/dice-hospital/adapter.js';
import { DiceHospitalRoom } from './rooms/dice-hospital/DiceHospitalRoom.js';
import { diceHospitalErAdapter } from './rooms/dice-hospital-er/adapter.js';
import { DiceHospitalErRoom } from './rooms/dice-hospital-er/DiceHospitalErRoom.js';
import { quarantineAdapter } from './rooms/quarantine/adapter.js';
import { QuarantineRoom } from './rooms/quarantine/QuarantineRoom.js';

export interface ServerGame {
  info: GameInfo;
  /** The parts of the room adapter the platform calls outside a room (quick-match pooling). */
  adapter: {
    parseOptions(raw: unknown, playerCount: number): unknown;
    optionsKey(options: never): string;
  };
  /** The game's room class with this process's services injected. */
  roomWith(services: RoomServices): new () => Room;
}

export const SERVER_GAMES: readonly ServerGame[] = [
  {
    info: DICE_HOSPITAL,
    adapter: diceHospitalAdapter,
    roomWith: (services) =>
      class extends DiceHospitalRoom {
        static override roomServices = services;
        protected readonly services = services;
      },
  },
  {
    info: DICE_HOSPITAL_ER,
    adapter: diceHospitalErAdapter,
    roomWith: (services) =>
      class extends DiceHospitalErRoom {
        static override roomServices = services;
        protected readonly services = services;
      },
  },
  {
    info: QUARANTINE,
    adapter: quarantineAdapter,
    roomWith: (services) =>
      class extends QuarantineRoom {
        static override roomServices = services;
        protected readonly services = services;
      },
  },
];

/** Room names (game ids) of every hosted game. */
export const ROOM_NAMES = SERVER_GAMES.map((game) => game.info.id);
