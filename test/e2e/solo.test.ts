// Solo mode in real Chromium, from the home page: Play solo with both penalty options, keep 3 of
// 4 patients each round, complete medical reports, and reach the final score with the reports'
// points and penalty shown; desktop and phone screenshots.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { PHONE, useE2ETable } from './support/table.js';
import { playToEnd } from './support/driver.js';

const e2e = useE2ETable();

describe('solo mode', () => {
  it('plays a solo game from the home page to its final score', async () => {
    const me = await e2e.person(e2e.server.url, PHONE);
    await me.page.fill('#display-name', 'Sol');
    await me.page.check('input[name="solo-fatalityPenalty"]');
    await me.page.check('input[name="solo-reportPenalty"]');
    await me.page.click('[data-solo]');
    // No waiting room: straight into the game, with the report table on show.
    await me.page.waitForSelector('.action-bar');
    expect(await me.page.$('[data-screen="waiting"]')).toBeNull();
    await me.page.waitForSelector('[data-reports] [data-report-row="bottom"] [data-report]');
    expect(await me.page.locator('[data-reports] [data-report]').count()).toBe(6);
    let sawIntake = false;
    await playToEnd([me.page], {
      placementsPerRound: 3,
      async before(page, prompt) {
        if (prompt === 'chooseSoloIntake' && !sawIntake) {
          sawIntake = true;
          expect(await page.locator('[data-keep]').count()).toBe(4);
          await screenshot(page, '55-solo-intake-phone');
          await page.setViewportSize({ width: 1280, height: 900 });
          await screenshot(page, '56-solo-intake-desktop');
        }
      },
    }, 240_000);
    expect(sawIntake).toBe(true);
    await me.page.waitForSelector('[data-final]');
    expect(await me.page.$('[data-report-points]')).not.toBeNull();
    expect(await me.page.$('[data-report-penalty]')).not.toBeNull();
    await screenshot(me.page, '57-solo-final-desktop');
    await me.page.setViewportSize(PHONE);
    await screenshot(me.page, '58-solo-final-phone');
    expect(me.errors).toEqual([]);
  }, 300_000);
});
