// Every player at a glance, always on screen (a strip pinned above the game's controls, on a phone
// too): name, the game's own figures, whether they are deciding, done or away, whether a bot plays
// the seat (a computer player, or a bot playing for a person) and the decision clock. The game gives
// each seat's figures and how it stands; presence and the clock come from the room.
import type { ComponentChildren } from 'preact';
import { useI18n } from '../../i18n/index.js';
import { PresenceBadge, useSeatPresence } from './SeatPresence.js';
import { TimeLeft } from './TimeLeft.js';

type PanelState = 'acting' | 'done' | 'away' | 'offline' | 'idle';

export interface StripSeat {
  seat: number;
  name: string;
  /** The game's figures in words, for screen readers (the `stats` are hidden from them). */
  summary: string;
  /** The game's figures (score, tokens…), short. */
  stats: ComponentChildren;
  /** The decision waits for this seat. */
  acting: boolean;
  /** The seat has finished its part of the current step. */
  done: boolean;
}

function PlayerPanel({ seat, name, summary, stats, acting, done, you }: StripSeat & { you: boolean }) {
  const { t } = useI18n();
  const { bot, botPlaying, botText, away, offline } = useSeatPresence(seat);
  const state: PanelState = away ? 'away' : offline ? 'offline' : acting ? 'acting' : done ? 'done' : 'idle';
  const stateText = { acting: t.game.acting, done: t.game.committed, away: t.game.awayShort, offline: t.game.offline, idle: '' }[state];
  const label = [summary, botText, stateText].filter(Boolean).join(', ');
  return (
    <li
      class={`pp pp-${state}${you ? ' pp-you' : ''}${bot ? ' pp-bot' : botPlaying ? ' pp-bot-playing' : ''}`}
      data-panel-seat={seat}
      data-state={state}
      aria-label={label}
    >
      {/* Line 1: who and how they stand; line 2 (its own line on a phone): what they are doing,
          with an icon and a word (not the border colour alone), and their clock. */}
      <span class="pp-line pp-line-who">
        <span class="pp-name" title={name}>
          {name}
          {you && <span class="pp-you-mark"> ({t.common.you})</span>}
        </span>
        <span class="pp-stats" aria-hidden="true">
          {stats}
        </span>
      </span>
      <span class="pp-line pp-line-state" aria-hidden="true" data-pp-line="state">
        {stateText && (
          <span class={`pp-state pp-state-${state}`} data-pp-state={state}>
            {stateText}
          </span>
        )}
        <span data-slot="bot">
          {/* Short here (the strip must hold every player): a bot's name already says its level. */}
          <PresenceBadge seat={seat} short showOffline={false} />
        </span>
        <span data-slot="clock">{acting && <TimeLeft seat={seat} compact />}</span>
      </span>
    </li>
  );
}

export function PlayerStrip({ seats, viewer }: { seats: StripSeat[]; viewer: number | 'spectator' }) {
  const { t } = useI18n();
  return (
    // Focusable: in a narrow window the strip scrolls sideways, and keyboard users must reach all of
    // it (on a phone its panels share the width instead: styles.css).
    <ul class="player-panels" aria-label={t.game.players} data-player-panels tabIndex={0}>
      {seats.map((s) => (
        <PlayerPanel key={s.seat} {...s} you={s.seat === viewer} />
      ))}
    </ul>
  );
}
