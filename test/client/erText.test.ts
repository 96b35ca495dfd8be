// The ER views' texts: every error code the ER engine can return has a sentence in both languages,
// every event of real games (1-5 players, solo with options) reads as a sentence, and French keeps
// its typography (no bare colon, no English leftovers in the log).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testKey } from '../../shared/random.js';
import {
  applyAction,
  createGame,
  eventsFor,
  pendingSeats,
  randomAction,
  viewFor,
  AMBULANCE_CARDS,
  CARDIOLOGISTS,
  EPIDEMIOLOGISTS,
  RADIOLOGISTS,
  type ErEvent,
} from '../../shared/games/dice-hospital-er/index.js';
import { seedRng } from '../../shared/random.js';
import { en } from '../../client/src/games/dice-hospital-er/i18n/en.js';
import { fr } from '../../client/src/games/dice-hospital-er/i18n/fr.js';
import { logSentence } from '../../client/src/games/dice-hospital-er/logText.js';
import { en as platformEn } from '../../client/src/i18n/en.js';
import { fr as platformFr } from '../../client/src/i18n/fr.js';
import { cardText } from '../../client/src/games/dice-hospital-er/names.js';
import { ER_RULES_TEXTS } from '../../client/src/games/dice-hospital-er/i18n/rules/index.js';
import { SCORE_ROWS } from '../../client/src/games/dice-hospital-er/ScoreBoxes.js';

const ENGINE_DIR = path.join(import.meta.dirname, '../../shared/games/dice-hospital-er');

describe('ER texts', () => {
  it('name every error code of the ER engine, in English and French', () => {
    const codes = new Set<string>();
    for (const entry of readdirSync(ENGINE_DIR, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      for (const m of readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(/err\('([a-z_]+)'/g)) codes.add(m[1]!);
    }
    // ...and the table of docs/engine-er.md's "Error codes" section.
    const doc = readFileSync(path.join(import.meta.dirname, '../../docs/engine-er.md'), 'utf8')
      .split('## Error codes')[1]!
      .split('\n## ')[0]!;
    for (const m of doc.matchAll(/^\| `([a-z_]+)` \| /gm)) codes.add(m[1]!);
    expect(codes.size).toBeGreaterThan(15);
    for (const code of codes) {
      expect(en.errors[code as keyof typeof en.errors], code).toBeTruthy();
      expect(fr.errors[code as keyof typeof fr.errors], code).toBeTruthy();
    }
  });

  it('describe every card and specialist in both languages', () => {
    AMBULANCE_CARDS.forEach((_, card) => {
      expect(cardText(en, card)).toMatch(/^Red ambulance: .+\. Yellow ambulance: .+\. Green ambulance: .+\.$/);
      expect(cardText(fr, card)).toMatch(/^Ambulance rouge : .+\. Ambulance jaune : .+\. Ambulance verte : .+\.$/);
    });
    for (const t of [en, fr]) {
      for (const id of CARDIOLOGISTS) expect(t.specialists.cardiologists[id].text.length).toBeGreaterThan(10);
      for (const id of RADIOLOGISTS) expect(t.specialists.radiologists[id].text.length).toBeGreaterThan(10);
      for (const id of EPIDEMIOLOGISTS) expect(t.specialists.epidemiologists[id].text.length).toBeGreaterThan(10);
    }
  });

  it('How to play explains every score row, in both languages (the final scores link each row to it)', () => {
    for (const rules of Object.values(ER_RULES_TEXTS)) {
      for (const row of [...SCORE_ROWS, 'total'] as const) expect(rules.scoring[row], row).toBeTruthy();
    }
  });

  it('turn every event of random games into a sentence', () => {
    const seen = new Set<string>();
    const configs = [
      { players: ['Ana'], options: { preparation: true, equipment: true, isolation: true, capacity: true } },
      { players: ['Ana'] },
      { players: ['Ana', 'Ben'] },
      { players: ['Ana', 'Ben', 'Chloé'] },
      { players: ['A', 'B', 'C', 'D', 'E'] },
    ];
    configs.forEach((config, i) => {
      for (let g = 0; g < 4; g++) {
        let state = createGame({ ...config, key: testKey(100 + i * 10 + g) });
        const rng = { rng: seedRng(i * 10 + g) };
        const events: ErEvent[] = [];
        while (state.phase !== 'gameOver') {
          const seat = pendingSeats(state)[0]!;
          const result = applyAction(state, seat, randomAction(state, seat, rng)!);
          if (!result.ok) throw new Error(result.error.code);
          state = result.state;
          events.push(...result.events);
        }
        const view = viewFor(state, 0);
        for (const event of [...events, ...eventsFor(events, 1 % state.players.length)]) {
          seen.add(event.type);
          for (const t of [en, fr]) {
            const sentence = logSentence(t, view, event);
            expect(sentence, `${event.type} ${JSON.stringify(event)}`).not.toBe(event.type);
            expect(sentence).not.toMatch(/undefined|NaN|\[object/);
            // One mark ends a sentence: the end of the game's headline brings its own.
            expect(sentence, sentence).not.toMatch(/[.!?] ?[.!?]$/);
            if (t === fr) expect(sentence, sentence).not.toMatch(/[^ ]:( |$)|\bthe\b|\bwith\b/);
          }
        }
      }
    });
    for (const type of [
      'turnStarted',
      'dieChosen',
      'choicesRevealed',
      'stethoscopesGained',
      'bloodBagGained',
      'patientAdmitted',
      'patientToMorgue',
      'criticalMarked',
      'nurseGained',
      'curtainPlaced',
      'curtainSkipped',
      'cardiologistScored',
      'gameOver',
    ]) {
      expect(seen, type).toContain(type);
    }
  });

  it("the platform's own events read as sentences at an ER table too, in both languages", () => {
    const view = viewFor(createGame({ players: ['Ana', 'Ben'], key: testKey(7) }), 0);
    const events = [
      { type: 'botTookOver', seat: 1, reason: 'left' },
      { type: 'timedOut', seat: 0, by: 'bot' },
      { type: 'playerBack', seat: 1 },
    ];
    const lines = (t: typeof en, platform: typeof platformEn) => events.map((e) => logSentence(t, view, e, platform));
    expect(lines(en, platformEn)).toEqual([
      'Ben left: a bot plays for them until they return.',
      'Ana (you) ran out of time: a bot decided for them.',
      'Ben is back and plays again.',
    ]);
    for (const line of lines(fr, platformFr)) expect(line).not.toMatch(/^[a-z]+[A-Z]\w+$|undefined/);
  });
});
