// Every event type the Dice Hospital engine can emit has a sentence in the log, in both languages
// (no raw type, no "key=value" dump), and every decision the action bar can show has a first-time
// tip in both languages. The lists come from the engine's sources, so a new event or decision
// without text fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPosition, viewFor } from '../../shared/games/dice-hospital/index.js';
import { en, fr } from '../../client/src/games/dice-hospital/i18n/index.js';
import { DieMemory } from '../../client/src/games/dice-hospital/dice.js';
import { describeEvent, type LogEvent } from '../../client/src/games/dice-hospital/logText.js';

const ENGINE = path.resolve(import.meta.dirname, '../../shared/games/dice-hospital');
const sources = readdirSync(ENGINE)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(path.join(ENGINE, f), 'utf8'));
const types = readFileSync(path.join(ENGINE, 'types.ts'), 'utf8');

/** The action types (the `Action` union in types.ts): the other `type: '…'` literals are events. */
function actionTypes(): Set<string> {
  const start = types.indexOf('export type Action =');
  const end = types.indexOf(';\n\n', start);
  return new Set([...types.slice(start, end).matchAll(/type: '([A-Za-z]+)'/g)].map((m) => m[1]!));
}

function engineEventTypes(): string[] {
  const actions = actionTypes();
  const found = new Set<string>();
  for (const text of sources) for (const m of text.matchAll(/type: '([A-Za-z]+)'/g)) if (!actions.has(m[1]!)) found.add(m[1]!);
  return [...found].sort();
}

const view = viewFor(
  buildPosition({
    players: 2,
    seats: [
      { name: 'Ada', patients: ['R3', 'Y4'] },
      { name: 'Bo', patients: ['G2'] },
    ],
  }),
  'spectator',
);
const dice = new DieMemory();
dice.learn(view);
const { id, colour, value } = view.players[0]!.patients[0]!;
const seat = 0;
const standing = { seat, rank: 1, score: 12, fatalityPenalty: 0, bloodBagBonus: 0, patientsLeft: 0, pipsLeft: 0, tieBreak: null };
const item = { uid: 'd1', type: 'cardiology' } as const;

/** One well-formed event of every type the log can hold: the compiler insists on each type of the
 * engine's DiceHospitalEvent and the platform's PlatformEvent. */
const SAMPLES: { [K in LogEvent['type']]: Extract<LogEvent, { type: K }> } = {
  roundStarted: { type: 'roundStarted', round: 2 },
  phaseStarted: { type: 'phaseStarted', round: 2, phase: 'intake' },
  shiftChanged: { type: 'shiftChanged', round: 2 },
  gameEnded: { type: 'gameEnded', standings: [standing] },
  extraRevealed: { type: 'extraRevealed', seat, kind: 'department', item },
  startingValuesSet: { type: 'startingValuesSet', seat, patients: [{ id, colour, value }] },
  administratorChosen: { type: 'administratorChosen', seat },
  administratorsRevealed: { type: 'administratorsRevealed', administrators: ['red_care', null] },
  intakeRolled: { type: 'intakeRolled', dice: [{ id, colour, value }] },
  ambulancesArranged: { type: 'ambulancesArranged', seat, order: [0, 1] },
  ambulanceTaken: { type: 'ambulanceTaken', seat, ambulance: 1, dice: undefined },
  ambulanceReturned: { type: 'ambulanceReturned', ambulance: 2 },
  firstPlayerChanged: { type: 'firstPlayerChanged', seat },
  patientAdmitted: { type: 'patientAdmitted', seat, die: id, colour, value },
  fatality: { type: 'fatality', seat, die: id, colour, reason: 'neglect' },
  soloIntakeChosen: { type: 'soloIntakeChosen', seat, kept: [id], returned: [] },
  improvementTaken: { type: 'improvementTaken', seat, item: { kind: 'department', ...item } },
  improvementPassed: { type: 'improvementPassed', seat },
  improvementReturned: { type: 'improvementReturned', seat, item: { kind: 'department', ...item } },
  returnPassed: { type: 'returnPassed', seat },
  displayReturned: { type: 'displayReturned', items: [{ kind: 'department', ...item }] },
  workerPlaced: { type: 'workerPlaced', seat, worker: 'n1', specialist: undefined, department: 'd1', departmentType: 'cardiology', targets: [id] },
  patientRecoloured: { type: 'patientRecoloured', seat, die: id, colour: 'green' },
  bloodBagSpent: { type: 'bloodBagSpent', seat, reason: 'heal' },
  bloodBagGained: { type: 'bloodBagGained', seat, amount: 1, reason: 'ambulance' },
  patientHealed: { type: 'patientHealed', seat, die: id, from: 3, to: 4 },
  patientRerolled: { type: 'patientRerolled', seat, die: id, from: 3, to: 5 },
  patientSwapped: { type: 'patientSwapped', seat, die: id, from: 3, to: 4 },
  patientDischarged: { type: 'patientDischarged', seat, die: id, colour },
  abilityUsed: { type: 'abilityUsed', seat, specialist: 'surgeon', targets: [id] },
  abilitySkipped: { type: 'abilitySkipped', seat, specialist: 'surgeon' },
  pointsGained: { type: 'pointsGained', seat, points: 2, reason: 'cardiologist' },
  fatalityDiscarded: { type: 'fatalityDiscarded', seat },
  patientReturned: { type: 'patientReturned', seat, die: id, colour },
  bagEmpty: { type: 'bagEmpty', seat },
  consultantAssigned: { type: 'consultantAssigned', seat, specialist: 'surgeon' },
  undone: { type: 'undone', seat },
  activationCommitted: { type: 'activationCommitted', seat },
  patientProtected: { type: 'patientProtected', seat, die: id },
  patientDeteriorated: { type: 'patientDeteriorated', seat, die: id, from: 3, to: 2 },
  neglectSkipped: { type: 'neglectSkipped', event: 'quiet_night' },
  roundScored: { type: 'roundScored', seat, round: 2, discharged: 1, dischargePoints: 3, administratorBonus: 0, emptyHospitalBonus: 0 },
  eventRevealed: { type: 'eventRevealed', event: 'flu_outbreak', lasts: 'round' },
  eventDiscarded: { type: 'eventDiscarded', event: 'flu_outbreak' },
  displayExtended: { type: 'displayExtended', kind: 'specialist', item: { uid: 's1', type: 'surgeon' } },
  collectionsStarted: { type: 'collectionsStarted', spaces: [] },
  patientCollected: { type: 'patientCollected', seat, die: id, space: 0, colour, value, points: 1 },
  collectionPassed: { type: 'collectionPassed', seat },
  reportCompleted: { type: 'reportCompleted', seat, report: 'rr', points: 3, dice: [id], column: 0 },
  reportSlidDown: { type: 'reportSlidDown', report: 'rr', column: 1 },
  reportsScored: { type: 'reportsScored', seat, completed: ['rr'], incomplete: [], reportPoints: 3, reportPenalty: 0 },
  botTookOver: { type: 'botTookOver', seat, reason: 'away' },
  timedOut: { type: 'timedOut', seat, by: 'bot' },
  playerBack: { type: 'playerBack', seat },
};

