// Plays Dice Hospital through the UI like a hurried person: reads the action bar's prompt and picks
// the first legal choice the page offers. It only clicks what the client shows (the client shows
// only what the engine says is legal), so any rejection by the server is a bug.
import type { Page } from 'playwright-core';

export type Prompt =
  | 'waiting' | 'gameOver' | 'chooseExtraReveal' | 'setup' | 'arrangeAmbulances' | 'takeAmbulance'
  | 'chooseFatalities' | 'takeImprovement' | 'returnImprovement' | 'activation' | 'ability';

export interface Policy {
  /** Workers to place per activation before ending it. */
  placementsPerRound: number;
  /** Called with the page and prompt before the first click of a decision (screenshots, checks). */
  before?(page: Page, prompt: Prompt): Promise<void>;
  /** Called after a worker placement was accepted. */
  afterPlacement?(page: Page): Promise<void>;
}

export const promptOf = async (page: Page): Promise<Prompt | null> =>
  (await page.getAttribute('.action-bar', 'data-prompt', { timeout: 5000 }).catch(() => null)) as Prompt | null;

const versionOf = (page: Page): Promise<string | null> => page.getAttribute('.game', 'data-version');

/** Clicks and waits until the server accepted an action (the synced action count moved on). */
async function clickAndWait(page: Page, selector: string): Promise<void> {
  const before = await versionOf(page);
  await page.click(selector);
  await page.waitForFunction(
    (v) => document.querySelector('.game')?.getAttribute('data-version') !== v || !!document.querySelector('.action-error'),
    before,
    { timeout: 10_000 },
  );
  const error = await page.$('.action-error');
  if (error) throw new Error(`the server refused a move the UI offered: ${await error.textContent()}`);
}

const enabled = async (page: Page, selector: string): Promise<boolean> => {
  const el = await page.$(selector);
  return !!el && (await el.isEnabled());
};

/** Clicks selectable patients until `confirm` becomes enabled. */
async function selectPatientsUntil(page: Page, confirm: string, limit = 6): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    if (await enabled(page, confirm)) return true;
    const next = await page.$('.hospital-you button.patient-selectable');
    if (!next) return false;
    await next.click();
  }
  return enabled(page, confirm);
}

async function placeOneWorker(page: Page): Promise<boolean> {
  const worker = await page.$('[data-choice^="worker:"]');
  if (!worker) return false;
  await worker.click();
  const departments = await page.$$('[data-choice^="department:"]');
  for (let d = 0; d < departments.length; d++) {
    await page.locator('[data-choice^="department:"]').nth(d).click();
    if (await selectPatientsUntil(page, '[data-choice="place"]')) {
      await clickAndWait(page, '[data-choice="place"]');
      return true;
    }
    // Back to the department list with the same worker.
    await page.click('[data-choice="cancel"]');
    await page.click('[data-choice^="worker:"]');
  }
  await page.click('[data-choice="cancel"]').catch(() => {});
  return false;
}

const placedWorkers = (page: Page): Promise<number> => page.locator('.hospital-you .worker-placed').count();

/** Takes one decision if this page has one. Returns the prompt acted on, or null when waiting. */
export async function actOnce(page: Page, policy: Policy): Promise<Prompt | null> {
  const prompt = await promptOf(page);
  if (!prompt || prompt === 'waiting' || prompt === 'gameOver') return null;
  await policy.before?.(page, prompt);
  switch (prompt) {
    case 'chooseExtraReveal':
    case 'arrangeAmbulances':
      await clickAndWait(page, '.action-bar [data-choice]');
      break;
    case 'setup':
      if (await page.$('[data-decision="setStartingValues"]')) await clickAndWait(page, '[data-decision="setStartingValues"] [data-choice]');
      else await clickAndWait(page, '[data-decision="chooseAdministrator"] [data-choice]');
      break;
    case 'takeAmbulance':
      // Through the table, as a person would: the ambulance itself is the button.
      await clickAndWait(page, '.ambulances button.amb-selectable');
      break;
    case 'chooseFatalities':
      if (!(await selectPatientsUntil(page, '[data-choice="confirm"]', 12))) throw new Error('no fatality choice completes');
      await clickAndWait(page, '[data-choice="confirm"]');
      break;
    case 'takeImprovement':
      if (await page.$('.improvements button.offer-selectable')) await clickAndWait(page, '.improvements button.offer-selectable');
      else await clickAndWait(page, '[data-choice="pass"]');
      break;
    case 'returnImprovement':
      await clickAndWait(page, '[data-choice="pass"]');
      break;
    case 'ability': {
      const reference = await page.$('[data-choice^="reference:"]');
      if (reference) await reference.click();
      if (await selectPatientsUntil(page, '[data-choice="useAbility"]', 3)) await clickAndWait(page, '[data-choice="useAbility"]');
      else await clickAndWait(page, '[data-choice="skipAbility"]');
      break;
    }
    case 'activation': {
      if ((await placedWorkers(page)) < policy.placementsPerRound && (await placeOneWorker(page))) {
        await policy.afterPlacement?.(page);
      } else {
        await clickAndWait(page, '[data-choice="commit"]');
      }
      break;
    }
  }
  return prompt;
}

/** Plays until every page shows the final scores; returns how many decisions were taken. */
export async function playToEnd(pages: Page[], policy: Policy, deadlineMs: number): Promise<number> {
  const deadline = Date.now() + deadlineMs;
  let decisions = 0;
  for (;;) {
    let acted = false;
    for (const page of pages) {
      if (await actOnce(page, policy)) {
        acted = true;
        decisions++;
      }
    }
    const finished = await Promise.all(pages.map((p) => p.$('[data-final]').then((el) => !!el)));
    if (finished.every(Boolean)) return decisions;
    if (Date.now() > deadline) throw new Error(`the game did not finish in time (${decisions} decisions)`);
    if (!acted) await pages[0]!.waitForTimeout(50);
  }
}
