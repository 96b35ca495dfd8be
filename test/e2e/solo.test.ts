// Solo mode in real Chromium, from the home page: Play solo with both penalty options, keep 3 of
// 4 patients each round, complete medical reports, and reach the final score with the reports'
// points and penalty shown; desktop and phone screenshots.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { ARTIFACTS, screenshot } from './support/browser.js';
import { PHONE, useE2ETable } from './support/table.js';
import { playToEnd } from './support/driver.js';

const e2e = useE2ETable();
const DESKTOP = { width: 1280, height: 900 };

/** The report table alone (the pinned action bar unpinned, so it does not cover the table). */
const shootReports = (page: Page, name: string) =>
  page.locator('[data-reports]').screenshot({ path: path.join(ARTIFACTS, `${name}.png`), style: '.game-sticky { position: static !important; }' });

describe('solo mode', () => {
  it('plays a solo game from the home page to its final score', async () => {
    const me = await e2e.person(e2e.server.url, PHONE);
    // The table's form offers 2 to 4 players only; solo has its own form with its two options.
    const counts = await me.page.$$eval('.create-form input[name="playerCount"]', (els) => els.map((e) => (e as HTMLInputElement).value));
    expect(counts).toEqual(['2', '3', '4']);
    expect(await me.page.$('.create-form [name="fatalityPenalty"], .create-form [name="reportPenalty"]')).toBeNull();
    await me.page.fill('#display-name', 'Sol');
    await me.page.click('[data-solo-form] summary');
    await me.page.check('input[name="solo-fatalityPenalty"]');
    await me.page.check('input[name="solo-reportPenalty"]');
    await me.page.click('[data-solo]');
    // No waiting room: straight into the game, with the report table on show.
    await me.page.waitForSelector('.action-bar');
    expect(await me.page.$('[data-screen="waiting"]')).toBeNull();
    await me.page.waitForSelector('[data-reports] [data-report-row="bottom"] [data-report]');
    expect(await me.page.locator('[data-reports] [data-report]').count()).toBe(6);
    // Nothing of the multiplayer table: no ambulances, no other hospitals, no first player.
    expect(await me.page.$('.ambulances')).toBeNull();
    expect(await me.page.$('.others')).toBeNull();
    expect(await me.page.$('.badge-first')).toBeNull();

    let sawIntake = false;
    let sawReportChoice = false;
    let shotTable = false;
    await playToEnd(
      [me.page],
      {
        placementsPerRound: 3,
        async before(page, prompt) {
          if (!shotTable && (await page.$('[data-reports-done]'))) {
            shotTable = true;
            await shootReports(page, '59-solo-reports-table');
          }
          if (prompt === 'chooseSoloIntake' && !sawIntake) {
            sawIntake = true;
            expect(await page.locator('[data-keep]').count()).toBe(4);
            // The three highest are proposed; one fewer cannot be admitted, and the total shows.
            const pips = Number(await page.getAttribute('[data-keep-pips]', 'data-keep-pips'));
            expect(await page.textContent('[data-keep-pips]')).toContain(String(pips));
            const kept = page.locator('[data-keep][aria-pressed="true"]');
            expect(await kept.count()).toBe(3);
            const first = await kept.first().getAttribute('data-keep');
            await page.click(`[data-keep="${first}"]`);
            expect(await page.isDisabled('[data-keep-confirm]')).toBe(true);
            await page.click(`[data-keep="${first}"]`);
            expect(await page.isEnabled('[data-keep-confirm]')).toBe(true);
            expect(await seriousViolations(page)).toEqual([]);
            await screenshot(page, '55-solo-intake-phone');
            await shootReports(page, '55-solo-reports-phone');
            await page.setViewportSize(DESKTOP);
            await screenshot(page, '56-solo-intake-desktop');
          }
          if (prompt === 'completeReports' && !sawReportChoice) {
            // Each offered set is shown as the report cards it completes.
            sawReportChoice = true;
            expect(await page.locator('[data-reports-choice] [data-report]').count()).toBeGreaterThan(0);
            await screenshot(page, '60-solo-report-choice-desktop');
            await page.setViewportSize(PHONE);
            await screenshot(page, '60-solo-report-choice-phone', false);
            await page.setViewportSize(DESKTOP);
          }
        },
      },
      240_000,
    );
    expect(sawIntake).toBe(true);
    await me.page.waitForSelector('[data-final]');
    // The final scores say where the score came from, the medical reports included.
    expect(await me.page.$('[data-solo-breakdown]')).not.toBeNull();
    expect(await me.page.$('[data-report-points]')).not.toBeNull();
    expect(await me.page.$('[data-report-penalty]')).not.toBeNull();
    const reportPenalty = Number(await me.page.getAttribute('[data-solo-breakdown] [data-report-penalty]', 'data-report-penalty'));
    const left = await me.page.locator('[data-reports] [data-report-row] [data-report]').count();
    // reportPenalty on: every report left costs double its points (at least 2 × 2 each).
    expect(reportPenalty).toBeGreaterThanOrEqual(left * 4);
    if (!shotTable) await shootReports(me.page, '59-solo-reports-table');
    expect(await seriousViolations(me.page)).toEqual([]);
    await screenshot(me.page, '57-solo-final-desktop');
    await me.page.setViewportSize(PHONE);
    await screenshot(me.page, '58-solo-final-phone');

    // The log tells the solo story in words: no ambulances, no unknown dice.
    const log = await me.page.$$eval('.log-list li', (els) => els.map((e) => e.textContent ?? ''));
    expect(log.join('\n')).not.toMatch(/undefined|NaN|ambulance|\? \d/i);
    expect(log.some((line) => /new patients arrive/.test(line))).toBe(true);
    expect(log.some((line) => /^Sol keeps .+ and sends .+ back to the bag\.$/.test(line))).toBe(true);
    expect(log.some((line) => /medical reports: \+\d+ completed/.test(line))).toBe(true);
    expect(me.errors).toEqual([]);
  }, 300_000);

  it('explains solo mode and its 15 medical reports in How to play', async () => {
    const reader = await e2e.person(`${e2e.server.url}/?help&lang=fr`, PHONE);
    await reader.page.waitForSelector('[data-help-solo]');
    expect(await reader.page.textContent('[data-help-solo]')).toBe('Mode solo');
    expect(await reader.page.locator('.help-reports [data-report]').count()).toBe(15);
    expect(await seriousViolations(reader.page)).toEqual([]);
    await reader.page.locator('[data-help-solo]').scrollIntoViewIfNeeded();
    await reader.page.screenshot({ path: path.join(ARTIFACTS, '61-help-solo-fr-phone.png') });
    expect(reader.errors).toEqual([]);
  });
});
