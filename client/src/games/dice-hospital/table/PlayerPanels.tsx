// Dice Hospital's player strip (the platform's PlayerStrip): each seat's score, blood bags,
// fatalities and patients; deciding in the current step, or done with its activation.
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { seatsOf, type Viewer } from '../seats.js';
import { PlayerStrip, type StripSeat } from '../../../views/table/PlayerStrip.js';

export function PlayerPanels({ view, viewer }: { view: GameView; viewer: Viewer }) {
  const { t } = useI18n();
  const acting = seatsOf(view.pending);
  const seats = view.players.map((player, seat): StripSeat => ({
    seat,
    name: player.name,
    summary: t.game.panelLabel(player.name, player.score, player.bloodBags, player.fatalities, player.patients.length),
    stats: (
      <>
        <span title={t.game.score} data-pp="score">
          ★{player.score}
        </span>
        <span title={t.game.bloodBags} data-pp="bloodBags">
          <span class="token token-blood" />
          {player.bloodBags}
        </span>
        <span title={t.game.fatalities} data-pp="fatalities">
          ✝{player.fatalities}
        </span>
        <span title={t.game.patients} data-pp="patients">
          ⚄{player.patients.length}
        </span>
      </>
    ),
    acting: acting.includes(seat),
    done: view.phase === 'activation' && !!view.activation[seat]?.committed,
  }));
  return <PlayerStrip seats={seats} viewer={viewer} />;
}
