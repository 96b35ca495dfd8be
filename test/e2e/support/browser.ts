// Debian's Chromium driven by playwright-core (never a downloaded browser), one context per person.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from './server.js';

export const ARTIFACTS = path.join(ROOT, 'test-artifacts');

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's Chromium (apt-get install -y chromium) ` + 'or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Person {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors, checked at the end of a test. */
  errors: string[];
}

/** Runs in the page: holds back every room message the client sends (Colyseus's ROOM_DATA frames,
 * code 13) by `ms`, as a slow connection would, to bring out races between a page's own move and
 * others' (`E2E_SEND_DELAY_MS=250 npx vitest run test/e2e`). colyseus.js reuses its send buffer, so
 * the frame is copied. */
function delayRoomMessages(ms: number): void {
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (this: WebSocket, data: Parameters<WebSocket['send']>[0]) {
    const bytes =
      data instanceof ArrayBuffer ? new Uint8Array(data) : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : null;
    if (bytes?.[0] !== 13) return send.call(this, data);
    const copy = bytes.slice();
    // A frame still on its way when the page closes the socket is lost, as on a real connection.
    setTimeout(() => this.readyState === WebSocket.OPEN && send.call(this, copy), ms);
  };
}

export async function openPerson(browser: Browser, url: string, viewport = { width: 1280, height: 900 }): Promise<Person> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const delay = Number(process.env.E2E_SEND_DELAY_MS ?? 0);
  if (delay > 0) await context.addInitScript(delayRoomMessages, delay);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}\n${e.stack ?? ''}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  await page.goto(url);
  return { context, page, errors };
}

/** Whether browser tests write their screenshots (`E2E_SCREENSHOTS=1`): encoding them is a good part
 * of the suite's CPU on two cores, and `npm run screenshots` makes the documented ones. */
const SHOOT = process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  // Sticky bars are drawn where the page is scrolled to: start full-page shots from the top (also
  // without a shot, so that a test goes on from the same place either way).
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  if (!SHOOT) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  // Full-page shots show the page, not a card tooltip left open under the pointer of the last click
  // (the page is laid out again at full height, so moving the pointer away is not enough).
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage, style: fullPage ? '.tip { display: none !important; }' : undefined });
}
