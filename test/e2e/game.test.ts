// The browser client in real Chromium against the real server: lobby, a complete two-player game
// through the UI (Alice by keyboard only) watched by a spectator, a reload mid-activation, the French UI on a phone-sized
// screen, axe checks, and screenshots in test-artifacts/.
import { matchMaker } from '@colyseus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMPLEMENTED_OPTIONS, NOT_IN_SOLO_OPTIONS, SOLO_ONLY_OPTIONS, replay } from '../../shared/games/dice-hospital/index.js';
import type { Action, GameConfig, GameResult } from '../../shared/games/dice-hospital/index.js';
import { noSeriousViolations } from './support/rooms.js';
import { screenshot } from './support/browser.js';
import { PHONE, useE2ETable } from './support/table.js';
import { actOnce, clickAndWait, playToEnd, promptOf, type Prompt } from './support/driver.js';
import type { SeatTable } from '../../server/rooms/seats.js';
import { en } from '../../client/src/games/dice-hospital/i18n/index.js';
import { DEFAULT_PACE } from '../../shared/protocol.js';

const e2e = useE2ETable();
const person = e2e.person;

const finalScores = async (page: Page): Promise<Record<number, number>> => {
  const rows = await page.$$eval('[data-final] tr[data-seat]', (trs) =>
    trs.map((tr) => [Number(tr.getAttribute('data-seat')), Number(tr.querySelector('[data-final-score]')!.getAttribute('data-final-score'))]),
  );
  return Object.fromEntries(rows);
};

