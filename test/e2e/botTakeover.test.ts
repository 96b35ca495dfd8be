// Computer players and decision clocks in real Chromium, on a server whose clocks run at a quarter
// of the pace's time: quick match at a chosen pace filled with a bot after the chosen wait; at a
// private table with bots (seated, removed and seated again through the waiting room's buttons) a
// player who lets her time run out three times has a bot take her seat, sees the "A bot is playing
// for you" banner, says she is back and plays on while the bots move; another player (French, on a
// phone) sees her seat "played by a bot", the clock on the seat that owes a decision and the log's
// lines for all of it. Desktop and phone (390 px) screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, fr } from '../../client/src/games/dice-hospital/i18n/index.js';
import { PACES } from '../../shared/protocol.js';
import { screenshot } from './support/browser.js';
import { useE2ETable } from './support/table.js';
import { actOnce, showWholeLog } from './support/driver.js';

const SCALE = 0.25; // fast pace: 20 s → 5 s a choice, 60 s → 15 s an activation
const e2e = useE2ETable({ timeLimitScale: SCALE });
const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const logTexts = (page: Page, type: string): Promise<string[]> => page.$$eval(`.log-list .log-${type}`, (els) => els.map((e) => e.textContent ?? ''));
/** Alice's time-outs in the whole log. */
const alicesTimeOuts = async (page: Page): Promise<string[]> => {
  await showWholeLog(page);
  return (await logTexts(page, 'timedOut')).filter((line) => line.startsWith('Alice '));
};

/** Keeps `page` playing its decisions (quickly, well within the clock) until `done()` holds. */
async function playUntil(page: Page, done: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    if (!(await actOnce(page, { placementsPerRound: 1 }))) await page.waitForTimeout(100);
  }
}

