// Every choice within reach on a 390 x 844 phone: in the first two rounds of a solo game from the
// home page, at each decision (and at the worker, department and patient steps of an activation),
// every control the action bar offers and every patient, ambulance or offer the board lets the player
// pick can be brought on screen by scrolling the page, uncovered, and none sits in a box with a
// scroll of its own; no text in the action bar is cut (an ellipsis, a clamp, an overflow); while
// patients are picked, at least one of them is on screen without scrolling. (The bar used to be
// capped at 152 px with its own scroll: "Admit these 3", "Pass" and the fourth worker were out of
// sight, and the first-time tip ended in "…".)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2ETable } from './support/table.js';
import { actOnce, type Prompt } from './support/driver.js';

const e2e = useE2ETable();
const PHONE_390 = { width: 390, height: 844 };
const ROUNDS = 2;
const CONTROLS = '.action-bar button:not([disabled]), .action-bar select, .action-bar input';
const BOARD_CHOICES =
  '.hospital-you .patient-selectable, .ambulances .amb-selectable, .improvements .offer-selectable, .hospital-you button.dept, .hospital-you button.worker';

interface Problem {
  what: string;
  why: string;
}

/** What is out of reach at this moment: controls in a scrolling box, covered or out of the page, and
 * text cut in the action bar. Scrolls the page (and puts it back). */
function problemsNow(page: Page): Promise<Problem[]> {
  return page.evaluate(
    ({ controls, boardChoices }) => {
      const problems: { what: string; why: string }[] = [];
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}[${el.getAttribute('data-choice') ?? el.getAttribute('data-patient') ?? el.getAttribute('data-offer') ?? el.getAttribute('data-ambulance') ?? ''}] "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      const root = document.scrollingElement ?? document.documentElement;
      const startY = window.scrollY;
      for (const el of document.querySelectorAll<HTMLElement>(`${controls}, ${boardChoices}`)) {
        if (el.closest('[hidden], .offer-gone, .worker-away, dialog:not([open])')) continue;
        // A box with its own scroll around it?
        for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (/(auto|scroll|hidden)/.test(style.overflowY) && a.scrollHeight > a.clientHeight + 1) {
            problems.push({ what: name(el), why: `inside a scrolling box (${a.className || a.tagName}: ${a.scrollHeight} > ${a.clientHeight})` });
            break;
          }
        }
        // Brought on screen by the page's scroll, and not under the pinned strip or bar.
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) {
          problems.push({ what: name(el), why: 'not shown' });
          continue;
        }
        const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
        const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 12), 0), window.innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        const onScreen = r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
        if (!onScreen) problems.push({ what: name(el), why: `not on screen after scrolling (${Math.round(r.top)}..${Math.round(r.bottom)})` });
        else if (!hit || !(el === hit || el.contains(hit)))
          problems.push({ what: name(el), why: `covered by ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'}` });
      }
      // Text cut in the action bar: an ellipsis, a clamp or hidden overflow that hides some of it.
      for (const el of document.querySelectorAll<HTMLElement>('.action-bar *')) {
        const style = getComputedStyle(el);
        if (!el.textContent?.trim() || style.display === 'none' || el.closest('.sr-only, select')) continue;
        const clipsX = style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;
        const clipsY = (style.overflowY === 'hidden' || style.webkitLineClamp !== 'none') && el.scrollHeight > el.clientHeight + 1;
        if ((style.textOverflow === 'ellipsis' && clipsX) || clipsY || (style.overflowX === 'hidden' && clipsX)) {
          problems.push({ what: `${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}"`, why: 'text cut' });
        }
      }
      window.scrollTo(0, startY);
      return problems;
    },
    { controls: CONTROLS, boardChoices: BOARD_CHOICES },
  );
}

/** Whether one of the patients to pick is on screen, between the pinned strip and the bar. */
const patientInView = (page: Page) =>
  page.evaluate(() => {
    const top = document.querySelector('.game-sticky')?.getBoundingClientRect().bottom ?? 0;
    const bar = document.querySelector('.action-dock, .action-bar')!.getBoundingClientRect();
    // The bar pinned at the bottom covers what is under it; one pinned at the top, what is above its foot.
    const [from, to] = bar.top > window.innerHeight / 2 ? [top, bar.top] : [Math.max(top, bar.bottom), window.innerHeight];
    return [...document.querySelectorAll('.hospital-you .patient-selectable')].some((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= from - 1 && r.bottom <= to + 1;
    });
  });

describe('every choice within reach on a phone', () => {
  it('two solo rounds at 390 x 844: no choice in an inner scroll or out of reach, no cut text', async () => {
    const me = await e2e.person(e2e.server.url, PHONE_390);
    await me.page.fill('#display-name', 'Noor');
    await me.page.click('[data-solo-form] summary');
    await me.page.click('[data-solo]');
    await me.page.waitForSelector('.action-bar');
    const page = me.page;
    const found: string[] = [];
    const seen = new Map<string, number>();
    const check = async (step: string) => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const controls = await page.$$eval('.action-bar button:not([disabled]), .action-bar select', (els) => els.length);
      seen.set(step, Math.max(seen.get(step) ?? 0, controls));
      for (const p of await problemsNow(page)) found.push(`${step}: ${p.what}: ${p.why}`);
    };
    let activationSteps = false;
    const before = async (p: Page, prompt: Prompt): Promise<void> => {
      await check(prompt);
      // The first activation with a worker to place: its department and patient steps too.
      if (prompt !== 'activation' || activationSteps || !(await p.$('[data-choice^="worker:"]'))) return;
      const workers = await p.$$eval('[data-choice^="worker:"]', (els) => els.map((e) => e.getAttribute('data-choice')!));
      for (const worker of workers) {
        await p.click(`[data-choice="${worker}"]`);
        await check('activation: department step');
        for (const department of await p.$$eval('[data-choice^="department:"]', (els) => els.map((e) => e.getAttribute('data-choice')!))) {
          await p.click(`[data-choice="${department}"]`);
          if (await p.$('.hospital-you .patient-selectable')) {
            activationSteps = true;
            await p.waitForTimeout(300); // the page is brought to the patients (a smooth scroll at most)
            expect(await patientInView(p), 'a patient to pick is on screen while picking').toBe(true);
            await check('activation: patient step');
            break;
          }
          await p.click('[data-choice="cancel"]');
          await p.click(`[data-choice="${worker}"]`);
        }
        await p.click('[data-choice="cancel"]').catch(() => {});
        if (activationSteps) break;
      }
    };
    const deadline = Date.now() + 150_000;
    while (Number(await page.getAttribute('.game', 'data-round')) <= ROUNDS && Date.now() < deadline) {
      if (!(await actOnce(page, { placementsPerRound: 4, before }))) await page.waitForTimeout(50);
    }
    console.log(
      `decisions checked (most controls in the bar): ${[...seen].map(([k, n]) => `${k} ${n}`).join(', ')}\n${found.length} problems:\n${found.join('\n')}`,
    );
    expect(activationSteps, 'the activation steps were checked').toBe(true);
    expect([...seen.keys()]).toEqual(expect.arrayContaining(['setup', 'chooseSoloIntake', 'takeImprovement', 'activation']));
    expect(found).toEqual([]);
    expect(me.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  }, 200_000);
});
