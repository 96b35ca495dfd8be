// "Since your last move": what happened at the table after the viewer's own last decision, a short
// list above their board, newest last. The game says which events are a seat's own moves and
// writes the sentences; the cut and the list are the same for every game.
import type { GameEvent } from '../../../../shared/engine.js';
import { useI18n } from '../../i18n/index.js';

/** Lines shown by a box that grows with them. */
const SUMMARY_LINES = 6;
/** Lines the fixed box scrolls through: it shows three at a time, and after a long absence (a
 * reload, a bot playing for you) hundreds could be new; drawing them all made one long task. */
const SCROLLED_LINES = 40;

/** The entries after the last one `isOwnMove` recognises (all of them if there is none). */
export function afterLastMove<E extends { event: GameEvent }>(entries: readonly E[], isOwnMove: (event: GameEvent) => boolean): E[] {
  let last = -1;
  entries.forEach((entry, i) => {
    if (isOwnMove(entry.event)) last = i;
  });
  return entries.slice(last + 1);
}

/**
 * The summary of `lines` (already cut with afterLastMove and described). With `always` (a table
 * where others move) the box is there from the start with the same height whatever it holds, so
 * that other players' moves never push the board below it: the list keeps a fixed height, scrolls
 * inside and shows its newest line; otherwise nothing is shown while it is empty, and only the last
 * few lines.
 */
export function SinceLastMove({ lines, always = false }: { lines: readonly { id: number; text: string }[]; always?: boolean }) {
  const { t } = useI18n();
  if (lines.length === 0 && !always) return null;
  const shown = lines.slice(-(always ? SCROLLED_LINES : SUMMARY_LINES));
  const list = (
    <ul aria-label={t.game.sinceLastMove(lines.length)}>
      {lines.length > shown.length && <li class="muted">…</li>}
      {shown.map((line) => (
        <li key={line.id}>{line.text}</li>
      ))}
      {lines.length === 0 && <li class="muted">{t.game.nothingSinceLastMove}</li>}
    </ul>
  );
  return (
    <details class={`since${always ? ' since-fixed' : ''}`} data-since open>
      <summary>{t.game.sinceLastMove(lines.length)}</summary>
      {always ? (
        // Focusable: keyboard users scroll it too. Drawn bottom-up (styles.css), the scroller starts
        // at its end, the newest line, with no script reading the layout on every patch to go there.
        <div class="since-scroll" tabIndex={0} role="region" aria-label={t.game.sinceLastMove(lines.length)}>
          {list}
        </div>
      ) : (
        list
      )}
    </details>
  );
}
