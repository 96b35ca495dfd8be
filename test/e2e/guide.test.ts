// The guided first round in real Chromium: reached from How to play, played in the page against the
// computer player without joining any room, each decision explained by the coach (what to do and
// why, the same decision the action bar asks), and at the round's end an offer of a real game; the
// round can be played again from the same first position. In French too. axe on the guide. The same
// for Dice Hospital ER (two turns, each player chief doctor once) and Quarantine (setup and round 1).
import { matchMaker } from '@colyseus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAME_ID } from '../../shared/games/dice-hospital/info.js';
import { GAME_ID as ER } from '../../shared/games/dice-hospital-er/info.js';
import { GAME_ID as QUARANTINE } from '../../shared/games/quarantine/info.js';
import { actOnce, promptOf } from './support/driver.js';
import { move as erMove } from './support/erDriver.js';
import { plainMove as quarantineMove } from './support/quarantineDriver.js';
import { noSeriousViolations } from './support/rooms.js';
import { useE2ETable } from './support/table.js';

const e2e = useE2ETable();
const VIEWPORT = { width: 1366, height: 768 };

describe('a guided first round', () => {
  it('explains each decision of round 1 as the player takes it, then offers a real game', async () => {
    const person = await e2e.person(`${e2e.server.url}/?help=${GAME_ID}`, VIEWPORT);
    const { page } = person;
    const href = await page.getAttribute('[data-learn-link]', 'href');
    expect(href).toBe(`/?learn=${GAME_ID}`);
    const roomsBefore = matchMaker.stats.local.roomCount;
    await page.goto(`${e2e.server.url}${href}`);
    await page.waitForSelector('[data-guide] .game');
    expect(await page.textContent('#guide-title')).toBe('Your first round, step by step');
    // The first position is the same for everyone: the setup asks for 3, 4 and 5.
    await page.waitForSelector('[data-guide="setup"]');
    expect(await page.textContent('[data-guide-what]')).toContain('3, 4 and 5');
    await noSeriousViolations(page, 'guided first round');

    const explained = new Set<string>();
    for (let i = 0; i < 200 && !(await page.$('[data-guide="done"]')); i++) {
      const prompt = await promptOf(page);
      const guide = await page.getAttribute('[data-guide]', 'data-guide');
      if (prompt && prompt !== 'waiting') {
        // The coach explains the decision the action bar asks for, with a reason.
        expect(guide).toBe(prompt);
        expect((await page.textContent('.guide-why'))!.length).toBeGreaterThan(20);
        explained.add(prompt);
      }
      // Only the decision just checked is taken: a move on a table that changed since would go unchecked.
      if (!prompt || prompt === 'waiting' || !(await actOnce(page, { placementsPerRound: 3 }))) await page.waitForTimeout(100);
    }
    await page.waitForSelector('[data-guide="done"]');
    // The position and both players are fixed: the same decisions every run. (One full-suite run
    // once met no takeAmbulance: the driver then acted on a decision that came up after the check,
    // which the loop no longer does.)
    expect([...explained]).toEqual(expect.arrayContaining(['setup', 'takeAmbulance', 'takeImprovement', 'activation']));
    expect(explained.size).toBeGreaterThanOrEqual(5);
    expect(await page.getAttribute('[data-guide-play]', 'href')).toBe('/');
    // Nothing of it went through the server.
    expect(matchMaker.stats.local.roomCount).toBe(roomsBefore);

    await page.click('[data-guide-again]');
    await page.waitForSelector('[data-guide="setup"]');
    expect(await page.textContent('.guide-coach .muted')).toContain('from the same first position for everyone');
    expect(person.errors).toEqual([]);
  }, 180_000);

  it('speaks French', async () => {
    const person = await e2e.person(`${e2e.server.url}/?learn=${GAME_ID}&lang=fr`, VIEWPORT);
    await person.page.waitForSelector('[data-guide="setup"]');
    expect(await person.page.textContent('#guide-title')).toBe('Votre premier tour, pas à pas');
    expect(await person.page.textContent('[data-guide-what]')).toContain('3, 4 et 5');
    expect(person.errors).toEqual([]);
  }, 60_000);
});

/** The coach's decision and the one the table asks for, read together (one frame of the page).
 * ER: the turn panel's prompt; its curtain has none of its own (the curtain choices show). */
const erDecisions = (page: Page) =>
  page.evaluate(() => {
    const prompt = document.querySelector('.er-prompt[data-prompt]')?.getAttribute('data-prompt') ?? null;
    const curtain = document.querySelector('[data-skip-curtain], [data-curtain]') !== null;
    const asked = prompt && prompt !== 'done' ? prompt : curtain ? 'curtain' : null;
    return { coach: document.querySelector('[data-guide]')!.getAttribute('data-guide'), asked };
  });

/** Quarantine: the decision panel's kind, or on a plain turn the actions panel: a draw while cubes
 * are left to draw, else the actions. */
