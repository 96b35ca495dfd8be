// On a small screen the things to pick (patients, ambulances, offers) are often below the fold when
// a step begins: bring the first of them into view under the sticky action bar, once per step, and
// only when none of them is visible already (never fighting a player who scrolled on purpose).
import { useEffect } from 'preact/hooks';

const CHOICES = '.hospital-you .patient-selectable, .ambulances .amb-selectable, .improvements .offer-selectable';

export function useScrollToChoices(step: string | null): void {
  useEffect(() => {
    if (step === null) return;
    const frame = requestAnimationFrame(() => {
      const choices = [...document.querySelectorAll<HTMLElement>(CHOICES)];
      if (choices.length === 0) return;
      const barBottom = document.querySelector('.action-bar')?.getBoundingClientRect().bottom ?? 0;
      const visible = choices.some((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= barBottom && r.bottom <= window.innerHeight;
      });
      if (visible) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollBy({ top: choices[0]!.getBoundingClientRect().top - barBottom - 8, behavior: reduce ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);
}
