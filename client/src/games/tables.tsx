// Each game's table, by game id: what RoomScreen shows once the game has started. Everything around
// it (connection banner, waiting room, chat, the bot banner) is the platform's. Each table is its
// own chunk of the build, fetched when a room of its game starts.
import type { ComponentChildren } from 'preact';
import { DICE_HOSPITAL, DICE_HOSPITAL_ER, QUARANTINE } from '../../../shared/games/registry.js';
import { SeatsContext } from '../game/presence.js';
import { lazyView } from '../views/common/lazyView.js';
import type { TableProps } from '../views/room/tableProps.js';

export type { TableProps } from '../views/room/tableProps.js';

/** The room's seat list (presence, bots, decision clocks) for whatever table is shown. */
const withSeats =
  (Table: (props: TableProps) => ComponentChildren) =>
  (props: TableProps): ComponentChildren => (
    <SeatsContext.Provider value={props.snap.room?.seats ?? []}>
      <Table {...props} />
    </SeatsContext.Provider>
  );

export const TABLES: Readonly<Record<string, (props: TableProps) => ComponentChildren>> = {
  [DICE_HOSPITAL.id]: withSeats(lazyView(() => import('./dice-hospital/RoomTable.js').then((m) => m.DiceHospitalTable))),
  [DICE_HOSPITAL_ER.id]: withSeats(lazyView(() => import('./dice-hospital-er/RoomTable.js').then((m) => m.DiceHospitalErTable))),
  [QUARANTINE.id]: withSeats(lazyView(() => import('./quarantine/RoomTable.js').then((m) => m.QuarantineRoomTable))),
};
