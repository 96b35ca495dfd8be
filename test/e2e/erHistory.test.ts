// Finished Dice Hospital ER games in the history, in real Chromium: a two-player game and a solo game
// against URSULE (and a Dice Hospital solo game) are played to the end by colyseus.js clients; the
// recent games list names each game and the solo games' real winners (URSULE or Jo; nobody in Dice
// Hospital's solo, a score against the medical reports); the two-player ER game's page replays it
// on ER's own table, read-only:
// step buttons and keys, the slider, a turn chosen from the list, another seat's view, the final
// scores at the end. Screenshots in test-artifacts/er-history-*.png; axe on the list and the replay.
import { Client } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/games/dice-hospital-er/index.js';
import type { MatchDetail } from '../../shared/matches.js';
import { GAMES_UNDER_TEST } from '../server/gamesUnderTest.js';
import { playPublicMatch } from '../support/playMatch.js';
import { screenshot } from './support/browser.js';
import { noSeriousViolations } from './support/rooms.js';
import { useE2ETable } from './support/table.js';

const e2e = useE2ETable({ botDelayMs: 0 });
const ER = GAMES_UNDER_TEST.find((g) => g.id === 'dice_hospital_er')!;
const DH = GAMES_UNDER_TEST.find((g) => g.id === 'dice_hospital')!;

