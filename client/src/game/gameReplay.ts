// What a game gives the platform's replay viewer (views/history/ReplayViewer.tsx): its rules for
// the timeline, its own table drawn read-only, and its words for each step and period. Each game's
// lives in its own folder and is fetched (its own chunk) when a match page of that game opens.
import type { ComponentType } from 'preact';
import type { Viewer } from '../../../shared/engine.js';
import type { Language } from '../i18n/index.js';
import type { ReplayRules, ReplayTimeline } from './replayTimeline.js';

export interface ReplayBoardProps {
  timeline: ReplayTimeline;
  /** 0 (before the first action) to timeline.length (the end). */
  step: number;
  /** Whose view: a seat's (its secrets included: the game is over) or a spectator's. */
  viewer: Viewer;
}

export interface GameReplay {
  rules: ReplayRules;
  /** The game's table at `step` as `viewer` saw it, with nothing to click that plays. */
  Board: ComponentType<ReplayBoardProps>;
  /** One text per step, what its action did in the game's words ('' for a step that says nothing). */
  stepTexts(timeline: ReplayTimeline, language: Language): string[];
  /** A period (ReplayRules.period) of this timeline in the "jump to" list: "Round 3", "Turn 12 of 24". */
  periodName(period: number, language: Language, timeline: ReplayTimeline): string;
}
