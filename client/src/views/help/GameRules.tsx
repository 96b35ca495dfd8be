// A game's How to play, from its registry entry, optionally scrolled to one of its parts (an element
// id the game's rules give, e.g. the explanation of one score row).
import { useEffect, useRef } from 'preact/hooks';
import { clientGame } from '../../games/registry.js';
import type { RulesProps } from './rulesProps.js';

export function GameRules({ game, anchor, headingLevel }: RulesProps & { game: string; anchor?: string }) {
  const Rules = clientGame(game).rules;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!anchor || !root) return;
    // The rules are their own chunk: the part may appear only once it has arrived.
    let target: HTMLElement | null = null;
    const show = (): boolean => {
      target = root.querySelector<HTMLElement>(`#${CSS.escape(anchor)}`);
      if (!target) return false;
      target.classList.add('rules-target');
      target.tabIndex = -1;
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
      return true;
    };
    // Looked for after a frame: the drawer opens (and focuses its close button) after its content's
    // effects have run, and would undo an earlier scroll and focus.
    const watch = new MutationObserver(() => show() && watch.disconnect());
    const frame = requestAnimationFrame(() => {
      if (!show()) watch.observe(root, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      watch.disconnect();
      target?.classList.remove('rules-target');
    };
  }, [game, anchor]);
  return (
    <div ref={box} data-rules={game}>
      <Rules headingLevel={headingLevel} />
    </div>
  );
}
