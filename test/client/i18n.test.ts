// Every string the client shows exists in both languages, renders (functions are called), and is
// translated, for the platform's texts and for each game's (its registry entry, and ER's and
// Quarantine's How to play and guide texts, kept apart in their own chunks); Dice Hospital's
// views read the platform's texts with the game's added, and a game never replaces a platform text;
// every error code the server or a game's engine can send has a human sentence in both languages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../client/src/i18n/en.js';
import { elide, fr } from '../../client/src/i18n/fr.js';
import { LANGUAGES, type Language } from '../../client/src/i18n/index.js';
import { DICE_HOSPITAL_MESSAGES, fr as diceHospitalFr } from '../../client/src/games/dice-hospital/i18n/index.js';
import { CLIENT_GAMES, gameErrorTexts } from '../../client/src/games/registry.js';
import { ER_RULES_TEXTS } from '../../client/src/games/dice-hospital-er/i18n/rules/index.js';
import { actionErrorText, joinErrorText } from '../../client/src/game/errors.js';
import { DICE_HOSPITAL, DICE_HOSPITAL_ER, QUARANTINE } from '../../shared/games/registry.js';
import { Q_RULES_TEXTS } from '../../client/src/games/quarantine/rules/texts.js';
import { ER_GUIDE_TEXTS } from '../../client/src/games/dice-hospital-er/i18n/guide.js';
import { Q_GUIDE_TEXTS } from '../../client/src/games/quarantine/i18n/guide.js';
import { ErrorCode, JoinErrorCode } from '../../shared/protocol.js';

type Leaf = { path: string; value: unknown };

function leaves(value: unknown, at = ''): Leaf[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  return [{ path: at, value }];
}

/** Arguments for the texts whose parameters are neither names nor counts, by table and key. */
const SAMPLES: Record<string, Record<string, unknown[][]>> = {
  dice_hospital_er: { 'bonus.short': [['stethoscope'], ['extra', 'red', [2, 3]]] },
};

/** A leaf as text: strings as they are, functions called with sample arguments (names or numbers). */
function render(value: unknown, samples?: unknown[][]): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    // Parameters are names or counts: whichever kind the function takes must render.
    samples ??= [Array.from({ length: value.length }, () => 'Alice'), Array.from({ length: value.length }, (_, i) => i + 2)];
    const texts = samples.flatMap((args) => {
      try {
        return [String(value(...args))];
      } catch {
        return [];
      }
    });
    return texts.length > 0 ? texts : [''];
  }
  return [String(value)];
}

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string, ext = '.ts'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full, ext);
    return full.endsWith(ext) || (ext === '.ts' && full.endsWith('.tsx')) ? [full] : [];
  });
}

