// Every screen of Dice Hospital in real Chromium, in English and French, on a desktop (1280×800)
// and a phone (390×844): home and its create form, the waiting room, the game in each kind of
// decision (setup, intake, fatalities, improvements, activation and its steps, neglect), the final
// scores, the replay and the recent games, How to play. Each shot goes to test-artifacts/screens/
// (look at them); each screen passes axe in both languages with no serious or critical finding and
// fits a phone's width. The player's board is checked as drawn: wards by colour, a symbol on every
// die, meeples on their tiles and in the staff room. One server; the game positions are put into
// the room with buildPosition.
import { describe, expect, it } from 'vitest';
import { createGame, diceHospital, playRandomGame } from '../../shared/games/dice-hospital/index.js';
import { testKey } from '../../shared/random.js';
import { clickAndWait, commitActivation } from './support/driver.js';
import { inject, prompt } from './support/rooms.js';
import { everyWay } from './support/screens.js';
import { PHONE, useE2ETable } from './support/table.js';
import { activating, choosingFatalities, improving, intake, position, takingAmbulance } from './support/tablePositions.js';

const e2e = useE2ETable();

describe('every screen, in English and French, desktop and phone', () => {
  it('home, create form, How to play, recent games and a replay', async () => {
    // A finished game in the store, as a room records one: its lobby, config, actions and result.
    const config = { players: ['Ada', 'Bo'], key: testKey(7) };
    const played = playRandomGame(createGame(config), 7);
    const store = e2e.server.store;
    const seats = config.players.map((name) => ({ name, tokenHash: '' }));
    await store.saveLobby({
      roomId: 'screens-replay',
      game: diceHospital.id,
      private: false,
      inviteCode: null,
      playerCount: 2,
      options: {},
      seats,
      hostSeat: 0,
    });
    await store.begin('screens-replay', { config, seats, startedAt: new Date().toISOString() });
    for (const [i, entry] of played.log.entries())
      await store.append('screens-replay', { index: i + 1, seat: entry.seat, action: entry.action, auto: false, at: new Date().toISOString() });
    const result = diceHospital.isOver(played.state) ? played.state.result : null;
    await store.finish('screens-replay', result, result?.standings.map(({ seat, score, rank }) => ({ seat, score, rank })) ?? null);

    const { page } = await e2e.person(e2e.server.url);
    await page.fill('#display-name', 'Hana');
    await everyWay(page, '01-home');
    await everyWay(page, '02-create-form', { settle: (p) => p.$eval('#create-title', (el) => el.scrollIntoView({ block: 'start' })), fullPage: false });
    await page.goto(`${e2e.server.url}/?help`);
    await page.waitForSelector('.help');
    await everyWay(page, '03-how-to-play');
    await page.goto(`${e2e.server.url}/?matches`);
    await page.waitForSelector('[data-match="screens-replay"]');
    await everyWay(page, '04-recent-games');
    await page.goto(`${e2e.server.url}/?match=screens-replay`);
    await page.waitForSelector('[data-replay]');
    await page.selectOption('[data-replay-round]', '4');
    await page.waitForSelector('.game[data-round="4"]');
    await everyWay(page, '05-replay');
    await page.click('[data-replay-last]');
    await page.waitForSelector('.game [data-final]');
    await everyWay(page, '06-replay-final');
  }, 120_000);

  it('a three-player game from the waiting room to the final scores', async () => {
    const host = await e2e.person(e2e.server.url);
    const hp = host.page;
    await hp.fill('#display-name', 'Hana');
    await hp.check('input[name="playerCount"][value="3"]');
    await hp.selectOption('select[name="pace"]', 'relaxed');
    await hp.click('[data-create]');
    await hp.waitForSelector('[data-invite-code]');
    const code = (await hp.getAttribute('[data-invite-code]', 'data-invite-code'))!;
    const roomId = (await hp.getAttribute('.room', 'data-room-id'))!;
    const guests = [];
    for (const [name, lang] of [
      ['Gaspard', 'fr'],
      ['Emma', 'en'],
    ]) {
      const p = await e2e.person(`${e2e.server.url}/?lang=${lang}`, PHONE);
      await p.page.fill('#display-name', name!);
      await p.page.fill('#invite-code', code);
      await p.page.click('[data-join-code]');
      await p.page.waitForSelector('[data-screen="waiting"]');
      guests.push(p);
    }
    await hp.waitForSelector('.seat[data-seat="2"] >> text=Emma');
    await everyWay(hp, '10-waiting-room');
    await hp.click('[data-start]');
    await hp.waitForSelector('.action-bar');
    await hp.waitForSelector('.action-bar-active, .action-bar[data-prompt="waiting"]');
    await everyWay(hp, '11-game-setup');

    // Round 2's intake: Hana loads the ambulances (the player before the first does), then, first
    // player in another position, takes one.
    inject(roomId, intake(1));
    await prompt(hp, 'arrangeAmbulances');
    await everyWay(hp, '12-game-intake-load');
    inject(roomId, takingAmbulance());
    await prompt(hp, 'takeAmbulance');
    await everyWay(hp, '12-game-intake-take');

    const full = choosingFatalities();
    inject(roomId, full);
    await prompt(hp, 'chooseFatalities');
    // 15 patients for 12 beds: every bed taken, the three newcomers waiting in the corridor, and
    // only earlier patients to choose from.
    const hospital = await hp.$eval('.hospital-you', (el) => ({
      taken: el.querySelectorAll('.ward-area [data-patient]').length,
      corridor: [...el.querySelectorAll('[data-corridor] [data-patient]')].map((p) => Number(p.getAttribute('data-patient'))).sort((a, b) => a - b),
      choosable: [...el.querySelectorAll('button.patient-selectable')].map((p) => Number(p.getAttribute('data-patient'))),
    }));
    const newcomers = full.players[0]!.patients.filter((p) => p.isNew)
      .map((p) => p.id)
      .sort((a, b) => a - b);
    expect(hospital.taken).toBe(12);
    expect(hospital.corridor).toEqual(newcomers);
    expect(hospital.choosable.length).toBeGreaterThan(0);
    for (const id of hospital.choosable) expect(newcomers).not.toContain(id);
    await everyWay(hp, '13-game-fatalities');

    inject(roomId, improving());
    await prompt(hp, 'takeImprovement');
    await everyWay(hp, '14-game-improvement');

    const activation = activating();
    inject(roomId, activation);
    await prompt(hp, 'activation');
    // The board: 4 wards of 3 beds, the patients lying in them by colour (red, yellow, green), every
    // die showing its colour's symbol; the nurse at work stands on its department tile and the free
    // workers wait in the staff room.
    const board = await hp.$eval('.hospital-you', (el) => ({
      beds: [...el.querySelectorAll('[data-ward-number]')].map((w) => w.querySelectorAll('li.bed').length),
      colours: [...el.querySelectorAll('.ward-area [data-patient] .die')].map((d) => d.className.match(/die-(red|yellow|green)/)![1]),
      tally: [...el.querySelectorAll('.ward-tally [data-ward]')].map((w) => `${w.getAttribute('data-ward')} ${w.textContent!.replace(/\D/g, '')}`),
      symbols: [...el.querySelectorAll('.die')].map((d) => `${d.className.match(/die-(red|yellow|green)/)![1]} ${getComputedStyle(d, '::after').content}`),
      onTiles: [...el.querySelectorAll('.dept .worker-placed')].map((w) => w.closest('[data-department]')!.getAttribute('data-department')),
      inStaffRoom: [...el.querySelectorAll('.staff [data-worker]')].map((w) => w.getAttribute('data-worker')),
    }));
    const patients = activation.players[0]!.patients;
    const count = (c: string) => patients.filter((p) => p.colour === c).length;
    expect(board.beds).toEqual([3, 3, 3, 3]);
    expect(board.colours).toEqual(['red', 'yellow', 'green'].flatMap((c) => Array<string>(count(c)).fill(c)));
    expect(board.tally).toEqual(['red', 'yellow', 'green'].map((c) => `${c} ${count(c)}`));
    expect(new Set(board.symbols)).toEqual(new Set(['red "✚"', 'yellow "▲"', 'green "◆"']));
    expect(board.onTiles).toEqual([activation.players[0]!.workers.find((w) => w.placedOn)!.placedOn]);
    expect(board.inStaffRoom).toEqual(activation.players[0]!.workers.filter((w) => !w.placedOn).map((w) => w.id));
    await everyWay(hp, '20-game-activation');
    // A nurse and a department chosen: the patients to treat light up on the board.
    await hp.click('[data-choice^="worker:nurse"]');
    await hp.click('[data-choice^="department:"]');
    await hp.waitForSelector('.hospital-you button.patient-selectable');
    await hp.click('.hospital-you button.patient-selectable');
    await hp.waitForSelector('[data-preview]');
    await everyWay(hp, '21-game-activation-targets', { fullPage: false });
    await hp.click('[data-choice="cancel"]');
    // The Paramedic placed: its ability step.
    await hp.click('[data-choice^="worker:spec"]');
    for (const department of await hp.$$eval('[data-choice^="department:"]', (els) => els.map((e) => e.getAttribute('data-choice')!))) {
      await hp.click(`[data-choice="${department}"]`);
      const target = await hp.$('.hospital-you button.patient-selectable');
      if (target) {
        await target.click();
        if (await hp.isEnabled('[data-choice="place"]')) break;
      }
      await hp.click('[data-choice="cancel"]');
      await hp.click('[data-choice^="worker:spec"]');
    }
    await clickAndWait(hp, '[data-choice="place"]');
    await prompt(hp, 'ability');
    await everyWay(hp, '22-game-ability');
    await clickAndWait(hp, '[data-choice="skipAbility"]');
    // End activation asks first: patients of value 1 left untreated die at neglect.
    await hp.click('[data-choice="commit"]');
    await hp.waitForSelector('dialog[data-confirm="commit"][open]');
    await everyWay(hp, '23-game-neglect-warning', { fullPage: false });
    await clickAndWait(hp, '[data-confirm="commit"] [data-confirm-yes]');
    for (const g of guests) await commitActivation(g.page);
    await hp.waitForSelector('.hospital-you [data-departed="died"]', { timeout: 5000 });
    // The dead go in a few seconds: the board itself, at once.
    await everyWay(hp, '24-game-neglect-died', {
      fullPage: false,
      settle: (p) => p.$eval('.hospital-you .wards', (el) => el.scrollIntoView({ block: 'end' })),
    });

    // The end: round 8 scored, the final scores.
    inject(
      roomId,
      position({
        round: 8,
        phase: 'discharge',
        seats: [
          { patients: ['R6t', 'Y3'], discharged: ['R6', 'Y6', 'G6'], score: 41, fatalities: 2, bloodBags: 1 },
          { patients: ['G2'], score: 44, discharged: ['R6'] },
          { score: 30, fatalities: 4 },
        ],
      }),
    );
    await hp.waitForSelector('[data-final]');
    await everyWay(hp, '30-final-scores');
    expect(host.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  }, 180_000);
});
