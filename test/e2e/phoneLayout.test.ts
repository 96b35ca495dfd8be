// A phone layout designed for the table (issue 28): at 390 × 844, in English and French, for each kind
// of decision of a short scripted game, the part of the board the decision is about is on screen
// without the player scrolling (the page brings it there): at least one of its targets lies fully in
// the viewport, below the pinned player strip and above the decision dock, and the dock takes at
// most 45 % of the screen's height. Dice Hospital: a three-player room, its positions put in with
// buildPosition (ambulances loaded and taken, fatalities, the market, a worker's three steps). Dice
// Hospital ER: a solo game from the home page, its first turns (a die, a bed, its value: while the
// values are open, they are the dock and the bed is the part of the board in view).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inject, prompt } from './support/rooms.js';
import { startTableOfThree } from './support/privateTable.js';
import { useLanguage } from './support/screens.js';
import { useE2ETable } from './support/table.js';
import { activating, choosingFatalities, improving, intake, takingAmbulance } from './support/tablePositions.js';
import { move } from './support/erDriver.js';

const e2e = useE2ETable({ botDelayMs: 0 });
const PHONE = { width: 390, height: 844 };
const MAX_DOCK = 0.45;

/** What is wrong with the decision on screen now: its dock too tall, or none of `subject`'s targets
 * fully in view between the pinned strip (`pinned`) and the dock. */
const measured: string[] = [];

async function problemsNow(page: Page, step: string, subject: string, dock: string, pinned: string): Promise<string[]> {
  // The page brings the subject into view on the next frames (without motion: reduced in the tests):
  // looked at again until it is right or five seconds have passed (a loaded machine draws late).
  let problems = await problemsOnce(page, step, subject, dock, pinned);
  for (const until = Date.now() + 5000; problems.length > 0 && Date.now() < until;) {
    await page.waitForTimeout(100);
    problems = await problemsOnce(page, step, subject, dock, pinned);
  }
  measured.push(`${await page.evaluate(() => document.documentElement.lang)} ${await page.evaluate(() => (window as unknown as { __dock: string }).__dock)}`);
  return problems;
}

function problemsOnce(page: Page, step: string, subject: string, dock: string, pinned: string): Promise<string[]> {
  return page.evaluate(
    ({ step, subject, dock, pinned, maxDock }) => {
      const problems: string[] = [];
      const d = document.querySelector(dock)?.getBoundingClientRect();
      if (!d) return [`${step}: no dock (${dock})`];
      (window as unknown as { __dock: string }).__dock = `${step}: dock ${Math.round(d.height)} px`;
      if (d.height > window.innerHeight * maxDock)
        problems.push(`${step}: the dock is ${Math.round(d.height)} px high (> ${maxDock * 100} % of ${window.innerHeight})`);
      const top = document.querySelector(pinned)?.getBoundingClientRect().bottom ?? 0;
      const targets = [...document.querySelectorAll(subject)].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
      if (targets.length === 0) return [...problems, `${step}: nothing shown for ${subject}`];
      const clear = (r: DOMRect) =>
        r.top >= top - 1 &&
        r.left >= -1 &&
        r.right <= window.innerWidth + 1 &&
        r.bottom <= window.innerHeight + 1 &&
        (r.bottom <= d.top + 1 || r.top >= d.bottom - 1 || r.right <= d.left + 1 || r.left >= d.right - 1);
      if (!targets.some(clear)) {
        const r = targets[0]!;
        problems.push(
          `${step}: no ${subject} in view above the dock (first at ${Math.round(r.top)}..${Math.round(r.bottom)}, strip ends ${Math.round(top)}, dock ${Math.round(d.top)}..${Math.round(d.bottom)})`,
        );
      }
      return problems;
    },
    { step, subject, dock, pinned, maxDock: MAX_DOCK },
  );
}