const PATTERNS = [
  /\berr\(\s*'([a-z_]+)'/g,
  /\bfail\(\s*'([a-z_]+)'/g,
  /\bcode: '([a-z_]+)'/g,
  /\breject\(\s*\w+,\s*'([a-z_]+)'/g,
  /\brefuse\(\s*req,\s*res,\s*\d+,\s*'([a-z_]+)'/g,
];

/** Every error code these source files can send: err('x', fail('x', code: 'x', reject(c, 'x', refuse(req, res, 400, 'x'. */
function errorCodesIn(files: string[]): string[] {
  const codes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) for (const m of text.matchAll(pattern)) codes.add(m[1]!);
  }
  return [...codes].sort();
}

const GAMES_DIR = path.join(ROOT, 'shared/games');
/** A game's engine folder: shared/games/<id with dashes>. */
const engineDir = (id: string) => path.join(GAMES_DIR, id.replaceAll('_', '-'));

/** The platform's codes: the protocol's, and those of the server and of shared code outside the engines. */
function platformErrorCodes(): string[] {
  const shared = sourceFiles(path.join(ROOT, 'shared')).filter((file) => !file.startsWith(GAMES_DIR + path.sep));
  return [...new Set([...Object.values(ErrorCode), ...errorCodesIn([...shared, ...sourceFiles(path.join(ROOT, 'server'))])])].sort();
}

/** English strings French keeps on purpose (names, the game's title, codes), per table. */
const SAME_IN_FRENCH: Record<string, Set<string>> = {
  platform: new Set([
    'app.title',
    'home.optionsLegend',
    'home.joinPlaceholder',
    // Words spelt the same in French.
    'chat.label',
    'history.pages',
    'history.points',
    'history.actions',
    'bots.paceName.normal',
    'bots.fillSeconds',
    'bots.clockShort',
    'bots.autoTag',
  ]),
  [DICE_HOSPITAL.id]: new Set([
    'die.label',
    'log.administratorOf',
    'log.unknown',
    'final.scoreCell',
    'game.departments',
    'colour.grey',
    // Words spelt the same in French.
    'game.phases',
    'game.patients',
    'game.score',
    'game.ambulanceNumber',
    'game.ambulances',
    'game.ambulance',
    'game.points',
    'prompt.previewHeal',
    'solo.reportPoints',
    'staffName.consultant',
    // The guided round's computer player: a name.
    'guide.computer',
  ]),
  [DICE_HOSPITAL_ER.id]: new Set([
    'game',
    'ursule',
    'colourLetter.red',
    'log.seat',
    'specialists.epidemiologists.triangles.name',
    // Words spelt the same in French.
    'sheet.scanner',
    'sheet.morgue',
    'sheet.finalScores',
    'score.morgue',
    'score.total',
    'card.title',
    'specialists.value',
  ]),
  [QUARANTINE.id]: new Set([
    'game',
    'colourLetter.blue',
    'colourLetter.red',
    'colourLetter.grey',
    // Room names and their tags, spelt the same in French.
    'specials.triage.name',
    'specials.maintenance.name',
    'specials.triage.short',
    'specials.pharmacy.short',
    'specials.maintenance.short',
    'specials.pathology.short',
    'specials.containment.short',
    'specials.lab.short',
    'specials.cafeteria.short',
    // Words spelt the same in French.
    'actions.patients',
    'actions.moveFrom',
    'score.total',
  ]),
  [`${QUARANTINE.id} rules`]: new Set([]),
  // The computer player's name.
  [`${DICE_HOSPITAL_ER.id} guide`]: new Set(['computer']),
  [`${QUARANTINE.id} guide`]: new Set(['computer']),
  // Words spelt the same in French, and a count with its points.
  [`${DICE_HOSPITAL_ER.id} rules`]: new Set([
    'sheet.parts.scanners.name',
    'sheet.parts.morgue.name',
    'turn.steps.3.name',
    'turn.admit.4.name',
    'scoring.nurseCount',
  ]),
};

const TABLES: { name: string; en: object; fr: object }[] = [
  { name: 'platform', en, fr },
  ...Object.entries(CLIENT_GAMES).map(([id, game]) => ({ name: id, en: game.texts.en, fr: game.texts.fr })),
];
/** Texts a game keeps apart from its registry entry's (they travel in its rules' or guide's chunk). */
const OWN_TABLES: { name: string; en: object; fr: object }[] = [
  { name: `${DICE_HOSPITAL_ER.id} rules`, ...ER_RULES_TEXTS },
  { name: `${QUARANTINE.id} rules`, ...Q_RULES_TEXTS },
  { name: `${DICE_HOSPITAL_ER.id} guide`, ...ER_GUIDE_TEXTS },
  { name: `${QUARANTINE.id} guide`, ...Q_GUIDE_TEXTS },
];

describe('i18n', () => {
  it('every game of the registry has its texts, and Dice Hospital’s are not in the platform’s', () => {
    expect(TABLES.map((table) => table.name)).toEqual(['platform', DICE_HOSPITAL.id, DICE_HOSPITAL_ER.id, QUARANTINE.id]);
    const platformKeys = new Set(leaves(en).map((l) => l.path));
    for (const key of ['department.cardiology.name', 'log.ambulanceTaken', 'errors.invalid_targets', 'home.optionLabel.events', 'colour.red']) {
      expect(platformKeys.has(key), key).toBe(false);
    }
  });

  for (const { name, en: english, fr: french } of [...TABLES, ...OWN_TABLES]) {
    describe(name, () => {
      const enLeaves = leaves(english);
      const frLeaves = leaves(french);

      it('English and French have exactly the same keys', () => {
        expect(frLeaves.map((l) => l.path).sort()).toEqual(enLeaves.map((l) => l.path).sort());
      });

      it('every string renders in both languages: nothing empty, undefined or NaN', () => {
        for (const { path: key, value } of [...enLeaves, ...frLeaves]) {
          for (const text of render(value, SAMPLES[name]?.[key])) {
            expect(text.trim(), key).not.toBe('');
            expect(text, key).not.toMatch(/undefined|NaN|\[object/);
          }
        }
      });

      it('French is translated: no string left in English except the listed names', () => {
        const text = (l: Leaf) => render(l.value, SAMPLES[name]?.[l.path]).join('|');
        const english = new Map(enLeaves.map((l) => [l.path, text(l)]));
        const untranslated = frLeaves
          .filter((l) => typeof l.value === 'string' || typeof l.value === 'function')
          .filter((l) => text(l) === english.get(l.path) && !SAME_IN_FRENCH[name]!.has(l.path))
          .map((l) => `${l.path}: ${text(l)}`);
        expect(untranslated).toEqual([]);
      });
    });
  }

  for (const language of ['en', 'fr'] as Language[]) {
    it(`Dice Hospital’s views read every platform text and every game text, none replaced (${language})`, () => {
      const platform = leaves(LANGUAGES[language]);
      const game = leaves(CLIENT_GAMES[DICE_HOSPITAL.id]!.texts[language]);
      const platformKeys = new Set(platform.map((l) => l.path));
      expect(
        game.map((l) => l.path).filter((key) => platformKeys.has(key)),
        'keys both define',
      ).toEqual([]);
      const merged = new Map(leaves(DICE_HOSPITAL_MESSAGES[language]).map((l) => [l.path, l.value]));
      expect(merged.size).toBe(platform.length + game.length);
      for (const { path: key, value } of [...platform, ...game]) expect(merged.get(key), key).toBe(value);
    });
  }

  it('every error code the platform can send has a sentence in both languages', () => {
    const codes = platformErrorCodes();
    expect(codes).toContain('not_your_turn');
    expect(codes).toContain('not_found');
    for (const t of [en, fr]) {
      expect(
        codes.filter((code) => !Object.hasOwn(t.errors, code)),
        `${t.meta.lang}: codes without a sentence`,
      ).toEqual([]);
      expect(actionErrorText(t, 'not_your_turn')).toBe(t.errors.not_your_turn);
      expect(actionErrorText(t, 'some_future_code')).toBe(t.errors.unknown);
      for (const code of Object.values(JoinErrorCode)) expect(joinErrorText(t, code), `${t.meta.lang} join ${code}`).toBeTruthy();
    }
  });

  for (const id of Object.keys(CLIENT_GAMES)) {
    it(`every error code ${id}’s engine can send reads as a sentence of its own or the platform’s, in both languages`, () => {
      const codes = errorCodesIn(sourceFiles(engineDir(id)));
      expect(codes.length, `no codes found in ${engineDir(id)}`).toBeGreaterThan(3);
      for (const [language, t] of [
        ['en', en],
        ['fr', fr],
      ] as const) {
        const gameErrors = gameErrorTexts(id, language);
        const missing = codes.filter((code) => !Object.hasOwn(gameErrors ?? {}, code) && !Object.hasOwn(t.errors, code));
        expect(missing, `${id} ${language}: codes without a sentence`).toEqual([]);
        for (const code of codes) expect(actionErrorText(t, code, gameErrors), code).not.toBe(t.errors.unknown);
      }
    });
  }

  it('a refusal reads in the room’s game’s words: its own sentence first, else the platform’s', () => {
    // Dice Hospital's engine code is not the platform's: without the game's texts it is unknown.
    expect(actionErrorText(en, 'invalid_targets')).toBe(en.errors.unknown);
    expect(actionErrorText(en, 'invalid_targets', gameErrorTexts(DICE_HOSPITAL.id, 'en'))).toBe('Those patients do not fit this department or ability.');
    // ER says "not your turn" its own way; Dice Hospital leaves it to the platform.
    expect(actionErrorText(fr, 'not_your_turn', gameErrorTexts(DICE_HOSPITAL_ER.id, 'fr'))).toBe(
      CLIENT_GAMES[DICE_HOSPITAL_ER.id]!.texts.fr.errors.not_your_turn,
    );
    expect(actionErrorText(fr, 'not_your_turn', gameErrorTexts(DICE_HOSPITAL.id, 'fr'))).toBe(fr.errors.not_your_turn);
    expect(actionErrorText(fr, 'not_your_turn', gameErrorTexts('no_such_game', 'fr'))).toBe(fr.errors.not_your_turn);
  });

  it('the platform’s views, network code and texts do not read a game’s texts', () => {
    const client = path.join(ROOT, 'client/src');
    const platformFiles = [...['views', 'game', 'net', 'i18n'].flatMap((dir) => sourceFiles(path.join(client, dir))), path.join(client, 'App.tsx')];
    const readers = platformFiles
      .filter((file) => /from '[./]*\/games\/[^']+\/i18n\//.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(client, file));
    expect(readers).toEqual([]);
  });

  it('French elides before a vowel or a mute h', () => {
    expect(diceHospitalFr.game.hospitalOf('Alice')).toBe('Hôpital d’Alice');
    expect(diceHospitalFr.game.hospitalOf('Hugo')).toBe('Hôpital d’Hugo');
    expect(diceHospitalFr.game.hospitalOf('Bob')).toBe('Hôpital de Bob');
    expect(diceHospitalFr.log.patientProtected('Émile', 'vert 2')).toBe('Le directeur d’Émile protège vert 2.');
    expect(elide('le', 'hôpital')).toBe('l’hôpital');
  });
});
