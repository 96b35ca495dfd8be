// Small badges next to a player's name: first player, ambulance taken, acting or done, a bot's
// level or "played by a bot", offline, and the time left on the seat's decision.
import type { GameView } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../games/dice-hospital/i18n/index.js';
import { secondsLeft, useNow } from '../../game/clock.js';
import { useSeat } from '../../game/presence.js';
import { seatsOf } from '../../game/seats.js';

/** The seat's decision clock; `compact` says just the seconds (the full text is its tooltip and name). */
export function TimeLeft({ seat, compact = false }: { seat: number; compact?: boolean }) {
  const { t } = useI18n();
  const deadline = useSeat(seat)?.deadline ?? 0;
  const now = useNow(deadline > 0);
  if (deadline <= 0) return null;
  const left = secondsLeft(deadline, now);
  return (
    <span class={`badge badge-clock${left <= 10 ? ' badge-clock-low' : ''}`} data-time-left={left} title={compact ? t.game.timeLeft(left) : undefined}>
      {compact ? t.bots.clockShort(left) : t.game.timeLeft(left)}
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
      {/* Solo has no first player (rules spec 7). */}
      {view.firstPlayer === seat && !view.solo && <span class="badge badge-first">{t.game.firstPlayer}</span>}
      {player.ambulance !== null && <span class="badge badge-amb">{t.game.ambulance(player.ambulance)}</span>}
      {acting && <span class="badge badge-acting">{t.game.acting}</span>}
      {committed && <span class="badge badge-done">{t.game.committed}</span>}
      {acting && <TimeLeft seat={seat} />}
      {presence?.bot ? (
        <span class="badge badge-bot" data-bot={presence.bot}>{t.bots.level[presence.bot] ?? presence.bot}</span>
      ) : presence?.botPlaying ? (
        <span class="badge badge-bot" data-bot-playing>{t.bots.botPlaying}</span>
      ) : (
        presence && !presence.connected && <span class="badge badge-away">{t.game.offline}</span>
      )}
    </span>
  );
}
