// The ids of the parts of ER's rules that other views link to (each final score row to how it is
// counted). Apart from the rules so that a link does not load them.
import type { SCORE_ROWS } from '../ScoreBoxes.js';

export type ScoreRow = (typeof SCORE_ROWS)[number] | 'total';
export const RULES_SECTIONS = ['sheet', 'turn', 'specialists', 'end', 'scoring', 'solo'] as const;
export type RulesSection = (typeof RULES_SECTIONS)[number];

export const sectionAnchor = (section: RulesSection): string => `er-rules-${section}`;
export const scoreAnchor = (row: ScoreRow): string => `er-rules-score-${row}`;
