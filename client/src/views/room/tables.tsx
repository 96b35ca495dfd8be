// Each game's table, by game id: what RoomScreen shows once the game has started. Everything around
// it (connection banner, waiting room, chat, the bot banner) is the platform's.
import type { ComponentChildren } from 'preact';
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

function DiceHospitalTable({ session, snap, chat, moveError, onLeave, onRematch, dice }: TableProps) {
  const view = snap.view as DiceHospitalView;
  dice.learn(view);
  return (
    <SeatsContext.Provider value={snap.room?.seats ?? []}>
      <GameScreen
        view={view}
        viewer={view.viewer}
        log={snap.log}
        logLoading={snap.loadingEarlier}
        dice={dice}
        error={moveError}
        inFlight={snap.inFlight}
        chat={chat}
        rematch={snap.seat !== null && !snap.spectator && onRematch ? { by: snap.rematch?.by ?? null, onRematch } : undefined}
        send={(action: DiceHospitalAction) => session.send(action)}
        onLeave={onLeave}
        onDismissError={() => session.clearError()}
        fairness={snap.room ? { commitment: snap.room.commitment, revealedKey: snap.room.revealedKey } : undefined}
      />
    </SeatsContext.Provider>
  );
}

function DiceHospitalErTable({ session, snap, chat }: TableProps) {
  const { language } = useI18n();
  return (
    <ErI18nContext.Provider value={ER_MESSAGES[language]}>
      <ErTable view={snap.view as ErView} send={(action) => session.send(action)} events={snap.log.map((item) => item.event)} error={snap.error?.code ?? null} />
      {chat}
    </ErI18nContext.Provider>
  );
}

export const TABLES: Readonly<Record<string, (props: TableProps) => ComponentChildren>> = {
  [DICE_HOSPITAL.id]: DiceHospitalTable,
  [DICE_HOSPITAL_ER.id]: DiceHospitalErTable,
};
