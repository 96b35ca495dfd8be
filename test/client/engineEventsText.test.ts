// Every event type the Dice Hospital engine can emit has a sentence in the log, in both languages
// (no raw type, no "key=value" dump), and every decision the action bar can show has a first-time
// tip in both languages. The lists come from the engine's sources, so a new event or decision
// without text fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPosition, viewFor } from '../../shared/games/dice-hospital/index.js';
import { en } from '../../client/src/i18n/en.js';
import { fr } from '../../client/src/i18n/fr.js';
import { DieMemory } from '../../client/src/game/dice.js';
import { describeEvent } from '../../client/src/game/logText.js';

const ENGINE = path.resolve(import.meta.dirname, '../../shared/games/dice-hospital');
const sources = readdirSync(ENGINE).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(path.join(ENGINE, f), 'utf8'));
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

const view = viewFor(buildPosition({ players: 2, seats: [{ name: 'Ada', patients: ['R3', 'Y4'] }, { name: 'Bo', patients: ['G2'] }] }), 'spectator');
const dice = new DieMemory();
dice.learn(view);
const die = view.players[0]!.patients[0]!;

describe('the log has a sentence for every engine event', () => {
  const events = engineEventTypes();
  it('finds the engine events (and no actions)', () => {
    expect(events).toContain('bagEmpty');
    expect(events).toContain('patientDischarged');
    expect(events).not.toContain('placeWorker');
    expect(events.length).toBeGreaterThan(40);
  });
  for (const t of [en, fr]) {
    it(`every event type reads as a sentence (${t.meta.lang})`, () => {
      for (const type of events) {
        const line = describeEvent({ t, view, dice }, { type, seat: 0, die: die.id, colour: die.colour, value: die.value });
        expect(line, type).not.toBe(t.log.unknown(type, ''));
        expect(line.startsWith(type), `${type}: ${line}`).toBe(false);
        // (Fields are placeholders here: logText.test.ts checks the values each sentence shows.)
        expect(line, type).not.toMatch(/\w=\w/);
        expect(line.trim(), type).not.toBe('');
      }
    });
  }
  it('the empty bag names who admits nobody', () => {
    expect(describeEvent({ t: en, view, dice }, { type: 'bagEmpty', seat: 0 })).toBe('The bag is empty: Ada admits no patient.');
    expect(describeEvent({ t: fr, view, dice }, { type: 'bagEmpty', seat: 1 })).toBe('Le sac est vide : Bo n’admet aucun patient.');
  });
});

describe('first-time tips', () => {
  /** Every pending decision kind, plus the two the action bar tells apart inside activation. */
  const kinds = [...new Set([...types.matchAll(/\| \{ kind: '([A-Za-z]+)'/g)].map((m) => m[1]!))].filter((k) => k !== 'none');
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
