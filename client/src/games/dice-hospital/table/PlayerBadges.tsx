// Small badges next to a player's name: first player, ambulance taken, acting or done, a bot's
// level or "played by a bot", offline, and the time left on the seat's decision. On your own board
// (`turn={false}`) the turn's badges are left out: the player strip and the action bar say it, and a
// badge coming and going with others' moves would re-wrap the board's head and move the board.
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { PresenceBadge } from '../../../views/table/SeatPresence.js';
import { TimeLeft } from '../../../views/table/TimeLeft.js';
import { seatsOf } from '../seats.js';

export function PlayerBadges({ view, seat, turn = true }: { view: GameView; seat: number; turn?: boolean }) {
  const { t } = useI18n();
  const player = view.players[seat]!;
  const acting = turn && seatsOf(view.pending).includes(seat);
  const committed = turn && view.phase === 'activation' && view.activation[seat]?.committed;
  return (
    <span class="badges">
      {/* Solo has no first player (rules spec 7). */}
      {view.firstPlayer === seat && !view.solo && <span class="badge badge-first">{t.game.firstPlayer}</span>}
      {player.ambulance !== null && <span class="badge badge-amb">{t.game.ambulance(player.ambulance)}</span>}
      {acting && <span class="badge badge-acting">{t.game.acting}</span>}
      {committed && <span class="badge badge-done">{t.game.committed}</span>}
      {acting && <TimeLeft seat={seat} />}
      <PresenceBadge seat={seat} />
    </span>
  );
}
