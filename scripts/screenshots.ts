// npm run screenshots: regenerates docs/screenshots/, the Dice Hospital table at 1366×768 and
// 390×844 in English and French for every kind of decision (01-07 the round's main ones, 20-27 the
// setup, the return step, the options', two players' and solo's), the Dice Hospital ER table (10-15)
// and the Quarantine table (30-37), each at a decision of every kind.
// One real server (the browser tests' support: it builds the client when a source is newer), the
// positions put into the room with buildPosition; ER from its preview page. Only the viewport is
// shot: what a player sees of the current decision without scrolling; each PNG is then rewritten
// with a 256-colour palette (png8.ts): they are committed.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  activating,
  choosingFatalities,
  collecting,
  consulting,
  improving,
  intake,
  position,
  returning,
  revealing,
  settingUp,
  soloIntake,
  soloReports,
  takingAmbulance,
  usingAbility,
} from '../test/e2e/support/tablePositions.js';
import { putState } from '../test/support/roomCore.js';
import { toPalette } from './png8.js';
import { launchBrowser, openPerson, type Person } from '../test/e2e/support/browser.js';
import { servePreview } from '../test/e2e/support/erPreview.js';
import { Q_NAMES, quarantinePosition } from '../test/e2e/support/quarantinePositions.js';
import { ROOT, startServer } from '../test/e2e/support/server.js';
import { startTable, startTableOfThree } from '../test/e2e/support/privateTable.js';

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

/** A real server and a browser for `run`, whose `person` opens a page at desktop size; all closed after. */
async function atServer(run: (url: string, person: (url: string) => Promise<Person>) => Promise<void>): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  const people: Person[] = [];
  try {
    const person = async (url: string) => {
      const p = await openPerson(browser, url, SIZES.desktop);
      people.push(p);
      return p;
    };
    await run(server.url, person);
  } finally {
    for (const p of people) await p.context.close().catch(() => {});
    await browser.close();
    await server.shutdown();
  }
}

const diceHospital = () =>
  atServer(async (url, person) => {
    const host = await person(url);
    const hp = host.page;
    const roomId = await startTableOfThree(hp, person, url, (page) => page.selectOption('select[name="pace"]', 'relaxed').then(() => undefined));

    putState(roomId, settingUp());
    await prompt(hp, 'setup');
    await shoot(hp, '20-setup');

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

    putState(roomId, returning());
    await prompt(hp, 'returnImprovement');
    await shoot(hp, '21-return-improvement', undefined, '.hospital-you [data-department]');
    putState(roomId, consulting());
    await prompt(hp, 'consultant');
    await shoot(hp, '22-consultant-role');
    putState(roomId, usingAbility());
    await prompt(hp, 'ability');
    await shoot(hp, '23-ability', undefined, '.hospital-you .patient-selectable');
    putState(roomId, collecting());
    await prompt(hp, 'finalCollection');
    await shoot(hp, '24-final-collection', undefined, '[data-collections]');

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
    // The scores are under the board: the game-over bar's link brings them into view.
    await shoot(hp, '07-final-scores', (page) => page.click('[data-see-scores]'));

    // Two players: Hana and Gaspard, at a table of their own.
    const duo = await person(url);
    const duoRoom = await startTable(duo.page, person, url, ['Hana', 'Gaspard']);
    putState(duoRoom, revealing());
    await prompt(duo.page, 'chooseExtraReveal');
    await shoot(duo.page, '25-extra-reveal', undefined, '.improvements');

    // Solo: a table of one, opened by Play solo.
    const sol = await person(url);
    await sol.page.fill('#display-name', 'Sol');
    await sol.page.click('[data-solo-form] summary');
    await sol.page.click('[data-solo]');
    await sol.page.waitForSelector('.action-bar');
    const soloRoom = (await sol.page.getAttribute('.room', 'data-room-id'))!;
    putState(soloRoom, soloIntake());
    await prompt(sol.page, 'chooseSoloIntake');
    await shoot(sol.page, '26-solo-intake');
    putState(soloRoom, soloReports());
    await prompt(sol.page, 'completeReports');
    await shoot(sol.page, '27-solo-reports', undefined, '[data-reports]');
  });

async function er(): Promise<void> {
  const preview = await servePreview();
  const browser = await launchBrowser();
  try {
    // Each position as the seat whose decision it is (Ben chooses after Ana, the chief, took hers).
    for (const [pos, name, subject, seat] of [
      ['admit', '10-er-admit', '.er-main .er-bed-pick', 0],
      ['choose', '11-er-choose', '.er-ambulances', 1],
      ['solo', '12-er-solo', '.er-main .er-bed-pick', 0],
      ['final', '13-er-final', '[data-final]', 0],
      ['chief', '14-er-chief', '.er-ambulances', 0],
      ['discard', '15-er-discard', '', 0],
    ] as const) {
      for (const language of LANGUAGES) {
        for (const size of ['desktop', 'phone'] as const) {
          const { context, page } = await openPerson(browser, `${preview.url}?pos=${pos}&lang=${language}&seat=${seat}`, SIZES[size]);
          await page.waitForSelector('.er-table');
          await page.waitForTimeout(300);
          // On a phone the part of the table the decision is about; the final scores (under the sheets) on both.
          if ((size === 'phone' || pos === 'final') && subject) await bringIntoView(page, subject, '.er-head', '.er-turn');
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

/** Quarantine: Ada and Ben at a private table, each kind of decision Ada's in turn. */
const quarantine = () =>
  atServer(async (url, person) => {
    const ada = await person(url);
    await ada.page.fill('#display-name', Q_NAMES[0]!);
    await ada.page.selectOption('[name="quarantine-players"]', '2');
    await ada.page.click('[data-game-create="quarantine"]');
    await ada.page.waitForSelector('[data-invite-code]');
    const code = (await ada.page.getAttribute('[data-invite-code]', 'data-invite-code'))!;
    const roomId = (await ada.page.getAttribute('.room', 'data-room-id'))!;
    const ben = await person(url);
    await ben.page.fill('#display-name', Q_NAMES[1]!);
    await ben.page.fill('#invite-code', code);
    await ben.page.click('[data-join-code]');
    await ada.page.waitForSelector(`.seat[data-seat="1"] >> text=${Q_NAMES[1]}`);
    await ada.page.click('[data-start]');
    await ada.page.waitForSelector('.q-table');
    for (const [kind, name] of [
      ['arrange', '30-q-arrange'],
      ['turn', '31-q-turn'],
      ['placeCube', '32-q-place-cube'],
      ['spread', '33-q-spread'],
      ['emergencyRoom', '34-q-emergency-room'],
      ['placeAcquired', '35-q-place-acquired'],
      ['renovate', '36-q-renovate'],
      ['cafeteria', '37-q-cafeteria'],
    ] as const) {
      const state = quarantinePosition(kind);
      if (!state) throw new Error(`no Quarantine position asks Ada for ${kind}`);
      putState(roomId, state);
      await ada.page.waitForSelector(`.q-table[data-pending="${kind}"][data-actions="${state.actionCount}"]`);
      await shoot(ada.page, name);
    }
  });

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (file.endsWith('.png')) rmSync(path.join(OUT, file));
await diceHospital();
await er();
await quarantine();
// The server's rooms keep timers: leave once the shots are written.
process.exit(0);
