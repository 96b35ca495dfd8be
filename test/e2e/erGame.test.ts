// Dice Hospital ER played for real: three people in their own browser contexts (one in French on a
// phone) open a private room from the home page's ER card, join it by code, and play the whole game
// on the hex sheet to the final scores while a spectator watches; and a solo game against URSULE
// from "Play solo" with a chosen difficulty, then its rematch. Every move is made through the page
// (die, bed, value, morgue, curtain). And the platform's table around ER: the player strip with a
// bot's badge and the clocks, the tab title on your turn, a refused move in French, "since your
// last move", Leave game asking first.
import { matchMaker } from '@colyseus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BED_WARD, type GameState } from '../../shared/games/dice-hospital-er/index.js';
import { fr as erFr } from '../../client/src/games/dice-hospital-er/i18n/fr.js';
import { noSeriousViolations } from './support/rooms.js';
import { fastForward, roomCoreOf } from '../support/roomCore.js';
import { screenshot, type Person } from './support/browser.js';
import { PHONE, useE2ETable } from './support/table.js';
import { move } from './support/erDriver.js';
import { ServerMessage } from '../../shared/protocol.js';

const e2e = useE2ETable({ botDelayMs: 0 });
const ER = 'dice_hospital_er';

/** The running room's game state and options (test access to the server's side). */
const roomOf = (roomId: string) => matchMaker.getLocalRoomById(roomId) as unknown as { game: GameState; roomOptions: unknown };

/** Plays to the final scores; with `skipFrom`, once that turn starts the server plays every seat's
 * default up to the last three turns (fastForward), which are played by hand again. */
async function playToEnd(pages: Page[], deadlineMs: number, skipFrom?: { roomId: string; turn: number }): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const game = skipFrom && roomCoreOf<GameState>(skipFrom.roomId).game;
    if (skipFrom && game && game.turn >= skipFrom.turn) {
      await fastForward<GameState>(skipFrom.roomId, game.turns - 2, (s) => s.turn);
      const actions = roomCoreOf<GameState>(skipFrom.roomId).game.actionCount;
      // (At least: a bot or a clock of the room may already have moved on.)
      await Promise.all(
        pages.map((page) =>
          page.waitForFunction((n) => Number(document.querySelector('.er-table')?.getAttribute('data-actions')) >= n, actions, { timeout: 15_000 }),
        ),
      );
      skipFrom = undefined;
    }
    if ((await Promise.all(pages.map((p) => p.locator('[data-final]').count()))).every((n) => n > 0)) return;
    let moved = false;
    for (const page of pages) moved = (await move(page)) || moved;
    if (!moved) await pages[0]!.waitForTimeout(50);
  }
  throw new Error('the ER game did not reach its final scores in time');
}

const CHAT = '[data-chat] .chat-list';

/** Waits until the scrolling box `selector` on `page` shows its end, its last line holding `text`. */
const atNewestLine = (page: Page, selector: string, text = '') =>
  page.waitForFunction(
    ([selector, text]) => {
      const box = document.querySelector(selector)!;
      return box.scrollHeight - box.scrollTop - box.clientHeight < 8 && box.lastElementChild!.textContent!.includes(text);
    },
    [selector, text] as const,
  );