describe('the log has a sentence for every engine event', () => {
  const events = engineEventTypes();
  it('finds the engine events (and no actions)', () => {
    expect(events).toContain('bagEmpty');
    expect(events).toContain('patientDischarged');
    expect(events).not.toContain('placeWorker');
    expect(events.length).toBeGreaterThan(40);
  });
  it('has a typed sample of every event the engine emits', () => {
    expect(Object.keys(SAMPLES)).toEqual(expect.arrayContaining(events));
  });
  for (const t of [en, fr]) {
    it(`every event type reads as a sentence (${t.meta.lang})`, () => {
      for (const event of Object.values(SAMPLES)) {
        const line = describeEvent({ t, view, dice }, event);
        expect(line, event.type).not.toBe(t.log.unknown(event.type, ''));
        expect(line.startsWith(event.type), `${event.type}: ${line}`).toBe(false);
        // (logText.test.ts checks the values each sentence shows.)
        expect(line, event.type).not.toMatch(/\w=\w|undefined|NaN/);
        expect(line.trim(), event.type).not.toBe('');
      }
    });
  }
  it('an event type this client does not know is shown with its fields, not dropped', () => {
    expect(describeEvent({ t: en, view, dice }, { type: 'newThing', seat: 0, n: 2 })).toBe(en.log.unknown('newThing', 'seat=0, n=2'));
  });
  it('the empty bag names who admits nobody', () => {
    expect(describeEvent({ t: en, view, dice }, { type: 'bagEmpty', seat: 0 })).toBe('The bag is empty: Ada admits no patient.');
    expect(describeEvent({ t: fr, view, dice }, { type: 'bagEmpty', seat: 1 })).toBe('Le sac est vide : Bo n’admet aucun patient.');
  });
});

describe('first-time tips', () => {
  /** Every pending decision kind, plus the two the action bar tells apart inside activation. */
  const pendingType = types.slice(types.indexOf('export type Pending ='), types.indexOf(';\n\n', types.indexOf('export type Pending =')));
  const kinds = [...new Set([...pendingType.matchAll(/\| \{ kind: '([A-Za-z]+)'/g)].map((m) => m[1]!))].filter((k) => k !== 'none');
  it('lists every decision', () => {
    expect(kinds).toEqual(expect.arrayContaining(['setup', 'activation', 'returnImprovement', 'finalCollection', 'chooseSoloIntake', 'completeReports']));
  });
  for (const t of [en, fr]) {
    it(`every decision explains itself the first time (${t.meta.lang})`, () => {
      const tips = t.help.firstTip as Record<string, string>;
      for (const kind of [...kinds, 'ability', 'consultant']) expect(tips[kind], kind).toBeTruthy();
    });
  }
});
