// One whole activation played with the keyboard only, in real Chromium: focus moves with Tab and
// Shift+Tab, controls answer Enter or Space; the test never puts focus anywhere itself (no
// page.focus, no click). A nurse placed through the action bar and undone, one placed through the
// board, the Paramedic and its ability step, then End activation and its confirmation. Then axe on the screens this file reaches.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../../shared/games/dice-hospital/index.js';
import { screenshot } from './support/browser.js';
import { useE2ETable } from './support/table.js';
import { inject, noSeriousViolations, privateTableOfTwo } from './support/rooms.js';
import { versionOf, waitForAccepted } from './support/driver.js';

const e2e = useE2ETable();

const focusedMatches = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.matches(s), selector);
const focusedText = (page: Page) =>
  page.evaluate(
    () =>
      `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('data-choice') ?? ''} ${document.activeElement?.textContent?.slice(0, 40) ?? ''}`,
  );

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `max`. */
async function tabTo(page: Page, selector: string, { back = false, max = 120 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await focusedMatches(page, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector} (focus on ${await focusedText(page)})`);
}

/** Presses a key on the focused control and waits for the server to accept the move. */
async function pressAndWait(page: Page, key: 'Enter' | 'Space'): Promise<void> {
  const before = await versionOf(page);
  await page.keyboard.press(key);
  await waitForAccepted(page, before);
}

/** A worker, a department and a patient, each reached with Tab and chosen by key, up to the preview. */
async function pickByKeyboard(page: Page, worker: string, department: string, patientKey: 'Enter' | 'Space'): Promise<void> {
  await tabTo(page, worker);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-step="department"]');
  await tabTo(page, department);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-step="targets"]');
  await tabTo(page, '.hospital-you button.patient-selectable');
  await page.keyboard.press(patientKey);
  await page.waitForSelector('[data-preview]');
}

describe('keyboard only', () => {
  it('plays a whole activation with Tab, Shift+Tab, Enter and Space', async () => {
    // The game's first decision (setup, or the extra reveal first), on both screens.
    const { host, guest, roomId } = await privateTableOfTwo(e2e, {
      host: 'Kim',
      guest: 'Léa',
      prepare: (page) => page.selectOption('select[name="pace"]', 'relaxed').then(() => undefined),
    });
    await host.page.waitForSelector('.action-bar-active, .action-bar[data-prompt="waiting"]');
    await noSeriousViolations(host.page, `first decision (English): ${await host.page.getAttribute('.action-bar', 'data-prompt')}`);
    await noSeriousViolations(guest.page, `first decision (French): ${await guest.page.getAttribute('.action-bar', 'data-prompt')}`);

    inject(
      roomId,
      buildPosition({
        players: ['Kim', 'Léa'],
        round: 2,
        seats: [{ patients: ['R3', 'Y4', 'G2', 'R5'], bloodBags: 1, specialists: ['paramedic'] }, { patients: ['R4', 'Y3'] }],
      }),
    );
    const page = host.page;
    await page.waitForSelector('.action-bar[data-prompt="activation"]');
    // The page starts with nothing focused: the first Tabs go through the header and the top bar.
    const start = await versionOf(page);

    // 1. Through the action bar: a nurse, a department, a patient (on the board), Place.
    await pickByKeyboard(page, '.action-bar [data-choice^="worker:nurse"]', '.action-bar [data-choice^="department:"]', 'Space');
    await page.waitForSelector('.hospital-you .patient-selected');
    // Back up to the bar's Place button.
    await tabTo(page, '.action-bar [data-choice="place"]', { back: true });
    await screenshot(page, '90-keyboard-place-focused', false);
    await pressAndWait(page, 'Enter');
    expect(await page.locator('.hospital-you .worker-placed').count()).toBe(1);

    // 2. Undo it (Tab to the bar's Undo), then place again through the board itself: a worker
    // on the staff list, a department tile, a patient.
    await tabTo(page, '.action-bar [data-choice="undo"]', { back: true });
    await pressAndWait(page, 'Enter');
    expect(await page.locator('.hospital-you .worker-placed').count()).toBe(0);
    await pickByKeyboard(page, '.hospital-you button[data-worker^="nurse"]', '.hospital-you button.dept', 'Enter');
    await tabTo(page, '.action-bar [data-choice="place"]', { back: true });
    await pressAndWait(page, 'Space');
    expect(await page.locator('.hospital-you .worker-placed').count()).toBe(1);

    // 3. The Paramedic through the bar, then its ability step: its first-time tip, a patient, Use.
    await tabTo(page, '.action-bar [data-choice^="worker:spec"]', { back: true });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-step="department"]');
    await tabTo(page, '.action-bar [data-choice^="department:"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-step="targets"]');
    await tabTo(page, '.hospital-you button.patient-selectable');
    await page.keyboard.press('Space');
    await tabTo(page, '.action-bar [data-choice="place"]', { back: true });
    await pressAndWait(page, 'Enter');
    await page.waitForSelector('.action-bar[data-prompt="ability"]');
    expect(await page.getAttribute('[data-ability]', 'data-ability')).toBe('paramedic');
    expect(await page.textContent('[data-first-tip="ability"]')).toContain('specialist');
    await screenshot(page, '90-keyboard-ability-step', false);
    await noSeriousViolations(page, 'ability step (English)');
    await tabTo(page, '.hospital-you button.patient-selectable');
    await page.keyboard.press('Space');
    await tabTo(page, '.action-bar [data-choice="useAbility"]:not([disabled])', { back: true });
    await pressAndWait(page, 'Enter');
    await page.waitForSelector('.action-bar[data-prompt="activation"]');
    expect(await page.locator('.hospital-you .worker-placed').count()).toBe(2);

    // 4. End activation: asked first (workers left); the dialog takes focus, "Go back" first.
    await tabTo(page, '.action-bar [data-choice="commit"]', { back: true });
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[data-confirm="commit"][open]');
    expect(await focusedMatches(page, '[data-confirm-no]')).toBe(true);
    await screenshot(page, '91-keyboard-commit-confirm', false);
    await tabTo(page, '[data-confirm="commit"] [data-confirm-yes]', { max: 5 });
    await pressAndWait(page, 'Enter');
    await page.waitForSelector('.action-bar[data-prompt="waiting"]');
    expect(await page.$('.player-panels [data-panel-seat="0"][data-state="done"]')).not.toBeNull();
    expect(Number(await versionOf(page))).toBeGreaterThan(Number(start));
    await screenshot(page, '92-keyboard-activation-done', false);
    await noSeriousViolations(page, 'activation done, waiting (English)');
    expect(host.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  }, 120_000);
});
