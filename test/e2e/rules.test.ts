// How to play, per game: Dice Hospital ER's rules page opened from its home page card in English
// (desktop) and French (phone), with every specialist and each score row explained and nothing of
// Dice Hospital's; a score row's address scrolls to it; and inside an ER table the help drawer shows
// ER's rules, and a row of the final scores opens them at that row.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARDIOLOGISTS, EPIDEMIOLOGISTS, NURSE_TRACK, RADIOLOGISTS, buildPosition } from '../../shared/games/dice-hospital-er/index.js';
import { testKey } from '../../shared/random.js';
import { putState } from '../support/roomCore.js';
import { en as erEn } from '../../client/src/games/dice-hospital-er/i18n/en.js';
import { fr as erFr } from '../../client/src/games/dice-hospital-er/i18n/fr.js';
import { ER_RULES_TEXTS } from '../../client/src/games/dice-hospital-er/i18n/rules/index.js';
import { en as dhEn } from '../../client/src/games/dice-hospital/i18n/en.js';
import { fr as dhFr } from '../../client/src/games/dice-hospital/i18n/fr.js';
import { noSeriousViolations } from './support/rooms.js';
import { screenshot } from './support/browser.js';
import { useE2ETable } from './support/table.js';

const e2e = useE2ETable({ botDelayMs: 0 });
const ER = 'dice_hospital_er';
const PHONE = { width: 390, height: 844 };

/** What the rules page must show of ER, and must not show of Dice Hospital, in one language. */
async function checkErRules(page: Page, root: string, language: 'en' | 'fr') {
  const [t, r, dh] = language === 'en' ? [erEn, ER_RULES_TEXTS.en, dhEn] : [erFr, ER_RULES_TEXTS.fr, dhFr];
  await page.waitForSelector(`${root} [data-rules="${ER}"] .er-rules`);
  expect(await page.getAttribute(`${root} .er-rules`, 'data-lang')).toBe(language);
  expect((await page.textContent(`${root} .help-title`))!.trim()).toBe(r.title);
  const text = (await page.textContent(`${root} .er-rules`))!;
  // Every specialist of the catalogue, by name.
  for (const id of CARDIOLOGISTS) expect(text).toContain(t.specialists.cardiologists[id].name);
  for (const id of RADIOLOGISTS) expect(text).toContain(t.specialists.radiologists[id].name);
  for (const id of EPIDEMIOLOGISTS) expect(text).toContain(t.specialists.epidemiologists[id].name);
  // A score row and how it is counted (the nurse track's points from the catalogue).
  const nurses = r.scoring.nurses(NURSE_TRACK.map((points, i) => r.scoring.nurseCount(i + 1, points)).join(', '));
  expect(await page.textContent(`${root} [data-rules-score="nurses"] dd`)).toBe(nurses);
  expect(await page.locator(`${root} [data-rules-score]`).count()).toBe(11);
  // Nothing of Dice Hospital's rules.
  expect(await page.locator(`${root} [data-discharge-table], ${root} [data-help-solo]`).count()).toBe(0);
  expect(text).not.toContain(dh.help.goal);
  expect(text).not.toContain(dh.help.roundHeading);
}

/** One move of the last turn (choose, admit or morgue, curtain); false when there is none to make. */
async function move(page: Page): Promise<boolean> {
  for (const selector of ['[data-choose]', '.er-values [data-value]', '.er-main .er-bed-pick', '[data-morgue]', '[data-skip-curtain]']) {
    const target = page.locator(selector).first();
    if ((await target.count()) === 0) continue;
    try {
      await target.click({ timeout: 1_000 });
      return true;
    } catch {
      return false; // the table moved on under the click: look again
    }
  }
  return false;
}

