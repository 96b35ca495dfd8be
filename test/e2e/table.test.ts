// Issue 12 at the table, in one four-player game in real Chromium (English desktop players, one
// French player on a phone, a French spectator): the invite landing says who invites; a latecomer
// is told the game started and offered to watch; waiting lines name the decision; starting values
// offer only distinct choices; a double-sent move is refused in French and the error clears; the
// logo keeps the seat and the home page resumes it; "End activation" asks first and says what
// happens; "Leave" asks first and gives the seat up; the log is complete after a reload and for a
// late spectator and carries dice values; French elision; axe on each new screen; screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATOR_TYPES,
  DEFAULT_OPTIONS,
  EVENT_IDS,
  EXPERIMENTAL_SPECIALISTS,
  EXPERIMENTAL_TILES,
  IMPROVEMENT_TILES,
  PROMO_SPECIALISTS,
  SPECIALIST_TYPES,
  STARTING_DEPARTMENTS,
  type GameResult,
} from '../../shared/games/dice-hospital/index.js';
import { fr } from '../../client/src/games/dice-hospital/i18n/index.js';
import { seriousViolations } from './support/axe.js';
import { screenshot, type Person } from './support/browser.js';
import { PHONE, useE2ETable } from './support/table.js';
import { actOnce, playToEnd, type Prompt } from './support/driver.js';

const e2e = useE2ETable();
const person = e2e.person;

