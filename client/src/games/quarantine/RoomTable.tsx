// Quarantine's table in a room: the Quarantine table fed from the room session, in its texts.
import { useMemo } from 'preact/hooks';
import type { GameView } from '../../../../shared/games/quarantine/index.js';
import { useI18n } from '../../i18n/index.js';
import { platformOf, type TableProps } from '../../views/room/tableProps.js';
import { QuarantineTable } from './QuarantineTable.js';
import { QI18nContext, Q_MESSAGES } from './i18n/index.js';

export function QuarantineRoomTable(props: TableProps) {
  const { session, snap, chat, moveError, onLeave } = props;
  const { language } = useI18n();
  const events = useMemo(() => snap.log.map((item) => item.event), [snap.log]);
  return (
    <QI18nContext.Provider value={Q_MESSAGES[language]}>
      <QuarantineTable
        view={snap.view as GameView}
        send={(action) => session.send(action)}
        events={events}
        // A chat refusal is the chat box's (moveError is null for it).
        error={moveError !== null ? (snap.error?.code ?? null) : null}
        errorText={moveError}
        onDismissError={() => session.clearError()}
        inFlight={snap.inFlight}
        onLeave={onLeave}
        {...platformOf(props)}
      />
      {chat}
    </QI18nContext.Provider>
  );
}
