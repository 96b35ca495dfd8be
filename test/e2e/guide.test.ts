// The guided first round in real Chromium: reached from How to play, played in the page against the
// computer player without joining any room, each decision explained by the coach (what to do and
// why, the same decision the action bar asks), and at the round's end an offer of a real game; the
// round can be played again from the same first position. In French too. axe on the guide.
import { matchMaker } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { GAME_ID } from '../../shared/games/dice-hospital/info.js';
import { actOnce, promptOf } from './support/driver.js';
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
      if (!(await actOnce(page, { placementsPerRound: 3 }))) await page.waitForTimeout(100);
    }
    await page.waitForSelector('[data-guide="done"]');
    // The intake decisions the player meets vary between runs (one full-suite run met no
    // takeAmbulance; not yet explained); setup, the improvement and the activation always come.
    expect([...explained]).toEqual(expect.arrayContaining(['setup', 'takeImprovement', 'activation']));
    expect(explained.size).toBeGreaterThanOrEqual(4);
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
