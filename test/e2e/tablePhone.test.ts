// Issue 12's gaps a player notices, each from a position put into a running three-player room
// (an English desktop host, a French phone, an English phone) in real Chromium:
// - phone: the action bar, pinned at the bottom of the screen, has its own buttons in view, the
//   first-time tip whole (not cut with "…"); the player panels pinned at the top keep under 15 % of
//   the screen, names and clocks are not cut and the state has its own line with an icon and a word;
// - desktop: the heal preview's place is kept from the start (the board does not move);
// - a discharged (✓) or dead (✝) patient shows going, on your board and on the opponents' small
//   dice, as do value changes from other players' moves in the simultaneous activation;
// - offered department tiles in the action bar keep their colour stripe;
// - the first-time tips of the return step.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPosition, type Options } from '../../shared/games/dice-hospital/index.js';
import { en, fr } from '../../client/src/games/dice-hospital/i18n/index.js';
import { ARTIFACTS, screenshot } from './support/browser.js';
import { PHONE, useE2ETable } from './support/table.js';
import { inject, noSeriousViolations, prompt } from './support/rooms.js';
import { clickAndWait, commitActivation } from './support/driver.js';
import { stripProblems } from './support/playerStrip.js';
import { startTable } from './support/privateTable.js';

const e2e = useE2ETable();
const OPTIONS: Partial<Options> = {};

type Box = { top: number; bottom: number; left: number; right: number; height: number };
const box = (page: Page, selector: string): Promise<Box> =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
  });
const inside = (inner: Box, outer: Box) =>
  inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5 && inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;

/** A nurse (or `worker`) on the first department where the patient of that value (or any) can be
 * picked alone; placed. */
async function placeOnValue(page: Page, value: number | null, worker = '[data-choice^="worker:nurse"]'): Promise<string> {
  const departments = async () => page.$$eval('[data-choice^="department:"]', (els) => els.map((e) => e.getAttribute('data-choice')!));
  await page.click(worker);
  for (const department of await departments()) {
    await page.click(`[data-choice="${department}"]`);
    const target = await page.$(`.hospital-you button.patient-selectable${value === null ? '' : `[data-value="${value}"]`}`);
    if (target) {
      const id = (await target.getAttribute('data-patient'))!;
      await target.click();
      if (await page.isEnabled('[data-choice="place"]')) {
        await clickAndWait(page, '[data-choice="place"]');
        return id;
      }
    }
    await page.click('[data-choice="cancel"]');
    await page.click(worker);
  }
  throw new Error(`no department takes a ${value} alone`);
}

/** The phone's pinned parts: the panels at the top, the action bar at the bottom, and each part's
 * checks. */
