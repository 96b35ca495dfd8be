// A private Dice Hospital table opened through the home page, its guests joining by the invite code,
// as the browser tests and the screenshots need it (no vitest here: scripts/screenshots.ts runs it too).
import type { Page } from 'playwright-core';

/**
 * The first of `names` opens a private room for them all from `url` in `host` (after `prepare` sets
 * the create form), each of the others joins by its code in a page `open` makes, and the host
 * starts the game. Returns the room's id.
 */
export async function startTable(
  host: Page,
  open: (url: string) => Promise<{ page: Page }>,
  url: string,
  names: string[],
  prepare?: (page: Page) => Promise<void>,
): Promise<string> {
  const [hostName, ...guests] = names;
  await host.fill('#display-name', hostName!);
  await host.check(`input[name="playerCount"][value="${names.length}"]`);
  await prepare?.(host);
  await host.click('[data-create]');
  await host.waitForSelector('[data-invite-code]');
  const code = (await host.getAttribute('[data-invite-code]', 'data-invite-code'))!;
  const roomId = (await host.getAttribute('.room', 'data-room-id'))!;
  for (const name of guests) {
    const { page } = await open(url);
    await page.fill('#display-name', name);
    await page.fill('#invite-code', code);
    await page.click('[data-join-code]');
    await page.waitForSelector('[data-screen="waiting"]');
  }
  await host.waitForSelector(`.seat[data-seat="${guests.length}"] >> text=${guests.at(-1)}`);
  await host.click('[data-start]');
  await host.waitForSelector('.action-bar');
  return roomId;
}

/** Hana, Gaspard and Emma at a private table (see startTable). */
export const startTableOfThree = (host: Page, open: (url: string) => Promise<{ page: Page }>, url: string, prepare?: (page: Page) => Promise<void>) =>
  startTable(host, open, url, ['Hana', 'Gaspard', 'Emma'], prepare);
