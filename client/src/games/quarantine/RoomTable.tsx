// Quarantine's table in a room: the Quarantine table fed from the room session, in its texts.
import type { Action, GameView } from '../../../../shared/games/quarantine/index.js';
import { useI18n } from '../../i18n/index.js';
import { useRoomTable, type TableProps } from '../../views/room/tableProps.js';
import { QuarantineTable } from './QuarantineTable.js';
import { QI18nContext, Q_MESSAGES } from './i18n/index.js';

export function QuarantineRoomTable(props: TableProps) {
  const { language } = useI18n();
  return (
    <QI18nContext.Provider value={Q_MESSAGES[language]}>
      <QuarantineTable {...useRoomTable<GameView, Action>(props)} />
      {props.chat}
    </QI18nContext.Provider>
  );
}
