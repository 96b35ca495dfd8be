// Who plays a seat and whether they are here, from the room's seat list: a computer player (its
// level), a bot playing for a person who left, or a person offline. Any game's table shows these.
import { useI18n } from '../../i18n/index.js';
import { useSeat } from '../../game/presence.js';

export interface SeatPresence {
  /** A computer player's level, or null for a person. */
  bot: string | null;
  /** A bot plays this person's seat for now. */
  botPlaying: boolean;
  /** What plays the seat, in words ('' for a person playing it). */
  botText: string;
  away: boolean;
  /** A person whose connection is gone (a computer player is never offline). */
  offline: boolean;
}

export function useSeatPresence(seat: number): SeatPresence {
  const { t } = useI18n();
  const presence = useSeat(seat);
  const bot = presence?.bot || null;
  const botPlaying = !!presence?.botPlaying;
  return {
    bot,
    botPlaying,
    botText: bot ? (t.bots.level[bot] ?? bot) : botPlaying ? t.bots.botPlaying : '',
    away: !!presence?.away,
    offline: !!presence && !bot && !presence.connected,
  };
}

/** The bot badge (a computer player's level, or "played by a bot"); `short` names a computer player
 * by its tag only (its name already says its level), for narrow places. Otherwise "offline" when the
 * person is gone. */
export function PresenceBadge({ seat, short = false, showOffline = true }: { seat: number; short?: boolean; showOffline?: boolean }) {
  const { t } = useI18n();
  const { bot, botPlaying, botText, offline } = useSeatPresence(seat);
  if (bot) {
    return (
      <span class="badge badge-bot" data-bot={bot} title={short ? botText : undefined}>
        {short ? t.bots.autoTag : botText}
      </span>
    );
  }
  if (botPlaying) {
    return (
      <span class="badge badge-bot" data-bot-playing>
        {botText}
      </span>
    );
  }
  return showOffline && offline ? <span class="badge badge-away">{t.game.offline}</span> : null;
}