describe('How to play per game', () => {
  it("ER's rules page from its home card: English on a desktop, French on a phone, a score row's address", async () => {
    const reader = await e2e.person(e2e.server.url);
    await reader.page.click(`[data-game-card="${ER}"] [data-rules-page-link="${ER}"]`);
    await checkErRules(reader.page, '', 'en');
    expect(new URL(reader.page.url()).searchParams.get('help')).toBe(ER);
    // The rules page links the other game's rules, and the old address still shows Dice Hospital's.
    expect(await reader.page.getAttribute('[data-rules-page-link="dice_hospital"]', 'href')).toBe('/?help=dice_hospital');
    await noSeriousViolations(reader.page, 'ER rules page');
    await screenshot(reader.page, 'rules-er-en-desktop');

    const phone = await e2e.person(e2e.server.url, PHONE);
    await phone.page.selectOption('[data-language]', 'fr');
    await phone.page.click(`[data-game-card="${ER}"] [data-rules-page-link="${ER}"]`);
    await checkErRules(phone.page, '', 'fr');
    // Nothing wider than the phone.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await noSeriousViolations(phone.page, 'ER rules page (phone, French)');
    await screenshot(phone.page, 'rules-er-fr-phone');

    // A row's address (what a final score row links to outside a table) opens the page at that row.
    await phone.page.goto(`${e2e.server.url}/?help=${ER}#er-rules-score-morgue`);
    const row = phone.page.locator('#er-rules-score-morgue.rules-target');
    await row.waitFor();
    expect(await row.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    await screenshot(phone.page, 'rules-er-fr-phone-morgue', false);

    await phone.page.goto(`${e2e.server.url}/?help`);
    await phone.page.waitForSelector('[data-rules="dice_hospital"] [data-discharge-table]');
    expect(await phone.page.locator('.er-rules').count()).toBe(0);
    expect([...reader.errors, ...phone.errors]).toEqual([]);
  }, 120_000);

  it("inside an ER table the help drawer shows ER's rules; a final score row opens them at that row", async () => {
    const solo = await e2e.person(e2e.server.url);
    await solo.page.fill('#display-name', 'Solène');
    await solo.page.click(`[data-game-solo="${ER}"]`);
    await solo.page.waitForSelector('.er-table');
    await solo.page.click('[data-help-open]');
    await checkErRules(solo.page, `[data-help-drawer="${ER}"]`, 'en');
    await screenshot(solo.page, 'rules-er-drawer', false);
    await solo.page.click('[data-help-close]');
    await solo.page.waitForSelector('[data-help-drawer]', { state: 'detached' });

    // The game's last turn, then the final scores.
    const roomId = (await solo.page.getAttribute('.room', 'data-room-id'))!;
    putState(
      roomId,
      buildPosition({
        players: ['Solène'],
        key: testKey(21),
        turn: 24,
        chief: 0,
        seats: [{ wards: '1246/235/3/4/15!/2/3', nurses: 2, nurseWards: [0, 4], stethoscopes: 2, bloodBags: 1, morgue: 1 }],
      }),
    );
    await solo.page.waitForSelector('.er-table[data-turn="24"]');
    const deadline = Date.now() + 30_000;
    while ((await solo.page.locator('[data-final]').count()) === 0 && Date.now() < deadline) {
      if (!(await move(solo.page))) await solo.page.waitForTimeout(50);
    }
    const link = solo.page.locator('[data-final] [data-row="nurses"] [data-rules-link]');
    // Outside the app (a new tab) it is the rules page at that row.
    expect(await link.getAttribute('href')).toBe(`/?help=${ER}#er-rules-score-nurses`);
    await link.click();
    const row = solo.page.locator(`[data-help-drawer="${ER}"] #er-rules-score-nurses.rules-target`);
    await row.waitFor();
    expect(
      await row.evaluate((el) => el === document.activeElement && el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight),
    ).toBe(true);
    // The table is still there behind the drawer.
    expect(await solo.page.locator('.er-table [data-final]').count()).toBe(1);
    await noSeriousViolations(solo.page, 'ER rules drawer at a score row');
    await screenshot(solo.page, 'rules-er-drawer-nurses', false);
    await solo.page.setViewportSize(PHONE);
    await row.scrollIntoViewIfNeeded();
    await screenshot(solo.page, 'rules-er-drawer-nurses-phone', false);
    expect(solo.errors).toEqual([]);
  }, 120_000);
});
