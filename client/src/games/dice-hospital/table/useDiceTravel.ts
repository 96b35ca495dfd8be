// Dice that travel: a die that leaves an ambulance (or the solo intake) for a ward flies from where
// it lay to its bed, on every hospital at the table, so that who took what reads as a move. After
// each render the intake's dice are measured (a dozen at most); a patient that appears in a ward
// under the id of a die measured last time is animated from there (transform only, so nothing
// around it moves). Off under prefers-reduced-motion, like every animation of the table.
import { useLayoutEffect, useRef, type MutableRef } from 'preact/hooks';

const TRAVEL_MS = 650;

interface Spot {
  x: number;
  y: number;
}

const spotOf = (el: Element): Spot => {
  const r = el.getBoundingClientRect();
  return { x: r.left + window.scrollX, y: r.top + window.scrollY };
};

export function useDiceTravel(root: MutableRef<HTMLElement | null>): void {
  const lastSpots = useRef(new Map<string, Spot>());
  useLayoutEffect(() => {
    const table = root.current;
    if (!table || typeof Element.prototype.animate !== 'function') return;
    const before = lastSpots.current;
    if (before.size > 0 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      for (const patient of table.querySelectorAll<HTMLElement>('[data-patient]')) {
        const from = before.get(patient.dataset.patient!);
        const die = patient.querySelector<HTMLElement>('.die');
        if (!from || !die) continue;
        // The bed's own arrival (board.css) gives way to the journey, before the bed is measured
        // (its first frame is drawn 7rem away).
        patient.classList.add('patient-travelled');
        const to = spotOf(die);
        die.animate([{ transform: `translate(${from.x - to.x}px, ${from.y - to.y}px) rotate(-160deg)` }, { transform: 'none' }], {
          duration: TRAVEL_MS,
          easing: 'cubic-bezier(0.3, 0.7, 0.3, 1)',
        });
      }
    }
    const spots = new Map<string, Spot>();
    for (const die of table.querySelectorAll<HTMLElement>('[data-intake-die]')) spots.set(die.dataset.intakeDie!, spotOf(die));
    lastSpots.current = spots;
  });
}
