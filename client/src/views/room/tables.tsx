// Each game's table, by game id: what RoomScreen shows once the game has started. Everything around
// it (connection banner, waiting room, chat, the bot banner) is the platform's.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { Action as DiceHospitalAction, GameView as DiceHospitalView } from '../../../../shared/games/dice-hospital/types.js';
import type { GameView as ErView } from '../../../../shared/games/dice-hospital-er/index.js';
import { DICE_HOSPITAL, DICE_HOSPITAL_ER } from '../../../../shared/games/registry.js';
import { ErTable } from '../../games/dice-hospital-er/ErTable.js';
import { ER_MESSAGES, ErI18nContext } from '../../games/dice-hospital-er/i18n/index.js';
import { useI18n } from '../../i18n/index.js';
import { DieMemory } from '../../game/dice.js';
import { SeatsContext } from '../../game/presence.js';
import type { RoomSession, RoomSnapshot } from '../../net/roomSession.js';
import { GameScreen } from '../game/GameScreen.js';

export interface TableProps {
  session: RoomSession;
  snap: RoomSnapshot;
  /** The room's chat box, for the table to place. */
  chat: ComponentChildren;
  /** The last refusal, in the player's language. */
  moveError: string | null;
  onLeave(): void;
  onRematch?: () => void;
  /** Per room: remembers dice between states (Dice Hospital's change marks). */
  dice: DieMemory;
}

/** What every table offers around the game itself: rematch for a seated player, the fairness note. */
function platformOf({ snap, onRematch }: TableProps) {
  return {
    rematch: snap.seat !== null && !snap.spectator && onRematch ? { by: snap.rematch?.by ?? null, onRematch } : undefined,
    fairness: snap.room ? { commitment: snap.room.commitment, revealedKey: snap.room.revealedKey } : undefined,
  };
}

function DiceHospitalTable(props: TableProps) {
  const { session, snap, chat, moveError, onLeave, dice } = props;
  const view = snap.view as DiceHospitalView;
  dice.learn(view);
  return (
    <GameScreen
      view={view}
      viewer={view.viewer}
      log={snap.log}
      logLoading={snap.loadingEarlier}
      dice={dice}
      error={moveError}
      inFlight={snap.inFlight}
      chat={chat}
      send={(action: DiceHospitalAction) => session.send(action)}
      onLeave={onLeave}
      onDismissError={() => session.clearError()}
      {...platformOf(props)}
    />
  );
}

function DiceHospitalErTable(props: TableProps) {
  const { session, snap, chat, moveError, onLeave } = props;
  const { language } = useI18n();
  const events = useMemo(() => snap.log.map((item) => item.event), [snap.log]);
  return (
    <ErI18nContext.Provider value={ER_MESSAGES[language]}>
      <ErTable
        view={snap.view as ErView}
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

/** The room's seat list (presence, bots, decision clocks) for whatever table is shown. */
const withSeats =
  (Table: (props: TableProps) => ComponentChildren) =>
  (props: TableProps): ComponentChildren => (
    <SeatsContext.Provider value={props.snap.room?.seats ?? []}>
      <Table {...props} />
    </SeatsContext.Provider>
  );

export const TABLES: Readonly<Record<string, (props: TableProps) => ComponentChildren>> = {
  [DICE_HOSPITAL.id]: withSeats(DiceHospitalTable),
  [DICE_HOSPITAL_ER.id]: withSeats(DiceHospitalErTable),
};
