// The table's log: its last lines, each in the game's words, kept scrolled to the newest.
import { useEffect, useRef } from 'preact/hooks';
import type { GameEvent } from '../../../../shared/engine.js';

const SHOWN = 80;

export function RecentLog({ events, sentence }: { events: readonly GameEvent[]; sentence(event: GameEvent): string }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [events.length]);
  const first = Math.max(0, events.length - SHOWN);
  return (
    <ol ref={list} start={first + 1} data-log-count={events.length} tabIndex={0}>
      {events.slice(first).map((e, i) => (
        <li key={first + i} data-event={e.type}>
          {sentence(e)}
        </li>
      ))}
    </ol>
  );
}
