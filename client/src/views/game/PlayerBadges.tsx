// Small badges next to a player's name: first player, ambulance taken, acting or done, offline or
// away, and the time left on a timed activation.
import type { GameView } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';
import { secondsLeft, useNow } from '../../game/clock.js';
import { useSeat } from '../../game/presence.js';
import { seatsOf } from '../../game/seats.js';

export function TimeLeft({ seat }: { seat: number }) {
  const { t } = useI18n();
  const deadline = useSeat(seat)?.deadline ?? 0;
  const now = useNow(deadline > 0);
  if (deadline <= 0) return null;
  const left = secondsLeft(deadline, now);
  return (
    <span class={`badge badge-clock${left <= 10 ? ' badge-clock-low' : ''}`} data-time-left={left}>
      {t.game.timeLeft(left)}
    </span>
  );
}

export function PlayerBadges({ view, seat }: { view: GameView; seat: number }) {
  const { t } = useI18n();
  const player = view.players[seat]!;
  const presence = useSeat(seat);
  const acting = seatsOf(view.pending).includes(seat);
  const committed = view.phase === 'activation' && view.activation[seat]?.committed;
  return (
    <span class="badges">
      {view.firstPlayer === seat && <span class="badge badge-first">{t.game.firstPlayer}</span>}
      {player.ambulance !== null && <span class="badge badge-amb">{t.game.ambulance(player.ambulance)}</span>}
      {acting && <span class="badge badge-acting">{t.game.acting}</span>}
      {committed && <span class="badge badge-done">{t.game.committed}</span>}
      {acting && <TimeLeft seat={seat} />}
      {presence?.bot ? (
        <span class="badge badge-bot" data-bot={presence.bot}>{t.bots.level[presence.bot] ?? presence.bot}</span>
      ) : presence?.botPlaying ? (
        <span class="badge badge-away" data-bot-playing>{t.bots.botPlaying}</span>
      ) : (
        presence && !presence.connected && <span class="badge badge-away">{t.game.offline}</span>
      )}
    </span>
  );
}
