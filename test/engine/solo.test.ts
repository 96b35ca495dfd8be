// Solo mode (rules spec 7 and the solo bullets of 6.4): setup, the 4-dice intake, the improvement
// display of one tile and one card, the medical reports in Phase 5 and the end scoring.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DICE_PER_COLOUR,
  DICE_REMOVED_PER_COLOUR,
  MIN_PLAYERS,
  REPORTS,
  REPORT_IDS,
  defaultAction,
  diceHospital,
  optionsError,
  playRandomGame,
  replay,
  reportCompletions,
} from '../../shared/games/dice-hospital/index.js';
import type { Action, GameView, Options, ReportId } from '../../shared/games/dice-hospital/index.js';
import type { GameEvent } from '../../shared/engine.js';
import { randomInt, seedRng, testKey } from '../../shared/random.js';
import { clone } from '../../shared/clone.js';
import {
  LETTER,
  act,
  applyAction,
  buildPosition,
  createGame,
  diceInPlay,
  drive,
  legalActions,
  pendingSeats,
  reject,
  viewFor,
  type Colour,
  type GameState,
  type PositionDescription,
  type SeatDescription,
} from './helpers.js';

const SOLO_DICE = (DICE_PER_COLOUR - DICE_REMOVED_PER_COLOUR[1]!) * 3;

/** A solo position (one seat, no blood bags unless given). */
function solo(desc: Partial<PositionDescription> = {}, seat: Partial<SeatDescription> = {}): GameState {
  return buildPosition({ players: 1, seats: [{ bloodBags: 0, ...seat }], ...desc });
}

/** Phase 5 of round `round` with these dice discharged this round ('R', 'Y', 'G') and this table. */
function discharging(
  dice: string,
  reports: PositionDescription['reports'],
  extra: { round?: number; seat?: Partial<SeatDescription>; options?: Partial<Options> } = {},
): GameState {
  return solo(
    { phase: 'discharge', reports, round: extra.round ?? 1, options: extra.options },
    { patients: ['R3'], discharged: [...dice].map((c) => `${c}6`), ...extra.seat },
  );
}

const codes = (colours: Colour[]): string => colours.map((c) => LETTER[c]).join('');
const completedIds = (s: GameState): ReportId[] => s.solo!.completed.map((c) => c.report);
const sortedSets = (sets: ReportId[][]): string[] => sets.map((set) => [...set].sort().join('+')).sort();

