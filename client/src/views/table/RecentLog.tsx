// The table's log: its last lines, each in the game's words, following the newest.
import type { GameEvent } from '../../../../shared/engine.js';
import { useFollowNewest } from '../common/useFollowNewest.js';

const SHOWN = 80;

export function RecentLog({ events, sentence }: { events: readonly GameEvent[]; sentence(event: GameEvent): string }) {
  const follow = useFollowNewest<HTMLOListElement>(events[events.length - 1]);
  const first = Math.max(0, events.length - SHOWN);
  return (
    <ol ref={follow.ref} onScroll={follow.onScroll} start={first + 1} data-log-count={events.length} tabIndex={0}>
      {events.slice(first).map((e, i) => (
        <li key={first + i} data-event={e.type}>
          {sentence(e)}
        </li>
      ))}
    </ol>
  );
}
