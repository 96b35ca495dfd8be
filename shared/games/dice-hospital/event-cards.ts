// Option `events` (rules spec 6.3): revealing a card at the start of rounds 2-8, the one-off cards'
// effects, and what a round card changes, read by the phase whose rule it changes.
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { CHARITY_GALA_BLOOD_BAGS, EVENTS, EVENT_POINTS, FIRST_EVENT_ROUND, NURSES, SPARED_COLOUR } from './catalogue/index.js';
import { gainBloodBags } from './hospital.js';
import type { Colour, EventId, GameState, PlayerState, RulesView, Worker } from './types.js';

/** This round's card, if any. */
export const activeEvent = (rules: Pick<RulesView, 'event'>): EventId | null => rules.event ?? null;

const isActive = (rules: Pick<RulesView, 'event'>, id: EventId): boolean => activeEvent(rules) === id;

/** Dice each player draws and admits at intake besides the ambulance (rules spec 6 and 6.4: they add up). */
export const extraIntakeDice = (rules: Pick<RulesView, 'options' | 'event'>): number =>
  (rules.options.nationwideEpidemic ? 1 : 0) + (isActive(rules, 'flu_outbreak') ? 1 : 0);

/** Steps an untreated patient loses at neglect: 1, +1 Resistant Superbug, +1 Winter Pressures (6.4). */
export const neglectSteps = (rules: Pick<RulesView, 'options' | 'event'>): number =>
  1 + (rules.options.resistantSuperbug ? 1 : 0) + (isActive(rules, 'winter_pressures') ? 1 : 0);

/** Quiet Night: no patient deteriorates this round. */
export const neglectSkipped = (rules: Pick<RulesView, 'event'>): boolean => isActive(rules, 'quiet_night');

/** The colour an awareness card keeps from deteriorating this round (own colour), if any. */
export const sparedColour = (rules: Pick<RulesView, 'event'>): Colour | undefined => {
  const event = activeEvent(rules);
  return event ? SPARED_COLOUR[event] : undefined;
};

/** Medical Conference: specialists work as nurses only. */
export const abilitiesOff = (rules: Pick<RulesView, 'event'>): boolean => isActive(rules, 'medical_conference');

/** Nurses on duty this round: 3, one fewer with Staff Shortage, one more with Agency Nurses. */
export function nursesOnDuty(rules: Pick<RulesView, 'event'>): Worker[] {
  const count = NURSES + (isActive(rules, 'agency_nurses') ? 1 : 0) - (isActive(rules, 'staff_shortage') ? 1 : 0);
  return Array.from({ length: count }, (_, i) => ({ id: `nurse-${i}` }));
}

/** A player's workers with this round's nurses: the specialists' meeples stay as they are. */
export function staffWorkers(player: PlayerState, rules: Pick<RulesView, 'event'>): Worker[] {
  return [...nursesOnDuty(rules), ...player.workers.filter((w) => w.specialist)];
}

/** Start of a round: reveal the top card and apply it (rules spec 6.3). */
export function revealEvent(state: GameState, events: GameEvent[]): void {
  if (!state.eventDeck || state.round < FIRST_EVENT_ROUND) return;
  const [event, ...rest] = state.eventDeck; // a new array: the input state's deck is shared, never changed
  if (!event) return;
  state.eventDeck = rest;
  state.event = event;
  events.push({ type: 'eventRevealed', event, lasts: EVENTS[event].lasts });
  for (const player of state.players) player.workers = staffWorkers(player, state);
  applyOnce(state, event, events);
}

function applyOnce(state: GameState, event: EventId, events: GameEvent[]): void {
  switch (event) {
    case 'blood_donor_drive':
      state.players.forEach((player, seat) => gainBloodBags(player, seat, 1, event, events));
      return;
    case 'charity_gala': {
      const lowest = Math.min(...state.players.map((p) => p.score));
      state.players.forEach((player, seat) => {
        if (player.score === lowest) gainBloodBags(player, seat, CHARITY_GALA_BLOOD_BAGS, event, events);
      });
      return;
    }
    case 'research_grant': {
      const item = state.departmentStack.shift();
      if (!item) return;
      state.display.departments.push(item);
      events.push({ type: 'displayExtended', kind: 'department', item });
      return;
    }
    case 'recruitment_fair': {
      const item = state.specialistDeck.shift();
      if (!item) return;
      state.display.specialists.push(item);
      events.push({ type: 'displayExtended', kind: 'specialist', item });
      return;
    }
    default:
      return;
  }
}

/** Phase 5 points of this round's card for one seat: Health Inspection (no fatality this round) and
 * Media Spotlight (most patients discharged, at least one; ties all score). */
export function eventBonus(state: GameState, seat: number): number {
  const player = state.players[seat]!;
  if (isActive(state, 'health_inspection')) return player.fatalitiesThisRound === 0 ? EVENT_POINTS : 0;
  if (isActive(state, 'media_spotlight')) {
    const most = Math.max(...state.players.map((p) => p.discharged.length));
    return most > 0 && player.discharged.length === most ? EVENT_POINTS : 0;
  }
  return 0;
}

/** Phase 6: the card is discarded and the nurses are back to normal. */
export function discardEvent(state: GameState, events: GameEvent[]): void {
  const event = activeEvent(state);
  if (!event) return;
  state.event = null;
  for (const player of state.players) player.workers = staffWorkers(player, state);
  events.push({ type: 'eventDiscarded', event });
}
