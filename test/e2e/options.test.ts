// Every game option at the table, in real Chromium (issue 11): an English host sets all of them in
// the create form (each with its explanation), the waiting room lists them, a French guest joins by
// code, and the two play to the final scores through the UI. On the way: the event card shows on
// both pages from round 2 (name, text, how long it lasts), the top bar names it, the new cards'
// decisions come up (Consultant role, the new specialists' abilities), and after round 8 the Final
// Round Collections step shows the ambulance backs and, when a seat has a fitting patient, asks it;
// the final scores carry the collection rows. Screenshots (EN and FR) in test-artifacts/.
import { matchMaker } from '@colyseus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/games/dice-hospital/index.js';
import { en, fr } from '../../client/src/games/dice-hospital/i18n/index.js';
import { seriousViolations } from './support/axe.js';
import { ARTIFACTS, screenshot } from './support/browser.js';
import { PHONE, useE2ETable } from './support/table.js';
import { playToEnd, showWholeLog, type Prompt } from './support/driver.js';
import { EVERY_TABLE_OPTION } from '../support/options.js';

const e2e = useE2ETable();

const engineState = (roomId: string): GameState => (matchMaker.getLocalRoomById(roomId) as unknown as { game: GameState }).game;

describe('every option at the table', () => {
  it('sets them in the create form and plays a two-player game with all of them to the final scores', async () => {
    const host = await e2e.person(e2e.server.url);
    await host.page.fill('#display-name', 'Hana');
    await host.page.check('input[name="playerCount"][value="2"]');
    await host.page.selectOption('select[name="pace"]', 'relaxed');
    // Every option has its explanation under it.
    for (const key of Object.keys(EVERY_TABLE_OPTION)) {
      const hint = await host.page.textContent(`#${key}-hint`);
      expect(hint, key).toBe(en.home.optionHint[key as keyof typeof en.home.optionHint]);
      await host.page.check(`.create-form input[name="${key}"]`);
    }
    const form = await host.page.$('.create-form');
    await form!.screenshot({ path: `${ARTIFACTS}/70-options-create-form.png` });
    await host.page.click('[data-create]');
    await host.page.waitForSelector('[data-screen="waiting"]');
    const options = (await host.page.textContent('[data-room-options]'))!;
    for (const key of Object.keys(EVERY_TABLE_OPTION)) expect(options).toContain(en.home.optionLabel[key as keyof typeof en.home.optionLabel]);
    const code = (await host.page.getAttribute('[data-invite-code]', 'data-invite-code'))!;
    const roomId = (await host.page.getAttribute('.room', 'data-room-id'))!;
    await screenshot(host.page, '71-options-waiting-room');

    // The guest reads French.
    const guest = await e2e.person(e2e.server.url);
    await guest.page.selectOption('[data-language]', 'fr');
    await guest.page.waitForSelector('text=Partie rapide');
    await guest.page.fill('#display-name', 'Gaspard');
    await guest.page.fill('#invite-code', code);
    await guest.page.click('[data-join-code]');
    await guest.page.waitForSelector('[data-screen="waiting"]');
    expect(await guest.page.textContent('[data-room-options]')).toContain(fr.home.optionLabel.finalRoundCollections);
    await screenshot(guest.page, '71-options-waiting-room-fr');
    await host.page.click('[data-start]');
    await Promise.all([host.page, guest.page].map((p) => p.waitForSelector('.action-bar')));
    expect(engineState(roomId).options).toMatchObject(EVERY_TABLE_OPTION);
    // Opening Crisis: five starting patients each.
    expect(engineState(roomId).players.map((p) => p.patients.length)).toEqual([5, 5]);

    // Play, looking at what the options add as it comes up.
    const seen = new Set<string>();
    const shotOnce = async (page: Page, key: string, name: string, phone = false) => {
      if (seen.has(key)) return;
      seen.add(key);
      if (phone) await page.setViewportSize(PHONE);
      await screenshot(page, name);
      if (phone) await page.setViewportSize({ width: 1280, height: 900 });
    };
    const events: { page: string; event: string; round: number }[] = [];
    const before = async (page: Page, prompt: Prompt) => {
      const lang = page === host.page ? 'en' : 'fr';
      const event = await page.getAttribute('.event-card', 'data-event').catch(() => null);
      const round = Number(await page.getAttribute('.game', 'data-round'));
      if (event) {
        events.push({ page: lang, event, round });
        // The card on the table and its name in the top bar, in the page's language.
        const t = lang === 'en' ? en : fr;
        const card = t.event[event as keyof typeof t.event];
        expect(await page.textContent('.event-card .event-name')).toContain(card.name);
        expect(await page.textContent('.event-card .event-text')).toBe(card.text);
        expect(await page.getAttribute('[data-event-badge]', 'data-event-badge')).toBe(event);
        await shotOnce(page, `event-${lang}`, `72-event-card-${lang}`);
        await shotOnce(page, `event-phone-${lang}`, `72-event-card-${lang}-phone`, true);
        if (!seen.has(`axe-event`)) {
          seen.add('axe-event');
          const violations = await seriousViolations(page);
          expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
        }
      }
      if (prompt === 'consultant') await shotOnce(page, `consultant-${lang}`, `73-consultant-role-${lang}`);
      if (prompt === 'ability') {
        const card = await page.getAttribute('[data-ability]', 'data-ability');
        if (card && ['pathologist', 'experimental_chemist', 'medical_student', 'physiotherapist', 'admissions_nurse'].includes(card)) {
          await shotOnce(page, `ability-${card}`, `74-ability-${card}-${lang}`);
        }
      }
      if (prompt === 'activation' && (await page.$('[data-variants]'))) await shotOnce(page, `variants-${lang}`, `75-placement-variants-${lang}`);
      if (prompt === 'finalCollection') {
        seen.add('finalCollection');
        await page.waitForSelector('[data-collections]');
        await shotOnce(page, `collection-${lang}`, `76-final-collection-${lang}`);
      }
    };
    // Round 1 (no event card yet) and the last (an event card and the Final Round Collections) by
    // hand; the server plays 2-7.
    const decisions = await playToEnd([host.page, guest.page], { placementsPerRound: 3, before, skipRounds: { roomId, from: 2, to: 8 } }, 600_000);
    expect(decisions).toBeGreaterThan(20);

    // The event card showed from round 2 on both pages, never in round 1.
    expect(events.some((e) => e.page === 'en' && e.round >= 2)).toBe(true);
    expect(events.some((e) => e.page === 'fr' && e.round >= 2)).toBe(true);
    expect(events.every((e) => e.round >= 2)).toBe(true);

    // The final collection: the ambulance backs are on the table at the end; every seat with a
    // fitting patient was asked (the engine lets a seat with none out at once).
    const state = engineState(roomId);
    expect(state.collections?.spaces).toHaveLength(6);
    for (const p of [host.page, guest.page]) {
      await p.waitForSelector('[data-final]');
      expect(await p.locator('[data-collections] [data-space]').count()).toBe(6);
      expect(await p.locator('[data-final-score]').count()).toBe(2);
      expect(await p.locator('td[data-collected]').count()).toBe(2);
      expect(await p.locator('td[data-patient-penalty]').count()).toBe(2);
    }
    const collected = state.collections!.spaces.filter((s) => s.seat !== null).length;
    const asked = seen.has('finalCollection');
    // A collected patient means a seat was asked; a seat asked either collected or passed.
    if (collected > 0) expect(asked).toBe(true);
    const standings = state.result!.standings;
    for (const s of standings) {
      expect(s.patientPenalty).toBe(state.players[s.seat]!.patients.length);
      expect(await host.page.getAttribute(`tr[data-seat="${s.seat}"] td[data-collected]`, 'data-collected')).toBe(String(s.collected ?? 0));
    }
    await screenshot(host.page, '77-final-scores-options-en');
    await screenshot(guest.page, '77-final-scores-options-fr');
    // The log told the events in words (no raw event types).
    await showWholeLog(host.page);
    const log = (await host.page.textContent('.log'))!;
    expect(log).not.toMatch(/eventRevealed|collectionsStarted|patientRerolled/);

    // The replay of the finished game shows the same: the event of round 3, then the final
    // collection and scores at its last step (the engine replays every option from the log).
    await host.page.goto(e2e.server.url);
    await host.page.locator(`[data-your-game="${roomId}"]`).click();
    await host.page.waitForSelector('[data-replay]');
    await host.page.selectOption('[data-replay-round]', '3');
    await expect(host.page.getAttribute('.game', 'data-round')).resolves.toBe('3');
    expect(await host.page.getAttribute('.event-card', 'data-event')).toBeTruthy();
    await screenshot(host.page, '79-replay-options-round-3-en');
    await host.page.click('[data-replay-last]');
    await host.page.waitForSelector('.game [data-final]');
    expect(await host.page.locator('.game [data-collections] [data-space]').count()).toBe(6);
    await expect(host.page.getAttribute('[data-fairness]', 'data-fairness')).resolves.toBe('matches');
    expect(host.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  }, 700_000);

  it('plays solo with every option solo allows, chosen in the Play solo form', async () => {
    const me = await e2e.person(`${e2e.server.url}/?lang=fr`);
    await me.page.fill('#display-name', 'Solène');
    await me.page.click('[data-solo-form] summary');
    const offered = await me.page.$$eval('[data-solo-form] input[type="checkbox"]', (els) => els.map((e) => e.getAttribute('name')!.replace('solo-', '')));
    expect(offered).not.toContain('finalRoundCollections');
    const solo = Object.keys(EVERY_TABLE_OPTION).filter((key) => key !== 'finalRoundCollections');
    for (const key of solo) await me.page.check(`input[name="solo-${key}"]`);
    await screenshot(me.page, '78-solo-options-fr');
    await me.page.click('[data-solo]');
    await me.page.waitForSelector('.action-bar');
    const roomId = (await me.page.getAttribute('.room', 'data-room-id'))!;
    expect(engineState(roomId).options).toMatchObject(Object.fromEntries(solo.map((key) => [key, true])));
    let eventSeen = false;
    await playToEnd(
      [me.page],
      {
        placementsPerRound: 3,
        skipRounds: { roomId, from: 4, to: 8 },
        before: async (page) => {
          const event = await page.getAttribute('.event-card', 'data-event').catch(() => null);
          // Solo's deck has no card that needs opponents (rules spec 6.4).
          if (event) {
            expect(['media_spotlight', 'charity_gala']).not.toContain(event);
            if (!eventSeen) await screenshot(page, '78-solo-event-fr');
            eventSeen = true;
          }
        },
      },
      300_000,
    );
    expect(eventSeen).toBe(true);
    await me.page.waitForSelector('[data-solo-breakdown]');
    expect(me.errors).toEqual([]);
  }, 400_000);
});
