// Quarantine's player in the browser tests (quarantineGame, guide): clicks on the page, one at a time.
import type { Page } from 'playwright-core';

/** Clicks the first enabled control matching `selector`; false if there is none (or it went away). */
export async function click(page: Page, selector: string): Promise<boolean> {
  const target = page.locator(selector).first();
  if ((await target.count()) === 0) return false;
  try {
    if (await target.isDisabled({ timeout: 500 })) return false;
    await target.click({ timeout: 1_500 });
  } catch {
    return false; // the table moved on under us: look again
  }
  return true;
}

/** The turn's actions a player tries, in this order, before ending the turn (each is listed only
 * while legal, and each spends an action or cubes, so a turn always ends). */
export const TURN_ACTIONS = ['draw', 'admit', 'cure', 'takeFromContract', 'buySpecial', 'buyTreatmentRoom', 'openContract', 'endTurn'];

/** What the table asks of this page: 'turn' (the actions panel), the decision panel's kind, or null. */
export async function decisionOf(page: Page): Promise<string | null> {
  if ((await page.locator('[data-actions-panel]').count()) > 0) return 'turn';
  const decision = await page.getAttribute('[data-decision]', 'data-decision', { timeout: 500 }).catch(() => null);
  return decision === 'wait' ? null : decision;
}

/** One plain step on this page (no renovation): a placement under way, the decision asked (a
 * patient to the player's own queue `ownQueue`, a virus to the first tile offered, no spread, the
 * Emergency Room taken), else the first turn action listed. False when it waits for others. */
export async function plainMove(
  page: Page,
  ownQueue: number,
  /** A test's own way with some decisions: true or false when it took care of this one. */
  special?: (decision: string | null) => Promise<boolean | undefined>,
): Promise<boolean> {
  if (await click(page, '[data-place-confirm]')) return true;
  if (await click(page, '.q-main [data-cell]')) return true;
  const decision = await decisionOf(page);
  const handled = await special?.(decision);
  if (handled !== undefined) return handled;
  switch (decision) {
    case 'placeCube':
      if (await click(page, `[data-queue="${ownQueue}"]`)) return true;
      if (await click(page, '[data-queue]')) return true;
      return click(page, '[data-tile-target]');
    case 'spread':
      return click(page, '[data-skip-spread]');
    case 'emergencyRoom':
      return click(page, '[data-er="yes"]');
    case 'cafeteria':
      return click(page, '[data-cafeteria-from]');
    case 'placeAcquired':
      return click(page, '[data-store]');
    case 'renovate':
      return click(page, '[data-cancel-renovation]');
    case 'turn':
      for (const action of TURN_ACTIONS) if (await click(page, `[data-actions-panel] [data-action="${action}"]`)) return true;
      return false;
    default:
      return false;
  }
}
