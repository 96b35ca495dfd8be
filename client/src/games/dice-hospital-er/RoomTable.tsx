// Dice Hospital ER's table in a room: the ER table fed from the room session, in ER's texts.
import type { Action, GameView } from '../../../../shared/games/dice-hospital-er/index.js';
import { useI18n } from '../../i18n/index.js';
import { useRoomTable, type TableProps } from '../../views/room/tableProps.js';
import { ErTable } from './ErTable.js';
import { ER_MESSAGES, ErI18nContext } from './i18n/index.js';

export function DiceHospitalErTable(props: TableProps) {
  const { language } = useI18n();
  return (
    <ErI18nContext.Provider value={ER_MESSAGES[language]}>
      <ErTable {...useRoomTable<GameView, Action>(props)} />
      {props.chat}
    </ErI18nContext.Provider>
  );
}
