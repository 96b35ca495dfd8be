// When the page draws what a room session holds: at the next frame, at most once per frame.

/** A hidden tab draws no frames but must still hear its turn (the title and the sound): a timer
 * runs the update then, and stands by in case the tab is hidden before its frame comes. */
const HIDDEN_TAB_MS = 200;

/**
 * Runs `draw` before the next frame is painted, or after a short timer if no frame comes (a hidden
 * tab) or outside a browser. `draw` may run twice (frame and timer): it must do nothing when there
 * is nothing new. A message is a task of its own: a burst of them (a state patch and its events,
 * a run of bot moves, a reconnection) drew the whole table once per message, and only the last
 * drawing was ever seen.
 */
export function onNextFrame(draw: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined') {
    setTimeout(draw, 0);
    return;
  }
  requestAnimationFrame(draw);
  setTimeout(draw, document.hidden ? 0 : HIDDEN_TAB_MS);
}
