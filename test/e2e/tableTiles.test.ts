// The hospital board read as a board game (issue 28): while placing workers late in a game (twelve
// department tiles, specialists with long names), in English and French at 1366×768 and 390×844,
// no text in the staff room or on a department tile is cut off (nothing wider than its box, no
// clamped lines), each
// tile draws its effect as a pictogram strip, and at 1366×768 every tile stands above the decision
// dock. The ambulances are drawn as ambulances: a place for each of their three dice, loaded or not
// the same height, a taken one with its taker's name whole. A three-player room; the positions put
// into it with buildPosition.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, fr } from '../../client/src/games/dice-hospital/i18n/index.js';
import { inject, prompt } from './support/rooms.js';
import { startTableOfThree } from './support/privateTable.js';
import { useLanguage } from './support/screens.js';
import { useE2ETable } from './support/table.js';
import { choosingFatalities, intake, placeOne, position } from './support/tablePositions.js';

const e2e = useE2ETable();
const SIZES = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;

/** Late in a game: 9 starting tiles and 3 improvements, three specialists with long names. */
function lateActivation() {
  let state = position({
    round: 7,
    seats: [
      {
        patients: ['R6', 'Y3', 'G4', 'R1', 'Y1', 'G1', 'Y5t', 'G2t', 'R4n', 'Y2n'],
        discharged: ['R6'],
        bloodBags: 1,
        score: 22,
        specialists: ['paramedic', 'surgeon', 'microbiologist'],
        departments: ['radiology', 'ent', 'triage_centre'],
      },
      { patients: ['R4', 'Y3'], specialists: ['haematologist'] },
      { patients: ['G3'] },
    ],
  });
  for (const seat of [0, 1, 2]) state = placeOne(state, seat, 'nurse');
  return state;
}

/** Visible texts in the staff room and on the tiles that are wider than their box (cut off). */
const cutTexts = (page: Page) =>
  page.$$eval('.hospital-you .staff *, .hospital-you .dept *', (els) =>
    els
      .filter((el) => {
        // Words kept for screen readers only are clipped on purpose.
        for (let e: Element | null = el; e; e = e.parentElement) {
          const style = getComputedStyle(e);
          if (style.clipPath !== 'none' || style.visibility === 'hidden' || e.classList.contains('sr-only')) return false;
        }
        // Cut sideways (an ellipsis) or clamped to a number of lines.
        const clipsY = getComputedStyle(el).overflowY !== 'visible';
        return el.clientWidth > 0 && (el.scrollWidth > el.clientWidth + 1 || (clipsY && el.scrollHeight > el.clientHeight + 1));
      })
      .map((el) => `${el.className} "${el.textContent}" ${el.scrollWidth}×${el.scrollHeight} > ${el.clientWidth}×${el.clientHeight}`),
  );

/** Of `names`, those that would be cut off in the staff room: each written in a copy of a free
 * worker's place there. */
const cutStaffNames = (page: Page, names: string[]) =>
  page.$eval(
    '.hospital-you .staff .worker-list',
    (list, names) => {
      const place = [...list.children].find((li) => !li.classList.contains('worker-away') && li.querySelector('.worker-name'))!;
      const copy = place.cloneNode(true) as HTMLElement;
      list.append(copy);
      const name = copy.querySelector('.worker-name')!;
      const cut = names.filter((n) => {
        name.textContent = n;
        return name.scrollWidth > name.clientWidth + 1;
      });
      copy.remove();
      return cut;
    },
    names,
  );

/** Tiles whose bottom is under the dock's top (or the window's bottom). */
const tilesUnderDock = (page: Page) =>
  page.evaluate(() => {
    const dock = document.querySelector('.action-dock')!.getBoundingClientRect().top;
    const limit = Math.min(dock, window.innerHeight);
    return [...document.querySelectorAll('.hospital-you [data-department]')]
      .filter((t) => t.getBoundingClientRect().bottom > limit)
      .map((t) => `${t.getAttribute('data-type')} ${Math.round(t.getBoundingClientRect().bottom)} > ${Math.round(limit)}`);
  });

/** Dice whose face does not show their value: its pips in the cells of a die's 3×3 grid (row by
 * row, 0-8) that a real die's face uses, each inside the die. */
const wrongFaces = (page: Page) =>
  page.$$eval('.hospital-you [data-patient][data-value] .die', (dice) => {
    const faces: Record<number, string> = { 1: '4', 2: '2 6', 3: '2 4 6', 4: '0 2 6 8', 5: '0 2 4 6 8', 6: '0 2 3 5 6 8' };
    return dice.flatMap((die) => {
      const value = Number(die.closest('[data-patient]')!.getAttribute('data-value'));
      const box = die.getBoundingClientRect();
      const pips = [...die.querySelectorAll('.pip')].filter((p) => getComputedStyle(p).visibility !== 'hidden').map((p) => p.getBoundingClientRect());
      const cell = (p: DOMRect) =>
        Math.floor((p.top + p.height / 2 - box.top) / (box.height / 3)) * 3 + Math.floor((p.left + p.width / 2 - box.left) / (box.width / 3));
      const cells = pips
        .map(cell)
        .sort((a, b) => a - b)
        .join(' ');
      const inside = pips.every((p) => p.left >= box.left && p.right <= box.right && p.top >= box.top && p.bottom <= box.bottom);
      return cells !== faces[value] || !inside ? [`a ${value} drawn with pips in cells ${cells}`] : [];
    });
  });

