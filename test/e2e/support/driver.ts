// Plays Dice Hospital through the UI like a hurried person: reads the action bar's prompt and picks
// the first legal choice the page offers. It only clicks what the client shows (the client shows
// only what the engine says is legal), so any rejection by the server is a bug.
import type { Page } from 'playwright-core';
import { fastForward, roomCoreOf } from '../../support/roomCore.js';

export type Prompt =
  | 'waiting'
  | 'gameOver'
  | 'chooseExtraReveal'
  | 'setup'
  | 'arrangeAmbulances'
  | 'takeAmbulance'
  | 'chooseFatalities'
  | 'takeImprovement'
  | 'returnImprovement'
  | 'activation'
  | 'ability'
  | 'chooseSoloIntake'
  | 'completeReports'
  // Options: the Consultant's role (promo specialists), Final Round Collections.
  | 'consultant'
  | 'finalCollection';

export interface Policy {
  /** Pages driven with the keyboard only (focus + Enter) instead of mouse clicks. */
  keyboard?: Set<Page>;
  /** Workers to place per activation before ending it. */
  placementsPerRound: number;
  /** Called with the page and prompt before the first click of a decision (screenshots, checks).
   * Returning 'handled' means the hook took care of the decision itself (or the page left). */
  before?(page: Page, prompt: Prompt): Promise<void | 'handled'>;
  /** Called when a placement is ready to confirm (its preview is showing). */
  beforeConfirm?(page: Page): Promise<void>;
  /** Called after a worker placement was accepted. */
  afterPlacement?(page: Page): Promise<void>;
  /** Called when ending the activation asks for confirmation (the dialog is open). */
  confirmCommit?(page: Page): Promise<void>;
  /** Once round `from` starts, the server plays every seat's default until round `to` starts
   * (test/support/roomCore.ts fastForward): the middle of a long game goes by unclicked. */
  skipRounds?: { roomId: string; from: number; to: number };
}

export const promptOf = async (page: Page): Promise<Prompt | null> =>
  (await page.getAttribute('.action-bar', 'data-prompt', { timeout: 5000 }).catch(() => null)) as Prompt | null;

let keyboardPages = new Set<Page>();

/** Activates a control like a person would: a click, or for keyboard pages focus and Enter. */
async function press(page: Page, selector: string): Promise<void> {
  if (!keyboardPages.has(page)) {
    // When the pinned player panels or the action dock cover it where a plain scroll into view left
    // it (issue 28: the dock can cover the board on a phone), a person brings it to mid-screen.
    return page.click(selector, { timeout: 8000 }).catch(async () => {
      await page
        .locator(selector)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.click(selector);
    });
  }
  await page.focus(selector);
  await page.keyboard.press('Enter');
}

/** Draws the whole game log (it shows its latest lines, and earlier ones on request). */
export async function showWholeLog(page: Page): Promise<void> {
  while (await page.$('[data-log-more]')) await page.click('[data-log-more]');
}

/** The synced action count the page shows. */
export const versionOf = (page: Page): Promise<string | null> => page.getAttribute('.game', 'data-version');

/** Waits until the server accepted this page's action: the synced action count moved on from
 * `before` and nothing is in flight any more. The count alone is not enough: in a simultaneous step
 * a bot's move moves it on while ours is still on its way, and the next decision would be read too
 * early (its controls then vanish under the click). Fails on a refusal. */
export async function waitForAccepted(page: Page, before: string | null): Promise<void> {
  await page.waitForFunction(
    (v) =>
      !!document.querySelector('.action-error') ||
      (document.querySelector('.game')?.getAttribute('data-version') !== v && !document.querySelector('[data-in-flight="true"]')),
    before,
    { timeout: 10_000 },
  );
  const error = await page.$('.action-error');
  if (error) throw new Error(`the server refused a move the UI offered: ${await error.textContent()}`);
}

/** Clicks and waits until the server accepted the action. */
export async function clickAndWait(page: Page, selector: string): Promise<void> {
  const before = await versionOf(page);
  await press(page, selector);
  await waitForAccepted(page, before);
}

/** Ends the activation, answering the "End your activation?" confirmation when it asks. */
export async function commitActivation(page: Page, onConfirm?: (page: Page) => Promise<void>): Promise<void> {
  const before = await versionOf(page);
  await press(page, '[data-choice="commit"]');
  await page.waitForFunction(
    // The dialog counts once it is open (shown modal): before that, focus would not reach its buttons.
    (v) =>
      !!document.querySelector('dialog[data-confirm="commit"][open]') ||
      (document.querySelector('.game')?.getAttribute('data-version') !== v && !document.querySelector('[data-in-flight="true"]')),
    before,
    { timeout: 10_000 },
  );
  if (await page.$('dialog[data-confirm="commit"][open]')) {
    await onConfirm?.(page);
    await clickAndWait(page, '[data-confirm="commit"] [data-confirm-yes]');
  }
}

const enabled = async (page: Page, selector: string): Promise<boolean> => {
  const el = await page.$(selector);
  return !!el && (await el.isEnabled());
};

