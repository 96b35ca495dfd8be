// Spec 6.3 (Events), 6.4 (how they combine) and 7 (the solo deck): the event deck and each of its
// 15 cards, written from the rules, checked through the public engine API only.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/engine.js';
import { EVENT_IDS, neglectForecast, type EventId } from '../../shared/games/dice-hospital/index.js';
import {
  ability,
  act,
  applyAction,
  bags,
  buildPosition,
  CC0,
  CC1,
  commitAll,
  drive,
  ICU,
  IMG,
  legalActions,
  newGame,
  ONC0,
  PHA0,
  pendingSeats,
  pid,
  place,
  placeAction,
  quickChoice,
  reject,
  score,
  spec,
  viewFor,
  where,
  type Action,
  type GameState,
  type PositionDescription,
  type SeatDescription,
} from './helpers.js';

const ALL_CARDS: EventId[] = [
  'flu_outbreak',
  'blood_donor_drive',
  'staff_shortage',
  'agency_nurses',
  'quiet_night',
  'winter_pressures',
  'vaccination_campaign',
  'heart_awareness_week',
  'bone_health_week',
  'health_inspection',
  'media_spotlight',
  'research_grant',
  'recruitment_fair',
  'medical_conference',
  'charity_gala',
];
const sorted = <T>(xs: readonly T[]): T[] => [...xs].sort();