describe('bots and clocks in the browser', () => {
  it('quick match at a pace fills the empty seat with a bot after the chosen wait', async () => {
    const quinn = await e2e.person(e2e.server.url, PHONE_390);
    await quinn.page.fill('#display-name', 'Quinn');
    await quinn.page.selectOption('select[name="quickPace"]', 'fast');
    await quinn.page.selectOption('select[name="botsAfter"]', '15');
    // The pace says its seconds.
    expect(await quinn.page.textContent('select[name="quickPace"] option[value="fast"]')).toBe(
      en.bots.paceValue(en.bots.paceName.fast!, PACES.fast.short, PACES.fast.long),
    );
    await screenshot(quinn.page, '70-quick-match-pace-bots-phone', false);
    await quinn.page.click('[data-quick="2"]');
    await quinn.page.waitForSelector('[data-screen="waiting"]');
    expect(await quinn.page.getAttribute('[data-pace]', 'data-pace')).toBe('fast');
    // Nobody else comes: after 15 s a strong bot takes the other seat and the game starts.
    await quinn.page.waitForSelector('.action-bar', { timeout: 30_000 });
    // On a phone the strip shows a bot by its tint (the badge is for screen readers and wide screens).
    await quinn.page.waitForSelector('[data-player-panels] .pp-bot .badge-bot[data-bot="strong"]', { state: 'attached' });
    await quinn.page.locator('.badge-bot[data-bot="strong"]:visible').first().waitFor();
    expect(await quinn.page.locator('[data-player-panels] [data-state="offline"]').count()).toBe(0);
    expect(quinn.errors).toEqual([]);
    await quinn.context.close();
  }, 60_000);

  it('a bot takes the seat of a player out of time until she is back; bots are shown as bots', async () => {
    const alice = await e2e.person(e2e.server.url, DESKTOP);
    await alice.page.fill('#display-name', 'Alice');
    await alice.page.check('input[name="playerCount"][value="4"]');
    await alice.page.selectOption('select[name="pace"]', 'fast');
    await alice.page.click('[data-create]');
    await alice.page.waitForSelector('[data-invite-code]');
    const code = (await alice.page.getAttribute('[data-invite-code]', 'data-invite-code'))!;
    expect(await alice.page.getAttribute('[data-pace]', 'data-pace')).toBe('fast');

    // Bob joins in French on a phone.
    const bob = await e2e.person(`${e2e.server.url}/?lang=fr`, PHONE_390);
    await bob.page.fill('#display-name', 'Bob');
    await bob.page.fill('#invite-code', code);
    await bob.page.click('[data-join-code]');
    await bob.page.waitForSelector('[data-screen="waiting"]');
    await alice.page.waitForSelector('.seat[data-seat="1"] >> text=Bob');
    // Only the host seats bots.
    expect(await bob.page.$('[data-add-bot]')).toBeNull();

    await alice.page.setViewportSize(PHONE_390);
    await screenshot(alice.page, '71-waiting-room-add-bots-phone');
    await alice.page.setViewportSize(DESKTOP);
    // Alice seats a strong bot and a random one, takes the random one out, seats a strong one instead…
    await alice.page.click('[data-seat="2"] [data-add-bot="strong"]');
    await alice.page.waitForSelector('[data-seat="2"] [data-bot="strong"]');
    await alice.page.click('[data-seat="3"] [data-add-bot="random"]');
    await alice.page.waitForSelector('[data-seat="3"] [data-bot="random"]');
    await alice.page.click('[data-remove-bot="3"]');
    await alice.page.waitForSelector('[data-seat="3"] [data-add-bot="strong"]');
    await alice.page.click('[data-seat="3"] [data-add-bot="strong"]');
    await alice.page.waitForSelector('[data-seat="3"] [data-bot="strong"]');
    // …then changes her mind again: the random one after all.
    await alice.page.click('[data-remove-bot="3"]');
    await alice.page.click('[data-seat="3"] [data-add-bot="random"]');
    await alice.page.waitForSelector('[data-seat="3"] [data-bot="random"]');
    // Bob sees the bots listed (no buttons for him), never as "offline".
    await bob.page.waitForSelector('[data-seat="3"] [data-bot="random"]');
    expect(await bob.page.$$eval('.seat-list [data-bot]', (els) => els.map((e) => e.getAttribute('data-bot')))).toEqual(['strong', 'random']);
    expect(await bob.page.textContent('[data-seat="2"]')).not.toContain(fr.waiting.disconnected);
    expect(await bob.page.$('[data-remove-bot]')).toBeNull();
    await screenshot(alice.page, '71-waiting-room-bots-host');
    await screenshot(bob.page, '72-waiting-room-bots-fr-phone');
    await alice.page.setViewportSize(PHONE_390);
    await screenshot(alice.page, '71-waiting-room-bots-host-phone');
    await alice.page.setViewportSize(DESKTOP);

    await alice.page.click('[data-start]');
    await Promise.all([alice.page.waitForSelector('.action-bar'), bob.page.waitForSelector('.action-bar')]);

    // Bots are shown as bots (hospital headings and the player strip), with the clock on the seats
    // that owe a decision.
    await alice.page.waitForSelector('[data-player-panels] [data-panel-seat="2"] .badge-bot[data-bot="strong"]');
    await alice.page.waitForSelector('[data-player-panels] [data-panel-seat="3"] .badge-bot[data-bot="random"]');
    await alice.page.waitForSelector('.badge-bot[data-bot="random"]');
    expect(await alice.page.locator('[data-player-panels] [data-state="offline"]').count()).toBe(0);
    await alice.page.waitForSelector('[data-panel-seat="0"] [data-time-left]');
    const left = Number(await alice.page.getAttribute('[data-panel-seat="0"] [data-time-left]', 'data-time-left'));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(PACES.fast.short * SCALE);
    await screenshot(alice.page, '73-game-bots-clock');
    await screenshot(bob.page, '74-game-bots-clock-fr-phone', false);

    // Alice does nothing: three decisions run out, a bot decides each, then keeps her seat. Bob plays.
    await playUntil(bob.page, async () => !!(await alice.page.$('[data-bot-banner]')), 'the bot to take over Alice’s seat');
    expect(await alice.page.textContent('[data-bot-banner]')).toContain(en.bots.banner);
    // Bob sees it on Alice's seat, in French, and the log says why.
    await bob.page.waitForSelector('[data-panel-seat="0"].pp-bot-playing [data-bot-playing]', { state: 'attached' });
    expect(await bob.page.textContent('[data-panel-seat="0"] [data-bot-playing]')).toBe(fr.bots.botPlaying);
    await bob.page.waitForSelector('.log-list .log-botTookOver');
    expect(await logTexts(bob.page, 'botTookOver')).toEqual([fr.bots.tookOver.timeOuts!('Alice')]);
    const timedOut = await alicesTimeOuts(alice.page);
    expect(timedOut.length).toBeGreaterThanOrEqual(3);
    expect(timedOut).toContain(en.bots.timedOutBot('Alice'));
    expect(await alice.page.locator('[data-log-auto]').count()).toBeGreaterThan(0);
    await screenshot(alice.page, '75-bot-plays-for-you');
    await screenshot(bob.page, '76-played-by-a-bot-fr-phone', false);
    await alice.page.setViewportSize(PHONE_390);
    await screenshot(alice.page, '75-bot-plays-for-you-phone', false);
    await alice.page.setViewportSize(DESKTOP);

    // "I'm back": the banner goes, the log says so, and Alice plays a few decisions herself while
    // the bots and Bob move.
    await alice.page.click('[data-back]');
    await alice.page.waitForSelector('[data-bot-banner]', { state: 'detached' });
    await bob.page.waitForSelector('.log-list .log-playerBack');
    expect(await logTexts(bob.page, 'playerBack')).toEqual([fr.bots.playerBack('Alice')]);
    expect(await logTexts(alice.page, 'playerBack')).toEqual([en.bots.playerBack('Alice')]);
    await bob.page.waitForSelector('[data-panel-seat="0"] [data-bot-playing]', { state: 'detached' });
    expect(await bob.page.getAttribute('[data-panel-seat="0"]', 'class')).not.toContain('pp-bot-playing');
    const timedOutBefore = (await alicesTimeOuts(alice.page)).length;
    let hers = 0;
    const deadline = Date.now() + 90_000;
    while (hers < 3 && !(await alice.page.$('[data-final]'))) {
      if (Date.now() > deadline) throw new Error(`Alice played ${hers} decisions only`);
      const mine = await actOnce(alice.page, { placementsPerRound: 1 });
      if (mine) hers++;
      const his = await actOnce(bob.page, { placementsPerRound: 1 });
      if (!mine && !his) await alice.page.waitForTimeout(100);
    }
    // Her own moves, in time: no bot decided for her again.
    expect((await alicesTimeOuts(alice.page)).length).toBe(timedOutBefore);
    expect(await alice.page.$('[data-bot-banner]')).toBeNull();
    await screenshot(alice.page, '77-back-and-playing');
    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  }, 240_000);
});
