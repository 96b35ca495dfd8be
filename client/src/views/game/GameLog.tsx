// The game log in plain language, newest first.
import type { GameEvent } from '../../../../shared/engine.js';
import type { GameView } from '../../../../shared/games/dice-hospital/types.js';
import { useI18n } from '../../i18n/index.js';
import type { DieMemory } from '../../game/dice.js';
import { describeEvent, isRedundant } from '../../game/logText.js';

export interface LogEntry {
  id: number;
  event: GameEvent;
}

const SHOWN = 200;

export function GameLog({ entries, view, dice }: { entries: LogEntry[]; view: GameView; dice: DieMemory }) {
  const { t } = useI18n();
  const ctx = { t, view, dice };
  const shown = entries.filter((e) => !isRedundant(e.event)).slice(-SHOWN).reverse();
  return (
    <section class="panel-card log" aria-labelledby="log-title">
      <h2 class="card-title" id="log-title">
        {t.game.log}
      </h2>
      {shown.length === 0 ? (
        <p class="muted small">{t.game.logEmpty}</p>
      ) : (
        <ol class="log-list" tabIndex={0} aria-labelledby="log-title">
          {shown.map((entry) => (
            <li key={entry.id} class={`log-line log-${entry.event.type}`}>
              {describeEvent(ctx, entry.event)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