/** Applies an accepted action and returns the new state with the engine's events. */
function step(state: GameState, seat: number, action: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(state, seat, action);
  if (!r.ok) throw new Error(`expected seat ${seat} ${JSON.stringify(action)} to be accepted, got ${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Commits every pending Phase 3 seat; returns the final state and the events of all those commits. */
function commitAllWithEvents(state: GameState): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  while (s.phase === 'activation' && pendingSeats(s).length > 0) {
    const r = step(s, pendingSeats(s)[0]!, { type: 'commitActivation' });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const nurses = (s: GameState, seat: number): string[] => s.players[seat]!.workers.filter((w) => !w.specialist).map((w) => w.id);

/** A round-2+ position at the start of the round: with `event` it is the card this round reveals. */
function roundStart(event: EventId | undefined, seats: SeatDescription[], extra: Partial<PositionDescription> = {}): GameState {
  return buildPosition({
    players: seats.length,
    round: 3,
    phase: 'intake',
    options: { events: true, ...(extra.options ?? {}) },
    ...(event ? { event } : {}),
    seats,
    ...extra,
  });
}

/** A Phase 3 position with this round's card face up. */
function activationWith(event: EventId | undefined, seats: SeatDescription[], options: PositionDescription['options'] = {}): GameState {
  return buildPosition({
    players: seats.length,
    round: 3,
    options: { events: true, ...options },
    ...(event ? { event } : {}),
    seats,
  });
}

/** Drives the intake (arrangement, draft, overflow) to the start of Phase 2. */
const throughIntake = (s: GameState): GameState => drive(s, (x) => x.phase !== 'intake');

// ---------------------------------------------------------------------------------------------

describe('the event deck (6.3)', () => {
  for (const P of [2, 3, 4]) {
    it(`${P} players: 15 cards, one of each, face down; no card face up at the start`, () => {
      const s = newGame(P, 11, { events: true });
      expect(sorted(s.eventDeck!)).toEqual(sorted(ALL_CARDS));
      expect(sorted(EVENT_IDS)).toEqual(sorted(ALL_CARDS));
      expect(s.event ?? null).toBeNull();
    });
  }

  it('solo: 13 cards — media_spotlight and charity_gala need opponents and are left out (6.4)', () => {
    const s = newGame(1, 11, { events: true });
    expect(s.eventDeck).toHaveLength(13);
    expect(sorted(s.eventDeck!)).toEqual(sorted(ALL_CARDS.filter((c) => c !== 'media_spotlight' && c !== 'charity_gala')));
  });

  it('the deck is shuffled (two keys give two orders)', () => {
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => newGame(2, seed, { events: true }).eventDeck!.join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('without the option there is no deck and no card', () => {
    const s = newGame(3, 11);
    expect(s.eventDeck).toBeUndefined();
    expect(s.event ?? null).toBeNull();
  });

  for (const P of [1, 2, 3]) {
    it(`${P} player(s), a whole game: no card in round 1; the top card is revealed at the start of each of rounds 2-8, before intake, and discarded at shift change`, () => {
      let s = newGame(P, 20 + P, { events: true });
      const deck = [...s.eventDeck!];
      const log: GameEvent[] = [];
      const cardInRound = new Map<number, EventId | null>();
      const checkState = (x: GameState) => {
        // The card is seen in every view; the deck (and so its order) in none.
        const viewers = [...x.players.map((_, i) => i), 'spectator' as const];
        for (const v of viewers) {
          const view = viewFor(x, v);
          expect(view.event ?? null).toBe(x.event ?? null);
          expect(view).not.toHaveProperty('eventDeck');
          const json = JSON.stringify(view);
          for (const card of x.eventDeck ?? []) expect(json).not.toContain(`"${card}"`);
        }
        if (x.phase === 'intake' || x.phase === 'improvement' || x.phase === 'activation') {
          const seen = cardInRound.get(x.round);
          if (seen === undefined) cardInRound.set(x.round, x.event ?? null);
          else expect(x.event ?? null).toBe(seen);
        }
      };
      for (let i = 0; i < 5000 && s.phase !== 'gameOver'; i++) {
        const seat = pendingSeats(s)[0]!;
        const r = step(s, seat, quickChoice(legalActions(s, seat)));
        s = r.state;
        log.push(...r.events);
        if (i % 3 === 0 || s.phase === 'intake') checkState(s);
      }
      expect(s.phase).toBe('gameOver');
      // Round 1: no card. Rounds 2-8: the deck's top cards in order, one per round.
      expect(cardInRound.get(1)).toBeNull();
      const revealed = [2, 3, 4, 5, 6, 7, 8].map((r) => cardInRound.get(r));
      expect(revealed).toEqual(deck.slice(0, 7));
      expect(s.eventDeck).toEqual(deck.slice(7));
      // In the log: right after a round starts (2-8) its card is revealed, before the intake phase begins.
      const types = log.map((e) => e.type);
      for (let r = 1; r <= 8; r++) {
        const start = log.findIndex((e) => e.type === 'roundStarted' && e.round === r);
        expect(start, `round ${r} started`).toBeGreaterThanOrEqual(0);
        const intake = log.findIndex((e, i) => i > start && e.type === 'phaseStarted' && e.phase === 'intake');
        const reveals = log.slice(start, intake).filter((e) => e.type === 'eventRevealed');
        if (r === 1) expect(reveals).toEqual([]);
        else expect(reveals.map((e) => e.event)).toEqual([deck[r - 2]]);
      }
      expect(types.filter((t) => t === 'eventRevealed')).toHaveLength(7);
      // Discarded at shift change: rounds 2-7 (there is no Phase 6 after round 8).
      const discarded = log.filter((e) => e.type === 'eventDiscarded').map((e) => e.event);
      expect(discarded).toEqual(deck.slice(0, 6));
      for (let r = 2; r <= 7; r++) {
        const shift = log.findIndex((e) => e.type === 'phaseStarted' && e.phase === 'shiftChange' && e.round === r);
        const next = log.findIndex((e) => e.type === 'roundStarted' && e.round === r + 1);
        const discard = log.findIndex((e) => e.type === 'eventDiscarded' && e.event === deck[r - 2]);
        expect(discard).toBeGreaterThan(shift);
        expect(discard).toBeLessThan(next);
      }
    });
  }

  it('between rounds (after the shift change) no card is face up', () => {
    // 2 players: the game waits for the first player's extra reveal after the shift change.
    const s0 = activationWith('quiet_night', [{ patients: ['Y3'] }, { patients: ['Y3'] }]);
    const s = commitAll(s0);
    expect(s.phase).toBe('shiftChange');
    expect(s.pending.kind).toBe('chooseExtraReveal');
    expect(s.event ?? null).toBeNull();
    expect(viewFor(s, 0).event ?? null).toBeNull();
    const next = act(s, s.pending.kind === 'chooseExtraReveal' ? s.pending.seat : 0, { type: 'chooseExtraReveal', kind: 'department' });
    expect(next.round).toBe(4);
    expect(next.event).toBe(s0.eventDeck![0]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the cards (6.3), one by one', () => {
  it('flu_outbreak: at intake each player also admits one extra die, rolled 2-5, new and untreated', () => {
    const seats = [{ patients: ['Y3'] }, { patients: ['R4', 'G4'] }, { patients: [] }];
    const s0 = roundStart('flu_outbreak', seats);
    expect(s0.event).toBe('flu_outbreak');
    expect(viewFor(s0, 1).event).toBe('flu_outbreak');
    const s = throughIntake(s0);
    expect(s.phase).toBe('improvement');
    expect(s.players.map((p) => p.patients.length)).toEqual([1 + 4, 2 + 4, 0 + 4]);
    for (const p of s.players) {
      const fresh = p.patients.filter((x) => x.isNew);
      expect(fresh).toHaveLength(4);
      for (const x of fresh) {
        expect(x.treated).toBe(false);
        expect(x.value).toBeGreaterThanOrEqual(2);
        expect(x.value).toBeLessThanOrEqual(5);
      }
    }
    // Control: without the card, the ambulance's 3 only.
    const control = throughIntake(roundStart(undefined, seats, { options: { events: false } }));
    expect(control.players.map((p) => p.patients.length)).toEqual([4, 5, 3]);
  });

  it('flu_outbreak: the extra die is counted for overflow, and the existing patients make room', () => {
    // 9 patients + 3 from the ambulance + 1 extra = 13 > 12: one earlier patient dies (all alike: automatic).
    const nine = Array.from({ length: 9 }, () => 'Y3');
    const s = throughIntake(roundStart('flu_outbreak', [{ patients: nine }, { patients: ['R3'] }]));
    expect(s.players[0]!.patients).toHaveLength(12);
    expect(s.players[0]!.fatalities).toBe(1);
    expect(s.players[0]!.patients.filter((p) => p.isNew)).toHaveLength(4);
  });

  it('blood_donor_drive: every player gains 1 blood bag when it is revealed, once', () => {
    const s0 = roundStart('blood_donor_drive', [
      { bloodBags: 0, patients: ['Y3'] },
      { bloodBags: 2, patients: ['Y3'] },
      { bloodBags: 5, patients: ['Y3'] },
    ]);
    expect(s0.event).toBe('blood_donor_drive');
    // The draft has not settled yet (the lowest ambulance's blood bag comes later).
    expect([bags(s0, 0), bags(s0, 1), bags(s0, 2)]).toEqual([1, 3, 6]);
    const s = throughIntake(s0);
    const total = s.players.reduce((n, p) => n + p.bloodBags, 0);
    expect(total).toBe(1 + 3 + 6 + 1); // + the lowest ambulance's one, nothing more from the card
  });

  it('staff_shortage: every player has 2 nurses in Phase 3 (specialists still work), and 3 again next round', () => {
    const s0 = activationWith('staff_shortage', [{ patients: ['R3', 'Y3', 'G3', 'R5'], specialists: ['surgeon'] }, { patients: ['R3', 'Y3', 'G3'] }]);
    expect(sorted(nurses(s0, 0))).toEqual(['nurse-0', 'nurse-1']);
    expect(sorted(nurses(s0, 1))).toEqual(['nurse-0', 'nurse-1']);
    const [r, y, g, r5] = [0, 1, 2, 3].map((i) => pid(s0, 0, i));
    let s = place(s0, 0, 'nurse-0', CC0, [r!]);
    s = place(s, 0, 'nurse-1', ONC0, [y!]);
    reject(s, 0, placeAction('nurse-2', PHA0, [g!]));
    s = place(s, 0, spec(s, 0, 'surgeon'), IMG, [g!]);
    expect(where(s, 0, g!)).toBe('G4t');
    reject(s, 0, placeAction('nurse-2', CC1, [r5!]));
    // Seat 1 too: the third nurse is not on duty.
    reject(s, 1, placeAction('nurse-2', CC0, [pid(s0, 1, 0)]));
    expect(legalActions(s, 1).some((a) => a.type === 'placeWorker' && a.worker === 'nurse-2')).toBe(false);
    // Next round: back to normal (3 nurses, or what the next card says).
    s = commitAll(s);
    expect(s.event ?? null).toBeNull();
    expect(nurses(s, 0)).toHaveLength(3);
    s = drive(s, (x) => x.phase === 'activation');
    const expected = 3 + (s.event === 'agency_nurses' ? 1 : 0) - (s.event === 'staff_shortage' ? 1 : 0);
    expect(s.event).not.toBe('staff_shortage');
    expect(nurses(s, 0)).toHaveLength(expected);
    expect(nurses(s, 1)).toHaveLength(expected);
  });

  it("staff_shortage revealed at the start of a round: 2 nurses in that round's Phase 3", () => {
    const s = drive(roundStart('staff_shortage', [{ patients: ['Y3'] }, { patients: ['Y3'] }]), (x) => x.phase === 'activation');
    expect(s.event).toBe('staff_shortage');
    expect(nurses(s, 0)).toHaveLength(2);
    expect(nurses(s, 1)).toHaveLength(2);
  });

  it('agency_nurses: every player has 4 nurses in Phase 3', () => {
    const s0 = activationWith('agency_nurses', [{ patients: ['R3', 'Y3', 'G3', 'R2', 'Y4'] }, { patients: ['Y3'] }]);
    expect(nurses(s0, 0)).toHaveLength(4);
    expect(nurses(s0, 1)).toHaveLength(4);
    const [r, y, g, r2] = [0, 1, 2, 3].map((i) => pid(s0, 0, i));
    let s = place(s0, 0, 'nurse-0', CC0, [r!]);
    s = place(s, 0, 'nurse-1', ONC0, [y!]);
    s = place(s, 0, 'nurse-2', PHA0, [g!]);
    s = place(s, 0, 'nurse-3', ICU, [r2!]);
    expect([r, y, g, r2].map((id) => where(s, 0, id!))).toEqual(['R4t', 'Y4t', 'G4t', 'R3t']);
    // No fifth nurse.
    reject(s, 0, placeAction('nurse-4', IMG, [pid(s0, 0, 4)]));
    // Next round: back to normal.
    s = commitAll(s);
    expect(nurses(s, 0)).toHaveLength(3);
  });

  it('quiet_night: nobody deteriorates in Phase 4, so nobody dies of neglect', () => {
    const seats = [{ patients: ['R1', 'Y1', 'G2', 'R5'] }, { patients: ['Y1', 'G3'] }];
    const s0 = activationWith('quiet_night', seats);
    const ids0 = s0.players[0]!.patients.map((p) => p.id);
    const s = commitAll(s0);
    expect(ids0.map((id) => where(s, 0, id))).toEqual(['R1', 'Y1', 'G2', 'R5']);
    expect(s.players[1]!.patients.map((p) => p.value).sort()).toEqual([1, 3]);
    expect(s.players.map((p) => p.fatalities)).toEqual([0, 0]);
    // Control: on another night the 1s die.
    const c = commitAll(activationWith(undefined, seats));
    expect(c.players.map((p) => p.fatalities)).toEqual([2, 1]);
  });

  it('winter_pressures: untreated patients deteriorate 2 steps (treated ones none)', () => {
    const s0 = activationWith('winter_pressures', [{ patients: ['R3', 'Y2', 'G5', 'R1t'] }, { patients: ['Y4'] }]);
    const ids0 = s0.players[0]!.patients.map((p) => p.id);
    const s = commitAll(s0);
    expect(ids0.map((id) => where(s, 0, id))).toEqual(['R1', 'bag', 'G3', 'R1']);
    expect(s.players[0]!.fatalities).toBe(1);
    expect(s.players[1]!.patients[0]!.value).toBe(2);
  });

  it('winter_pressures with resistantSuperbug: 3 steps (6.4: the extra steps add up)', () => {
    const s0 = activationWith('winter_pressures', [{ patients: ['R3', 'Y4', 'G6'] }, { patients: ['Y5'] }], { resistantSuperbug: true });
    const ids0 = s0.players[0]!.patients.map((p) => p.id);
    const s = commitAll(s0);
    expect(ids0.map((id) => where(s, 0, id))).toEqual(['bag', 'Y1', 'G3']);
    expect(s.players[0]!.fatalities).toBe(1);
    expect(s.players[1]!.patients[0]!.value).toBe(2);
  });

  const AWARENESS: { card: EventId; spared: 'R' | 'Y' | 'G'; colour: 'red' | 'yellow' | 'green' }[] = [
    { card: 'vaccination_campaign', spared: 'G', colour: 'green' },
    { card: 'heart_awareness_week', spared: 'R', colour: 'red' },
    { card: 'bone_health_week', spared: 'Y', colour: 'yellow' },
  ];
  for (const { card, spared, colour } of AWARENESS) {
    it(`${card}: ${colour} patients do not deteriorate in Phase 4; the other colours do`, () => {
      const s0 = activationWith(card, [{ patients: ['R1', 'Y1', 'G1', 'R3', 'Y3', 'G3'] }, { patients: [`${spared}1`] }]);
      const ids0 = s0.players[0]!.patients.map((p) => ({ id: p.id, code: `${p.colour[0]!.toUpperCase()}${p.value}` }));
      const s = commitAll(s0);
      for (const { id, code } of ids0) {
        const expected = code.startsWith(spared) ? code : code.endsWith('1') ? 'bag' : `${code[0]}2`;
        expect(where(s, 0, id), code).toBe(expected);
      }
      expect(s.players[0]!.fatalities).toBe(2);
      expect(s.players[1]!.fatalities).toBe(0);
    });

    it(`${card}: a patient's own colour decides, not a temporary (blood-bag) colour`, () => {
      // A temporary colour never outlives the round and always comes with "treated" in play; the state is
      // edited so that the rule itself is seen: an untreated patient whose own colour is not spared but
      // shows the spared colour, and one of the spared colour showing another colour.
      const other = colour === 'red' ? 'yellow' : 'red';
      const otherL = other[0]!.toUpperCase();
      const s0 = activationWith(card, [{ patients: [`${otherL}1`, `${spared}1`] }, { patients: ['Y3t'] }]);
      const edited = structuredClone(s0);
      edited.players[0]!.patients[0]!.tempColour = colour;
      edited.players[0]!.patients[1]!.tempColour = other;
      const [a, b] = [pid(edited, 0, 0), pid(edited, 0, 1)];
      const forecast = neglectForecast(viewFor(edited, 0), 0);
      expect(forecast.dies.map((p) => p.id)).toEqual([a]);
      const s = commitAll(edited);
      expect(where(s, 0, a)).toBe('bag');
      expect(where(s, 0, b)).toBe(`${spared}1`);
    });
  }

  it('a blood-bag recolour into a spared colour in play: the patient is treated anyway and its own colour stays', () => {
    const s0 = activationWith('vaccination_campaign', [{ patients: ['R2', 'R1'], bloodBags: 1 }, { patients: ['Y3t'] }]);
    const [r2, r1] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    const s = commitAll(place(s0, 0, 'nurse-0', PHA0, [r2], { [r2]: 'green' }));
    expect(where(s, 0, r2)).toBe('R3'); // healed as green, own colour red, safe as treated
    expect(where(s, 0, r1)).toBe('bag'); // an untreated red 1 is not spared by the green card
  });

  describe('health_inspection (Phase 5: +2 to each player who took no fatality token this round)', () => {
    it('the seat with a neglect fatality gets nothing; the other +2 (roundScored eventBonus and score)', () => {
      const s0 = activationWith('health_inspection', [
        { patients: ['R1', 'Y3t'], score: 10 },
        { patients: ['Y3t'], score: 10, fatalities: 3 }, // earlier rounds' tokens do not count
      ]);
      const { state: s, events } = commitAllWithEvents(s0);
      const scored = events.filter((e) => e.type === 'roundScored');
      expect(scored.map((e) => [e.seat, e.eventBonus])).toEqual([
        [0, 0],
        [1, 2],
      ]);
      expect(score(s, 0)).toBe(10);
      expect(score(s, 1)).toBe(12);
      expect(s.players[1]!.rounds.at(-1)!.eventBonus).toBe(2);
      expect(s.players[0]!.rounds.at(-1)!.eventBonus).toBe(0);
    });

    it('a fatality at intake (overflow) this round also loses the bonus', () => {
      const twelve = Array.from({ length: 12 }, () => 'Y4');
      const s0 = roundStart('health_inspection', [{ patients: twelve }, { patients: ['G4'] }]);
      let s = throughIntake(s0);
      expect(s.players[0]!.fatalities).toBe(3);
      s = drive(s, (x) => x.phase !== 'improvement' && x.phase !== 'activation');
      expect(s.players[0]!.rounds.at(-1)).toMatchObject({ round: 3, eventBonus: 0 });
      expect(s.players[1]!.rounds.at(-1)).toMatchObject({ round: 3, eventBonus: 2 });
    });

    it('discharges add up with the bonus', () => {
      const s0 = activationWith('health_inspection', [{ patients: ['R6', 'Y3t'] }, { patients: ['Y3t'] }]);
      const s = commitAll(place(s0, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]));
      expect(score(s, 0)).toBe(1 + 2);
      expect(s.players[0]!.rounds.at(-1)).toMatchObject({ discharged: 1, dischargePoints: 1, eventBonus: 2 });
    });
  });

  describe('media_spotlight (Phase 5: +2 to the player(s) who discharged the most, at least 1)', () => {
    const phase5 = (discharged: string[][]) =>
      buildPosition({
        players: discharged.length,
        round: 4,
        phase: 'discharge',
        options: { events: true },
        event: 'media_spotlight',
        seats: discharged.map((d) => ({ patients: ['Y3'], discharged: d })),
      });
    it('a single leader gets +2', () => {
      const s = phase5([['R6', 'Y6', 'G6'], ['R6'], []]);
      expect([score(s, 0), score(s, 1), score(s, 2)]).toEqual([5 + 2, 1, 0]);
      expect(s.players.map((p) => p.rounds.at(-1)!.eventBonus)).toEqual([2, 0, 0]);
    });
    it('a tie for most: every tied player gets +2', () => {
      const s = phase5([['R6', 'Y6'], ['G6'], ['Y6', 'G6']]);
      expect([score(s, 0), score(s, 1), score(s, 2)]).toEqual([3 + 2, 1, 3 + 2]);
    });
    it('nobody discharged anything: nobody gets the bonus', () => {
      const s = phase5([[], [], []]);
      expect(s.players.map((p) => p.score)).toEqual([0, 0, 0]);
      expect(s.players.map((p) => p.rounds.at(-1)!.eventBonus)).toEqual([0, 0, 0]);
    });
  });

  for (const { card, kind } of [
    { card: 'research_grant', kind: 'departments' },
    { card: 'recruitment_fair', kind: 'specialists' },
  ] as const) {
    it(`${card}: one more ${kind === 'departments' ? 'department tile' : 'specialist card'} in this round's display, for this round only`, () => {
      const seats = [{ patients: ['Y3'] }, { patients: ['Y3'] }, { patients: ['Y3'] }];
      const control = roundStart(undefined, seats, { options: { events: false } });
      const s0 = roundStart(card, seats);
      const otherKind = kind === 'departments' ? 'specialists' : 'departments';
      expect(s0.display[kind]).toHaveLength(control.display[kind].length + 1);
      expect(s0.display[kind]).toHaveLength(3); // 3 players: P-1 = 2, +1
      expect(s0.display[otherKind]).toHaveLength(2);
      expect(viewFor(s0, 'spectator').display[kind]).toHaveLength(3);
      // Every displayed item can be taken in Phase 2.
      let s = throughIntake(s0);
      const first = pendingSeats(s)[0]!;
      const takes = legalActions(s, first).filter((a) => a.type === 'takeImprovement');
      expect(takes).toHaveLength(5);
      // Next round's display is back to P-1 of each.
      s = drive(s, (x) => x.round === 4 && x.phase === 'intake');
      expect(s.display.departments.length + s.display.specialists.length).toBe(4 + (s.event === 'research_grant' || s.event === 'recruitment_fair' ? 1 : 0));
      if (s.event !== 'research_grant' && s.event !== 'recruitment_fair') {
        expect(s.display[kind]).toHaveLength(2);
      }
    });
  }

  it('medical_conference: specialists are placed as nurses, but their own abilities do not trigger', () => {
    const desc: SeatDescription[] = [{ patients: ['R2', 'R5', 'Y4'], specialists: ['surgeon', 'general_practitioner'] }, { patients: ['Y3'] }];
    const s0 = activationWith('medical_conference', desc);
    const [r2, r5, y4] = [0, 1, 2].map((i) => pid(s0, 0, i));
    let s = place(s0, 0, spec(s0, 0, 'surgeon'), ICU, [r2!]);
    expect(where(s, 0, r2!)).toBe('R3t'); // the department's step only, no Surgeon step
    expect(ability(s, 0)).toBeNull();
    expect(legalActions(s, 0).some((a) => a.type === 'useAbility')).toBe(false);
    reject(s, 0, { type: 'useAbility', targets: [r2] });
    s = place(s, 0, spec(s, 0, 'general_practitioner'), CC0, [r5!]);
    expect(where(s, 0, r5!)).toBe('R6t');
    expect(ability(s, 0)).toBeNull();
    expect(where(s, 0, y4!)).toBe('Y4');
    // Control: on another round the Surgeon's ability arms.
    const c0 = activationWith(undefined, desc);
    const c = place(c0, 0, spec(c0, 0, 'surgeon'), ICU, [pid(c0, 0, 0)]);
    expect(ability(c, 0)).not.toBeNull();
  });

  it('medical_conference: a Registrar discharging a patient gives no point (Experimental Medicine)', () => {
    const s0 = activationWith('medical_conference', [{ patients: ['R6', 'Y3t'], specialists: ['registrar'] }, { patients: ['Y3t'] }], {
      experimentalMedicine: true,
    });
    const s = place(s0, 0, spec(s0, 0, 'registrar'), CC0, [pid(s0, 0, 0)]);
    expect(where(s, 0, pid(s0, 0, 0))).toBe('discharged');
    expect(score(s, 0)).toBe(0);
    const c0 = activationWith(undefined, [{ patients: ['R6', 'Y3t'], specialists: ['registrar'] }, { patients: ['Y3t'] }], {
      experimentalMedicine: true,
    });
    expect(score(place(c0, 0, spec(c0, 0, 'registrar'), CC0, [pid(c0, 0, 0)]), 0)).toBe(1);
  });

  it('charity_gala: the player with the lowest score gains 2 blood bags', () => {
    const s = roundStart('charity_gala', [
      { score: 9, patients: ['Y3'] },
      { score: 4, patients: ['Y3'] },
      { score: 7, patients: ['Y3'] },
    ]);
    expect([bags(s, 0), bags(s, 1), bags(s, 2)]).toEqual([0, 2, 0]);
  });

  it('charity_gala: tied lowest scores all gain 2 blood bags', () => {
    const s = roundStart('charity_gala', [
      { score: 4, patients: ['Y3'], bloodBags: 1 },
      { score: 9, patients: ['Y3'] },
      { score: 4, patients: ['Y3'] },
      { score: 5, patients: ['Y3'] },
    ]);
    expect([bags(s, 0), bags(s, 1), bags(s, 2), bags(s, 3)]).toEqual([3, 0, 2, 0]);
  });

  it('a card that changes no score still reports eventBonus 0; without the option there is no eventBonus', () => {
    const withCard = commitAllWithEvents(activationWith('quiet_night', [{ patients: ['Y3'] }, { patients: ['Y3'] }]));
    expect(withCard.events.filter((e) => e.type === 'roundScored').map((e) => e.eventBonus)).toEqual([0, 0]);
    const without = commitAllWithEvents(buildPosition({ players: 2, seats: [{ patients: ['Y3'] }, { patients: ['Y3'] }] }));
    for (const e of without.events.filter((x) => x.type === 'roundScored')) expect(e).not.toHaveProperty('eventBonus');
  });
});

