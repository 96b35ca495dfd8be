// "Since your last move": what happened at the table after the viewer's own last decision, a short
// list above their board, newest last. The game says which events are a seat's own moves and
// writes the sentences; the cut and the list are the same for every game.
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { GameEvent } from '../../../../shared/engine.js';
import { useI18n } from '../../i18n/index.js';

/** Lines shown by a box that grows with them (the fixed one scrolls through them all). */
const SUMMARY_LINES = 6;

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
  const list = useRef<HTMLUListElement>(null);
  const last = lines.at(-1)?.id;
  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [last, lines.length]);
  if (lines.length === 0 && !always) return null;
  const shown = always ? lines : lines.slice(-SUMMARY_LINES);
  return (
    <details class={`since${always ? ' since-fixed' : ''}`} data-since open>
      <summary>{t.game.sinceLastMove(lines.length)}</summary>
      {/* Focusable: keyboard users scroll it too. */}
      <ul ref={list} tabIndex={always ? 0 : undefined} aria-label={t.game.sinceLastMove(lines.length)}>
        {lines.length > shown.length && <li class="muted">…</li>}
        {shown.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
        {lines.length === 0 && <li class="muted">{t.game.nothingSinceLastMove}</li>}
      </ul>
    </details>
  );
}
