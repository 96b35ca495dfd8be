// ER's How to play texts per language: apart from the table's texts (../en.ts) so that they travel
// in the rules' own chunk, fetched only when the rules are opened.
import type { ErLanguage } from '../index.js';
import { rulesEn, type ErRulesTexts } from './en.js';
import { rulesFr } from './fr.js';

export type { ErRulesTexts };
export const ER_RULES_TEXTS: Readonly<Record<ErLanguage, ErRulesTexts>> = { en: rulesEn, fr: rulesFr };
