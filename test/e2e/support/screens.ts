// Every screen the same four ways: English and French, desktop and phone; each shot written to
// test-artifacts/screens/; each screen checked with axe in both languages (no serious or critical
// finding).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe.js';
import { ARTIFACTS } from './browser.js';

export const SCREENS = path.join(ARTIFACTS, 'screens');
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Switches the page's language with the header's switch (a live game stays connected). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.selectOption('[data-language]', language);
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}

export interface ShotOptions {
  /** The whole page (default) or only the viewport, e.g. with a dialog open. */
  fullPage?: boolean;
  /** Runs after each language or size change, before the shot (e.g. waits for a re-layout). */
  settle?: (page: Page) => Promise<void>;
}

/** Marks of what just changed on a board; they go after a few seconds (SHOWN_MS). */
const FRESH_MARKS = '[data-departed], .patient-change';

/** Shoots `name` in both languages at both sizes, and checks each language with axe; leaves the
 * page in English at desktop size. Returns the files written. */
export async function everyWay(page: Page, name: string, { fullPage = true, settle }: ShotOptions = {}): Promise<string[]> {
  mkdirSync(SCREENS, { recursive: true });
  const files: string[] = [];
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    // The phone first: axe then runs at desktop size. The page is the same at both sizes (only the
    // CSS differs) and the desktop hides less of it (a phone drops the phase names, for one).
    for (const size of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[size]);
      await settle?.(page);
      const file = path.join(SCREENS, `${name}-${language}-${size}.png`);
      // Full-page shots start from the top with no card tooltip left open under the pointer, and
      // once the board's fresh marks are gone: a departed die leaving resizes the page, and a
      // capture the page resizes under can stall.
      if (fullPage) {
        await page.waitForFunction((marks) => !document.querySelector(marks), FRESH_MARKS, { timeout: 10_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await page.screenshot({ path: file, fullPage, style: fullPage ? '.tip { display: none !important; }' : undefined });
      files.push(file);
      // Readable on a phone: nothing wider than the screen (no sideways scrolling).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} (${language}, ${size}) is wider than the screen`).toBeLessThanOrEqual(0);
    }
    const violations = await seriousViolations(page);
    expect(violations, `${name} (${language}): ${JSON.stringify(violations, null, 1)}`).toEqual([]);
  }
  await useLanguage(page, 'en');
  return files;
}
