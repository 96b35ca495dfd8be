// Computer players in real Chromium: the host seats bots of both levels through the waiting room's
// buttons (and takes one out again), starts, sees the bot badges and the clock on the seat that
// owes a decision, and plays a whole game against the bots to the final scores, the log marking
// the moves bots made.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { PHONE, useE2ETable } from './support/table.js';
import { playToEnd, showWholeLog } from './support/driver.js';

const e2e = useE2ETable();

describe('bots at the table', () => {
  it('a host fills a table with bots and plays a whole game against them', async () => {
    const host = await e2e.person(e2e.server.url);
    await host.page.fill('#display-name', 'Hana');
    await host.page.check('input[name="playerCount"][value="4"]');
    await host.page.selectOption('select[name="pace"]', 'relaxed');
    await host.page.click('[data-create]');
    await host.page.waitForSelector('[data-screen="waiting"]');
    // Seats 2-4 are empty: the host adds two strong bots and a random one, then changes her mind once.
    await host.page.click('[data-seat="1"] [data-add-bot="strong"]');
    await host.page.waitForSelector('[data-seat="1"] [data-bot="strong"]');
    await host.page.click('[data-seat="2"] [data-add-bot="random"]');
    await host.page.waitForSelector('[data-seat="2"] [data-bot="random"]');
    await host.page.click('[data-remove-bot="2"]');
    await host.page.waitForSelector('[data-seat="2"] [data-add-bot="strong"]');
    await host.page.click('[data-seat="2"] [data-add-bot="strong"]');
    await host.page.click('[data-seat="3"] [data-add-bot="random"]');
    await host.page.waitForSelector('[data-seat="3"] [data-bot="random"]');
    expect(await host.page.$$eval('.seat-list [data-bot]', (els) => els.map((e) => e.getAttribute('data-bot')))).toEqual(['strong', 'strong', 'random']);
    await screenshot(host.page, '50-waiting-room-bots');
    await host.page.click('[data-start]');
    await host.page.waitForSelector('.action-bar');

    // The bots are shown as bots, and the seat that owes a decision shows its clock.
    await host.page.waitForSelector('.badge-bot[data-bot="strong"]');
    await host.page.waitForSelector('[data-time-left]');
    await screenshot(host.page, '51-game-with-bots');
    await host.page.setViewportSize(PHONE);
    await screenshot(host.page, '51-game-with-bots-phone');
    await host.page.setViewportSize({ width: 1280, height: 900 });

    const decisions = await playToEnd([host.page], { placementsPerRound: 2 }, 240_000);
    expect(decisions).toBeGreaterThan(10);
    await host.page.waitForSelector('[data-final]');
    expect(await host.page.locator('[data-final-score]').count()).toBe(4);
    // The log tags what the bots did. It opens on its last 50 lines, which at a 4-player table's
    // end can be the scoring and the host's own moves only: the player asks for earlier lines.
    await showWholeLog(host.page);
    expect(await host.page.locator('[data-log-auto]').count()).toBeGreaterThan(0);
    await screenshot(host.page, '52-final-against-bots');

    // A rematch is the same table: the three bots come along at their levels, ready to start.
    await host.page.click('[data-rematch="open"]');
    await host.page.waitForSelector('[data-screen="waiting"] .seat-list [data-seat="3"] [data-bot]');
    const levels = await host.page.$$eval('[data-screen="waiting"] .seat-list [data-bot]', (els) => els.map((e) => e.getAttribute('data-bot')));
    expect(levels.sort()).toEqual(['random', 'strong', 'strong']);
    expect(await host.page.isEnabled('[data-start]')).toBe(true);
    expect(host.errors).toEqual([]);
  }, 300_000);
});
