// Dice Hospital ER's player in the browser tests (erGame, guide): one move at a time, from the keyboard.
import type { Page } from 'playwright-core';

/** One move on this page if it has one to make; false when it waits for others (or the game is over).
 * Everything is pressed from the keyboard (focus, then Enter or Space), as a keyboard player would.
 * `within` limits it to controls inside that element (e.g. one turn's table): checked when each
 * control is found and focused, so a move can never land on a table that moved on meanwhile. */
export async function move(page: Page, within = ''): Promise<boolean> {
  const scoped = (selector: string) =>
    selector
      .split(', ')
      .map((s) => (within ? `${within} ${s}` : s))
      .join(', ');
  const click = async (selector: string): Promise<boolean> => {
    const target = page.locator(scoped(selector)).first();
    if ((await target.count()) === 0) return false;
    try {
      // The table may change under us (another seat's move, URSULE's choice): then look again.
      await target.focus({ timeout: 1_000 });
      await page.keyboard.press((await target.getAttribute('type', { timeout: 1_000 })) === 'checkbox' ? 'Space' : 'Enter');
    } catch {
      return false;
    }
    return true;
  };
  if (await click('[data-discard]')) return true;
  if (await click('[data-choose]')) return true;
  if ((await page.locator(scoped('[data-prompt="admit"], [data-prompt="admitExtra"]')).count()) > 0) {
    if ((await page.locator(scoped('.er-values [data-value]')).count()) === 0 && !(await click('.er-main .er-bed-pick'))) {
      if (await click('[data-blood-bag-toggle]')) return true; // no bed fits: try the blood bag first
      return click('[data-morgue]');
    }
    return click('.er-values [data-value]');
  }
  if (await click('[data-curtain]')) return true;
  return click('[data-skip-curtain]');
}
