// A private three-player Dice Hospital table opened through the home page, as the screenshots and
// the board's layout test need it (no vitest here: scripts/screenshots.ts runs it too).
import type { Page } from 'playwright-core';

/**
 * Hana opens a private three-player room from `url` (after `prepare` sets the create form), Gaspard
 * and Emma join by its code in pages `open` makes, and Hana starts the game. Returns the room's id.
 */
export async function startTableOfThree(
  host: Page,
  open: (url: string) => Promise<{ page: Page }>,
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<string> {
  await host.fill('#display-name', 'Hana');
  await host.check('input[name="playerCount"][value="3"]');
  await prepare?.(host);
  await host.click('[data-create]');
  await host.waitForSelector('[data-invite-code]');
  const code = (await host.getAttribute('[data-invite-code]', 'data-invite-code'))!;
  const roomId = (await host.getAttribute('.room', 'data-room-id'))!;
  for (const name of ['Gaspard', 'Emma']) {
    const { page } = await open(url);
    await page.fill('#display-name', name);
    await page.fill('#invite-code', code);
    await page.click('[data-join-code]');
    await page.waitForSelector('[data-screen="waiting"]');
  }
  await host.waitForSelector('.seat[data-seat="2"] >> text=Emma');
  await host.click('[data-start]');
  await host.waitForSelector('.action-bar');
  return roomId;
}
