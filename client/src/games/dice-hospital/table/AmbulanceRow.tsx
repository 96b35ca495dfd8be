// The ambulances of this round, drawn as ambulances: their dice in the back (a place for each of the
// three, empty until loaded) and who took them.
import { ambulanceCount, DICE_PER_AMBULANCE } from '../../../../../shared/games/dice-hospital/index.js';
import type { GameView } from '../../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../i18n/index.js';
import { playerName } from '../seats.js';
import { DieFace } from './DieFace.js';
import type { BoardInteraction } from './interaction.js';

export function AmbulanceRow({ view, interaction }: { view: GameView; interaction: BoardInteraction }) {
  const { t } = useI18n();
  const count = ambulanceCount(view);
  const { ambulances, takenBy } = view.intake;
  return (
    <section class="panel-card ambulances" aria-labelledby="ambulances-title">
      <h2 class="card-title" id="ambulances-title">
        {t.game.ambulances}
      </h2>
      <ol class="amb-list">
        {Array.from({ length: count }, (_, i) => {
          const n = i + 1;
          const dice = ambulances[i] ?? [];
          const taker = takenBy[i];
          const takerName = taker !== null && taker !== undefined ? playerName(view, taker) : null;
          const mark = interaction.ambulance(n);
          const body = (
            <>
              <span class="amb-number">{n}</span>
              <span class="dice-list amb-load">
                {dice.map((d) => (
                  <DieFace key={d.id} colour={d.colour} value={d.value} size="sm" intakeId={d.id} />
                ))}
                {Array.from({ length: Math.max(0, DICE_PER_AMBULANCE - dice.length) }, (_, k) => (
                  <span key={`empty${k}`} class="amb-place" aria-hidden="true" />
                ))}
                {dice.length === 0 && <span class="sr-only">–</span>}
              </span>
              {/* Taken: the taker's name on it (the whole sentence read out and in the tooltip, so
                  that a long name fits beside the dice). */}
              {takerName !== null ? (
                <span class="amb-status amb-taker" title={t.game.takenBy(takerName)}>
                  <span class="sr-only">{t.game.takenBy(takerName)}</span>
                  <span aria-hidden="true">{takerName}</span>
                </span>
              ) : (
                <span class="amb-status">{dice.length ? t.game.unclaimed : ''}</span>
              )}
            </>
          );
          return (
            <li key={n}>
              {mark === 'selectable' ? (
                // Named by its content (number, dice, status) after a hidden "Take: Ambulance n", so the
                // visible text is part of the accessible name (axe label-content-name-mismatch).
                <button type="button" class="amb amb-selectable" data-ambulance={n} onClick={() => interaction.onAmbulance(n)}>
                  <span class="sr-only">{`${t.prompt.take}: ${t.game.ambulance(n)}`}</span>
                  {body}
                </button>
              ) : (
                <div class={`amb${takerName !== null ? ' amb-taken' : ''}`} data-ambulance={n}>
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {/* Always there, one line high (the rolled dice, "no ambulances yet", or nothing once they are
          loaded): the card keeps its height through the round. */}
      <p class="rolled" data-rolled>
        {ambulances.every((a) => a.length === 0) &&
          (view.intake.dice.length > 0 ? (
            <>
              <span class="small">{t.game.rolled}</span>
              <span class="dice-list">
                {view.intake.dice.map((d) => (
                  <DieFace key={d.id} colour={d.colour} value={d.value} size="sm" intakeId={d.id} />
                ))}
              </span>
            </>
          ) : (
            <span class="muted small">{t.game.ambulancesEmpty}</span>
          ))}
      </p>
    </section>
  );
}
