// Dice travel from the ambulance to the ward: a player takes an ambulance and its dice fly from where
// they lay in the ambulance to their beds, on her own board and on the other player's screen (where
// her hospital is an opponent's); under prefers-reduced-motion nothing flies.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actOnce, promptOf, versionOf, waitForAccepted } from './support/driver.js';
import { privateTableOfTwo } from './support/rooms.js';
import { useE2ETable } from './support/table.js';

const e2e = useE2ETable();

interface Travel {
  patient: string;
  /** The die's place in the page when the journey starts, and the offset it starts from. */
  x: number;
  y: number;
  dx: number;
  dy: number;
}

/** Records every animation the page starts on a ward's die (window.__travels). */
const recordTravels = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __travels: Travel[] };
    w.__travels = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const patient = this.closest('[data-patient]')?.getAttribute('data-patient');
      const first = Array.isArray(keyframes) ? String((keyframes[0] as { transform?: string }).transform ?? '') : '';
      const offset = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(first);
      if (patient && offset) {
        const r = this.getBoundingClientRect();
        w.__travels.push({ patient, x: r.left + window.scrollX, y: r.top + window.scrollY, dx: Number(offset[1]), dy: Number(offset[2]) });
      }
      return animate.call(this, keyframes, options);
    };
  });

const travelsOf = (page: Page): Promise<Travel[]> => page.evaluate(() => (window as unknown as { __travels: Travel[] }).__travels);

/** Every die waiting in the intake (the ambulances, the roll), with its place in the page. */
const intakeDice = (page: Page) =>
  page.$$eval('[data-intake-die]', (dice) =>
    dice.map((die) => {
      const r = die.getBoundingClientRect();
      return { id: die.getAttribute('data-intake-die')!, x: r.left + window.scrollX, y: r.top + window.scrollY };
    }),
  );

const patientIds = (page: Page) => page.$$eval('[data-patient]', (els) => els.map((e) => e.getAttribute('data-patient')!));

describe('dice travel', () => {
  it('fly from the ambulances to the wards, onto every hospital, and stay put under reduced motion', async () => {
    const { host, guest } = await privateTableOfTwo(e2e, { host: 'Hana', guest: 'Gaspard', guestLang: 'en' });
    const pages = [host.page, guest.page];
    // Hana sees motion; Gaspard asked his system for less.
    await host.page.emulateMedia({ reducedMotion: 'no-preference' });
    for (const page of pages) await recordTravels(page);

    // Play until the ambulances' dice are admitted, noting where every intake die lay on Hana's
    // screen just before each ambulance is taken.
    let lay: Awaited<ReturnType<typeof intakeDice>> = [];
    let admitted: string[] = [];
    for (let i = 0; i < 100 && admitted.length === 0; i++) {
      const prompts = await Promise.all(pages.map(promptOf));
      const taker = pages[prompts.indexOf('takeAmbulance')];
      if (taker) {
        lay = await intakeDice(host.page);
        const before = await versionOf(taker);
        await taker.click('.ambulances button.amb-selectable');
        await waitForAccepted(taker, before);
        await host.page.waitForFunction((v) => document.querySelector('.game')?.getAttribute('data-version') !== v, before);
      } else {
        let acted = false;
        for (const page of pages) if (await actOnce(page, { placementsPerRound: 1 })) acted = true;
        if (!acted) await host.page.waitForTimeout(100);
      }
      const inWards = new Set(await patientIds(host.page));
      admitted = lay.filter((die) => inWards.has(die.id)).map((die) => die.id);
    }
    expect(admitted.length).toBeGreaterThan(1);

    // On Hana's screen each admitted die started where it lay in its ambulance (to a pixel or two),
    // whoever took it: her own ward and Gaspard's hospital, drawn as an opponent's.
    const travels = await travelsOf(host.page);
    for (const id of admitted) {
      const from = lay.find((die) => die.id === id)!;
      const travel = travels.find((t) => t.patient === id);
      expect(travel, `die ${id} flew`).toBeDefined();
      expect(Math.abs(travel!.x + travel!.dx - from.x)).toBeLessThan(3);
      expect(Math.abs(travel!.y + travel!.dy - from.y)).toBeLessThan(3);
    }
    // Later moves (the taken ambulances still show their dice meanwhile) fly no die a second time.
    for (let i = 0; i < 4; i++) for (const page of pages) await actOnce(page, { placementsPerRound: 1 });
    const flights = (await travelsOf(host.page)).map((t) => t.patient);
    expect(flights.filter((id, i) => flights.indexOf(id) !== i)).toEqual([]);
    const wards = await host.page.$$eval(
      '[data-patient]',
      (els, ids) => [
        ...new Set(
          els.filter((e) => ids.includes(e.getAttribute('data-patient')!)).map((e) => e.closest('[data-seat], .hospital-you, .opponent')?.className ?? ''),
        ),
      ],
      admitted,
    );
    expect(wards.length).toBe(2);
    // On Gaspard's screen, under reduced motion, they are simply there.
    expect(await patientIds(guest.page)).toEqual(expect.arrayContaining(admitted));
    expect(await travelsOf(guest.page)).toEqual([]);
    expect(host.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  }, 120_000);
});
