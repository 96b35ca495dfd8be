// The decisions the options add, each set up on purpose (positions put straight into a running
// room, as test/server/sync.test.ts does) and answered through the UI in real Chromium, an English
// host and a French guest: the Consultant's role, Agency Nurses' extra nurse, Physiotherapy's
// colour choice, the Medical Student's heal-then-harm order, and the Final Round Collections (pick
// a patient, then a space; the other seat passes) down to the collection rows of the final scores.
import { describe, expect, it } from 'vitest';
import { buildPosition, type Options } from '../../shared/games/dice-hospital/index.js';
import { EVENT_IDS, EVENTS } from '../../shared/games/dice-hospital/catalogue/events.js';
import { en, fr } from '../../client/src/games/dice-hospital/i18n/index.js';
import { screenshot } from './support/browser.js';
import { PHONE, useE2ETable } from './support/table.js';
import { inject, noSeriousViolations, privateTableOfTwo, prompt } from './support/rooms.js';
import { clickAndWait } from './support/driver.js';

const e2e = useE2ETable();

const OPTIONS: Partial<Options> = { events: true, experimentalMedicine: true, promoSpecialists: true, finalRoundCollections: true };

describe('the decisions the options add', () => {
  it('Consultant, Agency Nurses, Physiotherapy, Medical Student, Final Round Collections', async () => {
    const { host, guest, roomId } = await privateTableOfTwo(e2e, {
      host: 'Hana',
      guest: 'Gaspard',
      prepare: async (page) => {
        for (const key of Object.keys(OPTIONS)) await page.check(`.create-form input[name="${key}"]`);
        await page.selectOption('select[name="pace"]', 'relaxed');
      },
    });

    // Round 3 under Agency Nurses; Hana owns the Consultant and three other specialists.
    inject(
      roomId,
      buildPosition({
        players: ['Hana', 'Gaspard'],
        options: OPTIONS,
        round: 3,
        event: 'agency_nurses',
        seats: [
          {
            patients: ['R3', 'Y4', 'G2', 'R5', 'Y2', 'G5'],
            departments: ['physiotherapy', 'experimental_therapy', 'training_department'],
            specialists: ['consultant', 'medical_student', 'admissions_nurse', 'pathologist'],
            fatalities: 1,
          },
          { patients: ['R4', 'Y3'] },
        ],
      }),
    );
    await prompt(host.page, 'consultant');
    const roles = await host.page.$$eval('[data-choice^="consultant:"]', (els) => els.map((e) => e.getAttribute('data-choice')!.slice('consultant:'.length)));
    expect(roles.sort()).toEqual(['admissions_nurse', 'medical_student', 'pathologist']);
    // Everyone sees the event; the guest reads it in French.
    await guest.page.waitForSelector('.event-card[data-event="agency_nurses"]');
    expect(await guest.page.textContent('.event-card .event-text')).toBe(fr.event.agency_nurses.text);
    expect(await guest.page.textContent('[data-event-lasts]')).toBe(fr.game.eventLastsRound);
    await screenshot(host.page, '73-consultant-role-en');
    await screenshot(guest.page, '73-agency-nurses-fr');
    await noSeriousViolations(host.page);
    await clickAndWait(host.page, '[data-choice="consultant:medical_student"]');
    // The Consultant's role shows on the staff list; Agency Nurses brought a fourth nurse.
    await prompt(host.page, 'activation');
    expect(await host.page.locator('.hospital-you .worker-specialist', { hasText: en.game.consultantAs(en.specialist.medical_student.name) }).count()).toBe(1);
    expect(await host.page.locator('.hospital-you .worker-nurse').count()).toBe(4);

    // Physiotherapy: a nurse, the department, one patient, then which colour it takes.
    await host.page.click('[data-choice^="worker:nurse"]');
    await host.page.locator('[data-choice^="department:"]', { hasText: en.department.physiotherapy.name }).click();
    const green2 = await host.page.$eval('.hospital-you button.patient-selectable[data-value="2"]:has(.die-green)', (el) => el.getAttribute('data-patient')!);
    await host.page.click(`.hospital-you button.patient-selectable[data-patient="${green2}"]`);
    await host.page.waitForSelector('[data-variants="2"]');
    const variants = await host.page.$$eval('.variant', (els) => els.map((e) => e.textContent));
    expect(variants).toEqual(expect.arrayContaining([expect.stringContaining(en.colour.red), expect.stringContaining(en.colour.yellow)]));
    await screenshot(host.page, '75-physiotherapy-colour-en');
    await host.page.check('[data-variant="1"]');
    await clickAndWait(host.page, '[data-choice="place"]');
    const physio = (await host.page.getAttribute(`.hospital-you [data-patient="${green2}"] .die`, 'class'))!;
    expect(physio).toMatch(/die-temp-(red|yellow)/);

    // The Consultant, as a Medical Student, on the Critical Care Unit: heal a red patient, then
    // heal one patient and harm another, in the order clicked.
    await host.page.locator('[data-choice^="worker:"]', { hasText: en.specialist.consultant.name }).click();
    await host.page.locator('[data-choice^="department:"]', { hasText: en.department.critical_care.name }).first().click();
    await host.page.click('.hospital-you button.patient-selectable[data-value="3"]');
    await clickAndWait(host.page, '[data-choice="place"]');
    await prompt(host.page, 'ability');
    expect(await host.page.getAttribute('[data-ability]', 'data-ability')).toBe('medical_student');
    // The preview's place is kept from the start of the step, so picking targets does not push the board.
    await host.page.waitForSelector('.action-bar [data-preview-slot] .preview-pending');
    const [heal, harm] = await host.page.$$eval('.hospital-you button.patient-selectable', (els) =>
      els.slice(0, 2).map((e) => e.getAttribute('data-patient')!),
    );
    await host.page.click(`.hospital-you button.patient-selectable[data-patient="${heal}"]`);
    await host.page.click(`.hospital-you button.patient-selectable[data-patient="${harm}"]`);
    await host.page.waitForSelector('[data-variants="2"]');
    await host.page.waitForSelector('.action-bar [data-preview-slot] [data-preview]');
    await screenshot(host.page, '74-ability-medical_student-order-en');
    const valueOf = async (id: string) => Number(await host.page.getAttribute(`.hospital-you [data-patient="${id}"]`, 'data-value'));
    const [healBefore, harmBefore] = [await valueOf(heal!), await valueOf(harm!)];
    await clickAndWait(host.page, '[data-choice="useAbility"]');
    expect(await valueOf(heal!)).toBe(healBefore + 1);
    expect(await valueOf(harm!)).toBe(harmBefore - 1);

    // Every event card on the table (each lasts this round or acted once), readable by all:
    // no serious accessibility problem with any of them, in either language.
    for (const event of EVENT_IDS) {
      inject(roomId, buildPosition({ players: ['Hana', 'Gaspard'], options: OPTIONS, round: 4, phase: 'improvement', event }));
      for (const [page, t] of [
        [host.page, en],
        [guest.page, fr],
      ] as const) {
        await page.waitForSelector(`.event-card[data-event="${event}"]`);
        expect(await page.textContent('.event-card .event-name strong')).toBe(t.event[event].name);
        expect(await page.getAttribute('[data-event-lasts]', 'data-event-lasts')).toBe(EVENTS[event].lasts);
        await noSeriousViolations(page);
      }
    }

    // Final Round Collections after round 8: Hana's red 2 and green 4 fit ambulance 1's back,
    // Gaspard's yellow 3 too; her yellow 6 fits nothing.
    inject(
      roomId,
      buildPosition({
        players: ['Hana', 'Gaspard'],
        options: OPTIONS,
        round: 8,
        phase: 'discharge',
        seats: [{ patients: ['R2', 'G4', 'Y6'] }, { patients: ['Y3', 'G1'] }],
      }),
    );
    await prompt(host.page, 'finalCollection');
    await host.page.waitForSelector('[data-collections]');
    expect(await host.page.locator('[data-collections] [data-space]').count()).toBe(6);
    expect(await host.page.locator('[data-choice^="patient:"]').count()).toBe(2);
    await host.page.click('[data-choice^="patient:"] >> nth=0');
    await host.page.click('[data-choice^="space:"]');
    await screenshot(host.page, '76-final-collection-choice-en');
    await noSeriousViolations(host.page);
    await clickAndWait(host.page, '[data-choice="collect"]');
    // Gaspard's turn, in French: he passes for good.
    await prompt(guest.page, 'finalCollection');
    expect(await guest.page.textContent('.action-bar .prompt-text')).toBe(fr.prompt.finalCollection);
    await screenshot(guest.page, '76-final-collection-fr');
    await guest.page.setViewportSize(PHONE);
    await screenshot(guest.page, '76-final-collection-fr-phone');
    await noSeriousViolations(guest.page);
    await guest.page.setViewportSize({ width: 1280, height: 900 });
    await clickAndWait(guest.page, '[data-choice="pass"]');
    // Hana moves her second patient; nothing else fits and the game ends.
    await prompt(host.page, 'finalCollection');
    await host.page.click('[data-choice^="patient:"]');
    await host.page.click('[data-choice^="space:"]');
    await clickAndWait(host.page, '[data-choice="collect"]');
    for (const p of [host.page, guest.page]) {
      await p.waitForSelector('[data-final]');
      expect(await p.getAttribute('tr[data-seat="0"] td[data-collected]', 'data-collected')).toBe('2');
      expect(await p.getAttribute('tr[data-seat="0"] td[data-patient-penalty]', 'data-patient-penalty')).toBe('1');
      expect(await p.getAttribute('tr[data-seat="1"] td[data-collected]', 'data-collected')).toBe('0');
      expect(await p.getAttribute('tr[data-seat="1"] td[data-patient-penalty]', 'data-patient-penalty')).toBe('2');
      expect(await p.locator('[data-collections] .collection-space-taken').count()).toBe(2);
    }
    await screenshot(host.page, '77-final-collections-scores-en');
    await screenshot(guest.page, '77-final-collections-scores-fr');
    expect(host.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  }, 120_000);
});
