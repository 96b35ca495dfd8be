// One server and one Chromium per test file, and the people (browser contexts) a test opens,
// all closed after the file.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPerson, type Person } from './browser.js';
import { startServer, type E2EServer } from './server.js';
import type { ServerConfig } from '../../../server/config.js';

export const PHONE = { width: 360, height: 740 };

export interface E2ETable {
  readonly server: E2EServer;
  person(url: string, viewport?: { width: number; height: number }): Promise<Person>;
}

/** Registers the file's beforeAll/afterAll; use the returned table inside tests. `overrides`
 * change the server's configuration (e.g. a timeLimitScale to make decisions run out quickly). */
export function useE2ETable(overrides: Partial<ServerConfig> = {}): E2ETable {
  let server: E2EServer;
  let browser: Browser;
  const people: Person[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(overrides), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    for (const p of people) await p.context.close().catch(() => {});
    await browser?.close();
    await server?.shutdown();
  });
  return {
    get server() {
      return server;
    },
    async person(url, viewport) {
      const p = await openPerson(browser, url, viewport);
      people.push(p);
      return p;
    },
  };
}