describe('lobby', () => {
  it('renders on desktop and on a 360 px phone without serious accessibility problems', async () => {
    const desk = await person(e2e.server.url);
    await desk.page.waitForSelector('[data-screen="home"]');
    await expect(desk.page.textContent('h2#quick-title')).resolves.toBe('Quick match');
    await screenshot(desk.page, '01-lobby-desktop');
    await noSeriousViolations(desk.page, 'lobby (desktop)');

    const phone = await person(e2e.server.url, PHONE);
    await phone.page.waitForSelector('[data-screen="home"]');
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling at 360 px').toBeLessThanOrEqual(0);
    await screenshot(phone.page, '02-lobby-phone');
    await noSeriousViolations(phone.page, 'lobby (phone)');

    // A quick match shows up in the live list of open games, where others can join or watch it.
    await desk.page.fill('#display-name', 'Remembered');
    await desk.page.click('[data-quick="2"]');
    await desk.page.waitForSelector('[data-screen="waiting"]');
    const row = phone.page.locator('.room-row', { hasText: 'Remembered' });
    await row.waitFor({ timeout: 10_000 });
    // It says its pace (the quick match's default), so a player knows how long each decision may take.
    expect(await row.locator('[data-room-pace]').textContent()).toBe(en.bots.paceName[DEFAULT_PACE]);
    await row.locator('button', { hasText: 'Watch' }).click();
    await phone.page.waitForSelector('[data-screen="waiting"]');
    await desk.page.waitForSelector('text=1 spectator');

    // The display name is remembered.
    await desk.page.goto(e2e.server.url);
    await expect(desk.page.inputValue('#display-name')).resolves.toBe('Remembered');
    expect(desk.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  it('offers exactly the options the engine plays, and shows why the server refuses a room', async () => {
    const p = await person(e2e.server.url);
    await p.page.waitForSelector('.create-form');
    // The table's options in the create form (with its pace), those solo plays in the solo form.
    const offered = await p.page.$$eval('.create-form [name]:not([name="playerCount"]):not([name="pace"])', (els) => els.map((e) => e.getAttribute('name')));
    expect(offered.sort()).toEqual(IMPLEMENTED_OPTIONS.filter((o) => !SOLO_ONLY_OPTIONS.includes(o)).sort());
    const solo = await p.page.$$eval('[data-solo-form] [name]', (els) => els.map((e) => e.getAttribute('name')!.replace('solo-', '')));
    expect(solo.sort()).toEqual(
      IMPLEMENTED_OPTIONS.filter((o) => !NOT_IN_SOLO_OPTIONS.includes(o) && !['administrators', 'activation', 'timedActivation'].includes(o)).sort(),
    );
    expect(solo).toEqual(expect.arrayContaining([...SOLO_ONLY_OPTIONS]));
    // Every option has its explanation.
    const hints = await p.page.$$eval('.create-form .option-hint', (els) => els.length);
    expect(hints).toBe(offered.length);

    // A creation request the server turns down (an activation mode that does not exist).
    await p.page.route('**/matchmake/create/**', (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { options?: Record<string, unknown> };
      body.options = { ...body.options, activation: 'whenever' };
      return route.continue({ postData: JSON.stringify(body) });
    });
    await p.page.fill('#display-name', 'Refused');
    await p.page.click('[data-create]');
    const error = await p.page.waitForSelector('[data-create-error]');
    expect(await error.textContent()).toMatch(/^The server refused to create this room: .*option/);
    await p.page.waitForSelector('[data-screen="home"]');
    // Console errors about the refused request are expected; page errors are not.
    expect(p.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

describe('a complete game in the browser', () => {
  it('two players (one in French on a phone) play to the final scores while a spectator watches', async () => {
    // Alice creates a private two-player room.
    const alice = await person(e2e.server.url);
    await alice.page.fill('#display-name', 'Alice');
    await alice.page.click('[data-create]');
    await alice.page.waitForSelector('[data-invite-code]');
    const code = (await alice.page.getAttribute('[data-invite-code]', 'data-invite-code'))!;
    expect(await alice.page.inputValue('[data-invite-link]')).toContain(`?code=${code}`);
    const roomId = (await alice.page.getAttribute('.room', 'data-room-id'))!;
    await screenshot(alice.page, '03-waiting-room');
    await noSeriousViolations(alice.page, 'waiting room');

    // Bob switches to French and joins with the code on a phone-sized screen.
    const bob = await person(e2e.server.url, PHONE);
    await bob.page.selectOption('[data-language]', 'fr');
    await bob.page.waitForSelector('text=Partie rapide');
    await bob.page.fill('#display-name', 'Bob');
    await bob.page.fill('#invite-code', code.toLowerCase());
    await bob.page.click('[data-join-code]');
    await bob.page.waitForSelector('[data-screen="waiting"]');
    await alice.page.waitForSelector('.seat[data-seat="1"] >> text=Bob');

    // Carol opens the invite link and chooses to watch.
    const carol = await person(await alice.page.inputValue('[data-invite-link]'));
    await expect(carol.page.inputValue('#invite-code')).resolves.toBe(code);
    await carol.page.click('[data-watch-code]');
    await carol.page.waitForSelector('[data-screen="waiting"]');

    await alice.page.click('[data-start]');
    await Promise.all([alice, bob, carol].map((p) => p.page.waitForSelector('.game')));
    await carol.page.waitForSelector('[data-spectator-badge]');
    expect(await carol.page.$$('.action-bar [data-choice]')).toHaveLength(0);

    // French UI: card names and texts from the French rulebook.
    await bob.page.waitForSelector('.hospital-you .dept[data-type="critical_care"] >> text=Traumatologie');
    expect(await bob.page.textContent('.hospital-you')).toContain('Soigne 1 patient rouge d’1 niveau.');
    const tooltip = await bob.page.textContent('.hospital-you .dept[data-type="clinic"] + .tip');
    expect(tooltip).toContain('Placez un pion sur ce Service pour soigner d’1 niveau un patient de valeur 5 ou 6');
    await expect(bob.page.getAttribute('html', 'lang')).resolves.toBe('fr');

    // Tooltips: hover on desktop; on a phone a tap opens the card text along the bottom of the screen.
    await alice.page.hover('.hospital-you .dept[data-type="imaging"]');
    const tip = alice.page.locator('.hospital-you .dept[data-type="imaging"] + .tip');
    await tip.waitFor({ state: 'visible' });
    expect(await tip.textContent()).toContain('heal a patient of value 3 or 4 of any colour one step');
    await bob.page.tap('.hospital-you .dept[data-type="pharmacy"]').catch(() => bob.page.hover('.hospital-you .dept[data-type="pharmacy"]'));
    const sheet = bob.page.locator('.hospital-you .dept[data-type="pharmacy"] + .tip').first();
    await sheet.waitFor({ state: 'visible' });
    const box = (await sheet.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(bob.page, '04-tooltip-phone', false);
    await bob.page.mouse.click(5, 5);

    // Screenshots of each phase that waits for someone, the first time it comes up.
    const shot = new Set<string>();
    let checkedAxe = false;
    let reloaded = false;
    let dropped = false;
    let bled = false;
    let kept = false;
    let undone = false;
    let secretChecked = false;
    let revealChecked = false;
    const before = async (page: Page, prompt: Prompt) => {
      // Administrators are kept in secret: when the last player is about to choose, the other
      // one sees the card they kept, everyone else only that they have chosen.
      const other = page === alice.page ? bob : alice;
      if (!secretChecked && prompt === 'setup' && !(await page.$('[data-decision="setStartingValues"]')) && (await promptOf(other.page)) === 'waiting') {
        secretChecked = true;
        const done = other === alice ? 0 : 1;
        await other.page.waitForSelector('.hospital-you [data-admin="kept"] .card-name');
        expect(await other.page.innerText('.hospital-you [data-admin="kept"]')).toMatch(
          other === alice ? /^you keep .+ \(revealed when everyone has chosen\)$/ : /^vous gardez .+ \(révélé quand tout le monde aura choisi\)$/,
        );
        for (const p of [page, carol.page]) await p.waitForSelector(`[data-seat="${done}"] [data-admin="chosen"]`);
        expect(await page.textContent(`.opponent[data-seat="${done}"] [data-admin]`)).toBe(
          page === alice.page ? 'chosen (revealed when everyone has chosen)' : 'choisi (révélé quand tout le monde aura choisi)',
        );
        expect(await page.textContent('.log')).toContain(page === alice.page ? 'Bob has chosen an administrator.' : 'Alice a choisi son directeur.');
        await screenshot(other.page, `10-setup-kept-${other === alice ? 'alice' : 'bob-fr-phone'}`);
        await screenshot(page, `10-setup-administrator-${page === alice.page ? 'alice' : 'bob-fr-phone'}`);
        await screenshot(carol.page, '10-setup-spectator');
      }
      // After setup every administrator is public, and the log says which.
      if (!revealChecked && prompt !== 'setup' && prompt !== 'chooseExtraReveal') {
        revealChecked = true;
        for (const p of [alice, bob, carol]) await p.page.waitForFunction(() => document.querySelectorAll('[data-admin="public"]').length === 2);
        const line = await alice.page.waitForSelector('.log-administratorsRevealed');
        expect(await line.textContent()).toMatch(/^Administrators revealed: Alice, .+; Bob, .+\.$/);
      }
      // Round 2: Alice's connection drops; the client says so and gets her back by itself.
      if (!dropped && page === alice.page && prompt === 'takeImprovement' && (await page.getAttribute('.game', 'data-round')) === '2') {
        dropped = true;
        await page.evaluate(() => {
          const w = window as unknown as { sawReconnecting: boolean };
          w.sawReconnecting = false;
          new MutationObserver(() => {
            if (document.querySelector('[data-connection="reconnecting"]')) w.sawReconnecting = true;
          }).observe(document.body, { subtree: true, childList: true, attributes: true });
        });
        // Alice holds seat 0 (she created the room): cut her WebSocket without a close handshake.
        const room = matchMaker.getLocalRoomById(roomId) as unknown as { seats: SeatTable; clients: { sessionId: string; ref: { terminate(): void } }[] };
        room.clients.find((c) => c.sessionId === room.seats.at(0)!.sessionId)!.ref.terminate();
        await page.waitForFunction(() => (window as unknown as { sawReconnecting: boolean }).sawReconnecting);
        await page.waitForSelector('[data-connection="connected"]');
        expect(await promptOf(page)).toBe('takeImprovement');
      }
      // Once: heal with a blood bag (choose it, pick a patient, see the preview, confirm).
      if (!bled && prompt === 'activation' && (await page.$('[data-choice="bloodBagHeal"]'))) {
        bled = true;
        const bags = Number(await page.textContent('.hospital-you [data-stat="bloodBags"]'));
        await page.click('[data-choice="bloodBagHeal"]');
        await page.click('.hospital-you button.patient-selectable');
        await page.waitForSelector('[data-preview]');
        await screenshot(page, '13-blood-bag-heal', false);
        await clickAndWait(page, '[data-choice="confirm"]');
        expect(Number(await page.textContent('.hospital-you [data-stat="bloodBags"]'))).toBe(bags - 1);
      }
      // Once, in a simultaneous activation: Alice's move leaves Bob's half-made choice alone.
      if (!kept && page === bob.page && prompt === 'activation' && (await promptOf(alice.page)) === 'activation') {
        kept = true;
        await page.click('[data-choice^="worker:"]');
        await page.waitForSelector('[data-step="department"]');
        const version = await page.getAttribute('.game', 'data-version');
        expect(await actOnce(alice.page, { placementsPerRound: 3 })).toBe('activation');
        await page.waitForSelector(`.game:not([data-version="${version}"])`);
        expect(await page.$('[data-step="department"]'), 'selection kept').not.toBeNull();
        await page.click('[data-choice="cancel"]');
      }
      const who = page === alice.page ? 'alice' : 'bob-fr-phone';
      const key = `${prompt}-${who}`;
      if (shot.has(key)) return;
      shot.add(key);
      await screenshot(page, `10-${prompt}-${who}`);
      if (prompt === 'activation' && !checkedAxe) {
        checkedAxe = true;
        await noSeriousViolations(alice.page, 'game (desktop)');
        await noSeriousViolations(bob.page, 'game (French, phone)');
        await noSeriousViolations(carol.page, 'game (spectator)');
        await screenshot(carol.page, '11-spectator');
      }
    };

    // A reload in the middle of Bob's activation brings him back to the same seat and position.
    const afterPlacement = async (page: Page) => {
      // Once: Alice takes her placement back with Undo, and the worker is free again.
      if (!undone && page === alice.page) {
        undone = true;
        const placed = await page.locator('.hospital-you .worker-placed').count();
        await clickAndWait(page, '[data-choice="undo"]');
        expect(await page.locator('.hospital-you .worker-placed').count()).toBe(placed - 1);
        return;
      }
      if (reloaded || page !== bob.page) return;
      reloaded = true;
      const snapshot = async () => ({
        viewer: await page.getAttribute('.game', 'data-viewer'),
        version: await page.getAttribute('.game', 'data-version'),
        patients: await page.$$eval('.hospital-you [data-patient] [role="img"]', (els) => els.map((e) => e.getAttribute('aria-label')).sort()),
        placed: await page.locator('.hospital-you .worker-placed').count(),
      });
      const was = await snapshot();
      const prompt = await promptOf(page);
      expect(['activation', 'ability']).toContain(prompt);
      await page.reload();
      await page.waitForSelector('.game');
      await page.waitForSelector(`.game[data-version="${was.version}"]`);
      await page.waitForSelector(`.action-bar[data-prompt="${prompt}"]`);
      expect(await snapshot()).toEqual(was);
      await screenshot(page, '12-after-reload-bob');
    };

    const previewed = new Set<Page>();
    const beforeConfirm = async (page: Page) => {
      if (previewed.has(page)) return;
      previewed.add(page);
      await page.waitForSelector('[data-preview]');
      await screenshot(page, `10-activation-preview-${page === alice.page ? 'alice' : 'bob-fr-phone'}`, false);
    };

    // Rounds 1-4 and the last by hand; the server plays 5-7 by both seats' defaults.
    const skipRounds = { roomId, from: 5, to: 8 };
    const decisions = await playToEnd(
      [alice.page, bob.page],
      { placementsPerRound: 3, before, beforeConfirm, afterPlacement, keyboard: new Set([alice.page]), skipRounds },
      150_000,
    );
    expect(reloaded, 'the reload check ran').toBe(true);
    expect(dropped, 'the dropped-connection check ran').toBe(true);
    expect(undone, 'the undo check ran').toBe(true);
    expect(bled, 'the blood-bag heal check ran').toBe(true);
    expect(kept, 'the simultaneous-activation check ran').toBe(true);
    expect(secretChecked, 'the secret-administrator check ran').toBe(true);
    expect(revealChecked, 'the administrator reveal check ran').toBe(true);
    await carol.page.waitForSelector('[data-final]');
    expect(decisions).toBeGreaterThan(40);

    // Every screen shows the server's final scores.
    const match = await e2e.server.store.load(roomId);
    expect(match?.result).toBeTruthy();
    const result = match!.result as GameResult;
    const expected = Object.fromEntries(result.standings.map((s) => [s.seat, s.score]));
    for (const p of [alice, bob, carol]) expect(await finalScores(p.page)).toEqual(expected);
    // ... and the server's result is what the engine replays from its action log.
    const replayed = replay(
      match!.config as GameConfig,
      match!.actions.map((a) => ({ seat: a.seat, action: a.action as Action })),
    );
    expect(replayed.result?.standings.map((s) => [s.seat, s.score])).toEqual(result.standings.map((s) => [s.seat, s.score]));
    // Provably fair: every screen shows the revealed key, checked in the browser against the commitment.
    for (const p of [alice, bob, carol]) {
      await p.page.waitForSelector('[data-fairness="matches"]');
      expect(await p.page.textContent('[data-revealed-key]')).toBe((match!.config as GameConfig).key);
    }

    await screenshot(alice.page, '20-final-alice');
    await screenshot(bob.page, '21-final-bob-fr-phone');
    await screenshot(carol.page, '22-final-spectator');
    await noSeriousViolations(alice.page, 'final scores');
    expect(await bob.page.textContent('[data-final]')).toContain('Scores finaux');

    expect({ alice: alice.errors, bob: bob.errors, carol: carol.errors }, 'no page errors').toEqual({ alice: [], bob: [], carol: [] });
    // Phases that needed a decision all came up and were photographed.
    for (const prompt of ['setup', 'takeAmbulance', 'takeImprovement', 'activation']) {
      expect(
        [...shot].some((k) => k.startsWith(`${prompt}-`)),
        prompt,
      ).toBe(true);
    }
  }, 200_000);
});
