// Small badges next to a player's name: first player, ambulance taken, acting or done.
import type { GameView } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';
import { seatsOf } from '../../game/seats.js';

export function PlayerBadges({ view, seat }: { view: GameView; seat: number }) {
  const { t } = useI18n();
  const player = view.players[seat]!;
  const acting = seatsOf(view.pending).includes(seat);
  const committed = view.phase === 'activation' && view.activation[seat]?.committed;
  return (
    <span class="badges">
      {view.firstPlayer === seat && <span class="badge badge-first">{t.game.firstPlayer}</span>}
      {player.ambulance !== null && <span class="badge badge-amb">{t.game.ambulance(player.ambulance)}</span>}
      {acting && <span class="badge badge-acting">{t.game.acting}</span>}
      {committed && <span class="badge badge-done">{t.game.committed}</span>}
    </span>
  );
}
