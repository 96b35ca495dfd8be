// Spec section 3 (setup) and Phase 1 (patient intake: arrangement, draft, first player, admission,
// fatalities when the wards overflow).
import { describe, expect, it } from 'vitest';
import { testKey } from '../../shared/random.js';
import { eventsFor } from '../../shared/games/dice-hospital/index.js';
import {
  act,
  applyAction,
  bags,
  buildPosition,
  drive,
  expectDiceConserved,
  finishSetup,
  legalActions,
  newGame,
  pendingSeats,
  reject,
  rightOf,
  splitGroups,
  STARTING_TYPES,
  viewFor,
  where,
  type GameState,
} from './helpers.js';

const BAG_SIZE: Record<number, number> = { 2: 45, 3: 54, 4: 63 };

describe('setup (section 3)', () => {
  for (const P of [2, 3, 4]) {
    it(`${P} players: ${BAG_SIZE[P]} dice in bag + hospitals, a third of each colour; 3 starting patients each`, () => {
      const s = drive(newGame(P, 11), (x) => x.pending.kind === 'setup');
      expectDiceConserved(s, BAG_SIZE[P]!);
      expect(s.players).toHaveLength(P);
      for (const p of s.players) {
        expect(p.patients).toHaveLength(3);
        expect(p.patients.every((x) => !x.treated)).toBe(true);
        expect(p.departments.map((d) => d.type)).toEqual(STARTING_TYPES);
        expect(p.workers.map((w) => w.id).sort()).toEqual(['nurse-0', 'nurse-1', 'nurse-2']);
        expect([p.score, p.bloodBags, p.fatalities]).toEqual([0, 0, 0]);
      }
      expect(finishSetup(s).round).toBe(1);
    });

    it(`${P} players: after setup, ${P + 1} ambulances of 3 dice each, values 2-5, ascending by ambulance`, () => {
      const s = drive(finishSetup(newGame(P, 5)), (x) => x.pending.kind === 'takeAmbulance');
      expect(s.phase).toBe('intake');
      const amb = s.intake.ambulances;
      expect(amb).toHaveLength(P + 1);
      for (const a of amb) expect(a).toHaveLength(3);
      const values = amb.flat().map((d) => d.value);
      expect(values.every((v) => v >= 2 && v <= 5)).toBe(true);
      expect(values).toEqual([...values].sort((x, y) => x - y));
      expectDiceConserved(s, BAG_SIZE[P]!);
    });
  }

  it('the first player is random (varies with the key) and the same key gives the same game', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) firsts.add(newGame(4, seed).firstPlayer);
    expect(firsts.size).toBeGreaterThan(1);
    expect(newGame(3, 77)).toEqual(newGame(3, 77));
  });

  for (const P of [3, 4]) {
    it(`${P} players: the display shows ${P - 1} department tiles and ${P - 1} specialist cards; stacks hold 24 each`, () => {
      const s = newGame(P, 3);
      expect(s.display.departments).toHaveLength(P - 1);
      expect(s.display.specialists).toHaveLength(P - 1);
      expect(s.departmentStack.length + s.display.departments.length).toBe(24);
      expect(s.specialistDeck.length + s.display.specialists.length).toBe(24);
    });
  }

  it('the 24 department tiles are 2 of each of the 12 types; the 24 specialists 2 of each of the 12 types', () => {
    const s = newGame(3, 3);
    const tiles = [...s.departmentStack, ...s.display.departments].map((d) => d.type);
    const cards = [...s.specialistDeck, ...s.display.specialists].map((d) => d.type);
    const count = (xs: string[]) => Object.values(xs.reduce<Record<string, number>>((m, x) => ((m[x] = (m[x] ?? 0) + 1), m), {}));
    expect(count(tiles)).toEqual(new Array(12).fill(2));
    expect(count(cards)).toEqual(new Array(12).fill(2));
  });

  describe('2 players: the first player reveals one more department or specialist', () => {
    it('only the first player decides; department → 2 tiles and 1 card', () => {
      const s0 = newGame(2, 4);
      expect(s0.pending).toEqual({ kind: 'chooseExtraReveal', seat: s0.firstPlayer });
      expect(s0.display.departments).toHaveLength(1);
      expect(s0.display.specialists).toHaveLength(1);
      reject(s0, 1 - s0.firstPlayer, { type: 'chooseExtraReveal', kind: 'department' });
      reject(s0, s0.firstPlayer, { type: 'chooseExtraReveal', kind: 'administrator' });
      const s1 = act(s0, s0.firstPlayer, { type: 'chooseExtraReveal', kind: 'department' });
      expect(s1.display.departments).toHaveLength(2);
      expect(s1.display.specialists).toHaveLength(1);
      expect(s1.departmentStack.length + 2).toBe(24);
      reject(s1, s0.firstPlayer, { type: 'chooseExtraReveal', kind: 'department' });
    });

    it('specialist → 1 tile and 2 cards', () => {
      const s0 = newGame(2, 4);
      const s1 = act(s0, s0.firstPlayer, { type: 'chooseExtraReveal', kind: 'specialist' });
      expect(s1.display.departments).toHaveLength(1);
      expect(s1.display.specialists).toHaveLength(2);
    });
  });

  describe('starting values (setStartingValues)', () => {
    function atStartingValues(): GameState {
      return drive(newGame(3, 8), (s) => s.pending.kind === 'setup');
    }

    it('each player makes their three dice show 3, 4 and 5, untreated', () => {
      const s0 = atStartingValues();
      const ids = s0.players[1]!.patients.map((p) => p.id);
      const s1 = act(s0, 1, { type: 'setStartingValues', values: { [ids[0]!]: 5, [ids[1]!]: 3, [ids[2]!]: 4 } });
      expect(ids.map((id) => where(s1, 1, id).slice(1))).toEqual(['5', '3', '4']);
      const colours = s0.players[1]!.patients.map((p) => p.colour);
      expect(s1.players[1]!.patients.map((p) => p.colour)).toEqual(colours);
    });

    it("rejects values other than 3, 4, 5 once each, and dice that are not the player's", () => {
      const s0 = atStartingValues();
      const ids = s0.players[1]!.patients.map((p) => p.id);
      const other = s0.players[2]!.patients[0]!.id;
      reject(s0, 1, { type: 'setStartingValues', values: { [ids[0]!]: 3, [ids[1]!]: 3, [ids[2]!]: 5 } });
      reject(s0, 1, { type: 'setStartingValues', values: { [ids[0]!]: 3, [ids[1]!]: 4, [ids[2]!]: 6 } });
      reject(s0, 1, { type: 'setStartingValues', values: { [ids[0]!]: 3, [ids[1]!]: 4 } });
      reject(s0, 1, { type: 'setStartingValues', values: { [ids[0]!]: 3, [ids[1]!]: 4, [other]: 5 } });
    });

    it('a player cannot set their values twice', () => {
      const s0 = atStartingValues();
      const ids = s0.players[1]!.patients.map((p) => p.id);
      const v = { [ids[0]!]: 3, [ids[1]!]: 4, [ids[2]!]: 5 };
      const s1 = act(s0, 1, { type: 'setStartingValues', values: v });
      reject(s1, 1, { type: 'setStartingValues', values: v });
    });
  });

  describe('administrators (setup step 7)', () => {
    it('each player is dealt 2 different cards, no card to two players; keeping one makes it theirs', () => {
      const s0 = drive(newGame(4, 9), (s) => s.pending.kind === 'setup');
      const dealt = s0.players.map((p) => p.dealtAdministrators);
      for (const d of dealt) expect(new Set(d).size).toBe(2);
      expect(new Set(dealt.flat()).size).toBe(8);
      const keep = dealt[2]![1]!;
      const s1 = act(s0, 2, { type: 'chooseAdministrator', administrator: keep });
      expect(finishSetup(s1).players[2]!.administrator).toBe(keep);
    });

    it('choices are simultaneous: a kept card stays secret until every player has chosen', () => {
      const s0 = drive(newGame(3, 9), (s) => s.pending.kind === 'setup');
      const keep = s0.players[0]!.dealtAdministrators[1]!;
      const result = applyAction(s0, 0, { type: 'chooseAdministrator', administrator: keep });
      if (!result.ok) throw new Error(result.error.message);
      // The event names the card for its own seat only: eventsFor hides it from every other viewer.
      expect(eventsFor(result.events, 0)).toEqual([{ type: 'administratorChosen', seat: 0, administrator: keep }]);
      for (const viewer of [1, 2, 'spectator'] as const) {
        expect(eventsFor(result.events, viewer)).toEqual([{ type: 'administratorChosen', seat: 0 }]);
      }
      expect(viewFor(result.state, 1).players[0]!.administrator).toBeNull();
      expect(JSON.stringify(viewFor(result.state, 'spectator'))).not.toContain(keep);
      expect(viewFor(result.state, 0).players[0]!.dealtAdministrators).toEqual([keep]);
      expect(legalActions(result.state, 0).some((a) => a.type === 'chooseAdministrator')).toBe(false);
      reject(result.state, 0, { type: 'chooseAdministrator', administrator: keep });
      expect(finishSetup(result.state).players[0]!.administrator).toBe(keep);
    });

    it('keeping a card that was not dealt to you is rejected', () => {
      const s0 = drive(newGame(3, 9), (s) => s.pending.kind === 'setup');
      const notMine = s0.players[1]!.dealtAdministrators[0]!;
      reject(s0, 0, { type: 'chooseAdministrator', administrator: notMine });
      reject(s0, 0, { type: 'chooseAdministrator', administrator: 'best_boss' as never });
    });

    it('the dealt pair is secret from the other players and spectators; the kept card is public', () => {
      const s0 = drive(newGame(3, 9), (s) => s.pending.kind === 'setup');
      expect(viewFor(s0, 0).players[0]!.dealtAdministrators).toHaveLength(2);
      expect(viewFor(s0, 1).players[0]!.dealtAdministrators).toEqual([]);
      expect(viewFor(s0, 'spectator').players[0]!.dealtAdministrators).toEqual([]);
      const keep = s0.players[0]!.dealtAdministrators[0]!;
      const s1 = finishSetup(act(s0, 0, { type: 'chooseAdministrator', administrator: keep }));
      expect(viewFor(s1, 1).players[0]!.administrator).toBe(keep);
    });

    it('with the option off, nobody is dealt or keeps an administrator', () => {
      const s = finishSetup(newGame(3, 9, { administrators: false }));
      for (const p of s.players) {
        expect(p.administrator).toBeNull();
        expect(p.dealtAdministrators).toEqual([]);
      }
    });

    it('after setup every player has kept one administrator', () => {
      const s = finishSetup(newGame(4, 9));
      for (const p of s.players) expect(p.dealtAdministrators).toContain(p.administrator);
    });
  });
});

