// Dice Hospital ER's table in a room: the ER table fed from the room session, in ER's texts.
import { useMemo } from 'preact/hooks';
import type { GameView } from '../../../../shared/games/dice-hospital-er/index.js';
import { useI18n } from '../../i18n/index.js';
import { platformOf, type TableProps } from '../../views/room/tableProps.js';
import { ErTable } from './ErTable.js';
import { ER_MESSAGES, ErI18nContext } from './i18n/index.js';

export function DiceHospitalErTable(props: TableProps) {
  const { session, snap, chat, moveError, onLeave } = props;
  const { language } = useI18n();
  const events = useMemo(() => snap.log.map((item) => item.event), [snap.log]);
  return (
    <ErI18nContext.Provider value={ER_MESSAGES[language]}>
      <ErTable
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
    </ErI18nContext.Provider>
  );
}