/** Applies an action that must be accepted and returns the new state with its events. */
function step(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(state, 0, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} rejected: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

describe('solo setup (spec 7)', () => {
  it('one player is a game: 33 dice, 6 reports in two rows, one tile and one card, no first-player draw', () => {
    expect(MIN_PLAYERS).toBe(1);
    expect(diceHospital.minPlayers).toBe(1);
    const s = createGame({ players: ['Solo'], key: testKey(3) });
    expect(s.players).toHaveLength(1);
    expect(diceInPlay(s)).toHaveLength(SOLO_DICE);
    expect(SOLO_DICE).toBe(33);
    expect(s.players[0]!.patients).toHaveLength(3);
    expect(s.firstPlayer).toBe(0);
    expect(s.display.departments).toHaveLength(1);
    expect(s.display.specialists).toHaveLength(1);
    // No extra reveal and no administrators: only the starting values to set.
    expect(s.pending).toEqual({ kind: 'setup', seats: [0] });
    expect(s.options.administrators).toBe(false);
    expect(s.players[0]!.dealtAdministrators).toEqual([]);
    const { top, bottom, completed } = s.solo!;
    expect(top).toHaveLength(3);
    expect(bottom).toHaveLength(3);
    expect(completed).toEqual([]);
    const dealt = [...top, ...bottom];
    expect(new Set(dealt).size).toBe(6);
    for (const id of dealt) expect(REPORT_IDS).toContain(id);
    // Shuffled with the game's own generator: the same key deals the same table, others differ.
    expect(createGame({ players: ['Solo'], key: testKey(3) }).solo).toEqual(s.solo);
    const tables = new Set(Array.from({ length: 8 }, (_, k) => JSON.stringify(createGame({ players: ['Solo'], key: testKey(100 + k) }).solo)));
    expect(tables.size).toBeGreaterThan(1);
    // Multiplayer games have no report table.
    expect(createGame({ players: ['A', 'B'], key: testKey(3) }).solo).toBeUndefined();
  });

  it('administrators are forced off; the first round starts after the starting values', () => {
    let s = createGame({ players: ['Solo'], key: testKey(4), options: { administrators: true } });
    expect(s.options.administrators).toBe(false);
    expect(legalActions(s, 0).every((a) => a.type === 'setStartingValues')).toBe(true);
    s = act(s, 0, legalActions(s, 0)[0]!);
    expect(s.round).toBe(1);
    expect(s.phase).toBe('intake');
    expect(s.pending).toEqual({ kind: 'chooseSoloIntake', seat: 0 });
    expect(s.players[0]!.administrator).toBeNull();
    expect(s.intake.ambulances).toEqual([]);
  });

  it('ships the 15 reports of the spec table', () => {
    expect(REPORT_IDS).toHaveLength(15);
    const byPoints = (p: number) =>
      REPORT_IDS.filter((id) => REPORTS[id].points === p)
        .map((id) => codes(REPORTS[id].dice))
        .sort();
    expect(byPoints(2)).toEqual(['GG', 'RR', 'YY']);
    expect(byPoints(3)).toEqual(['GR', 'RY', 'YG']);
    expect(byPoints(4)).toEqual(['GGR', 'GGY', 'RRG', 'RRY', 'YYG', 'YYR']);
    expect(byPoints(5)).toEqual(['RYG']);
    expect(byPoints(6)).toEqual(['RRYG', 'RYGG']);
  });
});

describe('solo options (spec 6.4, 7)', () => {
  it('fatalityPenalty and reportPenalty are solo only; finalRoundCollections is refused solo', () => {
    expect(optionsError({ fatalityPenalty: true, reportPenalty: true }, 1)).toBeNull();
    expect(optionsError({ fatalityPenalty: true })).toBeNull(); // player count unknown: not checked
    expect(optionsError({ fatalityPenalty: true }, 2)).toMatch(/solo.*fatalityPenalty/);
    expect(optionsError({ reportPenalty: true }, 4)).toMatch(/solo.*reportPenalty/);
    expect(optionsError({ fatalityPenalty: false, reportPenalty: false }, 3)).toBeNull();
    expect(optionsError({ finalRoundCollections: true }, 1)).toMatch(/solo.*finalRoundCollections/);
    expect(optionsError({ administrators: true }, 1)).toBeNull(); // ignored, not refused
    expect(() => createGame({ players: ['A', 'B'], key: testKey(1), options: { reportPenalty: true } })).toThrow(/solo/);
    expect(() => createGame({ players: ['A'], key: testKey(1), options: { finalRoundCollections: true } })).toThrow(/solo/);
    const s = createGame({ players: ['A'], key: testKey(1), options: { fatalityPenalty: true, reportPenalty: true } });
    expect(s.options).toMatchObject({ fatalityPenalty: true, reportPenalty: true, administrators: false });
  });
});

describe('solo intake: draw 4, keep 3', () => {
  /** A solo intake with the four dice showing these values (in intake order). */
  function intakeWith(values: number[], seat: Partial<SeatDescription> = {}): GameState {
    const s = solo({ phase: 'intake' }, { patients: ['G4'], ...seat });
    values.forEach((v, i) => (s.intake.dice[i]!.value = v));
    return s;
  }

  it('draws and rolls 4 dice (2-5), the player keeps 3 and the 4th returns to the bag', () => {
    const s0 = solo({ phase: 'intake' }, { patients: ['G4'] });
    expect(s0.phase).toBe('intake');
    expect(s0.pending).toEqual({ kind: 'chooseSoloIntake', seat: 0 });
    expect(pendingSeats(s0)).toEqual([0]);
    const dice = s0.intake.dice;
    expect(dice).toHaveLength(4);
    for (const d of dice) (expect(d.value).toBeGreaterThanOrEqual(2), expect(d.value).toBeLessThanOrEqual(5));
    expect(diceInPlay(s0)).toHaveLength(SOLO_DICE);
    const keep = dice.slice(1).map((d) => d.id);
    const { state: s1, events } = step(s0, { type: 'chooseSoloIntake', keep });
    expect(s1.players[0]!.patients.map((p) => p.id)).toEqual([s0.players[0]!.patients[0]!.id, ...keep]);
    expect(s1.players[0]!.patients.slice(1).every((p) => p.isNew && !p.treated)).toBe(true);
    expect(s1.bag.map((d) => d.id)).toContain(dice[0]!.id);
    expect(events).toContainEqual({ type: 'soloIntakeChosen', seat: 0, kept: keep, returned: [dice[0]!.id] });
    expect(events.filter((e) => e.type === 'patientAdmitted')).toHaveLength(3);
    expect(s1.phase).toBe('improvement');
    expect(diceInPlay(s1)).toHaveLength(SOLO_DICE);
  });

  it('kept dice under 9 pips gain a blood bag: 8 pips do, 9 do not', () => {
    const eight = intakeWith([2, 2, 4, 5]);
    const ids = eight.intake.dice.map((d) => d.id);
    const { state: a, events } = step(eight, { type: 'chooseSoloIntake', keep: ids.slice(0, 3) });
    expect(a.players[0]!.bloodBags).toBe(1);
    expect(events).toContainEqual({ type: 'bloodBagGained', seat: 0, amount: 1, reason: 'lowIntake' });
    const nine = intakeWith([2, 3, 4, 5]);
    const b = act(nine, 0, { type: 'chooseSoloIntake', keep: nine.intake.dice.slice(0, 3).map((d) => d.id) });
    expect(b.players[0]!.bloodBags).toBe(0);
    const high = act(eight, 0, { type: 'chooseSoloIntake', keep: ids.slice(1) });
    expect(high.players[0]!.bloodBags).toBe(0);
  });

  it('lists one choice per distinct die sent back; the default keeps the three highest', () => {
    const s = intakeWith([3, 3, 4, 5]);
    const [a, b, c, d] = s.intake.dice;
    if (a!.colour === b!.colour) {
      expect(legalActions(s, 0)).toHaveLength(3);
    } else {
      expect(legalActions(s, 0)).toHaveLength(4);
    }
    for (const action of legalActions(s, 0)) expect(applyAction(s, 0, action).ok).toBe(true);
    expect(legalActions(viewFor(s, 0), 0)).toEqual(legalActions(s, 0));
    const lowerThree = [a!, b!].sort((x, y) => x.id - y.id)[0]!;
    expect(defaultAction(s, 0)).toEqual({ type: 'chooseSoloIntake', keep: [d!.id, c!.id, lowerThree.id] });
  });

  it('refuses anything but 3 different dice of this intake, and other actions', () => {
    const s = intakeWith([2, 3, 4, 5]);
    const ids = s.intake.dice.map((d) => d.id);
    expect(reject(s, 0, { type: 'chooseSoloIntake', keep: ids.slice(0, 2) })).toBe('invalid_intake');
    expect(reject(s, 0, { type: 'chooseSoloIntake', keep: ids })).toBe('invalid_intake');
    expect(reject(s, 0, { type: 'chooseSoloIntake', keep: [ids[0], ids[0], ids[1]] })).toBe('invalid_intake');
    const other = s.players[0]!.patients[0]!.id;
    expect(reject(s, 0, { type: 'chooseSoloIntake', keep: [ids[0], ids[1], other] })).toBe('invalid_intake');
    expect(reject(s, 0, { type: 'chooseSoloIntake', keep: 'all' })).toBe('invalid_action');
    expect(reject(s, 0, { type: 'chooseSoloIntake', keep: ids.slice(0, 3), extra: 1 })).toBe('invalid_action');
    expect(reject(s, 0, { type: 'chooseSoloIntake' })).toBe('invalid_action');
    expect(reject(s, 1, { type: 'chooseSoloIntake', keep: ids.slice(0, 3) })).toBe('invalid_seat');
    expect(reject(s, 0, { type: 'takeAmbulance', ambulance: 1 })).toBe('wrong_phase');
    // Not a multiplayer action.
    const duo = buildPosition({ players: 2, phase: 'intake' });
    expect(reject(duo, pendingSeats(duo)[0]!, { type: 'chooseSoloIntake', keep: [0, 1, 2] })).toBe('wrong_phase');
  });

  it('a full hospital asks for fatalities among earlier patients, as in the base game', () => {
    const s = intakeWith([2, 3, 4, 5], { patients: ['R1', 'R2', 'R3', 'R4', 'R5', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'G2'] });
    const s1 = act(s, 0, { type: 'chooseSoloIntake', keep: s.intake.dice.slice(1).map((d) => d.id) });
    expect(s1.pending).toEqual({ kind: 'chooseFatalities', counts: { 0: 2 } });
    const s2 = act(s1, 0, legalActions(s1, 0)[0]!);
    expect(s2.players[0]!.patients).toHaveLength(12);
    expect(s2.players[0]!.fatalities).toBe(2);
    expect(s2.phase).toBe('improvement');
  });
});

describe('solo improvement: one tile and one card; what is not taken goes to the bottom', () => {
  const phase2 = () => solo({ phase: 'improvement', display: { departments: ['cardiology'], specialists: ['surgeon'] } }, { patients: ['R3'] });

  it('taking one sends the other to the bottom of its stack at once; returning works as in the base game', () => {
    const s0 = phase2();
    const tile = s0.display.departments[0]!;
    const card = s0.display.specialists[0]!;
    expect(s0.pending).toEqual({ kind: 'takeImprovement', seat: 0 });
    expect(legalActions(s0, 0)).toEqual([{ type: 'takeImprovement', uid: tile.uid }, { type: 'takeImprovement', uid: card.uid }, { type: 'pass' }]);
    const { state: s1, events } = step(s0, { type: 'takeImprovement', uid: card.uid });
    expect(s1.players[0]!.workers.map((w) => w.id)).toContain(card.uid);
    expect(s1.display).toEqual({ departments: [], specialists: [] });
    expect(s1.departmentStack.at(-1)).toEqual(tile);
    expect(s1.departmentStack).toHaveLength(s0.departmentStack.length + 1);
    expect(events).toContainEqual({ type: 'displayReturned', items: [{ kind: 'department', ...tile }] });
    expect(s1.pending).toEqual({ kind: 'returnImprovement', seats: [0] });
    const { state: s2, events: back } = step(s1, { type: 'returnImprovement', uid: card.uid });
    expect(s2.players[0]!.bloodBags).toBe(1);
    expect(s2.specialistDeck.at(-1)).toEqual(card);
    expect(back).toContainEqual({ type: 'bloodBagGained', seat: 0, amount: 1, reason: 'returnedImprovement' });
    expect(s2.phase).toBe('activation');
  });

  it('passing sends both to the bottom; the next round reveals one of each again', () => {
    const s0 = phase2();
    const { state: s1, events } = step(s0, { type: 'pass' });
    expect(events.map((e) => e.type)).toEqual(['improvementPassed', 'displayReturned', 'phaseStarted']);
    expect(s1.departmentStack.at(-1)).toEqual(s0.display.departments[0]);
    expect(s1.specialistDeck.at(-1)).toEqual(s0.display.specialists[0]);
    expect(s1.phase).toBe('activation'); // nothing owned to return
    const next = drive(s1, (s) => s.round === 2 && s.phase === 'improvement');
    expect(next.display.departments).toHaveLength(1);
    expect(next.display.specialists).toHaveLength(1);
  });
});

describe('solo reports (Phase 5)', () => {
  it('every report is completed by its own colours, and not when a die is missing or of another colour', () => {
    for (const id of REPORT_IDS) {
      const need = REPORTS[id].dice;
      const table = { bottom: [id, null, null], top: [null, null, null] };
      const right = discharging(codes(need), table);
      expect(completedIds(right), id).toEqual([id]);
      expect(right.solo!.completed).toEqual([{ report: id, round: 1 }]);
      expect(right.solo!.bottom).toEqual([null, null, null]);
      // Extra dice of any colour do not hurt.
      expect(completedIds(discharging(`${codes(need)}RYG`, table)), id).toEqual([id]);
      for (let i = 0; i < need.length; i++) {
        const missing = [...need.slice(0, i), ...need.slice(i + 1)];
        expect(completedIds(discharging(codes(missing), table)), `${id} without die ${i}`).toEqual([]);
        for (const other of (['red', 'yellow', 'green'] as Colour[]).filter((c) => c !== need[i])) {
          const wrong = [...missing, other];
          expect(completedIds(discharging(codes(wrong), table)), `${id} with ${codes(wrong)}`).toEqual([]);
        }
      }
    }
  });

  it('only the bottom row counts; a completed card lets the one above slide down and be completed at once', () => {
    // Top-row RY cannot be completed directly; after RR it slides down and takes the R and Y left.
    const s0 = solo({ reports: { bottom: ['rr', 'yy', 'gg'], top: ['ry', 'rryg', 'rygg'] } }, { patients: ['R3'], discharged: ['R6', 'R6', 'R6', 'Y6'] });
    const { state: s1, events } = step(s0, { type: 'commitActivation' });
    expect(completedIds(s1)).toEqual(['rr', 'ry']);
    expect(s1.solo!.bottom).toEqual([null, 'yy', 'gg']);
    expect(s1.solo!.top).toEqual([null, 'rryg', 'rygg']);
    const reportEvents = events.filter((e) => e.type.startsWith('report'));
    expect(reportEvents).toEqual([
      { type: 'reportCompleted', seat: 0, report: 'rr', points: 2, dice: expect.any(Array), column: 0 },
      { type: 'reportSlidDown', report: 'ry', column: 0 },
      { type: 'reportCompleted', seat: 0, report: 'ry', points: 3, dice: expect.any(Array), column: 0 },
    ]);
    const used = reportEvents.filter((e) => e.type === 'reportCompleted').flatMap((e) => e.dice as number[]);
    expect(new Set(used).size).toBe(4); // each die serves one report
    // The dice then go back to the bag and the round is scored as usual (4 discharged: 7 points).
    expect(s1.players[0]!.rounds[0]).toMatchObject({ discharged: 4, dischargePoints: 7 });
    expect(s1.players[0]!.discharged).toEqual([]);
    expect(s1.round).toBe(2);
    // Points count only at the end.
    expect(s1.players[0]!.score).toBe(7);
  });

  it('a top-row card is not completed while the card below stays', () => {
    const s = discharging('RY', { bottom: ['gg', null, null], top: ['ry', null, null] });
    expect(completedIds(s)).toEqual([]);
  });

  it('each die serves one report', () => {
    // One R and one Y: either RY, or… nothing else (RR needs two reds).
    const s = discharging('RY', { bottom: ['ry', 'yg', 'gr'], top: [null, null, null] });
    expect(completedIds(s)).toEqual(['ry']);
    // Two reds, one yellow: RR and RY compete for a red.
    const t = discharging('RRY', { bottom: ['rr', 'ry', null], top: [null, null, null] });
    expect(t.pending).toEqual({ kind: 'completeReports', seat: 0 });
  });

  it('asks when several sets of completions are possible, completes alone when only one is', () => {
    const table = { bottom: ['rr', 'ry', 'yy'] as ReportId[], top: ['yg', null, null] as (ReportId | null)[] };
    // R R Y G: RR then the YG above it (7 points), or RY alone (3 points).
    const s0 = discharging('RRYG', table);
    expect(s0.phase).toBe('discharge');
    expect(s0.pending).toEqual({ kind: 'completeReports', seat: 0 });
    expect(pendingSeats(s0)).toEqual([0]);
    expect(s0.players[0]!.discharged).toHaveLength(4); // still there while the player decides
    const legal = legalActions(s0, 0);
    expect(sortedSets(legal.map((a) => (a as Extract<Action, { type: 'completeReports' }>).reports))).toEqual(['rr+yg', 'ry']);
    expect(legalActions(viewFor(s0, 0), 0)).toEqual(legal);
    for (const action of legal) expect(applyAction(s0, 0, action).ok).toBe(true);
    expect(defaultAction(s0, 0)).toEqual({ type: 'completeReports', reports: ['rr', 'yg'] });

    // Wrong orders, sets that stop short, unknown ids, bad shapes.
    expect(reject(s0, 0, { type: 'completeReports', reports: ['yg', 'rr'] })).toBe('invalid_reports');
    expect(reject(s0, 0, { type: 'completeReports', reports: ['rr'] })).toBe('invalid_reports');
    expect(reject(s0, 0, { type: 'completeReports', reports: [] })).toBe('invalid_reports');
    expect(reject(s0, 0, { type: 'completeReports', reports: ['rr', 'ry'] })).toBe('invalid_reports');
    expect(reject(s0, 0, { type: 'completeReports', reports: ['ry', 'ry'] })).toBe('invalid_reports');
    expect(reject(s0, 0, { type: 'completeReports', reports: ['yy'] })).toBe('invalid_reports');
    expect(reject(s0, 0, { type: 'completeReports', reports: ['rygg'] })).toBe('invalid_reports');
    expect(reject(s0, 0, { type: 'completeReports', reports: ['nope'] })).toBe('invalid_reports');
    expect(reject(s0, 0, { type: 'completeReports', reports: 'rr' })).toBe('invalid_action');
    expect(reject(s0, 0, { type: 'completeReports', reports: [1] })).toBe('invalid_action');
    expect(reject(s0, 0, { type: 'commitActivation' })).toBe('wrong_phase');

    const { state: s1, events } = step(s0, { type: 'completeReports', reports: ['ry'] });
    expect(completedIds(s1)).toEqual(['ry']);
    expect(s1.solo!.bottom).toEqual(['rr', null, 'yy']);
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['reportCompleted', 'roundScored']);
    expect(s1.players[0]!.discharged).toEqual([]);
    expect(s1.round).toBe(2);
    expect(s1.pending).toEqual({ kind: 'chooseSoloIntake', seat: 0 });

    const s2 = act(s0, 0, { type: 'completeReports', reports: ['rr', 'yg'] });
    expect(completedIds(s2)).toEqual(['rr', 'yg']);
    expect(s2.solo!.bottom).toEqual([null, 'ry', 'yy']);
    expect(s2.solo!.top).toEqual([null, null, null]);

    // Automatic: one set only (here the same table with one die fewer), and none possible.
    expect(completedIds(discharging('RRG', table))).toEqual(['rr']);
    expect(discharging('G', table).pending.kind).toBe('chooseSoloIntake');
    expect(completedIds(discharging('G', table))).toEqual([]);
  });

  it('legalActions lists exactly the sets applyAction accepts (brute force over every order)', () => {
    const orders = (ids: ReportId[]): ReportId[][] => {
      const out: ReportId[][] = [[]];
      const grow = (prefix: ReportId[]) => {
        for (const id of ids) {
          if (prefix.includes(id)) continue;
          const next = [...prefix, id];
          out.push(next);
          grow(next);
        }
      };
      grow([]);
      return out;
    };
    let asked = 0;
    fc.assert(
      fc.property(
        fc.shuffledSubarray(REPORT_IDS, { minLength: 6, maxLength: 6 }),
        fc.array(fc.constantFrom('R', 'Y', 'G'), { minLength: 2, maxLength: 7 }),
        (deal, dice) => {
          const s = discharging(dice.join(''), { bottom: deal.slice(0, 3), top: deal.slice(3) });
          const sets = reportCompletions(
            { bottom: deal.slice(0, 3), top: deal.slice(3), completed: [] },
            dice.map((c) => ({ colour: ({ R: 'red', Y: 'yellow', G: 'green' } as const)[c] })),
          );
          if (s.pending.kind !== 'completeReports') {
            expect(sets).toHaveLength(1);
            expect(completedIds(s)).toEqual(sets[0]);
            return;
          }
          asked++;
          expect(sets.length).toBeGreaterThan(1);
          const listed = sortedSets(legalActions(s, 0).map((a) => (a as Extract<Action, { type: 'completeReports' }>).reports));
          const accepted = new Set<string>();
          for (const reports of orders(deal)) {
            if (applyAction(s, 0, { type: 'completeReports', reports }).ok) accepted.add([...reports].sort().join('+'));
          }
          expect([...accepted].sort()).toEqual(listed);
        },
      ),
      { numRuns: 60 },
    );
    expect(asked).toBeGreaterThan(0);
  });
});

