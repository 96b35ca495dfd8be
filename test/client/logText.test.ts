// The game log in words for every event the options add, in both languages: no raw event type, no
// "undefined", the names of cards and events, the dice with their colours and values.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/engine.js';
import { buildPosition, viewFor } from '../../shared/games/dice-hospital/index.js';
import { en, fr } from '../../client/src/games/dice-hospital/i18n/index.js';
import { DieMemory } from '../../client/src/games/dice-hospital/dice.js';
import { describeLog, isRedundant } from '../../client/src/games/dice-hospital/logText.js';

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
view.collections = {
  spaces: [
    { ambulance: 1, colour: 'red', value: 2, seat: 0 },
    { ambulance: 2, colour: 'yellow', value: 4, seat: null },
  ],
  passed: [],
};
const dice = new DieMemory();
dice.learn(view);
const [red, yellow] = view.players[0]!.patients;

const EVENTS: GameEvent[] = [
  { type: 'eventRevealed', event: 'flu_outbreak' },
  { type: 'eventDiscarded', event: 'flu_outbreak' },
  { type: 'bloodBagGained', seat: 0, amount: 1, reason: 'blood_donor_drive' },
  { type: 'bloodBagGained', seat: 1, amount: 2, reason: 'charity_gala' },
  { type: 'bloodBagGained', seat: 1, amount: 1, reason: 'haematology_technician' },
  { type: 'displayExtended', kind: 'department', item: { uid: 'dept-x', type: 'drug_trial_centre' } },
  { type: 'displayExtended', kind: 'specialist', item: { uid: 'spec-x', type: 'consultant' } },
  { type: 'neglectSkipped' },
  { type: 'patientAdmitted', seat: 0, die: 77, colour: 'green', value: 3, extra: true },
  { type: 'patientRerolled', seat: 0, die: red!.id, from: 3, to: 6 },
  { type: 'patientSwapped', seat: 0, die: yellow!.id, from: 4, to: 3 },
  { type: 'pointsGained', seat: 0, points: 1, reason: 'registrar' },
  { type: 'fatalityDiscarded', seat: 1 },
  { type: 'patientReturned', seat: 0, die: yellow!.id, colour: 'yellow' },
  { type: 'consultantAssigned', seat: 0, specialist: 'surgeon' },
  { type: 'collectionsStarted', spaces: view.collections.spaces },
  { type: 'patientCollected', seat: 0, die: red!.id, space: 0, colour: 'red', value: 2, points: 1 },
  { type: 'collectionPassed', seat: 1 },
  { type: 'collectionPassed', seat: 1, auto: true },
  { type: 'roundScored', seat: 0, discharged: 2, dischargePoints: 3, administratorBonus: 0, emptyHospitalBonus: 0, eventBonus: 2 },
];

describe('log lines of the options', () => {
  for (const t of [en, fr]) {
    it(`tells every option event in words (${t.meta.lang})`, () => {
      const lines = describeLog({ t, view, dice }, EVENTS);
      lines.forEach((line, i) => {
        const type = EVENTS[i]!.type;
        expect(line, type).not.toContain(type);
        expect(line, type).not.toMatch(/undefined|NaN|\[object|=/);
      });
      const text = lines.join('\n');
      expect(text).toContain(t.event.flu_outbreak.name);
      expect(text).toContain(t.event.flu_outbreak.text);
      expect(text).toContain(t.department.drug_trial_centre.name);
      expect(text).toContain(t.specialist.consultant.name);
      expect(text).toContain(t.specialist.surgeon.name);
      expect(text).toContain(t.reason.charity_gala);
      expect(text).toContain(t.reason.registrar);
      // The re-roll names the die by its colour and its value before.
      expect(lines[9]).toContain(t.die.label(t.colour.red, 3));
      expect(lines[9]).toContain('6');
      // The collection names the ambulance of the space.
      expect(lines[16]).toContain(t.die.label(t.colour.red, 2));
      expect(lines[18]).not.toBe(lines[17]);
      expect(lines[19]).toContain('+2');
    });
  }

  it('tells a patient harmed during activation (Medical Student) apart from a neglected one', () => {
    const harmed = describeLog({ t: en, view, dice }, [
      { type: 'phaseStarted', phase: 'activation' },
      { type: 'patientDeteriorated', seat: 0, die: red!.id, from: 3, to: 2 },
      { type: 'phaseStarted', phase: 'neglect' },
      { type: 'patientDeteriorated', seat: 0, die: red!.id, from: 2, to: 1 },
    ]);
    expect(harmed[1]).toBe(en.log.patientHarmed('Ada', en.die.label(en.colour.red, 3), 2));
    expect(harmed[3]).toBe(en.log.patientDeteriorated('Ada', en.die.label(en.colour.red, 2), 1));
    // Without the phase in the window (a "since your last move" slice): the ability line says it.
    const slice = describeLog({ t: en, view, dice }, [
      { type: 'abilityUsed', seat: 0, specialist: 'medical_student', targets: [red!.id, yellow!.id] },
      { type: 'patientHealed', seat: 0, die: red!.id, from: 3, to: 4 },
      { type: 'patientDeteriorated', seat: 0, die: yellow!.id, from: 1, to: 0 },
      { type: 'fatality', seat: 0, die: yellow!.id, reason: 'neglect' },
      { type: 'activationCommitted', seat: 0 },
      { type: 'patientDeteriorated', seat: 0, die: red!.id, from: 4, to: 3 },
    ]);
    expect(slice[2]).toBe(en.log.patientHarmed('Ada', en.die.label(en.colour.yellow, 1), 0));
    expect(slice[3]).not.toContain(en.reason.neglect);
    expect(slice[5]).toBe(en.log.patientDeteriorated('Ada', en.die.label(en.colour.red, 4), 3));
  });

  it('leaves out the ability line the Pathologist and the Admissions Nurse tell better', () => {
    expect(isRedundant({ type: 'abilityUsed', seat: 0, specialist: 'pathologist', targets: [] })).toBe(true);
    expect(isRedundant({ type: 'abilityUsed', seat: 0, specialist: 'admissions_nurse', targets: [3] })).toBe(true);
    expect(isRedundant({ type: 'abilityUsed', seat: 0, specialist: 'surgeon', targets: [3] })).toBe(false);
  });
});
