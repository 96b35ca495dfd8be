// Dice Hospital's table in a room: the game screen fed from the room session.
import type { Action, GameView } from '../../../../shared/games/dice-hospital/types.js';
import type { RoomSession } from '../../net/roomSession.js';
import { platformOf, type TableProps } from '../../views/room/tableProps.js';
import { DieMemory } from './dice.js';
import { GameScreen } from './table/GameScreen.js';

/** Per room session: the dice seen so far (for change marks), kept however often the table remounts. */
const memories = new WeakMap<RoomSession, DieMemory>();

function diceOf(session: RoomSession): DieMemory {
  let dice = memories.get(session);
  if (!dice) memories.set(session, (dice = new DieMemory()));
  return dice;
}

export function DiceHospitalTable(props: TableProps) {
  const { session, snap, chat, moveError, onLeave } = props;
  const dice = diceOf(session);
  const view = snap.view as GameView;
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
      send={(action: Action) => session.send(action)}
      onLeave={onLeave}
      onDismissError={() => session.clearError()}
      {...platformOf(props)}
    />
  );
}
