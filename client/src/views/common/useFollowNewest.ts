// A scrolling box whose newest line is at the bottom (a log, the chat) follows the new lines, until
// the reader scrolls up to read older ones; scrolling back to the bottom follows again.
import { useLayoutEffect, useRef } from 'preact/hooks';

/** `lines` changes when lines come (the newest line, the count of a list that only grows). Returns
 * the box's ref, its scroll handler, and `toNewest`: follow again (the reader's own line is coming). */
export function useFollowNewest<T extends HTMLElement>(lines: unknown, enabled = true) {
  const box = useRef<T>(null);
  const following = useRef(true);
  const pending = useRef(false);
  // The scroll waits for the frame (before its paint): reading scrollHeight right after the render
  // forced a layout of the whole page there and then, once per patch (a fifth of a player's main
  // thread in a game, several per frame in the server's burst); in the frame it is done once.
  // Until that frame, the box's own scrolls are not the reader's: the oldest line leaving the top
  // scrolls it first (scroll anchoring), which would read as having scrolled up, and the box would
  // stop following.
  useLayoutEffect(() => {
    if (!enabled || !following.current) return;
    pending.current = true;
    const frame = requestAnimationFrame(() => {
      pending.current = false;
      if (box.current) box.current.scrollTop = box.current.scrollHeight;
    });
    return () => {
      cancelAnimationFrame(frame);
      pending.current = false;
    };
  }, [lines, enabled]);
  const onScroll = () => {
    const el = box.current;
    if (el && !pending.current) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 8;
  };
  const toNewest = () => {
    following.current = true;
  };
  return { ref: box, onScroll, toNewest };
}
