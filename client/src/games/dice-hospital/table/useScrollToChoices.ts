// On a small screen the things to pick (patients, ambulances, offers) are often out of view when a
// step begins: bring the first of them into view between the pinned player strip and the action bar
// pinned at the bottom, once per step, only when none of them is visible already (never fighting a
// player who scrolled on purpose), and only for a step that follows one of hers (her turn went on):
// a decision arriving with another player's move, after a wait, never scrolls the page under her
// (its choices are in the action bar anyway).
import { useEffect, useRef } from 'preact/hooks';

const CHOICES = '.hospital-you .patient-selectable, .ambulances .amb-selectable, .improvements .offer-selectable';

export function useScrollToChoices(step: string | null): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const after = previous.current;
    previous.current = step;
    if (step === null || after === null) return;
    const frame = requestAnimationFrame(() => {
      const choices = [...document.querySelectorAll<HTMLElement>(CHOICES)];
      if (choices.length === 0) return;
      const top = document.querySelector('.game-sticky')?.getBoundingClientRect().bottom ?? 0;
      const bottom = Math.min(window.innerHeight, document.querySelector('.action-dock')?.getBoundingClientRect().top ?? window.innerHeight);
      const visible = choices.some((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= top && r.bottom <= bottom;
      });
      if (visible) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollBy({ top: choices[0]!.getBoundingClientRect().top - top - 8, behavior: reduce ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);
}
