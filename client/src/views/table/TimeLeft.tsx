// A seat's decision clock, from the room's seat list (any game: the deadline is the platform's).
import { useI18n } from '../../i18n/index.js';
import { secondsLeft, useNow } from '../../game/clock.js';
import { useSeat } from '../../game/presence.js';

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