describe('solo end scoring', () => {
  /** Round 8, Phase 5, nothing discharged: RYG done (5), RR, GG and YY left on the table (6). */
  function lastRound(options: Partial<Options>): { state: GameState; events: GameEvent[] } {
    const before = solo(
      { round: 8, options, reports: { bottom: ['rr', null, 'gg'], top: [null, 'yy', null], completed: ['ryg'] } },
      { patients: ['R3t'], fatalities: 3, bloodBags: 2, score: 10 },
    );
    return step(before, { type: 'commitActivation' });
  }

  const cases: [string, Partial<Options>, number, number, number][] = [
    // name, options, fatality penalty, report penalty, final score
    ['neither option', {}, 6, 6, 10 + 2 - 6 + 5 - 6],
    ['fatalityPenalty', { fatalityPenalty: true }, 12, 6, 10 + 2 - 12 + 5 - 6],
    ['reportPenalty', { reportPenalty: true }, 6, 12, 10 + 2 - 6 + 5 - 12],
    ['both options', { fatalityPenalty: true, reportPenalty: true }, 12, 12, 10 + 2 - 12 + 5 - 12],
  ];
  for (const [name, options, fatalityPenalty, reportPenalty, score] of cases) {
    it(`${name}: completed reports score, incomplete ones cost, fatalities cost`, () => {
      const { state, events } = lastRound(options);
      expect(state.phase).toBe('gameOver');
      expect(state.players[0]!.score).toBe(score);
      expect(state.result).toEqual({
        standings: [
          {
            seat: 0,
            rank: 1,
            score,
            fatalityPenalty,
            bloodBagBonus: 2,
            patientsLeft: 1,
            pipsLeft: 3,
            tieBreak: null,
            reportPoints: 5,
            reportPenalty,
          },
        ],
      });
      expect(events).toContainEqual({
        type: 'reportsScored',
        seat: 0,
        completed: ['ryg'],
        incomplete: ['rr', 'gg', 'yy'],
        reportPoints: 5,
        reportPenalty,
      });
      expect(events.at(-2)).toMatchObject({ type: 'gameEnded', standings: state.result!.standings });
    });
  }

  it('reports completed in the last round count', () => {
    const s0 = solo(
      { round: 8, reports: { bottom: ['rr', null, null], top: ['gg', null, null] } },
      { patients: ['Y3t'], discharged: ['R6', 'R6', 'G6', 'G6'] },
    );
    const s1 = act(s0, 0, { type: 'commitActivation' });
    // 4 discharged: 7 points; RR then the GG that slid down: 4 points.
    expect(s1.result!.standings[0]).toMatchObject({ reportPoints: 4, reportPenalty: 0, score: 7 + 4 });
  });
});

