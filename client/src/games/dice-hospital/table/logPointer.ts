// Hovering a log line points at what it names on the board: the hospital of the seat it is about,
// and within it the patients of the colour it names (their count and their beds) or the department
// a worker went to, marked data-pointed while the pointer is on the line (board.css draws the
// marks). The marks are attributes Preact does not manage, so a re-render leaves them alone. Not a
// CSS `.game:has(.log-line …:hover)` rule: with it, every log line added or removed made the browser
// restyle the whole table.
import type { GameEvent } from '../../../../../shared/engine.js';

/** What a line names, as attributes of the line. */
export function pointerData(event: GameEvent): Record<string, string | number | undefined> {
  return {
    'data-log-seat': typeof event.seat === 'number' ? event.seat : undefined,
    'data-log-colour': typeof event.colour === 'string' ? event.colour : undefined,
    'data-log-department': typeof event.department === 'string' ? event.department : undefined,
  };
}

const POINTED = '[data-pointed]';

function targets(line: HTMLElement): Element[] {
  const seat = line.dataset.logSeat;
  if (seat === undefined) return [];
  const boards = `:is(.hospital, .opponent)[data-seat="${CSS.escape(seat)}"]`;
  const parts = [boards];
  const colour = line.dataset.logColour && CSS.escape(line.dataset.logColour);
  if (colour) parts.push(`${boards} [data-ward="${colour}"]`, `${boards} [data-bed-colour="${colour}"]`);
  if (line.dataset.logDepartment) parts.push(`${boards} [data-department="${CSS.escape(line.dataset.logDepartment)}"]`);
  return [...document.querySelectorAll(parts.join(', '))];
}

/** Handlers for the log's list (delegated: one pair for all its lines). */
export const logPointer = {
  onMouseOver(e: MouseEvent) {
    const line = (e.target as Element).closest<HTMLElement>('.log-line');
    for (const el of document.querySelectorAll(POINTED)) el.removeAttribute('data-pointed');
    if (line) for (const el of targets(line)) el.setAttribute('data-pointed', '');
  },
  onMouseLeave() {
    for (const el of document.querySelectorAll(POINTED)) el.removeAttribute('data-pointed');
  },
};
