// On a small screen the part of the board a decision is about (the patients to pick, the ambulances,
// the market, the departments a worker goes to, a sheet's beds) is often out of view when a step
// begins, or under the decision dock pinned at the bottom: bring the first of its targets into view
// between the pinned player strip and the dock, once per step, only when none of them is visible
// already (never fighting a player who scrolled on purpose), and only for a step that follows one of
// hers (her turn went on): a decision arriving with another player's move, after a wait, never
// scrolls the page under her (its choices are in the dock anyway). Each game names its own parts.
import { useEffect, useRef } from 'preact/hooks';

export interface ScrollTargets {
  /** The decision's targets on the board (a selector), the first one brought into view. */
  subject: string;
  /** What is pinned at the top (the player strip) and at the bottom (the dock), if anything. */
  pinned: string;
  dock: string;
}

export function useScrollToChoices(step: string | null, { subject, pinned, dock }: ScrollTargets): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const after = previous.current;
    previous.current = step;
    if (step === null || after === null) return;
    const frame = requestAnimationFrame(() => {
      const targets = [...document.querySelectorAll<HTMLElement>(subject)].filter((el) => el.getClientRects().length > 0);
      if (targets.length === 0) return;
      const top = document.querySelector(pinned)?.getBoundingClientRect().bottom ?? 0;
      // The dock covers the page only where it is pinned to the window's bottom edge.
      const d = document.querySelector(dock)?.getBoundingClientRect();
      const bottom = d && d.bottom >= window.innerHeight - 1 && d.top > top ? d.top : window.innerHeight;
      const visible = targets.some((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= top && r.bottom <= bottom;
      });
      if (visible) return;
      scrollUnder(targets[0]!, pinned);
    });
    return () => cancelAnimationFrame(frame);
  }, [step, subject, pinned, dock]);
}

/** Scrolls the page so that `el` sits just under what is pinned at the top (smoothly, unless the
 * player asked for reduced motion). */
export function scrollUnder(el: Element, pinned: string): void {
  const top = document.querySelector(pinned)?.getBoundingClientRect().bottom ?? 0;
  const by = el.getBoundingClientRect().top - top - 8;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: by, behavior: reduce ? 'auto' : 'smooth' });
}