describe('the hospital board as a board game', () => {
  it('placing workers late in a game: nothing cut off, pictograms on the tiles and those on offer, every tile above the dock', async () => {
    const host = await e2e.person(e2e.server.url, SIZES.desktop);
    const hp = host.page;
    const roomId = await startTableOfThree(hp, (url) => e2e.person(url), e2e.server.url);
    inject(roomId, lateActivation());
    await prompt(hp, 'activation');
    expect(await hp.locator('.hospital-you [data-department]').count()).toBe(12);

    const problems: string[] = [];
    for (const language of ['fr', 'en'] as const) {
      await useLanguage(hp, language);
      for (const size of ['desktop', 'phone'] as const) {
        await hp.setViewportSize(SIZES[size]);
        await hp.evaluate(() => window.scrollTo(0, 0));
        await hp.waitForTimeout(200);
        for (const cut of await cutTexts(hp)) problems.push(`${language} ${size}: cut off: ${cut}`);
        // Any worker's name, not only this hospital's: each specialist's and the nurses'.
        const t = { en, fr }[language];
        const names = [...Object.values(t.staffName), ...[1, 2, 3, 4].map((n) => `${t.game.nurse} ${n}`)];
        for (const cut of await cutStaffNames(hp, names)) problems.push(`${language} ${size}: a staff name cut off: ${cut}`);
        // Every tile draws its effect (the sentence is for screen readers and the tooltip).
        const pictures = await hp.$$eval('.hospital-you [data-department]', (tiles) => tiles.filter((t) => !t.querySelector('.dept-pict')).length);
        if (pictures > 0) problems.push(`${language} ${size}: ${pictures} tiles without a pictogram strip`);
        // …and so does a tile on offer in the market, as it will on the board.
        const offers = await hp.$$eval('.improvements [data-offer]:not(.offer-specialist)', (tiles) => tiles.map((t) => !!t.querySelector('.dept-pict')));
        if (offers.length === 0 || offers.includes(false))
          problems.push(`${language} ${size}: market tiles with a strip: ${offers.join(', ') || 'none on offer'}`);
        if (size === 'desktop') for (const under of await tilesUnderDock(hp)) problems.push(`${language} ${size}: under the dock: ${under}`);
        for (const face of await wrongFaces(hp)) problems.push(`${language} ${size}: ${face}`);
      }
    }
    expect(problems).toEqual([]);
    expect(host.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  }, 120_000);

  it('the ambulances: three places each before loading, one height loaded or not, a taker named on one line', async () => {
    const host = await e2e.person(e2e.server.url, SIZES.desktop);
    const hp = host.page;
    const roomId = await startTableOfThree(hp, (url) => e2e.person(url), e2e.server.url);
    // A display name as long as the lobby allows, for one of the takers.
    const LONG = 'Marie-Éléonore Dubuisson';
    const fatalities = choosingFatalities();
    fatalities.players[1] = { ...fatalities.players[1]!, name: LONG };
    const ambulances = () =>
      hp.$$eval('.ambulances [data-ambulance]', (els) =>
        els.map((el) => {
          const status = el.querySelector<HTMLElement>('.amb-status');
          return {
            places: el.querySelectorAll('.amb-place').length,
            dice: el.querySelectorAll('.die').length,
            height: Math.round(el.getBoundingClientRect().height),
            taker: el.querySelector('.amb-taker [aria-hidden]')?.textContent ?? null,
            tip: el.querySelector('.amb-taker')?.getAttribute('title') ?? null,
            cut: !!status && status.scrollWidth > status.clientWidth + 1,
            inside: !status || status.getBoundingClientRect().right <= el.getBoundingClientRect().right,
          };
        }),
      );
    const problems: string[] = [];
    for (const language of ['fr', 'en'] as const) {
      await useLanguage(hp, language);
      for (const size of ['desktop', 'phone'] as const) {
        await hp.setViewportSize(SIZES[size]);
        inject(roomId, intake(1));
        await hp.waitForSelector('.game[data-round="2"][data-phase="intake"] .ambulances .amb-place');
        const empty = await ambulances();
        if (empty.length !== 4 || empty.some((a) => a.places !== 3 || a.dice !== 0))
          problems.push(`${language} ${size}: before loading: ${JSON.stringify(empty.map((a) => [a.places, a.dice]))}`);
        inject(roomId, fatalities);
        await prompt(hp, 'chooseFatalities');
        const loaded = await ambulances();
        if (loaded.some((a) => a.places !== 0 || a.dice !== 3))
          problems.push(`${language} ${size}: loaded: ${JSON.stringify(loaded.map((a) => [a.places, a.dice]))}`);
        const heights = new Set([...empty, ...loaded].map((a) => a.height));
        if (heights.size !== 1) problems.push(`${language} ${size}: heights ${[...heights].join(', ')}`);
        const hana = loaded.find((a) => a.taker === 'Hana');
        if (!hana || hana.cut) problems.push(`${language} ${size}: Hana's name not shown whole: ${JSON.stringify(loaded.map((a) => a.taker))}`);
        const long = loaded.find((a) => a.taker === LONG);
        if (!long || !long.tip?.includes(LONG))
          problems.push(`${language} ${size}: the long name is not on its ambulance with its tooltip: ${JSON.stringify(long)}`);
        if (loaded.some((a) => !a.inside)) problems.push(`${language} ${size}: a status spills out of its ambulance`);
      }
    }
    expect(problems).toEqual([]);
    expect(host.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  }, 120_000);
});