// ---------------------------------------------------------------------------------------------

function intakeAt(P: number, seed: number, firstPlayer = 0, seats?: object[]): GameState {
  return buildPosition({
    players: P,
    phase: 'intake',
    key: testKey(seed),
    firstPlayer,
    seats: (seats as never) ?? Array.from({ length: P }, () => ({ patients: ['R3'], bloodBags: 0 })),
  });
}

describe('Phase 1: arrangement of the ambulances', () => {
  for (const P of [2, 3, 4]) {
    it(`${P} players: a decision is asked exactly when an equal-value group of several colours is split between ambulances`, () => {
      let asked = 0;
      let automaticWithSplit = 0;
      let plain = 0;
      for (let seed = 1; seed <= 120; seed++) {
        const first = seed % P;
        const s = intakeAt(P, seed, first);
        const dice = s.intake.dice;
        expect(dice).toHaveLength(3 * (P + 1));
        expect(
          dice.every((d) => d.value >= 2 && d.value <= 5),
          'rolled 1s and 6s are re-rolled',
        ).toBe(true);
        const needs = splitGroups(dice).some((g) => g.colours.size > 1);
        if (needs) {
          asked++;
          expect(s.pending, `seed ${seed}`).toEqual({ kind: 'arrangeAmbulances', seat: rightOf(first, P) });
          expect(pendingSeats(s)).toEqual([rightOf(first, P)]);
        } else {
          expect(s.pending, `seed ${seed}`).toEqual({ kind: 'takeAmbulance', seat: first });
          const values = s.intake.ambulances.flat().map((d) => d.value);
          expect(values).toEqual([...values].sort((a, b) => a - b));
          if (splitGroups(dice).length > 0) automaticWithSplit++;
          else plain++;
        }
      }
      expect(asked).toBeGreaterThan(0);
      // with 15 dice over 4 values, 4 players almost always need a decision
      if (P < 4) expect(plain + automaticWithSplit).toBeGreaterThan(0);
    });
  }

  function findArrange(P: number, first: number): GameState {
    for (let seed = 1; seed < 500; seed++) {
      const s = intakeAt(P, seed, first);
      if (s.pending.kind === 'arrangeAmbulances') return s;
    }
    throw new Error('no seed');
  }

  it('the arranger may move a die of the split group between the two ambulances', () => {
    const s0 = findArrange(3, 1);
    const picker = rightOf(1, 3);
    expect(picker).toBe(0);
    const dice = s0.intake.dice;
    const g = splitGroups(dice).find((x) => x.colours.size > 1)!;
    const idx = dice
      .map((d, i) => [d, i] as const)
      .filter(([d]) => d.value === g.value)
      .map(([, i]) => i);
    // the last group member in a lower ambulance and the first in the next one, of different colours
    const boundary = idx.find((i) => (i + 1) % 3 === 0 && idx.includes(i + 1))!;
    const lowSide = idx.filter((i) => Math.floor(i / 3) === Math.floor(boundary / 3));
    const highSide = idx.filter((i) => Math.floor(i / 3) === Math.floor(boundary / 3) + 1);
    let pair: [number, number] | null = null;
    for (const a of lowSide) for (const b of highSide) if (!pair && dice[a]!.colour !== dice[b]!.colour) pair = [a, b];
    expect(pair).not.toBeNull();
    const order = dice.map((d) => d.id);
    [order[pair![0]], order[pair![1]]] = [order[pair![1]]!, order[pair![0]]!];
    const s1 = act(s0, picker, { type: 'arrangeAmbulances', order });
    const k = Math.floor(boundary / 3);
    expect(s1.intake.ambulances[k]!.map((d) => d.id)).toContain(dice[pair![1]]!.id);
    expect(s1.intake.ambulances[k + 1]!.map((d) => d.id)).toContain(dice[pair![0]]!.id);
    expect(s1.pending).toEqual({ kind: 'takeAmbulance', seat: 1 });
  });

  it('rejects moving unequal values, an incomplete order, and the wrong seat', () => {
    const s0 = findArrange(3, 0);
    const picker = rightOf(0, 3);
    const ids = s0.intake.dice.map((d) => d.id);
    const swapped = [...ids];
    [swapped[0], swapped[ids.length - 1]] = [swapped[ids.length - 1]!, swapped[0]!];
    expect(s0.intake.dice[0]!.value).not.toBe(s0.intake.dice[ids.length - 1]!.value);
    reject(s0, picker, { type: 'arrangeAmbulances', order: swapped });
    reject(s0, picker, { type: 'arrangeAmbulances', order: ids.slice(1) });
    reject(s0, picker, { type: 'arrangeAmbulances', order: [...ids.slice(1), ids[1]!] });
    reject(s0, 0, { type: 'arrangeAmbulances', order: ids });
    reject(s0, 1, { type: 'arrangeAmbulances', order: ids });
    reject(s0, 0, { type: 'takeAmbulance', ambulance: 2 });
  });
});