/** Resolves once the server has stored the game's result. */
async function stored(roomId: string): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const res = await fetch(`${e2e.server.url}/api/matches/${roomId}`);
    if (res.ok && ((await res.json()) as MatchDetail).summary.status === 'finished') return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the result of ${roomId} was never stored`);
}

describe('a finished Dice Hospital ER game: listed, opened and replayed', () => {
  it('names the game and the solo winner in the list, and replays a game step by step from any seat', async () => {
    const sdk = new Client(e2e.server.url.replace(/^http/, 'ws'));
    const duo = await playPublicMatch(sdk, ER, ['Ada', 'Bo']);
    const solo = await playPublicMatch(sdk, ER, ['Jo']);
    const dhSolo = await playPublicMatch(sdk, DH, ['Lou']);
    await Promise.all([stored(duo.roomId), stored(solo.roomId), stored(dhSolo.roomId)]);
    const soloResult = (solo.state as GameState).result!;
    const joWon = soloResult.standings[0]!.score > soloResult.ursule!.score;

    // The list: both rows say which game; the solo row puts its real winner first, starred.
    const ada = await e2e.person(`${e2e.server.url}/?matches`);
    const soloRow = ada.page.locator(`[data-match="${solo.roomId}"]`);
    await soloRow.waitFor();
    await expect(soloRow.locator('[data-match-game]').textContent()).resolves.toBe('Dice Hospital ER');
    await expect(ada.page.locator(`[data-match="${duo.roomId}"] [data-match-game]`).textContent()).resolves.toBe('Dice Hospital ER');
    const sides = await soloRow.locator('[data-side]').allTextContents();
    const ursule = `URSULE ${soloResult.ursule!.score} pts`;
    const jo = `Jo ${soloResult.standings[0]!.score} pts`;
    expect(sides.map((s) => s.replace(/^, /, ''))).toEqual(joWon ? [`★ ${jo}`, ursule] : [`★ ${ursule}`, jo]);
    // Dice Hospital's solo is a score: no star, and whom it was played against.
    const dhRow = ada.page.locator(`[data-match="${dhSolo.roomId}"]`);
    await expect(dhRow.locator('[data-match-game]').textContent()).resolves.toBe('Dice Hospital');
    const lou = (dhSolo.state as { result: { standings: { score: number }[] } }).result.standings[0]!.score;
    await expect(dhRow.locator('[data-match-players]').textContent()).resolves.toBe(`Lou ${lou} pts · solo against the medical reports`);
    await screenshot(ada.page, 'er-history-recent-games');
    await noSeriousViolations(ada.page, 'recent games with ER rows');

    // The two-player game's page: its heading names the game, the replay is ER's own table.
    await ada.page.click(`[data-open-match="${duo.roomId}"]`);
    await ada.page.waitForSelector('[data-replay] .er-table');
    await expect(ada.page.textContent('#match-title')).resolves.toBe('Dice Hospital ER game');
    // The header's rules are the replayed game's.
    await ada.page.click('[data-help-open]');
    await ada.page.waitForSelector('[data-help-drawer="dice_hospital_er"] .er-rules');
    await ada.page.click('[data-help-close]');
    await ada.page.waitForSelector('[data-help-drawer]', { state: 'detached' });
    const step = () => ada.page.getAttribute('[data-replay]', 'data-step');
    const table = (attribute: string) => ada.page.getAttribute('[data-replay] .er-table', attribute);
    await expect(step()).resolves.toBe('0');
    await expect(table('data-turn')).resolves.toBe('1');
    await expect(table('data-viewer')).resolves.toBe('spectator');
    await ada.page.click('[data-replay-next]');
    await ada.page.keyboard.press('ArrowRight');
    await expect(step()).resolves.toBe('2');
    await ada.page.keyboard.press('ArrowLeft');
    await expect(ada.page.textContent('[data-replay-position]')).resolves.toMatch(/^Action 1 of \d+ · Turn 1 of 24$/);

    // The slider goes anywhere; the turn shown is the one the game was in at that step.
    const state = duo.state as GameState;
    const middle = Math.floor(state.actionCount / 2);
    await ada.page.fill('.replay-slider', String(middle));
    await expect(step()).resolves.toBe(String(middle));
    const turnThere = Number(await table('data-turn'));
    expect(turnThere).toBeGreaterThan(1);
    await expect(ada.page.inputValue('[data-replay-round]')).resolves.toBe(String(turnThere));

    // Turn 10 from each seat, one of which the game waits for: read-only, nothing plays a move.
    await ada.page.selectOption('[data-replay-round]', '10');
    const moves = ['.er-take', '.er-values', '.er-morgue-button', '.er-curtains', '.er-bed-pick', '[data-leave]', '[data-sound]'].map(
      (m) => `[data-replay] ${m}`,
    );
    for (const seat of ['0', '1']) {
      await ada.page.selectOption('[data-replay-viewer]', seat);
      await expect(table('data-viewer')).resolves.toBe(seat);
      expect(await ada.page.locator(moves.join(', ')).count(), `seat ${seat}`).toBe(0);
    }
    // From Bo's seat: his hospital is "Your hospital", Ada's among the others.
    await expect(table('data-turn')).resolves.toBe('10');
    await expect(table('data-viewer')).resolves.toBe('1');
    await expect(ada.page.locator('[data-replay] .er-main .er-sheets').textContent()).resolves.toContain('Your hospital');
    await expect(ada.page.locator('[data-replay] .er-others').textContent()).resolves.toContain('Ada’s hospital');
    await screenshot(ada.page, 'er-history-replay-turn-10-bo');
    await noSeriousViolations(ada.page, 'ER replay, turn 10 from a seat');

    // The end: ER's final scores, and the fairness check of the revealed key.
    await ada.page.click('[data-replay-last]');
    await ada.page.waitForSelector('[data-replay] .er-table [data-final]');
    await expect(step()).resolves.toBe(String(state.actionCount));
    await expect(ada.page.getAttribute('[data-fairness]', 'data-fairness')).resolves.toBe('matches');
    await screenshot(ada.page, 'er-history-replay-end');

    // The solo game's page, in French: its heading, URSULE's column in the final scores.
    await ada.page.goto(`${e2e.server.url}/?match=${solo.roomId}&lang=fr`);
    await ada.page.waitForSelector('[data-replay] .er-table');
    await expect(ada.page.textContent('#match-title')).resolves.toBe('Partie de Dice Hospital ER');
    await ada.page.click('[data-replay-last]');
    await ada.page.waitForSelector('[data-replay] .er-table [data-final] [data-column="ursule"]');
    // Ranked as the list ranks them: the winner's column says 1, whoever it is.
    const rank = (column: string) => ada.page.textContent(`[data-final] [data-column="${column}"] .er-rank`);
    await expect(rank(joWon ? '0' : 'ursule')).resolves.toBe('1');
    await expect(rank(joWon ? 'ursule' : '0')).resolves.toBe('2');
    await screenshot(ada.page, 'er-history-solo-end-fr');
    expect(ada.errors).toEqual([]);
  }, 240_000);
});