/** Clicks selectable patients, sickest-first or closest-to-discharge first, until `confirm` is enabled. */
async function selectPatientsUntil(page: Page, confirm: string, limit = 6, prefer: 'high' | 'low' = 'high'): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    if (await enabled(page, confirm)) return true;
    const candidates = await page.$$eval('.hospital-you button.patient-selectable', (els) =>
      els.map((el) => ({ id: el.getAttribute('data-patient')!, value: Number(el.getAttribute('data-value')) })),
    );
    if (candidates.length === 0) return false;
    candidates.sort((a, b) => (prefer === 'high' ? b.value - a.value : a.value - b.value));
    await press(page, `.hospital-you button.patient-selectable[data-patient="${candidates[0]!.id}"]`);
  }
  return enabled(page, confirm);
}

async function placeOneWorker(page: Page, policy: Policy): Promise<boolean> {
  // Specialists first, so their abilities come into play.
  const worker = (await page.$('[data-choice^="worker:spec"]')) ? '[data-choice^="worker:spec"]' : '[data-choice^="worker:"]';
  if (!(await page.$(worker))) return false;
  await press(page, worker);
  const departments = await page.$$eval('[data-choice^="department:"]', (els) => els.map((e) => e.getAttribute('data-choice')!));
  for (const department of departments) {
    await press(page, `[data-choice="${department}"]`);
    if (await selectPatientsUntil(page, '[data-choice="place"]')) {
      await policy.beforeConfirm?.(page);
      await clickAndWait(page, '[data-choice="place"]');
      return true;
    }
    // Back to the department list with the same worker.
    await press(page, '[data-choice="cancel"]');
    await press(page, worker);
  }
  await press(page, '[data-choice="cancel"]').catch(() => {});
  return false;
}

const placedWorkers = (page: Page): Promise<number> => page.locator('.hospital-you .worker-placed').count();

/** Takes one decision if this page has one. Returns the prompt acted on, or null when waiting. */
export async function actOnce(page: Page, policy: Policy): Promise<Prompt | null> {
  const prompt = await promptOf(page);
  if (!prompt || prompt === 'waiting' || prompt === 'gameOver') return null;
  if ((await policy.before?.(page, prompt)) === 'handled') return prompt;
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
      if (!(await selectPatientsUntil(page, '[data-choice="confirm"]', 12, 'low'))) throw new Error('no fatality choice completes');
      await clickAndWait(page, '[data-choice="confirm"]');
      break;
    case 'takeImprovement':
      // Specialists first (their abilities then come up in activation), else any tile.
      if (await page.$('.improvements button.offer-selectable[data-offer^="spec"]'))
        await clickAndWait(page, '.improvements button.offer-selectable[data-offer^="spec"]');
      else if (await page.$('.improvements button.offer-selectable')) await clickAndWait(page, '.improvements button.offer-selectable');
      else await clickAndWait(page, '[data-choice="pass"]');
      break;
    case 'returnImprovement':
      await clickAndWait(page, '[data-choice="pass"]');
      break;
    case 'chooseSoloIntake':
      // The three highest are kept unless changed.
      await clickAndWait(page, '[data-keep-confirm]');
      break;
    case 'completeReports':
      await clickAndWait(page, '[data-reports-choice="0"]');
      break;
    case 'consultant':
      await clickAndWait(page, '[data-choice^="consultant:"]');
      break;
    case 'finalCollection':
      // The first patient that fits, onto the first space it fits; pass when none does.
      if (await page.$('.action-bar [data-choice^="patient:"]')) {
        await press(page, '.action-bar [data-choice^="patient:"]');
        await press(page, '.action-bar [data-choice^="space:"]');
        await clickAndWait(page, '[data-choice="collect"]');
      } else {
        await clickAndWait(page, '[data-choice="pass"]');
      }
      break;
    case 'ability': {
      const reference = await page.$('[data-choice^="reference:"]');
      if (reference) await press(page, '[data-choice^="reference:"]');
      if (await selectPatientsUntil(page, '[data-choice="useAbility"]', 3)) await clickAndWait(page, '[data-choice="useAbility"]');
      else await clickAndWait(page, '[data-choice="skipAbility"]');
      break;
    }
    case 'activation': {
      if ((await placedWorkers(page)) < policy.placementsPerRound && (await placeOneWorker(page, policy))) {
        await policy.afterPlacement?.(page);
      } else {
        await commitActivation(page, policy.confirmCommit);
      }
      break;
    }
  }
  return prompt;
}

/** Plays until every page shows the final scores; returns how many decisions were taken. */
export async function playToEnd(pages: Page[], policy: Policy, deadlineMs: number): Promise<number> {
  keyboardPages = policy.keyboard ?? new Set();
  const deadline = Date.now() + deadlineMs;
  let decisions = 0;
  let skip = policy.skipRounds;
  for (;;) {
    if (skip && (roomCoreOf<{ round: number } | null>(skip.roomId).game?.round ?? 0) >= skip.from) {
      await fastForward(skip.roomId, skip.to);
      // Every page shows the position reached before anyone clicks again.
      const actions = roomCoreOf<{ actionCount: number }>(skip.roomId).game.actionCount;
      // (At least: a bot or a clock of the room may already have moved on.)
      await Promise.all(
        pages.map((page) =>
          page.waitForFunction((n) => Number(document.querySelector('.game')?.getAttribute('data-version')) >= n, actions, { timeout: 15_000 }),
        ),
      );
      skip = undefined;
    }
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
