// Dice Hospital ER played for real: three people in their own browser contexts (one in French on a
// phone) open a private room from the home page's ER card, join it by code, and play the whole game
// on the hex sheet to the final scores while a spectator watches; and a solo game against URSULE
// from "Play solo". Every move is made through the page (die, bed, value, morgue, curtain).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noSeriousViolations } from './support/rooms.js';
import { screenshot, type Person } from './support/browser.js';
import { PHONE, useE2ETable } from './support/table.js';

const e2e = useE2ETable({ botDelayMs: 0 });
const ER = 'dice_hospital_er';

/** One move on this page if it has one to make; false when it waits for others (or the game is over).
 * Everything is pressed from the keyboard (focus, then Enter or Space), as a keyboard player would. */
async function move(page: Page): Promise<boolean> {
  const click = async (selector: string): Promise<boolean> => {
    const target = page.locator(selector).first();
    if ((await target.count()) === 0) return false;
    try {
      // The table may change under us (another seat's move, URSULE's choice): then look again.
      await target.focus({ timeout: 1_000 });
      await page.keyboard.press((await target.getAttribute('type', { timeout: 1_000 })) === 'checkbox' ? 'Space' : 'Enter');
    } catch {
      return false;
    }
    return true;
  };
  if (await click('[data-discard]')) return true;
  if (await click('[data-choose]')) return true;
  if ((await page.locator('[data-prompt="admit"], [data-prompt="admitExtra"]').count()) > 0) {
    if ((await page.locator('.er-values [data-value]').count()) === 0 && !(await click('.er-main .er-bed-pick'))) {
      if (await click('[data-blood-bag-toggle]')) return true; // no bed fits: try the blood bag first
      return click('[data-morgue]');
    }
    return click('.er-values [data-value]');
  }
  if (await click('[data-curtain]')) return true;
  return click('[data-skip-curtain]');
}

async function playToEnd(pages: Page[], deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if ((await Promise.all(pages.map((p) => p.locator('[data-final]').count()))).every((n) => n > 0)) return;
    let moved = false;
    for (const page of pages) moved = (await move(page)) || moved;
    if (!moved) await pages[0]!.waitForTimeout(50);
  }
  throw new Error('the ER game did not reach its final scores in time');
}

describe('Dice Hospital ER in the browser', () => {
  it('three players and a spectator: a private room by code, played on the hex sheet to the final scores', async () => {
    const ada = await e2e.person(e2e.server.url);
    await ada.page.fill('#display-name', 'Ada');
    await ada.page.selectOption(`[name="${ER}-players"]`, '3');
    await ada.page.click(`[data-game-create="${ER}"]`);
    await ada.page.waitForSelector('[data-invite-code]');
    const code = (await ada.page.getAttribute('[data-invite-code]', 'data-invite-code'))!;

    const join = async (p: Person, name: string) => {
      await p.page.fill('#display-name', name);
      await p.page.fill('#invite-code', code);
      await p.page.click('[data-join-code]');
      await p.page.waitForSelector('[data-screen="waiting"]');
    };
    const ben = await e2e.person(e2e.server.url);
    await join(ben, 'Ben');
    const chloe = await e2e.person(`${e2e.server.url}/?lang=fr`, PHONE);
    await join(chloe, 'Chloé');
    const watcher = await e2e.person(e2e.server.url);
    await watcher.page.fill('#invite-code', code);
    await watcher.page.click('[data-watch-code]');
    await ada.page.waitForSelector('.seat[data-seat="2"] >> text=Chloé');
    await ada.page.click('[data-start]');
    const players = [ada, ben, chloe];
    await Promise.all([...players, watcher].map((p) => p.page.waitForSelector('.er-table')));
    // The hex sheet: 32 beds on every player's page.
    for (const p of players) expect(await p.page.locator('.er-main .er-sheet [data-bed]').count()).toBe(32);
    await screenshot(ada.page, 'er-20-table-desktop');
    await screenshot(chloe.page, 'er-21-table-phone-fr');
    await noSeriousViolations(ada.page, 'ER table (desktop)');
    await noSeriousViolations(chloe.page, 'ER table (phone, French)');
    // Nobody may touch a spectator's table.
    expect(await watcher.page.locator('[data-choose], .er-bed-pick').count()).toBe(0);

    await playToEnd(players.map((p) => p.page), 8 * 60_000);
    await watcher.page.waitForSelector('[data-final]');
    for (const p of [...players, watcher]) expect(await p.page.locator('[data-final]').count()).toBe(1);
    await screenshot(ada.page, 'er-22-final-desktop');
    await screenshot(chloe.page, 'er-23-final-phone-fr');
    await noSeriousViolations(watcher.page, 'ER final scores (spectator)');
    for (const p of [...players, watcher]) expect(p.errors).toEqual([]);
  }, 10 * 60_000);

  it('a solo game against URSULE from Play solo, to the final scores', async () => {
    const solo = await e2e.person(e2e.server.url);
    await solo.page.fill('#display-name', 'Solène');
    await solo.page.click(`[data-game-solo="${ER}"]`);
    await solo.page.waitForSelector('.er-table');
    await playToEnd([solo.page], 5 * 60_000);
    expect(await solo.page.textContent('[data-final]')).toMatch(/URSULE/);
    await screenshot(solo.page, 'er-24-solo-final');
    expect(solo.errors).toEqual([]);
  }, 6 * 60_000);
});
