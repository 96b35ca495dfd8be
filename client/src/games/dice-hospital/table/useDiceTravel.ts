// Dice that travel: a die that leaves an ambulance (or the solo intake) for a ward flies from where
// it lay to its bed, on every hospital at the table, so that who took what reads as a move. Each
// render first notes where the intake's dice lie (a dozen at most); a patient that the render adds to
// a ward under the id of one of those dice is animated from there (transform only, so nothing around
// it moves). Off under prefers-reduced-motion, like every animation of the table.
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

const still = () => typeof Element.prototype.animate !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where each intake die lies in the page, by its id. */
function intakeSpots(table: HTMLElement): Map<string, Spot> {
  const spots = new Map<string, Spot>();
  for (const die of table.querySelectorAll<HTMLElement>('[data-intake-die]')) spots.set(die.dataset.intakeDie!, spotOf(die));
  return spots;
}

export function useDiceTravel(root: MutableRef<HTMLElement | null>): void {
  // Measured while rendering, before the page changes: the last frame's layout still holds, so the
  // reading is free. Measured after each render instead (as it was), every patch forced the browser
  // to lay out the whole table inside the script.
  const table = root.current;
  const before = table && !still() ? intakeSpots(table) : null;
  /** The patients on the boards after the last render: only a new one travels (a taken ambulance
   * still shows its dice, which are also in a ward by then). */
  const placed = useRef<Set<string> | null>(null);
  useLayoutEffect(() => {
    if (!table) return;
    const patients = [...table.querySelectorAll<HTMLElement>('[data-patient]')];
    const earlier = placed.current;
    placed.current = new Set(patients.map((p) => p.dataset.patient!));
    if (!earlier || !before?.size) return;
    const travellers = patients.flatMap((patient) => {
      const from = before.get(patient.dataset.patient!);
      const die = patient.querySelector<HTMLElement>('.die');
      return from && die && !earlier.has(patient.dataset.patient!) ? [{ patient, die, from }] : [];
    });
    // The bed's own arrival (board.css) gives way to the journey, before the beds are measured (its
    // first frame is drawn 7rem away). Every class first, then every measure: one layout for them
    // all, where a class between two measures laid the page out again for each die.
    for (const { patient } of travellers) patient.classList.add('patient-travelled');
    const journeys = travellers.map(({ die, from }) => ({ die, from, to: spotOf(die) }));
    for (const { die, from, to } of journeys)
      die.animate([{ transform: `translate(${from.x - to.x}px, ${from.y - to.y}px) rotate(-160deg)` }, { transform: 'none' }], {
        duration: TRAVEL_MS,
        easing: 'cubic-bezier(0.3, 0.7, 0.3, 1)',
      });
  });
}