describe('a phone layout: the decision with its part of the board in view', () => {
  it('Dice Hospital at 390 × 844, English and French: ambulances, fatalities, market, a worker placed', async () => {
    const host = await e2e.person(e2e.server.url, PHONE);
    const hp = host.page;
    const roomId = await startTableOfThree(hp, (url) => e2e.person(url), e2e.server.url);
    const problems: string[] = [];
    const check = async (step: string, subject: string) =>
      problems.push(...(await problemsNow(hp, step, subject, '.action-dock', '.game-sticky')).map((p) => `${language}: ${p}`));
    let language: 'en' | 'fr' = 'en';
    for (language of ['en', 'fr'] as const) {
      await useLanguage(hp, language);
      // Each position, the decision it asks for, and the part of the board that decision is about.
      for (const [position, kind, subject] of [
        [intake(1), 'arrangeAmbulances', '.ambulances [data-ambulance]'],
        [takingAmbulance(), 'takeAmbulance', '.ambulances .amb-selectable'],
        [choosingFatalities(), 'chooseFatalities', '.hospital-you .patient-selectable'],
        [improving(), 'takeImprovement', '.improvements .offer-selectable'],
      ] as const) {
        inject(roomId, position);
        await prompt(hp, kind);
        await check(kind, subject);
      }
      inject(roomId, activating());
      await prompt(hp, 'activation');
      await check('activation: a worker to place', '.hospital-you [data-department]');
      await hp.click('[data-choice^="worker:nurse"]');
      await check('activation: a department', '.hospital-you button.dept');
      await hp.click('.hospital-you button.dept');
      await hp.waitForSelector('.hospital-you button.patient-selectable');
      await check('activation: patients', '.hospital-you .patient-selectable');
      await hp.click('[data-choice="cancel"]');
    }
    console.log(`Dice Hospital on a phone: ${problems.length} problems\n${problems.join('\n')}\n${measured.splice(0).join('\n')}`);
    expect(problems).toEqual([]);
    expect(host.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  }, 180_000);

  it('Dice Hospital ER at 390 × 844, English and French: a die, a bed, its value, in a solo game', async () => {
    const problems: string[] = [];
    for (const language of ['en', 'fr'] as const) {
      const me = await e2e.person(`${e2e.server.url}/?lang=${language}`, PHONE);
      const page = me.page;
      await page.fill('#display-name', 'Solène');
      await page.click('[data-game-solo="dice_hospital_er"]');
      await page.waitForSelector('.er-table');
      const check = async (step: string, subject: string, dock = '.er-turn') =>
        problems.push(...(await problemsNow(page, step, subject, dock, '.er-head')).map((p) => `${language}: ${p}`));
      const seen = new Set<string>();
      const once = async (step: string, subject: string) => {
        if (!seen.has(step)) await check(step, subject);
        seen.add(step);
      };
      const pending = () => page.getAttribute('.er-table', 'data-pending');
      const deadline = Date.now() + 60_000;
      // The first turns, each decision checked before its move (made from the keyboard, as erDriver).
      while (Number(await page.getAttribute('.er-table', 'data-turn')) <= 3 && Date.now() < deadline) {
        const kind = await pending();
        if ((kind === 'choose' || kind === 'chiefChoice') && (await page.$('[data-choose]'))) await once('a die', '[data-choose]');
        else if (kind === 'admit' && (await page.$('.er-main .er-bed-pick')) && !(await page.$('.er-values'))) {
          await once('a bed', '.er-main .er-bed-pick');
          try {
            // The bed at the screen's bottom edge, under the dock (where a bed reached with the
            // keyboard may lie): the values that open cover it, and the page must bring it up
            // above them.
            await page.evaluate(() => {
              const bed = document.querySelector('.er-main .er-bed-pick')?.getBoundingClientRect();
              if (bed) window.scrollBy(0, bed.bottom - window.innerHeight + 4);
            });
            await page.locator('.er-main .er-bed-pick').first().focus({ timeout: 2_000 });
            await page.keyboard.press('Enter');
            await page.waitForSelector('.er-values [data-value]', { timeout: 2_000 });
            // The values are the dock now: the bed they are for stays in view above them (the page
            // scrolls it there as the values appear).
            if (!seen.has('its value')) await check('its value', '.er-main .er-bed-selected', '.er-values');
            seen.add('its value');
          } catch {
            continue; // the table moved on under the click (URSULE's move): look again
          }
        }
        const actions = await page.getAttribute('.er-table', 'data-actions');
        if (!(await move(page))) await page.waitForTimeout(50);
        else
          await page
            .waitForFunction((n) => document.querySelector('.er-table')?.getAttribute('data-actions') !== n, actions, { timeout: 5_000 })
            .catch(() => {});
      }
      expect([...seen].sort(), language).toEqual(['a bed', 'a die', 'its value']);
      expect(me.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      await me.context.close();
    }
    console.log(`Dice Hospital ER on a phone: ${problems.length} problems\n${problems.join('\n')}\n${measured.join('\n')}`);
    expect(problems).toEqual([]);
  }, 180_000);
});
