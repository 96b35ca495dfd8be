// Dice Hospital's table in a room: the game screen fed from the room session.
import type { Action, GameView } from '../../../../shared/games/dice-hospital/types.js';
import { GameScreen } from '../../views/game/GameScreen.js';
import { platformOf, type TableProps } from '../../views/room/tableProps.js';

export function DiceHospitalTable(props: TableProps) {
  const { session, snap, chat, moveError, onLeave, dice } = props;
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
