// Every player at a glance, always on screen (a strip pinned above the action bar, on a phone too):
// name, score, blood bags, fatalities, patients, whether they are deciding, done or away, whether a
// bot plays the seat (a computer player, or a bot playing for a person) and the decision clock.
import type { GameView } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../games/dice-hospital/i18n/index.js';
import { useSeat } from '../../game/presence.js';
import { seatsOf, type Viewer } from '../../game/seats.js';
import { TimeLeft } from './PlayerBadges.js';

type PanelState = 'acting' | 'done' | 'away' | 'offline' | 'idle';

function PlayerPanel({ view, seat, you }: { view: GameView; seat: number; you: boolean }) {
  const { t } = useI18n();
  const player = view.players[seat]!;
  const presence = useSeat(seat);
  const acting = seatsOf(view.pending).includes(seat);
  const done = view.phase === 'activation' && !!view.activation[seat]?.committed;
  // A computer player is never "offline" (it has no connection); a person's seat a bot plays says so.
  const bot = presence?.bot || null;
  const botText = bot ? (t.bots.level[bot] ?? bot) : presence?.botPlaying ? t.bots.botPlaying : '';
  const state: PanelState = presence?.away ? 'away' : presence && !bot && !presence.connected ? 'offline' : acting ? 'acting' : done ? 'done' : 'idle';
  const stateText = { acting: t.game.acting, done: t.game.committed, away: t.game.awayShort, offline: t.game.offline, idle: '' }[state];
  const label = [t.game.panelLabel(player.name, player.score, player.bloodBags, player.fatalities, player.patients.length), botText, stateText].filter(Boolean).join(', ');
  return (
    <li class={`pp pp-${state}${you ? ' pp-you' : ''}${bot ? ' pp-bot' : presence?.botPlaying ? ' pp-bot-playing' : ''}`} data-panel-seat={seat} data-state={state} aria-label={label}>
      {/* Line 1: who and how they stand; line 2 (its own line on a phone): what they are doing,
          with an icon and a word (not the border colour alone), and their clock. */}
      <span class="pp-line pp-line-who">
        <span class="pp-name" title={player.name}>
          {player.name}
          {you && <span class="pp-you-mark"> ({t.common.you})</span>}
        </span>
        <span class="pp-stats" aria-hidden="true">
          <span title={t.game.score} data-pp="score">★{player.score}</span>
          <span title={t.game.bloodBags} data-pp="bloodBags">
            <span class="token token-blood" />
            {player.bloodBags}
          </span>
          <span title={t.game.fatalities} data-pp="fatalities">✝{player.fatalities}</span>
          <span title={t.game.patients} data-pp="patients">⚄{player.patients.length}</span>
        </span>
      </span>
      <span class="pp-line pp-line-state" aria-hidden="true" data-pp-line="state">
        {stateText && (
          <span class={`pp-state pp-state-${state}`} data-pp-state={state}>
            {stateText}
          </span>
        )}
        <span data-slot="bot">
          {bot ? (
            // Short here (the strip must hold four players): a bot's name already says its level.
            <span class="badge badge-bot" data-bot={bot} title={botText}>
              {t.bots.autoTag}
            </span>
          ) : (
            presence?.botPlaying && (
              <span class="badge badge-bot" data-bot-playing>
                {botText}
              </span>
            )
          )}
        </span>
        <span data-slot="clock">{acting && <TimeLeft seat={seat} compact />}</span>
      </span>
    </li>
  );
}

export function PlayerPanels({ view, viewer }: { view: GameView; viewer: Viewer }) {
  const { t } = useI18n();
  return (
    // Focusable: on a phone the strip scrolls sideways, and keyboard users must reach all of it.
    <ul class="player-panels" aria-label={t.game.players} data-player-panels tabIndex={0}>
      {view.players.map((_, seat) => (
        <PlayerPanel key={seat} view={view} seat={seat} you={seat === viewer} />
      ))}
    </ul>
  );
}