const quarantineDecisions = (page: Page) =>
  page.evaluate(() => {
    const draws = document.querySelector('[data-actions-panel] [data-draws-left]')?.getAttribute('data-draws-left');
    const decision = document.querySelector('[data-decision]')?.getAttribute('data-decision');
    const asked = draws !== undefined ? (Number(draws) > 0 ? 'draw' : 'act') : decision && decision !== 'wait' ? decision : null;
    return { coach: document.querySelector('[data-guide]')!.getAttribute('data-guide'), asked };
  });

interface GuideCase {
  game: string;
  /** The first step the coach explains, and what it says of the first position. */
  first: string;
  firstSays: string;
  /** The decisions the learner meets, in order (each once however many moves it takes): the
   * position is fixed, and so are the computer player and the test's player. */
  sequence: string[];
  decisions(page: Page): Promise<{ coach: string | null; asked: string | null }>;
  move(page: Page): Promise<boolean>;
  french: { title: string; says: string };
}

const CASES: GuideCase[] = [
  {
    game: ER,
    first: 'chiefChoice',
    firstSays: 'red 4, yellow 3, green 6',
    // Chief doctor of turn 1, then Dr Bot's; no curtain on these cards.
    sequence: ['chiefChoice', 'admit', 'choose', 'admit'],
    decisions: erDecisions,
    move: (page) => erMove(page, '.guide'),
    french: { title: 'Votre premier tour de table, pas à pas', says: 'rouge 4, jaune 3, vert 6' },
  },
  {
    game: QUARANTINE,
    first: 'arrange',
    firstSays: 'place your lobby first',
    // The setup, then round 1's draws until 4 patients have come (the coach says so), then actions.
    sequence: ['arrange', 'draw', 'placeCube', 'draw', 'placeCube', 'draw', 'placeCube', 'draw', 'placeCube', 'act'],
    decisions: quarantineDecisions,
    move: (page) => quarantineMove(page, 0),
    french: { title: 'Votre première manche, pas à pas', says: 'hall d’accueil' },
  },
];

describe.each(CASES)('a guided first round of $game', (c) => {
  it('is reached from How to play and explains each decision the table asks, to the round’s end', async () => {
    const person = await e2e.person(`${e2e.server.url}/?help=${c.game}`, VIEWPORT);
    const { page } = person;
    const href = await page.getAttribute('[data-learn-link]', 'href');
    expect(href).toBe(`/?learn=${c.game}`);
    const roomsBefore = matchMaker.stats.local.roomCount;
    await page.goto(`${e2e.server.url}${href}`);
    await page.waitForSelector(`[data-guide="${c.first}"]`);
    expect(await page.textContent('#guide-title')).toBe('Your first round, step by step');
    expect(await page.textContent('[data-guide-what]')).toContain(c.firstSays);
    if (c.game === ER) {
      // What the coach says is the table's own first position: these dice, and you the chief doctor.
      const dice = await page.$$eval('.er-card [data-die]', (els) => els.map((e) => `${e.getAttribute('data-die')} ${e.getAttribute('data-value')}`));
      expect(dice).toEqual(['red 4', 'yellow 3', 'green 6']);
    }
    await noSeriousViolations(page, `guided first round of ${c.game}`);

    const explained: string[] = [];
    for (let i = 0; i < 300 && !(await page.$('[data-guide="done"]')); i++) {
      const { coach, asked } = await c.decisions(page);
      if (asked) {
        // The coach explains the decision the table asks for, with a reason.
        expect(coach).toBe(asked);
        expect((await page.textContent('[data-guide-what]'))!.length).toBeGreaterThan(20);
        expect((await page.textContent('.guide-why'))!.length).toBeGreaterThan(40);
        if (explained.at(-1) !== asked) explained.push(asked);
      } else if (coach !== 'done') expect(coach).toBe('waiting');
      // Only the decision just checked is taken: a move on a table that changed since would go unchecked.
      if (!asked || !(await c.move(page))) await page.waitForTimeout(100);
    }
    await page.waitForSelector('[data-guide="done"]', { timeout: 5_000 });
    expect(explained).toEqual(c.sequence);
    expect(await page.textContent('[data-guide-done]')).toMatch(/^That was (a round|round 1)/);
    expect(await page.getAttribute('[data-guide-play]', 'href')).toBe('/');
    // Nothing of it went through the server.
    expect(matchMaker.stats.local.roomCount).toBe(roomsBefore);

    await page.click('[data-guide-again]');
    await page.waitForSelector(`[data-guide="${c.first}"]`);
    expect(await page.textContent('[data-guide-what]')).toContain(c.firstSays);
    expect(person.errors).toEqual([]);
  }, 180_000);

  it('speaks French', async () => {
    const person = await e2e.person(`${e2e.server.url}/?help=${c.game}&lang=fr`, VIEWPORT);
    expect(await person.page.textContent('[data-learn-link]')).toContain('Apprendre en jouant');
    await person.page.goto(`${e2e.server.url}/?learn=${c.game}&lang=fr`);
    await person.page.waitForSelector(`[data-guide="${c.first}"]`);
    expect(await person.page.textContent('#guide-title')).toBe(c.french.title);
    expect(await person.page.textContent('[data-guide-what]')).toContain(c.french.says);
    expect(person.errors).toEqual([]);
  }, 60_000);
});
