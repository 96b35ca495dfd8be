// What several browser tests do the same way: put a position into a running room, wait for a prompt
// of the action bar, check a screen with axe, and open a private two-player table from the home page
// (privateTable.ts's startTable, with the E2E table's people).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GameState } from '../../../shared/games/dice-hospital/index.js';
import { putState } from '../../support/roomCore.js';
import { startTable } from './privateTable.js';
import { seriousViolations } from './axe.js';
import type { Person } from './browser.js';
import type { E2ETable } from './table.js';

/** Puts a position into the running room and sends it to every client. */
export function inject(roomId: string, state: GameState): void {
  putState(roomId, state);
}

/** Waits until the action bar asks for this kind of decision. */
export const prompt = (page: Page, kind: string) => page.waitForSelector(`.action-bar[data-prompt="${kind}"]`, { timeout: 10_000 });

export async function noSeriousViolations(page: Page, where = ''): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/** A host opens a private two-player room from the home page (after `prepare` sets the create
 * form), a guest joins by code, in French unless told otherwise; the host starts the game. */
export async function privateTableOfTwo(
  e2e: E2ETable,
  {
    host: hostName,
    guest: guestName,
    prepare,
    guestViewport,
    guestLang = 'fr',
  }: { host: string; guest: string; prepare?: (page: Page) => Promise<void>; guestViewport?: { width: number; height: number }; guestLang?: string },
): Promise<{ host: Person; guest: Person; roomId: string }> {
  const host = await e2e.person(e2e.server.url);
  let guest: Person | undefined;
  const join = async (url: string) => (guest = await e2e.person(`${url}/?lang=${guestLang}`, guestViewport));
  const roomId = await startTable(host.page, join, e2e.server.url, [hostName, guestName], prepare);
  await guest!.page.waitForSelector('.action-bar');
  return { host, guest: guest!, roomId };
}