describe('Dice Hospital ER in the browser', () => {
  it(
    'three players and a spectator: a private room by code, played on the hex sheet to the final scores',
    async () => {
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

      const roomId = (await ada.page.getAttribute('.room', 'data-room-id'))!;
      await playToEnd(
        players.map((p) => p.page),
        8 * 60_000,
        { roomId, turn: 6 },
      );
      await watcher.page.waitForSelector('[data-final]');
      for (const p of [...players, watcher]) expect(await p.page.locator('[data-final]').count()).toBe(1);
      // The log followed the game to its last line (the fast-forwarded burst included).
      for (const p of [...players, watcher]) await atNewestLine(p.page, '.er-log ol');
      expect(await ada.page.$eval('.er-log ol', (box) => box.scrollHeight > 2 * box.clientHeight)).toBe(true);
      // The end of the table: a rematch for the players (not the spectator), the fairness note for all.
      for (const p of players) expect(await p.page.locator('[data-rematch="open"]').count()).toBe(1);
      expect(await watcher.page.locator('[data-rematch]').count()).toBe(0);
      // The key is revealed once the game has ended, in a patch after the final scores' one.
      for (const p of [...players, watcher]) await p.page.waitForSelector('[data-fairness="matches"]', { timeout: 10_000 });
      await screenshot(ada.page, 'er-22-final-desktop');
      await screenshot(chloe.page, 'er-23-final-phone-fr');
      await noSeriousViolations(watcher.page, 'ER final scores (spectator)');
      for (const p of [...players, watcher]) expect(p.errors).toEqual([]);

      // The chat after the game: it follows new lines, except for a reader who scrolled up to read
      // older ones, whom another's line does not pull down; her own line does.
      const say = async (p: Person, text: string) => {
        const count = await watcher.page.locator('[data-chat] .chat-line').count();
        await p.page.fill('[data-chat-input]', text);
        await p.page.press('[data-chat-input]', 'Enter');
        await watcher.page.waitForSelector(`[data-chat] .chat-line >> nth=${count}`);
      };
      const chatAt = () =>
        watcher.page.$eval(CHAT, (box) => ({
          top: box.scrollTop,
          atBottom: box.scrollHeight - box.scrollTop - box.clientHeight < 8,
          overflows: box.scrollHeight > box.clientHeight + 50,
        }));
      for (let i = 0; i < 3; i++) for (const p of [ada, ben]) await say(p, `${p === ada ? 'Ada' : 'Ben'} ${i}: ${'well played, '.repeat(14)}`);
      await atNewestLine(watcher.page, CHAT, 'Ben 2:');
      expect((await chatAt()).overflows).toBe(true);
      await watcher.page.$eval(CHAT, (box) => box.scrollTo(0, 0));
      await watcher.page.waitForFunction((chat) => document.querySelector(chat)!.scrollTop === 0, CHAT);
      await say(chloe, 'Bien joué !');
      await watcher.page.waitForTimeout(200); // a frame or more: the follow would have scrolled by then
      expect(await chatAt()).toMatchObject({ top: 0, atBottom: false });
      // Her own line brings her back to the newest, and the chat follows again from there.
      const atNewest = (text: string) => atNewestLine(watcher.page, CHAT, text);
      await say(watcher, 'Thanks, all');
      await atNewest('Thanks, all');
      await say(chloe, 'Encore ?');
      await atNewest('Encore ?');
      // Past the 100 lines a page keeps (lines put straight into the room, past the chat's rate
      // limits), a new line leaves the count as it was: the chat still follows it.
      const room = matchMaker.getLocalRoomById(roomId)!;
      const line = (n: number) => ({ id: 1000 + n, seat: 1, name: 'Ben', text: `line ${n}`, at: Date.now() });
      for (let n = 0; n < 100; n++) room.broadcast(ServerMessage.chat, line(n));
      await atNewest('line 99');
      room.broadcast(ServerMessage.chat, line(100));
      await atNewest('line 100');
    },
    10 * 60_000,
  );

  it(
    'a solo game against URSULE with a chosen difficulty, to the final scores, the fairness note and a rematch with the same options',
    async () => {
      const solo = await e2e.person(e2e.server.url);
      await solo.page.fill('#display-name', 'Solène');
      // The card offers ER's own options for solo (URSULE's difficulty), labelled and explained.
      await solo.page.click(`[data-game-card="${ER}"] .solo-options summary`);
      expect(await solo.page.textContent(`[data-game-card="${ER}"] .solo-options`)).toContain('URSULE starts with 2 more stethoscopes');
      await solo.page.check(`[name="${ER}-solo-preparation"]`);
      await solo.page.check(`[name="${ER}-solo-capacity"]`);
      await screenshot(solo.page, 'er-27-home-solo-options');
      await solo.page.click(`[data-game-solo="${ER}"]`);
      await solo.page.waitForSelector('.er-table');
      const roomId = (await solo.page.getAttribute('.room', 'data-room-id'))!;
      const chosen = { preparation: true, equipment: false, isolation: false, capacity: true };
      expect(roomOf(roomId).roomOptions).toEqual(chosen);
      expect(roomOf(roomId).game.options).toEqual(chosen);
      await playToEnd([solo.page], 5 * 60_000, { roomId, turn: 6 });
      expect(await solo.page.textContent('[data-final]')).toMatch(/URSULE/);
      // Capacity is scored for URSULE.
      expect(await solo.page.locator('[data-final] [data-row="capacity"]').count()).toBe(1);
      await solo.page.waitForSelector('[data-fairness="matches"]', { timeout: 10_000 }); // (revealed in a later patch)
      await screenshot(solo.page, 'er-24-solo-final');
      // Play again: a new ER room with the same options, straight into the game.
      await solo.page.click('[data-rematch="open"]');
      await solo.page.waitForFunction(
        (old) => document.querySelector('.room')?.getAttribute('data-room-id') !== old && !!document.querySelector('.er-table:not(:has([data-final]))'),
        roomId,
      );
      const rematchId = (await solo.page.getAttribute('.room', 'data-room-id'))!;
      expect(roomOf(rematchId).roomOptions).toEqual(chosen);
      expect(solo.errors).toEqual([]);
    },
    6 * 60_000,
  );

  it(
    'with a bot: its badge and the clocks, the tab title on her turn, a refused move in French, since her last move, Leave asks first',
    async () => {
      const ada = await e2e.person(`${e2e.server.url}/?lang=fr`);
      await ada.page.fill('#display-name', 'Ada');
      await ada.page.selectOption(`[name="${ER}-players"]`, '2');
      await ada.page.click(`[data-game-create="${ER}"]`);
      await ada.page.click('[data-seat="1"] [data-add-bot="strong"]');
      await ada.page.waitForSelector('[data-seat="1"] [data-bot="strong"]');
      expect(await ada.page.title()).toBe('Dice Hospital');
      await ada.page.click('[data-start]');
      await ada.page.waitForSelector('.er-table');
      const roomId = (await ada.page.getAttribute('.room', 'data-room-id'))!;

      // The strip: both seats, the bot's marked as a computer player.
      expect(await ada.page.locator('[data-player-panels] [data-panel-seat]').count()).toBe(2);
      await ada.page.waitForSelector('[data-panel-seat="1"] [data-bot="strong"]');
      // Her turn: the tab says so, and her panel is acting with its clock.
      await ada.page.waitForSelector('[data-choose]');
      expect(await ada.page.title()).toBe('● À vous – Dice Hospital');
      await ada.page.waitForSelector('[data-panel-seat="0"][data-state="acting"] [data-time-left]');
      await screenshot(ada.page, 'er-25-platform-table-fr');
      await noSeriousViolations(ada.page, 'ER table with the player strip');

      // A refused move: the server's sheet moves on behind her back (a patient written in the ward she
      // picked), so the value she picks is refused by the rules, in French; she dismisses it.
      await ada.page.click('[data-choose]');
      await ada.page.waitForSelector('.er-main .er-bed-pick');
      await ada.page.click('.er-main .er-bed-pick');
      const bed = Number(await ada.page.getAttribute('.er-main .er-bed-selected', 'data-bed'));
      const room = roomCoreOf<GameState>(roomId);
      const before = room.game;
      const moved = structuredClone(before);
      moved.players[0]!.sheet.wards[BED_WARD[bed]!.ward]!.push(6);
      room.game = moved;
      await ada.page.click('.er-values [data-value]');
      const refused = (await (await ada.page.waitForSelector('.er-table .action-error')).textContent())!;
      expect(refused).toMatch(/^Action refusée : /);
      expect(
        Object.values(erFr.errors).some((sentence) => refused.includes(sentence)),
        refused,
      ).toBe(true);
      await screenshot(ada.page, 'er-26-refused-fr', false);
      room.game = before;
      await ada.page.click('[data-dismiss-error]');
      await ada.page.waitForSelector('.er-table .action-error', { state: 'detached' });

      // Her next turn: what happened since her last move, in ER's sentences. Her moves are made on
      // turn 1's table only: the turn can move on between reading it here and move()'s next press
      // (her own last move of turn 1 answered meanwhile), and that press would take turn 2's choice.
      const deadline = Date.now() + 60_000;
      while ((await ada.page.getAttribute('.er-table', 'data-turn')) === '1' && Date.now() < deadline) {
        if (!(await move(ada.page, '.er-table[data-turn="1"]'))) await ada.page.waitForTimeout(50);
      }
      await ada.page.waitForSelector('[data-choose]');
      expect(await ada.page.textContent('[data-since]')).toMatch(/Tour 2/);

      // Leave game asks first: staying keeps the table, confirming goes home.
      await ada.page.click('[data-leave]');
      await ada.page.click('[data-confirm="leave"] [data-confirm-no]');
      await ada.page.waitForSelector('[data-confirm="leave"]', { state: 'detached' });
      expect(await ada.page.locator('.er-table').count()).toBe(1);
      await ada.page.click('[data-leave]');
      await ada.page.click('[data-confirm="leave"] [data-confirm-yes]');
      await ada.page.waitForSelector('[data-screen="home"]');
      expect(ada.errors).toEqual([]);
    },
    3 * 60_000,
  );
});
