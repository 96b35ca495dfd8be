// Option `events`: this round's event card, shown to everyone (name, what it does, whether it lasts
// the round or acted once), and the cards left in the deck. A compact badge for the top bar too.
import { EVENTS, FIRST_EVENT_ROUND } from '../../../../../shared/games/dice-hospital/catalogue/events.js';
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';

export function EventCard({ view }: { view: GameView }) {
  const { t } = useI18n();
  // After round 8 (collections, final scores) no event is in play any more.
  if (!view.options.events || view.phase === 'gameOver' || view.phase === 'finalCollection') return null;
  const id = view.event ?? null;
  const card = id ? t.event[id] : null;
  const lasts = id ? EVENTS[id].lasts : null;
  return (
    <section class={`panel-card event-card${id ? ' event-card-on' : ''}`} aria-labelledby="event-title" data-event={id ?? ''}>
      <h2 class="card-title" id="event-title">
        {t.game.eventHeading}
        {view.eventDeckCount !== undefined && <span class="muted small"> ({t.game.eventDeck(view.eventDeckCount)})</span>}
      </h2>
      {card ? (
        <>
          <p class="event-name">
            <strong>{card.name}</strong>{' '}
            <span class={`badge event-lasts event-lasts-${lasts}`} data-event-lasts={lasts}>
              {lasts === 'round' ? t.game.eventLastsRound : t.game.eventOneOff}
            </span>
          </p>
          <p class="event-text">{card.text}</p>
        </>
      ) : (
        <p class="muted small">{view.round < FIRST_EVENT_ROUND ? t.game.eventNotYet : t.game.eventNone}</p>
      )}
    </section>
  );
}

/** The event's name in the top bar, its text as the tooltip. */
export function EventBadge({ view }: { view: GameView }) {
  const { t } = useI18n();
  if (!view.options.events || !view.event || view.phase === 'gameOver' || view.phase === 'finalCollection') return null;
  const card = t.event[view.event];
  return (
    <span class="badge event-badge" title={card.text} data-event-badge={view.event}>
      {t.game.eventBadge(card.name)}
    </span>
  );
}
