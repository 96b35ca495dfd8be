// npm run screenshots: regenerates docs/screenshots/, the Dice Hospital table at 1366×768 and
// 390×844 in English and French for each main kind of decision, and the Dice Hospital ER table.
// One real server (the browser tests' support: it builds the client when a source is newer), the
// positions put into the room with buildPosition; ER from its preview page. Only the viewport is
// shot: what a player sees of the current decision without scrolling; each PNG is then rewritten
// with a 256-colour palette (png8.ts): they are committed.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { activating, choosingFatalities, improving, intake, position, takingAmbulance } from '../test/e2e/support/tablePositions.js';
import { putState } from '../test/support/roomCore.js';
import { toPalette } from './png8.js';
import { launchBrowser, openPerson, type Person } from '../test/e2e/support/browser.js';
import { servePreview } from '../test/e2e/support/erPreview.js';
import { ROOT, startServer } from '../test/e2e/support/server.js';
import { startTableOfThree } from '../test/e2e/support/tableOfThree.js';

const OUT = path.join(ROOT, 'docs/screenshots');
const SIZES = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;
const LANGUAGES = ['en', 'fr'] as const;
const prompt = (page: Page, kind: string) => page.waitForSelector(`.action-bar[data-prompt="${kind}"]`, { timeout: 10_000 });

/** On a phone, what a player sees once the page brought the decision's part of the board (`subject`)
 * above the dock, as the table does when her step begins (useScrollToChoices). */
const bringIntoView = (page: Page, subject: string, pinned: string, dock: string) =>
  page.evaluate(
    ({ subject, pinned, dock }) => {
      const first = document.querySelector(subject);
      if (!first) return;
      const top = document.querySelector(pinned)?.getBoundingClientRect().bottom ?? 0;
      const r = first.getBoundingClientRect();
      const bottom = Math.min(window.innerHeight, document.querySelector(dock)?.getBoundingClientRect().top ?? window.innerHeight);
      if (r.top < top || r.bottom > bottom) window.scrollBy(0, r.top - top - 8);
    },
    { subject, pinned, dock },
  );

/** Shoots the page as it is, in both languages at both sizes; `prepare` runs after each change
 * (e.g. to open a step of a decision again, or scroll to it); on a phone `subject` is then brought
 * into view. */
async function shoot(page: Page, name: string, prepare?: (page: Page) => Promise<void>, subject?: string): Promise<void> {
  for (const language of LANGUAGES) {
    await page.selectOption('[data-language]', language);
    await page.waitForFunction((l) => document.documentElement.lang === l, language);
    for (const size of ['desktop', 'phone'] as const) {
      await page.setViewportSize(SIZES[size]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await prepare?.(page);
      if (size === 'phone' && subject) await bringIntoView(page, subject, '.game-sticky', '.action-dock');
      // Let transitions and the fresh marks of the last change settle.
      await page.waitForTimeout(400);
      const file = path.join(OUT, `${name}-${language}-${size}.png`);
      await page.screenshot({ path: file, style: '.tip { display: none !important; }' });
      toPalette(file);
      console.log(path.relative(ROOT, file));
    }
  }
  await page.selectOption('[data-language]', 'en');
  await page.setViewportSize(SIZES.desktop);
}

async function diceHospital(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  const people: Person[] = [];
  try {
    const person = async (url: string) => {
      const p = await openPerson(browser, url, SIZES.desktop);
      people.push(p);
      return p;
    };
    const host = await person(server.url);
    const hp = host.page;
    const roomId = await startTableOfThree(hp, person, server.url, (page) => page.selectOption('select[name="pace"]', 'relaxed').then(() => undefined));

    putState(roomId, intake(1));
    await prompt(hp, 'arrangeAmbulances');
    await shoot(hp, '01-ambulances-load', undefined, '.ambulances [data-ambulance]');
    putState(roomId, takingAmbulance());
    await prompt(hp, 'takeAmbulance');
    await shoot(hp, '02-ambulance-take', undefined, '.ambulances .amb-selectable');

    putState(roomId, choosingFatalities());
    await prompt(hp, 'chooseFatalities');
    await shoot(hp, '03-intake-fatalities', undefined, '.hospital-you .patient-selectable');

    putState(roomId, improving());
    await prompt(hp, 'takeImprovement');
    await shoot(hp, '04-improvement-buy', undefined, '.improvements .offer-selectable');

    const activation = activating();
    putState(roomId, activation);
    await prompt(hp, 'activation');
    await shoot(hp, '05-workers-place', undefined, '.hospital-you [data-department]');
    // A nurse on a department, a patient picked: what the healing will do.
    await shoot(
      hp,
      '06-healing',
      async (page) => {
        if (await page.$('[data-preview]')) return;
        await page.click('[data-choice^="worker:nurse"]');
        await page.click('[data-choice^="department:"]');
        await page.waitForSelector('.hospital-you button.patient-selectable');
        await page.click('.hospital-you button.patient-selectable');
        await page.waitForSelector('[data-preview]');
      },
      '.hospital-you .patient-selectable',
    );
    await hp.click('[data-choice="cancel"]');

    putState(
      roomId,
      position({
        round: 8,
        phase: 'discharge',
        seats: [
          { patients: ['R6t', 'Y3'], discharged: ['R6', 'Y6', 'G6'], score: 41, fatalities: 2, bloodBags: 1 },
          { patients: ['G2'], score: 44, discharged: ['R6'] },
          { score: 30, fatalities: 4 },
        ],
      }),
    );
    await hp.waitForSelector('[data-final]');
    await shoot(hp, '07-final-scores');
  } finally {
    for (const p of people) await p.context.close().catch(() => {});
    await browser.close();
    await server.shutdown();
  }
}

async function er(): Promise<void> {
  const preview = await servePreview();
  const browser = await launchBrowser();
  try {
    for (const [pos, name, subject] of [
      ['admit', '10-er-admit', '.er-main .er-bed-pick'],
      ['choose', '11-er-choose', ''],
      ['solo', '12-er-solo', '.er-main .er-bed-pick'],
      ['final', '13-er-final', ''],
    ] as const) {
      for (const language of LANGUAGES) {
        for (const size of ['desktop', 'phone'] as const) {
          const { context, page } = await openPerson(browser, `${preview.url}?pos=${pos}&lang=${language}&seat=0`, SIZES[size]);
          await page.waitForSelector('.er-table');
          await page.waitForTimeout(300);
          if (size === 'phone' && subject) await bringIntoView(page, subject, '.er-head', '.er-turn');
          const file = path.join(OUT, `${name}-${language}-${size}.png`);
          await page.screenshot({ path: file });
          toPalette(file);
          console.log(path.relative(ROOT, file));
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await preview.close();
  }
}

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (file.endsWith('.png')) rmSync(path.join(OUT, file));
await diceHospital();
await er();
// The server's rooms keep timers: leave once the shots are written.
process.exit(0);
