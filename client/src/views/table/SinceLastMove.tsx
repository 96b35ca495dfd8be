// "Since your last move": what happened at the table after the viewer's own last decision, a short
// list above their board, newest last. The game says which events are a seat's own moves and
// writes the sentences; the cut and the list are the same for every game.
import type { GameEvent } from '../../../../shared/engine.js';
import { useI18n } from '../../i18n/index.js';

const SUMMARY_LINES = 6;

/** The entries after the last one `isOwnMove` recognises (all of them if there is none). */
export function afterLastMove<E extends { event: GameEvent }>(entries: readonly E[], isOwnMove: (event: GameEvent) => boolean): E[] {
  let last = -1;
  entries.forEach((entry, i) => {
    if (isOwnMove(entry.event)) last = i;
  });
  return entries.slice(last + 1);
}

/** The summary of `lines` (already cut with afterLastMove and described), or nothing when empty. */
export function SinceLastMove({ lines }: { lines: readonly { id: number; text: string }[] }) {
  const { t } = useI18n();
  if (lines.length === 0) return null;
  const shown = lines.slice(-SUMMARY_LINES);
  return (
    <details class="since" data-since open>
      <summary>{t.game.sinceLastMove(lines.length)}</summary>
      <ul>
        {lines.length > shown.length && <li class="muted">…</li>}
        {shown.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </ul>
    </details>
  );
}