// ---------------------------------------------------------------------------------------------

describe('neglectForecast agrees with Phase 4 under each neglect card', () => {
  const PATIENTS = ['R1', 'R2', 'R3', 'Y1', 'Y2', 'Y4', 'G1', 'G2', 'G3', 'R1t', 'G1t'];
  const CASES: { name: string; event?: EventId; superbug?: boolean; steps: number; spared?: string }[] = [
    { name: 'no card', steps: 1 },
    { name: 'quiet_night', event: 'quiet_night', steps: 0 },
    { name: 'winter_pressures', event: 'winter_pressures', steps: 2 },
    { name: 'winter_pressures + resistantSuperbug', event: 'winter_pressures', superbug: true, steps: 3 },
    { name: 'resistantSuperbug with another card', event: 'agency_nurses', superbug: true, steps: 2 },
    { name: 'vaccination_campaign', event: 'vaccination_campaign', steps: 1, spared: 'G' },
    { name: 'heart_awareness_week', event: 'heart_awareness_week', steps: 1, spared: 'R' },
    { name: 'bone_health_week', event: 'bone_health_week', steps: 1, spared: 'Y' },
  ];
  for (const c of CASES) {
    it(c.name, () => {
      const s0 = activationWith(c.event, [{ patients: PATIENTS }, { patients: ['Y3t'] }], c.superbug ? { resistantSuperbug: true } : {});
      const forecast = neglectForecast(viewFor(s0, 0), 0);
      // What the spec says happens.
      const hit = s0.players[0]!.patients.filter((p) => !p.treated && c.steps > 0 && !(c.spared && p.colour[0]!.toUpperCase() === c.spared));
      const dies = hit
        .filter((p) => p.value - c.steps <= 0)
        .map((p) => p.id)
        .sort();
      const drops = hit
        .filter((p) => p.value - c.steps > 0)
        .map((p) => p.id)
        .sort();
      expect(forecast.dies.map((p) => p.id).sort()).toEqual(dies);
      expect(forecast.drops.map((p) => p.id).sort()).toEqual(drops);
      // And what neglect then does.
      const s = commitAll(s0);
      for (const p of s0.players[0]!.patients) {
        const now = where(s, 0, p.id);
        const code = `${p.colour[0]!.toUpperCase()}${p.value}`;
        if (dies.includes(p.id)) expect(now, code).toBe('bag');
        else if (drops.includes(p.id)) expect(now, code).toBe(`${code[0]}${p.value - c.steps}`);
        else expect(now, code).toBe(code); // spared, or treated (the flag is reset at shift change)
      }
      expect(s.players[0]!.fatalities).toBe(dies.length);
    });
  }
});

describe('the event deck in views', () => {
  it('every view counts the cards left in the event deck, never their order', () => {
    const state = newGame(3, 8, { events: true });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const view = viewFor(state, viewer);
      expect(view.eventDeckCount).toBe(15);
      expect('eventDeck' in view).toBe(false);
    }
    expect('eventDeckCount' in viewFor(newGame(3, 8), 0)).toBe(false);
  });
});