describe('Phase 1: the draft', () => {
  function atDraft(P: number, seed = 21, first = 0): GameState {
    return drive(intakeAt(P, seed, first), (s) => s.pending.kind === 'takeAmbulance');
  }

  it('starts with the first player and goes clockwise; each ambulance can be taken once', () => {
    const s0 = atDraft(3, 21, 1);
    expect(s0.pending).toEqual({ kind: 'takeAmbulance', seat: 1 });
    reject(s0, 2, { type: 'takeAmbulance', ambulance: 3 });
    reject(s0, 0, { type: 'takeAmbulance', ambulance: 3 });
    const s1 = act(s0, 1, { type: 'takeAmbulance', ambulance: 3 });
    expect(s1.pending).toEqual({ kind: 'takeAmbulance', seat: 2 });
    reject(s1, 2, { type: 'takeAmbulance', ambulance: 3 });
    const s2 = act(s1, 2, { type: 'takeAmbulance', ambulance: 1 });
    expect(s2.pending).toEqual({ kind: 'takeAmbulance', seat: 0 });
    reject(s2, 0, { type: 'takeAmbulance', ambulance: 1 });
    reject(s2, 0, { type: 'takeAmbulance', ambulance: 5 });
    reject(s2, 0, { type: 'takeAmbulance', ambulance: 0 });
    const s3 = act(s2, 0, { type: 'takeAmbulance', ambulance: 4 });
    expect(s3.players.map((p) => p.ambulance)).toEqual([4, 3, 1]);
  });

  for (const P of [2, 3, 4]) {
    it(`${P} players: the first player may not take ambulance 1`, () => {
      const s0 = atDraft(P, 30 + P, P - 1);
      expect(s0.pending).toEqual({ kind: 'takeAmbulance', seat: P - 1 });
      reject(s0, P - 1, { type: 'takeAmbulance', ambulance: 1 });
      const offered = legalActions(s0, P - 1)
        .map((a) => (a.type === 'takeAmbulance' ? a.ambulance : -1))
        .sort();
      expect(offered).toEqual(Array.from({ length: P }, (_, i) => i + 2));
      // the next player may take it
      const s1 = act(s0, P - 1, { type: 'takeAmbulance', ambulance: 2 });
      const s2 = act(s1, 0, { type: 'takeAmbulance', ambulance: 1 });
      expect(s2.players[0]!.ambulance).toBe(1);
    });
  }

  it('the lowest ambulance gives 1 blood bag and the first player token; turn order follows ambulance numbers', () => {
    let s = atDraft(3, 21, 0);
    s = act(s, 0, { type: 'takeAmbulance', ambulance: 2 });
    s = act(s, 1, { type: 'takeAmbulance', ambulance: 4 });
    s = act(s, 2, { type: 'takeAmbulance', ambulance: 1 });
    expect(s.firstPlayer).toBe(2);
    expect([bags(s, 0), bags(s, 1), bags(s, 2)]).toEqual([0, 0, 1]);
    expect(s.turnOrder).toEqual([2, 0, 1]);
    expect(s.phase).toBe('improvement');
    expect(pendingSeats(s)).toEqual([2]);
  });

  it('each player admits the 3 dice of their ambulance, untreated and new; the unclaimed ambulance returns to the bag', () => {
    let s = atDraft(4, 22, 0);
    const amb = s.intake.ambulances.map((a) => a.map((d) => ({ ...d })));
    s = act(s, 0, { type: 'takeAmbulance', ambulance: 3 });
    s = act(s, 1, { type: 'takeAmbulance', ambulance: 1 });
    s = act(s, 2, { type: 'takeAmbulance', ambulance: 5 });
    s = act(s, 3, { type: 'takeAmbulance', ambulance: 2 });
    const taken: Record<number, number> = { 0: 3, 1: 1, 2: 5, 3: 2 };
    for (const [seat, n] of Object.entries(taken)) {
      for (const d of amb[n - 1]!) {
        const p = s.players[+seat]!.patients.find((x) => x.id === d.id);
        expect(p, `die ${d.id} in seat ${seat}`).toBeDefined();
        expect([p!.colour, p!.value, p!.treated, p!.isNew]).toEqual([d.colour, d.value, false, true]);
      }
      expect(s.players[+seat]!.patients).toHaveLength(4);
    }
    for (const d of amb[3]!) expect(s.bag.some((b) => b.id === d.id)).toBe(true);
    expectDiceConserved(s, 63);
  });
});

