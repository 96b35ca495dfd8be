// What a player notices around the table when the page is scrolled: the "A bot is playing for
// you… I'm back" banner stays in view until answered (it sat at the top of the page, out of sight),
// and "Back to the lobby" from a finished game lands at the top of the lobby (it landed scrolled to
// the bottom). A solo game from the home page, with positions put into the room.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../client/src/games/dice-hospital/i18n/index.js';
import { playRandomGame, type GameState } from '../../shared/games/dice-hospital/index.js';
import { handOverToBot, putState, roomCoreOf } from '../support/roomCore.js';
import { actOnce } from './support/driver.js';
import { useE2ETable } from './support/table.js';

const e2e = useE2ETable();
/** A laptop's height: the table is taller than the window. */
const LAPTOP = { width: 1280, height: 640 };

async function soloGame(name: string): Promise<{ page: Page; roomId: string }> {
  const me = await e2e.person(e2e.server.url, LAPTOP);
  await me.page.fill('#display-name', name);
  await me.page.click('[data-solo-form] summary');
  await me.page.click('[data-solo]');
  await me.page.waitForSelector('.action-bar');
  const roomId = (await me.page.getAttribute('.room', 'data-room-id'))!;
  return { page: me.page, roomId };
}

const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Whether the element is wholly inside the window (and not hidden). */
const inView = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('the table when the page is scrolled', () => {
  it('the "a bot is playing for you" banner stays in view until the player says she is back', async () => {
    const { page, roomId } = await soloGame('Bea');
    handOverToBot(roomId, 0);
    await page.waitForSelector('[data-bot-banner]');
    expect(await page.textContent('[data-bot-banner]')).toContain(en.bots.banner);
    await scrollToBottom(page);
    expect(await scrollY(page)).toBeGreaterThan(100);
    expect(await inView(page, '[data-bot-banner]')).toBe(true);
    expect(await inView(page, '[data-bot-banner] [data-back]')).toBe(true);
    // Answered where it is: the banner goes, and the page stays where the player was.
    const before = await scrollY(page);
    await page.click('[data-bot-banner] [data-back]');
    await page.waitForSelector('[data-bot-banner]', { state: 'detached' });
    expect(await scrollY(page)).toBeGreaterThan(before - 150);
  }, 60_000);

  it('"Back to the lobby" from a finished game lands at the top of the lobby', async () => {
    const { page, roomId } = await soloGame('Cal');
    const ended = playRandomGame(roomCoreOf<GameState>(roomId).game, 11).state;
    putState(roomId, ended);
    await page.waitForSelector('[data-back-to-lobby]');
    await scrollToBottom(page);
    await page.click('[data-back-to-lobby]');
    await page.waitForSelector('#display-name');
    await page.waitForTimeout(300); // the lobby's lists load
    expect(await scrollY(page)).toBe(0);
    expect(await inView(page, '#display-name')).toBe(true);
  }, 60_000);

  it('hovering a log line lights up the hospital and the colour it names (its count and its beds), and leaving it clears them', async () => {
    const { page } = await soloGame('Lia');
    const line = '.log-line[data-log-seat="0"][data-log-colour]';
    for (let i = 0; i < 10 && !(await page.$(line)); i++) await actOnce(page, { placementsPerRound: 1 });
    const colour = (await page.getAttribute(line, 'data-log-colour'))!;
    const shadow = () => page.$eval('.hospital-you', (el) => getComputedStyle(el).boxShadow);
    const idle = await shadow();
    await page.hover(line);
    await expect.poll(shadow).not.toBe(idle);
    expect(await page.$$eval('[data-pointed]', (els) => els.map((el) => el.getAttribute('data-ward') ?? el.className))).toContain(colour);
    const beds = (pointed: string) => page.$$eval(`.hospital-you [data-bed-colour="${colour}"]${pointed}`, (els) => els.length);
    expect(await beds('[data-pointed]')).toBe(await beds(''));
    await page.mouse.move(1, 1);
    await expect.poll(shadow).toBe(idle);
    expect(await page.$('[data-ward][data-pointed], [data-bed-colour][data-pointed]')).toBeNull();
  }, 60_000);
});