async function checkPhoneStrip(page: Page, t: typeof en, names: string[], where: string): Promise<void> {
  const { share, barBottom, gap, fits } = await page.evaluate(() => {
    const panels = document.querySelector('[data-player-panels]')!.getBoundingClientRect();
    const bar = document.querySelector('.action-bar')!.getBoundingClientRect();
    return {
      share: panels.height / window.innerHeight,
      barBottom: window.innerHeight - bar.bottom,
      gap: bar.top - panels.bottom,
      fits: bar.height < window.innerHeight - panels.height,
    };
  });
  expect(share, `panels' share of the screen (${where})`).toBeLessThanOrEqual(0.15);
  // A bar taller than the screen (a long list of arrangements) scrolls with the page instead.
  if (fits) {
    expect(barBottom, `bar at the foot of the screen (${where})`).toBeGreaterThanOrEqual(0);
    expect(barBottom, `bar at the foot of the screen (${where})`).toBeLessThanOrEqual(12);
    expect(gap, `the board shows between the panels and the bar (${where})`).toBeGreaterThan(0);
  }
  // The prompt is in view, not under the tip or the bar's button row.
  const bar = await box(page, '.action-bar');
  const promptBox = await box(page, '.action-bar .prompt-text');
  expect(inside(promptBox, bar), `prompt inside the bar (${where})`).toBe(true);
  if (await page.$('.action-bar [data-bar-buttons]'))
    expect(promptBox.bottom, `prompt above the button row (${where})`).toBeLessThanOrEqual((await box(page, '.action-bar [data-bar-buttons]')).top + 0.5);
  if (await page.$('.action-bar [data-first-tip]'))
    expect(
      await page.$eval('.action-bar .first-tip-text', (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1),
      `tip whole (${where})`,
    ).toBe(true);
  // Every name whole (not "Em…"), every clock inside its panel.
  const cut = await page.$$eval('[data-player-panels] .pp-name', (els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
  expect(cut, `names cut (${where})`).toEqual([]);
  for (const name of names) expect(await page.textContent('[data-player-panels]')).toContain(name);
  for (const seat of await page.$$eval('[data-player-panels] [data-panel-seat]', (els) => els.map((e) => e.getAttribute('data-panel-seat')!))) {
    const panel = await box(page, `[data-panel-seat="${seat}"]`);
    const clock = await page.$(`[data-panel-seat="${seat}"] [data-time-left]`);
    if (clock) expect(inside(await box(page, `[data-panel-seat="${seat}"] [data-time-left]`), panel), `clock of seat ${seat} (${where})`).toBe(true);
    // The state on a second line, in words (an icon drawn before them), under the name.
    const state = await page.$(`[data-panel-seat="${seat}"] [data-pp-state]`);
    if (state) {
      const who = await box(page, `[data-panel-seat="${seat}"] .pp-line-who`);
      const line = await box(page, `[data-panel-seat="${seat}"] [data-pp-line="state"]`);
      expect(line.top, `state line under the name (seat ${seat}, ${where})`).toBeGreaterThanOrEqual(who.bottom - 1);
      const kind = (await state.getAttribute('data-pp-state'))!;
      const words = { acting: t.game.acting, done: t.game.committed, away: t.game.awayShort, offline: t.game.offline } as Record<string, string>;
      expect(await state.textContent()).toBe(words[kind]);
      expect(await state.evaluate((el) => getComputedStyle(el, '::before').content)).not.toBe('none');
      expect(inside(line, panel)).toBe(true);
    }
  }
}

describe('the table on a phone, and what a player notices', () => {
  it('phone action bar and panels, the preview’s kept place, departures, tile colours, tips', async () => {
    const host = await e2e.person(e2e.server.url);
    await host.page.fill('#display-name', 'Hana');
    await host.page.check('input[name="playerCount"][value="3"]');
    await host.page.selectOption('select[name="pace"]', 'relaxed');
    await host.page.click('[data-create]');
    await host.page.waitForSelector('[data-invite-code]');
    const code = (await host.page.getAttribute('[data-invite-code]', 'data-invite-code'))!;
    const roomId = (await host.page.getAttribute('.room', 'data-room-id'))!;
    const joinAs = async (name: string, lang: string) => {
      const p = await e2e.person(`${e2e.server.url}/?lang=${lang}`, PHONE);
      await p.page.fill('#display-name', name);
      await p.page.fill('#invite-code', code);
      await p.page.click('[data-join-code]');
      await p.page.waitForSelector('[data-screen="waiting"]');
      return p;
    };
    const gaspard = await joinAs('Gaspard', 'fr');
    const emma = await joinAs('Emma', 'en');
    await host.page.waitForSelector('.seat[data-seat="2"] >> text=Emma');
    // The waiting rooms on phones, French and English.
    await screenshot(gaspard.page, '79-waiting-room-fr-phone');
    await noSeriousViolations(gaspard.page, 'waiting room (French phone)');
    await noSeriousViolations(emma.page, 'waiting room (English phone)');
    await host.page.click('[data-start]');
    const everyone = [host, gaspard, emma];
    await Promise.all(everyone.map((p) => p.page.waitForSelector('.action-bar')));
    const names = ['Hana', 'Gaspard', 'Emma'];

    // Round 3, activation. Hana has a red 6 (discharged by any heal) and an untreated red 1 (dies at
    // neglect); Gaspard and Emma their own patients.
    inject(
      roomId,
      buildPosition({
        players: names,
        options: OPTIONS,
        round: 3,
        seats: [
          { patients: ['R6', 'Y3', 'G4', 'R1', 'Y5'], bloodBags: 1 },
          { patients: ['R4', 'Y3', 'G6', 'G2'], bloodBags: 2 },
          { patients: ['R5', 'Y2', 'G3'], bloodBags: 1, specialists: ['paramedic'] },
        ],
      }),
    );
    await Promise.all(everyone.map((p) => prompt(p.page, 'activation')));

    // ---- Phones (French and English): the strip, the one-line tip, the bar's button row.
    for (const [p, t, lang] of [
      [gaspard, fr, 'fr'],
      [emma, en, 'en'],
    ] as const) {
      const page = p.page;
      await screenshot(page, `80-phone-activation-start-${lang}`, false);
      await checkPhoneStrip(page, t, names, `activation ${lang}`);
      // The tip is the whole sentence, above the prompt, which is in view in the bar.
      const bar = await box(page, '.action-bar');
      expect(inside(await box(page, '.action-bar .prompt-text'), bar), 'prompt visible in the bar').toBe(true);
      expect(inside(await box(page, '[data-first-tip="activation"]'), bar), 'tip in the bar').toBe(true);
      expect(await page.textContent('[data-first-tip="activation"] .first-tip-text')).toBe(t.help.firstTip.activation);
      await screenshot(page, `80-phone-activation-${lang}`, false);
      await noSeriousViolations(page, `phone activation (${lang})`);
      // A worker, a department: Place and Cancel are in view in the bar, on screen.
      await page.click('[data-choice^="worker:nurse"]');
      await page.click('[data-choice^="department:"]');
      await page.waitForSelector('[data-step="targets"]');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const inBar = await box(page, '.action-bar');
      for (const button of ['place', 'cancel']) {
        const b = await box(page, `.action-bar [data-choice="${button}"]`);
        expect(inside(b, inBar), `${button} in the bar (${lang})`).toBe(true);
        expect(b.bottom).toBeLessThanOrEqual(PHONE.height);
      }
      await checkPhoneStrip(page, t, names, `placement ${lang}`);
      await screenshot(page, `81-phone-placement-buttons-${lang}`, false);
      await page.click('[data-choice="cancel"]');
      // Back at the worker step: End activation is in view too.
      const end = await box(page, '.action-bar [data-choice="commit"]');
      expect(inside(end, await box(page, '.action-bar'))).toBe(true);
      await screenshot(page, `82-phone-panels-${lang}`);
    }

    // ---- Desktop: the preview's place is kept from the moment the placement step opens.
    const hp = host.page;
    await hp.click('[data-choice^="worker:nurse"]');
    const departments = await hp.$$eval('[data-choice^="department:"]', (els) => els.map((e) => e.getAttribute('data-choice')!));
    let measured = false;
    for (const department of departments) {
      await hp.click(`[data-choice="${department}"]`);
      if (await hp.$('.hospital-you button.patient-selectable')) {
        await hp.waitForSelector('[data-preview-slot] .preview-pending');
        const boardTop = () => hp.$eval('.hospital-you', (el) => el.getBoundingClientRect().top + window.scrollY);
        const barHeight = () => hp.$eval('.action-bar', (el) => el.getBoundingClientRect().height);
        const [top, height] = [await boardTop(), await barHeight()];
        await screenshot(hp, '83-desktop-preview-reserved-en', false);
        await hp.click('.hospital-you button.patient-selectable');
        await hp.waitForSelector('[data-preview-slot] [data-preview]');
        expect(await boardTop(), 'the board did not move when the preview appeared').toBe(top);
        expect(await barHeight()).toBe(height);
        await screenshot(hp, '83-desktop-preview-shown-en', false);
        measured = true;
        break;
      }
      await hp.click('[data-choice="cancel"]');
      await hp.click('[data-choice^="worker:nurse"]');
    }
    expect(measured).toBe(true);
    await hp.click('[data-choice="cancel"]');

    // ---- Departures and other players' moves. Hana discharges her red 6: ✓ on her board and on
    // her small dice at Gaspard's and Emma's; then she heals her yellow 3: marked "up" there too.
    const red6 = await placeOnValue(hp, 6);
    await hp.waitForSelector(`.hospital-you [data-departed="discharged"][data-patient-gone="${red6}"]`, { timeout: 3000 });
    for (const p of [gaspard, emma])
      await p.page.waitForSelector(`.opponent[data-seat="0"] [data-departed="discharged"][data-patient-gone="${red6}"]`, { state: 'attached', timeout: 3000 });
    await screenshot(hp, '84-discharged-mark-en', false);
    await gaspard.page.locator('.opponent[data-seat="0"]').screenshot({ path: `${ARTIFACTS}/84-opponent-discharged-fr-phone.png` });
    const yellow3 = await placeOnValue(hp, 3);
    for (const p of [gaspard, emma])
      await p.page.waitForSelector(`.opponent[data-seat="0"] [data-patient="${yellow3}"][data-change="up"]`, { state: 'attached', timeout: 3000 });
    await emma.page.locator('.opponent[data-seat="0"]').screenshot({ path: `${ARTIFACTS}/85-opponent-change-en-phone.png` });
    // The marks go after a few seconds and the departed patient's bed is empty again; the wards
    // keep their 12 beds and their height (what is under them does not jump with nothing done).
    const ward = () =>
      hp.$eval('.hospital-you .wards', (el) => ({
        beds: el.querySelectorAll('li.bed').length,
        height: Math.round(el.getBoundingClientRect().height),
      }));
    const withMark = await ward();
    expect(withMark.beds).toBe(12);
    await hp.waitForSelector('.hospital-you [data-departed]', { state: 'detached', timeout: 8000 });
    expect(await ward()).toEqual(withMark);

    // Emma's phone: her Paramedic, then its ability step; Use and Skip stay in view in the bar.
    const ep = emma.page;
    await placeOnValue(ep, null, '[data-choice^="worker:spec"]');
    await prompt(ep, 'ability');
    await checkPhoneStrip(ep, en, names, 'ability en');
    const abilityBar = await box(ep, '.action-bar');
    for (const button of ['useAbility', 'skipAbility']) {
      const b = await box(ep, `.action-bar [data-choice="${button}"]`);
      expect(inside(b, abilityBar), `${button} in the bar`).toBe(true);
      expect(b.bottom).toBeLessThanOrEqual(PHONE.height);
    }
    await screenshot(ep, '85-phone-ability-en', false);
    await noSeriousViolations(ep, 'ability step (English phone)');
    await clickAndWait(ep, '[data-choice="skipAbility"]');

    // Everyone ends the activation; Hana's untreated red 1 dies at neglect: ✝ on her board and on
    // her small dice at the others'.
    const red1 = await hp.$eval('.hospital-you [data-value="1"]', (el) => el.getAttribute('data-patient')!);
    await commitActivation(gaspard.page);
    await commitActivation(emma.page);
    await commitActivation(hp);
    await hp.waitForSelector(`.hospital-you [data-departed="died"][data-patient-gone="${red1}"]`, { timeout: 4000 });
    await gaspard.page.waitForSelector(`.opponent[data-seat="0"] [data-departed="died"][data-patient-gone="${red1}"]`, { state: 'attached', timeout: 4000 });
    await screenshot(hp, '86-died-mark-en', false);
    await gaspard.page.locator('.opponent[data-seat="0"]').screenshot({ path: `${ARTIFACTS}/86-opponent-died-fr-phone.png` });
    await noSeriousViolations(hp, 'departures (desktop)');

    // ---- The other hospitals: on a phone one at a time behind a tab per player (Hana's first),
    // chosen by a tap or the arrow keys; on the desktop all of them, without tabs.
    const gp0 = gaspard.page;
    expect(await gp0.$$eval('[data-other-tab]', (tabs) => tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]))).toEqual([
      [names[0], 'true'],
      [names[2], 'false'],
    ]);
    expect(await gp0.$$eval('.others .opponent', (boards) => boards.map((b) => b.getAttribute('data-seat')))).toEqual(['0']);
    await gp0.click('[data-other-tab="2"]');
    expect(await gp0.$$eval('.others .opponent', (boards) => boards.map((b) => b.getAttribute('data-seat')))).toEqual(['2']);
    await gp0.keyboard.press('ArrowRight');
    expect(await gp0.$$eval('.others .opponent', (boards) => boards.map((b) => b.getAttribute('data-seat')))).toEqual(['0']);
    expect(await gp0.evaluate(() => document.activeElement?.getAttribute('data-other-tab'))).toBe('0');
    await noSeriousViolations(gp0, 'other hospitals in tabs (French phone)');
    expect(await hp.$('[data-other-tab]')).toBeNull();
    expect(await hp.$$eval('.others .opponent', (boards) => boards.map((b) => b.getAttribute('data-seat')))).toEqual(['1', '2']);
    // Round 4's intake on Emma's phone (she took ambulance 1 last: the draft starts with her).
    await emma.page.waitForSelector('.action-bar[data-prompt="arrangeAmbulances"], .action-bar[data-prompt="takeAmbulance"]');
    await checkPhoneStrip(emma.page, en, names, 'intake en');
    await screenshot(emma.page, '86-intake-en-phone', false);
    await noSeriousViolations(emma.page, 'ambulance intake (English phone)');

    // ---- Improvements: the offered tiles keep their colour stripe in the action bar; the return
    // step explains itself the first time.
    inject(
      roomId,
      buildPosition({
        players: names,
        options: OPTIONS,
        round: 4,
        phase: 'improvement',
        turnOrder: [1, 0, 2],
        display: { departments: ['operating_theatre', 'orthopaedics', 'ent'], specialists: ['surgeon', 'haematologist', 'pharmacist'] },
        seats: [{ patients: ['R3', 'Y4'] }, { patients: ['G3'], departments: ['radiology'] }, { patients: ['Y5'] }],
      }),
    );
    const gp = gaspard.page;
    await prompt(gp, 'takeImprovement');
    const stripes = await gp.$$eval('.action-bar button[data-colour]', (els) =>
      els.map((el) => ({ uid: el.getAttribute('data-choice')!, colour: el.getAttribute('data-colour')!, stripe: getComputedStyle(el).borderLeftColor })),
    );
    expect(stripes.map((s) => s.colour).sort()).toEqual(['green', 'red', 'yellow']);
    for (const { uid, stripe } of stripes) {
      expect(stripe).toBe(await gp.$eval(`.improvements [data-offer="${uid}"]`, (el) => getComputedStyle(el).borderLeftColor));
    }
    expect(new Set(stripes.map((s) => s.stripe)).size).toBe(3);
    await checkPhoneStrip(gp, fr, names, 'improvement fr');
    await screenshot(gp, '87-offered-tiles-colours-fr-phone', false);
    await noSeriousViolations(gp, 'improvement draft (French phone)');
    await prompt(hp, 'waiting');
    await screenshot(hp, '87-improvement-waiting-en', false);
    await clickAndWait(gp, '.action-bar button[data-colour="red"]');
    await prompt(hp, 'takeImprovement');
    await hp.waitForSelector('.action-bar button.choice-dept-yellow');
    await screenshot(hp, '87-offered-tiles-colours-en', false);
    await noSeriousViolations(hp, 'improvement draft (desktop)');
    await clickAndWait(hp, '[data-choice="pass"]');
    await prompt(emma.page, 'takeImprovement');
    await clickAndWait(emma.page, '[data-choice="pass"]');
    // Gaspard owns tiles now: may he give one back? The tip says what that step is.
    await prompt(gp, 'returnImprovement');
    const tip = await gp.waitForSelector('[data-first-tip="returnImprovement"]');
    expect(await tip.textContent()).toContain(fr.help.firstTip.returnImprovement);
    await checkPhoneStrip(gp, fr, names, 'return fr');
    await screenshot(gp, '88-return-tip-fr-phone', false);
    await noSeriousViolations(gp, 'return step (French phone)');
    await gp.click('[data-first-tip] [data-tip-dismiss]');
    await gp.waitForSelector('[data-first-tip]', { state: 'detached' });

    for (const p of everyone) expect(p.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  }, 180_000);

  it('a table of four on a phone: every player in the strip at once, nothing cut, in both languages', async () => {
    const host = await e2e.person(e2e.server.url, PHONE);
    await startTable(host.page, (url) => e2e.person(url), e2e.server.url, ['Hana', 'Gaspard', 'Emma', 'Maximilien']);
    for (const language of ['fr', 'en']) {
      await host.page.selectOption('[data-language]', language);
      await host.page.waitForFunction((l) => document.documentElement.lang === l, language);
      // Before: the strip scrolled sideways, Emma cut at the edge and Maximilien out of view.
      expect(await stripProblems(host.page), language).toEqual([]);
      // The round's line above it: the bag is drawn after the last phase, not over it (it was, on this phone).
      const [phases, bag] = await host.page.$$eval('.game-top .tracker-phases, .game-top .bag-count', (els) =>
        els.map((e) => e.getBoundingClientRect().toJSON()),
      );
      expect(phases.right, language).toBeLessThanOrEqual(bag.left + 0.5);
    }
    await screenshot(host.page, '36-phone-table-of-four');
    expect(host.errors).toEqual([]);
  });
});