describe('Phase 1: fatalities when the wards overflow', () => {
  const eleven = ['R3', 'R4', 'Y3', 'Y4', 'G3', 'G4', 'R5', 'Y5', 'G5', 'R2', 'Y2'];

  it('11 patients + 3 new: two existing patients must go, chosen by the player; new ones never', () => {
    const s0 = intakeAt(2, 40, 0, [{ patients: eleven }, { patients: ['R3'] }]);
    const oldIds = s0.players[0]!.patients.map((p) => p.id);
    const s1 = drive(s0, (s) => s.pending.kind === 'chooseFatalities');
    expect(pendingSeats(s1)).toEqual([0]);
    expect(s1.pending.kind === 'chooseFatalities' && s1.pending.counts['0']).toBe(2);
    const newIds = s1.players[0]!.patients.map((p) => p.id).filter((id) => !oldIds.includes(id));
    expect(newIds).toHaveLength(3);
    reject(s1, 0, { type: 'chooseFatalities', patients: [oldIds[0]!] });
    reject(s1, 0, { type: 'chooseFatalities', patients: [oldIds[0]!, newIds[0]!] });
    reject(s1, 0, { type: 'chooseFatalities', patients: [oldIds[0]!, oldIds[0]!] });
    reject(s1, 0, { type: 'chooseFatalities', patients: [oldIds[0]!, oldIds[1]!, oldIds[2]!] });
    reject(s1, 1, { type: 'chooseFatalities', patients: [oldIds[0]!, oldIds[1]!] });
    const s2 = act(s1, 0, { type: 'chooseFatalities', patients: [oldIds[3]!, oldIds[7]!] });
    expect(s2.players[0]!.fatalities).toBe(2);
    expect(s2.players[0]!.patients).toHaveLength(12);
    expect(where(s2, 0, oldIds[3]!)).toBe('bag');
    expect(where(s2, 0, oldIds[7]!)).toBe('bag');
    for (const id of newIds) expect(where(s2, 0, id)).toMatch(/^[RYG][2-5]$/);
    expectDiceConserved(s2, 45);
  });

  it('several players overflowing choose at the same time', () => {
    const s0 = intakeAt(2, 41, 0, [{ patients: eleven }, { patients: eleven.slice(0, 10) }]);
    const s1 = drive(s0, (s) => s.pending.kind === 'chooseFatalities');
    expect(pendingSeats(s1).sort()).toEqual([0, 1]);
    const old1 = s0.players[1]!.patients.map((p) => p.id);
    const s2 = act(s1, 1, { type: 'chooseFatalities', patients: [old1[0]!] });
    expect(pendingSeats(s2)).toEqual([0]);
    expect(s2.players[1]!.fatalities).toBe(1);
  });

  it('when every existing patient looks the same there is no real choice: the fatality is automatic', () => {
    const s0 = intakeAt(2, 43, 0, [{ patients: Array(10).fill('G3') }, { patients: ['R3'] }]);
    const oldIds = s0.players[0]!.patients.map((p) => p.id);
    const s1 = drive(s0, (s) => s.pending.kind === 'chooseFatalities' || s.phase !== 'intake');
    expect(s1.pending.kind).not.toBe('chooseFatalities');
    expect(s1.players[0]!.fatalities).toBe(1);
    expect(s1.players[0]!.patients).toHaveLength(12);
    expect(s1.players[0]!.patients.filter((p) => oldIds.includes(p.id))).toHaveLength(9);
  });

  it('the legal choices offer each distinct pick once (look-alike patients count once), and no pick is missing', () => {
    // Looks: R3 ×3, Y4 ×2, G5 ×3, R2, Y2, G3: two of them is 15 pairs of looks and 3 pairs of one look.
    const hospital = ['R3', 'Y4', 'R3', 'G5', 'Y4', 'G5', 'R3', 'R2', 'G5', 'Y2', 'G3'];
    const s0 = intakeAt(2, 44, 0, [{ patients: hospital }, { patients: ['R3'] }]);
    const oldIds = s0.players[0]!.patients.map((p) => p.id);
    const s1 = drive(s0, (s) => s.pending.kind === 'chooseFatalities');
    expect(s1.pending.kind === 'chooseFatalities' && s1.pending.counts['0']).toBe(2);
    const look = (id: number) => where(s1, 0, id);
    const picks = (ids: number[]) => ids.map(look).sort().join('+');
    const offered = legalActions(s1, 0).map((a) => (a.type === 'chooseFatalities' ? a.patients : []));
    expect(offered).toHaveLength(18);
    expect(new Set(offered.map(picks)).size).toBe(18);
    // Every pair of the player's earlier patients looks like one of the choices offered.
    for (let i = 0; i < oldIds.length; i++) {
      for (let j = i + 1; j < oldIds.length; j++) expect(offered.map(picks)).toContain(picks([oldIds[i]!, oldIds[j]!]));
    }
    for (const patients of offered) expect(applyAction(s1, 0, { type: 'chooseFatalities', patients }).ok).toBe(true);
  });

  it('9 patients + 3 new fit exactly: no fatality', () => {
    const s0 = intakeAt(2, 42, 0, [{ patients: eleven.slice(0, 9) }, { patients: ['R3'] }]);
    const s1 = drive(s0, (s) => s.phase !== 'intake');
    expect(s1.players[0]!.patients).toHaveLength(12);
    expect(s1.players[0]!.fatalities).toBe(0);
  });
});

describe('events each viewer may see (eventsFor)', () => {
  it('returns the very same list when no event holds a secret, so the server sends one message', () => {
    const s0 = drive(newGame(3, 9), (s) => s.pending.kind === 'setup');
    const ids = s0.players[1]!.patients.map((p) => p.id);
    const result = applyAction(s0, 1, { type: 'setStartingValues', values: { [ids[0]!]: 3, [ids[1]!]: 4, [ids[2]!]: 5 } });
    if (!result.ok) throw new Error(result.error.message);
    for (const viewer of [0, 1, 'spectator'] as const) expect(eventsFor(result.events, viewer)).toBe(result.events);
  });
});