const axeChecked = new Set<string>();
async function axeOnce(page: Page, where: string): Promise<void> {
  if (axeChecked.has(where)) return;
  axeChecked.add(where);
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

const logCount = async (page: Page): Promise<number> => Number(await page.getAttribute('.log', 'data-log-count'));

async function join(p: Person, name: string, code: string, french = false): Promise<void> {
  if (french) {
    await p.page.selectOption('[data-language]', 'fr');
    await p.page.waitForSelector('text=Partie rapide');
  }
  await p.page.fill('#display-name', name);
  await p.page.fill('#invite-code', code);
  await p.page.click('[data-join-code]');
  await p.page.waitForSelector('[data-screen="waiting"]');
}

describe('a four-player game at the table', () => {
  it('plays to the end with every issue-12 safeguard', async () => {
    // Alice opens a private four-player room.
    const alice = await person(e2e.server.url);
    await alice.page.fill('#display-name', 'Alice');
    await alice.page.check('input[name="playerCount"][value="4"]');
    await alice.page.click('[data-create]');
    await alice.page.waitForSelector('[data-invite-code]');
    const code = (await alice.page.getAttribute('[data-invite-code]', 'data-invite-code'))!;
    const roomId = (await alice.page.getAttribute('.room', 'data-room-id'))!;
    const link = await alice.page.inputValue('[data-invite-link]');

    // Bob opens the invite link: the landing page says who invites him, and to what.
    const bob = await person(link);
    const invite = await bob.page.waitForSelector('[data-invite]');
    expect(await invite.textContent()).toBe('Alice invites you to a 4-player game of Dice Hospital. Choose a name and join.');
    await screenshot(bob.page, '30-invite-landing');
    await axeOnce(bob.page, 'invite landing');
    await bob.page.fill('#display-name', 'Bob');
    await bob.page.click('[data-join-code]');
    await bob.page.waitForSelector('[data-screen="waiting"]');

    const emma = await person(e2e.server.url, PHONE);
    await join(emma, 'Emma', code, true);
    const dave = await person(e2e.server.url);
    await join(dave, 'Dave', code);
    await alice.page.waitForSelector('.seat[data-seat="3"] >> text=Dave');
    await alice.page.click('[data-start]');
    const players = [alice, bob, emma, dave];
    await Promise.all(players.map((p) => p.page.waitForSelector('.game')));
    const nameOf = new Map<Page, string>([
      [alice.page, 'Alice'],
      [bob.page, 'Bob'],
      [emma.page, 'Emma'],
      [dave.page, 'Dave'],
    ]);

    // Zoe comes late with the code: told the game started, she watches instead (in French).
    const zoe = await person(`${e2e.server.url}/?lang=fr`);
    await zoe.page.fill('#display-name', 'Zoé');
    await zoe.page.fill('#invite-code', code);
    await zoe.page.click('[data-join-code]');
    const refused = await zoe.page.waitForSelector('.banner-error');
    expect(await refused.textContent()).toContain('Cette partie a déjà commencé');
    await screenshot(zoe.page, '31-started-offer-watch-fr');
    await axeOnce(zoe.page, 'watch offer (French)');
    await zoe.page.click('[data-watch-offer]');
    await zoe.page.waitForSelector('[data-spectator-badge]');
    // French elision in hospital titles: "Hôpital d’Alice", "Hôpital de Bob".
    expect(await zoe.page.textContent('.game-main')).toContain('Hôpital d’Alice');
    expect(await zoe.page.textContent('.game-main')).toContain('Hôpital de Bob');

    // Chat: players and spectators; text stays text; players may hide spectators.
    await alice.page.fill('[data-chat-input]', '<b>Good luck</b> all');
    await alice.page.press('[data-chat-input]', 'Enter');
    await zoe.page.fill('[data-chat-input]', 'Bonne chance !');
    await zoe.page.click('[data-chat-send]');
    for (const p of [alice, bob, emma, dave, zoe]) await p.page.waitForSelector('[data-chat] .chat-line >> nth=1');
    // The line's name and text (its tools, mute and report, follow them).
    const said = (p: typeof emma, line: string) =>
      p.page.$eval(`[data-chat] ${line}`, (li) => `${li.querySelector('.chat-name')!.textContent} ${li.querySelector('.chat-text')!.textContent}`);
    expect(await said(emma, '.chat-line:first-child')).toBe('Alice <b>Good luck</b> all');
    expect(await emma.page.$('[data-chat] .chat-list b')).toBeNull();
    expect(await said(alice, '.chat-line[data-chat-seat="spectator"]')).toBe('Spectator Bonne chance !');
    expect(await emma.page.textContent('[data-chat] .chat-line[data-chat-seat="spectator"] .chat-name')).toBe('Spectateur');
    expect(await zoe.page.$('[data-chat-mute]')).toBeNull();
    await alice.page.check('[data-chat-mute]');
    expect(await alice.page.$$('[data-chat] .chat-line')).toHaveLength(1);
    await screenshot(alice.page, '44-chat', false);

    let waitingChecked = false;
    let doubleChecked = false;
    let resumed = false;
    let left = false;
    let commitAsked = 0;
    let deathsWarned = 0;
    let distinctChecked = 0;
    let phoneScrollChecked = false;
    let sinceChecked = false;
    let changeChecked = false;
    const pages = players.map((p) => p.page);

    const before = async (page: Page, prompt: Prompt): Promise<void | 'handled'> => {
      // Starting values: same-colour dice are interchangeable, so no two offers mean the same.
      if (prompt === 'setup' && (await page.$('[data-decision="setStartingValues"]'))) {
        const offers = await page.$$eval('[data-decision="setStartingValues"] [data-choice]', (buttons) =>
          buttons.map((b) =>
            [...b.querySelectorAll('[role="img"]')]
              .map((d) => d.getAttribute('aria-label'))
              .sort()
              .join('|'),
          ),
        );
        expect(new Set(offers).size, `distinct starting values: ${offers.join(' / ')}`).toBe(offers.length);
        expect([1, 3, 6]).toContain(offers.length);
        distinctChecked++;
      }
      // Waiting lines name the decision, for players and spectators.
      if (!waitingChecked && prompt === 'takeAmbulance') {
        waitingChecked = true;
        const who = nameOf.get(page)!;
        for (const other of pages.filter((p) => p !== page)) {
          const line = await other.waitForSelector('.action-bar [data-waiting="takeAmbulance"]');
          expect(await line.textContent()).toBe(other === emma.page ? `${who} doit prendre une ambulance.` : `${who} must take an ambulance.`);
        }
        expect(await zoe.page.textContent('.action-bar [data-waiting="takeAmbulance"]')).toBe(`${who} doit prendre une ambulance.`);
        // The tab says whose turn it is: the title (and favicon) change for the one deciding.
        expect(await page.title()).toBe(page === emma.page ? '● À vous – Dice Hospital' : '● Your turn – Dice Hospital');
        for (const other of pages.filter((p) => p !== page)) expect(await other.title()).toBe('Dice Hospital');
        expect(await page.getAttribute('link[rel="icon"]', 'href')).toContain('circle');
        // Player panels: everyone at a glance, the one deciding marked, on the phone too (on screen
        // at the top however far down the page is scrolled).
        for (const p of [...pages, zoe.page]) {
          expect(await p.$$('[data-player-panels] [data-panel-seat]')).toHaveLength(4);
          expect(await p.textContent(`[data-player-panels] [data-state="acting"]`)).toContain(who);
        }
        await emma.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
        const strip = await emma.page.$eval('[data-player-panels]', (el) => el.getBoundingClientRect().top);
        expect(strip).toBeGreaterThanOrEqual(0);
        expect(strip).toBeLessThan(5);
        await screenshot(emma.page, '41-phone-panels-scrolled-fr', false);
        await emma.page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(emma.page, '32-waiting-names-decision-fr-phone');
        // The first prompt of a kind explains itself, until dismissed.
        await page.click('[data-first-tip="takeAmbulance"] [data-tip-dismiss]');
        await page.waitForSelector('[data-first-tip]', { state: 'detached' });
        // The rules at hand in the game: the help drawer (French, phone).
        await emma.page.click('[data-help-open]');
        const drawer = await emma.page.waitForSelector('[data-help-drawer]');
        // The rules are fetched the first time the drawer opens (their own chunk).
        await emma.page.waitForSelector('[data-help-drawer] [data-help]');
        expect(await drawer.textContent()).toContain('Quelle ambulance ?');
        expect(await emma.page.$$eval('[data-help-drawer] [data-discharge-table] tr:last-child td', (tds) => tds.map((td) => Number(td.textContent)))).toEqual([
          1, 3, 5, 7, 9, 11, 14, 17, 21, 25, 30, 35,
        ]);
        await screenshot(emma.page, '42-help-drawer-fr-phone', false);
        await axeOnce(emma.page, 'help drawer');
        await emma.page.keyboard.press('Escape');
        await emma.page.waitForSelector('[data-help-drawer]', { state: 'detached' });
      }
      // Emma's phone: the action bar, pinned at the foot of the screen, leaves over a third of it to
      // the board while she places workers (other decisions are the bar's own cards), and once she
      // picked a worker and a department, the patients to choose are on screen above it.
      if (page === emma.page) {
        const share = await page.evaluate(() => document.querySelector('.action-bar')!.getBoundingClientRect().height / window.innerHeight);
        if (prompt === 'activation') expect(share, `action bar share at ${prompt}`).toBeLessThanOrEqual(0.65);
        if (!phoneScrollChecked && prompt === 'activation' && (await page.$('[data-choice^="worker:"]'))) {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.click('[data-choice^="worker:"]');
          const departments = await page.$$eval('[data-choice^="department:"]', (els) => els.map((e) => e.getAttribute('data-choice')!));
          for (const department of departments) {
            await page.click(`[data-choice="${department}"]`);
            if (await page.$('.hospital-you .patient-selectable')) break;
            await page.click('[data-choice="cancel"]');
            await page.click('[data-choice^="worker:"]');
          }
          if (await page.$('.hospital-you .patient-selectable')) {
            phoneScrollChecked = true;
            await page.waitForFunction(
              () => {
                const top = document.querySelector('.game-sticky')!.getBoundingClientRect().bottom;
                const bar = document.querySelector('.action-bar')!.getBoundingClientRect().top;
                return [...document.querySelectorAll('.hospital-you .patient-selectable')].some((el) => {
                  const r = el.getBoundingClientRect();
                  return r.top >= top && r.bottom <= Math.min(bar, window.innerHeight);
                });
              },
              undefined,
              { timeout: 3000 },
            );
            await screenshot(page, '40-phone-targets-in-view-fr', false);
          }
          await page.click('[data-choice="cancel"]').catch(() => {});
        }
      }
      // Emma (French) sends her improvement choice twice: the second is refused in French, and the
      // message goes once a later move went through.
      if (!doubleChecked && page === emma.page && prompt === 'takeImprovement' && (await page.$('.improvements button.offer-selectable'))) {
        doubleChecked = true;
        const version = await page.getAttribute('.game', 'data-version');
        await page.$eval('.improvements button.offer-selectable', (b) => {
          (b as HTMLButtonElement).click();
          (b as HTMLButtonElement).click();
        });
        await page.waitForSelector(`.game:not([data-version="${version}"])`);
        const error = await page.waitForSelector('.action-error', { timeout: 3000 }).catch(() => null);
        if (error) {
          const text = (await error.textContent())!;
          expect(
            Object.values(fr.errors).some((sentence) => text.includes(sentence)),
            text,
          ).toBe(true);
          await screenshot(page, '33-refused-in-french', false);
        }
        // A later move by someone else goes through: the error is gone.
        for (let i = 0; i < 20 && (await page.$('.action-error')); i++) {
          for (const p of pages.filter((q) => q !== page)) if (await actOnce(p, { placementsPerRound: 1 })) break;
        }
        expect(await page.$('.action-error')).toBeNull();
        return 'handled';
      }
      // What changed: when Emma's turn comes in round 2, the summary lists what happened since her
      // last move, and dice that changed carry a mark (symbol and outline, not colour alone).
      if (!sinceChecked && page === emma.page && (await page.getAttribute('.game', 'data-round')) === '2') {
        sinceChecked = true;
        const since = await page.waitForSelector('[data-since]');
        expect(await since.textContent()).toMatch(/^Depuis votre dernier coup : \d+ événements?/);
        await screenshot(page, '46-since-last-move-fr-phone', false);
      }
      if (!changeChecked && prompt === 'activation' && (await page.$('.hospital [data-change]'))) {
        changeChecked = true;
        await screenshot(page, '47-die-changes', false);
      }
      // Round 2: Bob clicks the logo. He keeps his seat; the home page offers to resume it.
      if (!resumed && page === bob.page && (await page.getAttribute('.game', 'data-round')) === '2') {
        resumed = true;
        const viewer = await page.getAttribute('.game', 'data-viewer');
        await page.click('.brand');
        const resume = await page.waitForSelector(`[data-resume-room="${roomId}"]`);
        await screenshot(page, '34-home-resume');
        await axeOnce(page, 'home with resume');
        await resume.click();
        await page.waitForSelector(`.game[data-viewer="${viewer}"]`);
        await page.waitForSelector(`.action-bar[data-prompt="${prompt}"]`);
      }
      // Round 3: Dave leaves for good, after confirming. His seat is played by the server.
      if (!left && page === dave.page && (await page.getAttribute('.game', 'data-round')) === '3') {
        left = true;
        // Leave is in the header: up there, as a person would scroll (the action dock covers the foot of the screen).
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.click('[data-leave]');
        await page.waitForSelector('[data-confirm="leave"]');
        await screenshot(page, '35-leave-confirm', false);
        await axeOnce(page, 'leave confirmation');
        // Staying is the default answer: Escape keeps him in the game.
        await page.keyboard.press('Escape');
        await page.waitForSelector('[data-confirm="leave"]', { state: 'detached' });
        await page.click('[data-leave]');
        await page.click('[data-confirm="leave"] [data-confirm-yes]');
        await page.waitForSelector('[data-screen="home"]');
        expect(await page.$(`[data-resume-room="${roomId}"]`)).toBeNull();
        pages.splice(pages.indexOf(page), 1);
        return 'handled';
      }
    };

    // Every End activation with a worker left asks first, and says what will happen.
    const confirmCommit = async (page: Page) => {
      commitAsked++;
      const dialog = page.locator('[data-confirm="commit"]');
      const french = page === emma.page;
      expect(await dialog.locator('[data-warn="workers"]').textContent()).toMatch(french ? /pas encore plac/ : /not placed yet/);
      const deaths = dialog.locator('[data-warn="deaths"]');
      if (await deaths.count()) {
        deathsWarned++;
        expect(await deaths.textContent()).toMatch(french ? /mourront : (rouge|jaune|vert) 1/ : /will die: (red|yellow|green) 1/);
        if (deathsWarned === 1) await screenshot(page, `36-commit-confirm-deaths-${french ? 'fr' : 'en'}`, false);
      }
      if (commitAsked === 1) {
        await screenshot(page, '36-commit-confirm', false);
        await axeOnce(page, 'commit confirmation');
      }
    };

    // Rounds 1-3 and the last are played by hand; the server plays rounds 4-7 by everyone's defaults.
    const skipRounds = { roomId, from: 4, to: 8 };
    const decisions = await playToEnd(pages, { placementsPerRound: 1, before, confirmCommit, keyboard: new Set([alice.page]), skipRounds }, 400_000);
    expect(decisions).toBeGreaterThan(60);
    expect({ waitingChecked, doubleChecked, resumed, left }).toEqual({ waitingChecked: true, doubleChecked: true, resumed: true, left: true });
    expect(commitAsked).toBeGreaterThan(8);
    expect(distinctChecked).toBe(4);
    await zoe.page.waitForSelector('[data-final]');

    // The server's result on every screen.
    const match = await e2e.server.store.load(roomId);
    const result = match!.result as GameResult;
    const expected = Object.fromEntries(result.standings.map((s) => [String(s.seat), String(s.score)]));
    for (const p of [alice, bob, emma, zoe]) {
      const shown = await p.page.$$eval('[data-final] tr[data-seat]', (trs) =>
        trs.map((tr) => [tr.getAttribute('data-seat')!, tr.querySelector('[data-final-score]')!.getAttribute('data-final-score')!]),
      );
      expect(Object.fromEntries(shown)).toEqual(expected);
    }

    // Log lines carry the dice values.
    const aliceLog = (await alice.page.textContent('.log'))!;
    expect(aliceLog).toMatch(/loses a (red|yellow|green) \d patient/);
    expect(aliceLog).not.toMatch(/loses a (red|yellow|green) patient/);
    expect((await emma.page.textContent('.log'))!).toMatch(/perd un patient (rouge|jaune|vert) \d/);

    // The whole log, after a reload and for a late spectator (the synced state keeps 30 entries).
    const total = await logCount(alice.page);
    expect(total).toBeGreaterThan(300);
    expect(await logCount(zoe.page)).toBe(total);
    await bob.page.reload();
    await bob.page.waitForSelector('[data-final]');
    await bob.page.waitForFunction((n) => Number(document.querySelector('.log')?.getAttribute('data-log-count')) === n, total, { timeout: 10_000 });
    const late = await person(`${e2e.server.url}/?watch=${roomId}&code=${code}`);
    await late.page.waitForSelector('[data-final]');
    await late.page.waitForFunction((n) => Number(document.querySelector('.log')?.getAttribute('data-log-count')) === n, total, { timeout: 10_000 });
    await late.page.click('[data-log-more]');
    await screenshot(late.page, '37-late-spectator-full-log');

    // The final standings and per-round chart fit a phone; last round's discharges are not "none yet".
    const fits = await emma.page.$eval('[data-standings]', (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
    expect(await emma.page.$$('[data-score-chart] [data-chart-seat]')).toHaveLength(4);
    expect(await alice.page.textContent('.hospital-you [data-last-discharges]')).toMatch(/^Discharged in round 8: \d+ patients?$/);
    expect(phoneScrollChecked, 'the phone scroll check ran').toBe(true);
    expect({ sinceChecked, changeChecked }).toEqual({ sinceChecked: true, changeChecked: true });

    // The How to play page, in both languages.
    for (const lang of ['en', 'fr']) {
      const reader = await person(`${e2e.server.url}/?help&lang=${lang}`);
      await reader.page.waitForSelector('[data-help]');
      expect(await reader.page.textContent('h1')).toBe(lang === 'en' ? 'How to play Dice Hospital' : 'Comment jouer à Dice Hospital');
      // Every card: the starting department types, the tiles, specialists and administrators, then
      // every option, event card, Experimental Medicine tile and card, and promo card.
      const cards =
        new Set(STARTING_DEPARTMENTS).size +
        IMPROVEMENT_TILES.length +
        SPECIALIST_TYPES.length +
        ADMINISTRATOR_TYPES.length +
        Object.keys(DEFAULT_OPTIONS).length +
        EVENT_IDS.length +
        EXPERIMENTAL_TILES.length +
        EXPERIMENTAL_SPECIALISTS.length +
        PROMO_SPECIALISTS.length;
      expect(cards).toBe(77);
      expect(await reader.page.$$('.help-card')).toHaveLength(cards);
      await screenshot(reader.page, `43-how-to-play-${lang}`);
      await axeOnce(reader.page, `how to play (${lang})`);
    }

    await screenshot(alice.page, '38-final-4p-en');
    await screenshot(emma.page, '39-final-4p-fr-phone');
    await axeOnce(emma.page, 'final (French phone)');
    // Rematch: Alice opens one (private, same player count and options); Bob joins it from his
    // final screen.
    await alice.page.click('[data-rematch="open"]');
    await alice.page.waitForSelector('[data-screen="waiting"]');
    const rematchId = await alice.page.getAttribute('.room', 'data-room-id');
    expect(rematchId).not.toBe(roomId);
    expect(await alice.page.$$('.seat[data-seat]')).toHaveLength(4);
    const joinButton = await bob.page.waitForSelector('[data-rematch="join"]');
    expect(await joinButton.textContent()).toBe('Join the rematch Alice opened');
    await joinButton.click();
    await bob.page.waitForSelector('[data-screen="waiting"]');
    await alice.page.waitForSelector('.seat[data-seat="1"] >> text=Bob');
    await screenshot(alice.page, '45-rematch-waiting-room');

    for (const p of [alice, bob, emma, zoe, late]) expect(p.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  }, 600_000);
});