describe('solo games end to end', () => {
  /** Random, but mostly placing workers on the highest patients, so that patients get discharged
   * and reports completed. */
  function chooser(rng: { rng: number[] }) {
    return (state: GameState, legal: Action[]): Action => {
      const value = (id: number) => state.players[0]!.patients.find((p) => p.id === id)?.value ?? 0;
      if (state.pending.kind === 'activation' && randomInt(rng, 0, 9) > 0) {
        const places = legal.filter((a): a is Extract<Action, { type: 'placeWorker' }> => a.type === 'placeWorker');
        if (places.length > 0) {
          const score = (a: Extract<Action, { type: 'placeWorker' }>) => Math.max(...a.targets.map(value)) - (a.recolour ? 1 : 0);
          const best = Math.max(...places.map(score));
          const top = places.filter((a) => score(a) === best);
          return top[randomInt(rng, 0, top.length - 1)]!;
        }
        const uses = legal.filter((a) => a.type === 'useAbility');
        if (uses.length > 0) return uses[randomInt(rng, 0, uses.length - 1)]!;
        return legal.find((a) => a.type === 'commitActivation') ?? legal[0]!;
      }
      return legal[randomInt(rng, 0, legal.length - 1)]!;
    };
  }

  /** Plays a solo game checking after every action; `everyLegal`: try every legal action on the way. */
  function playChecked(seed: number, options: Partial<Options>, everyLegal: boolean, from?: GameState) {
    const config = { players: ['Solo'], key: testKey(seed), options };
    const rng = { rng: seedRng(seed) };
    const choose = chooser(rng);
    let state = from ?? createGame(config);
    const log: { seat: number; action: Action }[] = [];
    const counted = { roundPoints: 0, completions: 0, asked: 0 };
    while (state.phase !== 'gameOver') {
      expect(pendingSeats(state)).toEqual([0]);
      const legal = legalActions(state, 0);
      expect(legal.length).toBeGreaterThan(0);
      expect(legalActions(viewFor(state, 0), 0)).toEqual(legal);
      if (everyLegal || state.phase !== 'activation') {
        for (const action of legal) {
          const r = applyAction(state, 0, action);
          if (!r.ok) throw new Error(`legal ${JSON.stringify(action)} refused: ${r.error.message}`);
        }
      }
      if (state.pending.kind === 'completeReports') counted.asked++;
      const action = choose(state, legal);
      const before = clone(state);
      const r = applyAction(state, 0, action);
      expect(state).toEqual(before);
      if (!r.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)}: ${r.error.message}`);
      for (const e of r.events) {
        if (e.type === 'roundScored') counted.roundPoints += (e.dischargePoints as number) + (e.emptyHospitalBonus as number);
        if (e.type === 'reportCompleted') counted.completions++;
      }
      state = r.state;
      log.push({ seat: 0, action });
      const dice = diceInPlay(state);
      expect(dice).toHaveLength(SOLO_DICE);
      expect(new Set(dice).size).toBe(SOLO_DICE);
      expect(state.players[0]!.administrator).toBeNull();
    }
    return { state, log, config, counted };
  }

  it('random solo games from crowded hospitals complete reports, and ask when there is a choice', () => {
    let completions = 0;
    let asked = 0;
    for (let seed = 0; seed < 12; seed++) {
      const rng = { rng: seedRng(seed) };
      const patients = Array.from({ length: 10 }, () => `${'RYG'[randomInt(rng, 0, 2)]}${randomInt(rng, 5, 6)}`);
      // Half of them with the small reports only, where choices are likely.
      const reports = seed % 2 ? undefined : { bottom: ['rr', 'yy', 'gg'] as ReportId[], top: ['ry', 'yg', 'gr'] as ReportId[] };
      const from = solo(
        { round: randomInt(rng, 1, 6), key: testKey(500 + seed), reports },
        { patients, bloodBags: 2, specialists: ['surgeon', 'haematologist', 'pharmacist', 'general_practitioner'] },
      );
      const { state, counted } = playChecked(seed, {}, seed < 2, from);
      expect(state.result!.standings).toHaveLength(1);
      completions += counted.completions;
      asked += counted.asked;
    }
    expect(completions).toBeGreaterThan(10);
    expect(asked).toBeGreaterThan(0);
  });

  it('random solo games reach the end, with scores matching the log, and replay exactly', () => {
    let completions = 0;
    const optionSets: Partial<Options>[] = [
      {},
      { fatalityPenalty: true },
      { reportPenalty: true },
      { fatalityPenalty: true, reportPenalty: true, resistantSuperbug: true },
    ];
    for (let seed = 0; seed < 24; seed++) {
      const options = optionSets[seed % optionSets.length]!;
      const { state, log, config, counted } = playChecked(seed, options, seed < 3);
      completions += counted.completions;
      const player = state.players[0]!;
      const standing = state.result!.standings[0]!;
      expect(state.round).toBe(8);
      expect(player.rounds).toHaveLength(8);
      expect(state.result!.standings).toHaveLength(1);
      const perFatality = options.fatalityPenalty ? 4 : 2;
      const left = [...state.solo!.bottom, ...state.solo!.top].filter((r): r is ReportId => r !== null);
      const done = state.solo!.completed.map((c) => c.report);
      expect(new Set([...left, ...done]).size).toBe(left.length + done.length);
      expect(left.length + done.length).toBe(6);
      const reportPoints = done.reduce((sum, r) => sum + REPORTS[r].points, 0);
      const reportPenalty = (options.reportPenalty ? 2 : 1) * left.reduce((sum, r) => sum + REPORTS[r].points, 0);
      expect(standing).toMatchObject({ seat: 0, rank: 1, fatalityPenalty: perFatality * player.fatalities, reportPoints, reportPenalty });
      expect(player.score).toBe(counted.roundPoints + player.bloodBags - perFatality * player.fatalities + reportPoints - reportPenalty);
      expect(replay(config, log)).toEqual(state);
    }
    expect(completions).toBeGreaterThan(0);
  });

  it('playRandomGame plays many solo seeds to the end without error', () => {
    for (let seed = 0; seed < 40; seed++) {
      const { state } = playRandomGame(createGame({ players: ['Solo'], key: testKey(1000 + seed) }), seed);
      expect(state.phase).toBe('gameOver');
      expect(state.result!.standings).toHaveLength(1);
    }
  });

  it('a game of nothing but defaults reaches the end', () => {
    let state = createGame({ players: ['Solo'], key: testKey(77) });
    while (state.phase !== 'gameOver') {
      const action = defaultAction(state, 0);
      expect(action).not.toBeNull();
      state = act(state, 0, action!);
    }
    expect(state.result!.standings[0]!.reportPoints).toBeGreaterThanOrEqual(0);
  });
});

describe('solo views', () => {
  it('the report table is public; nothing else is added to views', () => {
    const s = solo(
      { phase: 'discharge', reports: { bottom: ['rr', 'ry', 'yy'], top: ['yg', null, null] } },
      { patients: ['R3'], discharged: ['R6', 'R6', 'Y6', 'G6'] },
    );
    for (const viewer of [0, 'spectator'] as const) {
      const view: GameView = viewFor(s, viewer);
      expect(view.solo).toEqual(s.solo);
      expect(view.intake).toEqual(s.intake);
      for (const key of ['config', 'rng', 'bag', 'departmentStack', 'specialistDeck', 'undo']) expect(view).not.toHaveProperty(key);
    }
    expect(Object.keys(viewFor(s, 0)).sort()).toEqual(
      Object.keys(viewFor(buildPosition({ players: 2 }), 0))
        .concat('solo')
        .sort(),
    );
  });

  it('garbage sent to a solo game is refused without a throw and changes nothing', () => {
    const positions: GameState[] = [];
    const { log } = playRandomGame(createGame({ players: ['Solo'], key: testKey(8) }), 8);
    let state = createGame({ players: ['Solo'], key: testKey(8) });
    log.forEach(({ action }, i) => {
      if (i % 5 === 0) positions.push(state);
      state = act(state, 0, action);
    });
    positions.push(discharging('RRYG', { bottom: ['rr', 'ry', 'yy'], top: ['yg', null, null] }));
    const garbage = fc.oneof(
      fc.anything(),
      fc.record(
        {
          type: fc.constantFrom('chooseSoloIntake', 'completeReports', 'takeImprovement', 'pass'),
          keep: fc.array(fc.integer({ min: -2, max: 64 }), { maxLength: 5 }),
          reports: fc.array(fc.oneof(fc.constantFrom(...REPORT_IDS), fc.string()), { maxLength: 7 }),
          uid: fc.string(),
        },
        { requiredKeys: ['type'] },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...positions), fc.integer({ min: -1, max: 2 }), garbage, (position, seat, input) => {
        const before = clone(position);
        const legal = legalActions(position, seat).map((a) => JSON.stringify(a));
        const result = applyAction(position, seat, input);
        expect(position).toEqual(before);
        if (!result.ok) expect(result.error.code).toMatch(/^[a-z_]+$/);
        // Accepted garbage must be a legal action; the two solo choices are listed once per
        // distinct outcome (one order of the reports, one die per colour and value sent back).
        else if (!['completeReports', 'chooseSoloIntake'].includes((input as Action).type)) expect(legal).toContain(JSON.stringify(input));
      }),
      { numRuns: 1500 },
    );
  });
});
