// Final Round Collections: the backs of the ambulances left after round 8, each with its spaces of
// a colour and a value, who filled each one, and who passed. During the player's choice the free
// spaces the chosen patient fits are buttons.
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { listNames, useI18n } from '../i18n/index.js';
import { playerName } from '../seats.js';
import { DieFace, dieLabel } from './DieFace.js';

export interface SpaceChoice {
  selectable(space: number): boolean;
  selected?: number;
  onSpace(space: number): void;
}

export function CollectionsBoard({ view, choice }: { view: GameView; choice?: SpaceChoice }) {
  const { t } = useI18n();
  const collections = view.collections;
  if (!collections) return null;
  const ambulances = [...new Set(collections.spaces.map((s) => s.ambulance))].sort((a, b) => a - b);
  const passed = collections.passed.map((seat) => playerName(view, seat));
  return (
    <section class="panel-card collections" aria-labelledby="collections-title" data-collections>
      <h2 class="card-title" id="collections-title">
        {t.game.collectionsHeading}
      </h2>
      <p class="hint small">{t.home.optionHint.finalRoundCollections}</p>
      <ul class="collection-ambulances">
        {ambulances.map((n) => (
          <li key={n} class="collection-ambulance" data-ambulance-back={n}>
            <span class="collection-ambulance-name">{t.game.ambulance(n)}</span>
            <ul class="collection-spaces">
              {collections.spaces.map((space, index) => {
                if (space.ambulance !== n) return null;
                const label = t.game.collectionSpace(n, dieLabel(t, space.colour, space.value));
                const status = space.seat === null ? t.game.collectionFree : t.game.collectionTakenBy(playerName(view, space.seat));
                const canPick = choice?.selectable(index) ?? false;
                const body = (
                  <>
                    <DieFace colour={space.colour} value={space.value} size="sm" />
                    <span class="collection-status">{status}</span>
                  </>
                );
                return (
                  <li key={index}>
                    {canPick ? (
                      <button
                        type="button"
                        class="collection-space collection-space-selectable"
                        aria-pressed={choice?.selected === index}
                        aria-label={`${label}, ${status}`}
                        data-space={index}
                        data-choice={`space:${index}`}
                        onClick={() => choice!.onSpace(index)}
                      >
                        {body}
                      </button>
                    ) : (
                      <span
                        class={`collection-space${space.seat !== null ? ' collection-space-taken' : ''}`}
                        aria-label={`${label}, ${status}`}
                        data-space={index}
                        data-space-seat={space.seat ?? ''}
                      >
                        {body}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {passed.length > 0 && (
        <p class="hint small" data-collection-passed={collections.passed.join(',')}>
          {t.game.collectionPassed(listNames(t, passed))}
        </p>
      )}
    </section>
  );
}
