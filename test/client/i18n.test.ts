// Every string the client shows exists in both languages, renders (functions are called), and is
// translated; every error code the server can send has a human sentence in both languages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../client/src/i18n/en.js';
import { elide, fr } from '../../client/src/i18n/fr.js';
import { actionErrorText, joinErrorText } from '../../client/src/game/errors.js';
import { ErrorCode, JoinErrorCode } from '../../shared/protocol.js';

type Leaf = { path: string; value: unknown };

function leaves(value: unknown, at = ''): Leaf[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  return [{ path: at, value }];
}

/** A leaf as text: strings as they are, functions called with sample arguments (names or numbers). */
function render(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    // Parameters are names or counts: whichever kind the function takes must render.
    const samples = [Array.from({ length: value.length }, () => 'Alice'), Array.from({ length: value.length }, (_, i) => i + 2)];
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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

/** Every error code a server or engine source file can send: err('x', fail('x', code: 'x', reject(c, 'x'. */
function errorCodesInSources(): string[] {
  const codes = new Set<string>(Object.values(ErrorCode));
  const patterns = [/\berr\(\s*'([a-z_]+)'/g, /\bfail\(\s*'([a-z_]+)'/g, /\bcode: '([a-z_]+)'/g, /\breject\(\s*\w+,\s*'([a-z_]+)'/g];
  for (const file of [...sourceFiles(path.join(ROOT, 'shared')), ...sourceFiles(path.join(ROOT, 'server'))]) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) codes.add(m[1]!);
  }
  return [...codes].sort();
}

/** English strings French keeps on purpose (names, the game's title, codes). */
const SAME_IN_FRENCH = new Set([
  'app.title', 'home.optionsLegend', 'home.joinPlaceholder', 'die.label', 'log.administratorOf', 'log.unknown',
  'final.scoreCell', 'game.departments', 'colour.grey',
  // Words spelt the same in French.
  'game.phases', 'game.patients', 'game.score', 'game.ambulanceNumber', 'game.ambulances', 'game.ambulance', 'game.points',
  'prompt.previewHeal', 'chat.label', 'history.pages', 'history.points', 'history.actions',
  'bots.paceName.normal', 'bots.fillSeconds', 'bots.clockShort', 'bots.autoTag', 'solo.reportPoints',
]);

describe('i18n', () => {
  const enLeaves = leaves(en);
  const frLeaves = leaves(fr);

  it('English and French have exactly the same keys', () => {
    expect(frLeaves.map((l) => l.path).sort()).toEqual(enLeaves.map((l) => l.path).sort());
  });

  it('every string renders in both languages: nothing empty, undefined or NaN', () => {
    for (const { path: key, value } of [...enLeaves, ...frLeaves]) {
      for (const text of render(value)) {
        expect(text.trim(), key).not.toBe('');
        expect(text, key).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  it('French is translated: no string left in English except the listed names', () => {
    const english = new Map(enLeaves.map((l) => [l.path, render(l.value).join('|')]));
    const untranslated = frLeaves
      .filter((l) => typeof l.value === 'string' || typeof l.value === 'function')
      .filter((l) => render(l.value).join('|') === english.get(l.path) && !SAME_IN_FRENCH.has(l.path))
      .map((l) => `${l.path}: ${render(l.value).join('|')}`);
    expect(untranslated).toEqual([]);
  });

  it('every error code the server and engine can send has a sentence in both languages', () => {
    const codes = errorCodesInSources();
    expect(codes).toContain('not_your_turn');
    expect(codes).toContain('invalid_targets');
    for (const t of [en, fr]) {
      const missing = codes.filter((code) => !Object.hasOwn(t.errors, code));
      expect(missing, `${t.meta.lang}: codes without a sentence`).toEqual([]);
      expect(actionErrorText(t, 'not_your_turn')).toBe(t.errors.not_your_turn);
      expect(actionErrorText(t, 'some_future_code')).toBe(t.errors.unknown);
      for (const code of Object.values(JoinErrorCode)) expect(joinErrorText(t, code), `${t.meta.lang} join ${code}`).toBeTruthy();
    }
  });

  it('French elides before a vowel or a mute h', () => {
    expect(fr.game.hospitalOf('Alice')).toBe('Hôpital d’Alice');
    expect(fr.game.hospitalOf('Hugo')).toBe('Hôpital d’Hugo');
    expect(fr.game.hospitalOf('Bob')).toBe('Hôpital de Bob');
    expect(fr.log.patientProtected('Émile', 'vert 2')).toBe('Le directeur d’Émile protège vert 2.');
    expect(elide('le', 'hôpital')).toBe('l’hôpital');
  });
});
