// The operator console (/admin) in real Chromium: a wrong token is refused with a clear error; the
// right one shows the live room with its player and address; a maintenance notice reaches the
// player's page; closing the room shows the player the operator's reason. And chat moderation as
// players see it: muting a player for oneself (kept over a reload), reporting a line (listed on the
// console), the private host's mute for the room.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { useE2ETable } from './support/table.js';

const TOKEN = 'e2e-operator-token-0123456789abcdef';
const e2e = useE2ETable({ adminToken: TOKEN });

describe('operator console', () => {
  it('players mute and report a line; the operator signs in with the token, sees the room and the report, shows a notice and closes the room; the players are told why', async () => {
    const player = await e2e.person(e2e.server.url);
    await player.page.fill('#display-name', 'Pat');
    await player.page.click('[data-create]');
    await player.page.waitForSelector('[data-invite-code]');
    const roomId = (await player.page.getAttribute('[data-room-id]', 'data-room-id'))!;
    expect(roomId).toBeTruthy();
    const code = (await player.page.getAttribute('[data-invite-code]', 'data-invite-code'))!;

    // A guest joins and says something; Pat mutes him for herself, reports the line, then mutes him for the room.
    const guest = await e2e.person(`${e2e.server.url}/?lang=fr`);
    await guest.page.fill('#display-name', 'Gus');
    await guest.page.fill('#invite-code', code);
    await guest.page.click('[data-join-code]');
    await guest.page.waitForSelector('[data-screen="waiting"]');
    await guest.page.fill('[data-chat-input]', 'something rude');
    await guest.page.click('[data-chat-send]');
    const gusLine = player.page.locator('[data-chat] .chat-line[data-chat-seat="1"]');
    await gusLine.waitFor();
    expect(await gusLine.locator('.chat-text').textContent()).toBe('something rude');
    await gusLine.locator('[data-chat-mute-player]').click();
    await gusLine.locator('[data-chat-muted]').waitFor();
    expect(await gusLine.textContent()).not.toContain('something rude');
    await player.page.reload();
    await player.page.locator('[data-chat] .chat-line[data-chat-seat="1"] [data-chat-muted]').waitFor();
    await gusLine.locator('[data-chat-report]').click();
    await player.page.waitForSelector('[data-chat] .chat-line[data-chat-seat="1"] [data-chat-report]:disabled');
    await gusLine.locator('[data-chat-room-mute]').click();
    await gusLine.locator('[data-chat-room-muted]').waitFor();
    await guest.page.fill('[data-chat-input]', 'more');
    await guest.page.click('[data-chat-send]');
    await guest.page.waitForSelector('[data-chat-error]');
    expect(await guest.page.textContent('[data-chat-error]')).toContain('muet');

    const operator = await e2e.person(`${e2e.server.url}/admin`);
    // Nothing of the console without the token; a wrong one is refused plainly.
    expect(await operator.page.$('[data-admin-room]')).toBeNull();
    await operator.page.fill('[data-admin-token]', 'not-the-operator-token');
    await operator.page.click('[data-admin-signin-button]');
    await operator.page.waitForSelector('[data-admin-error]');
    expect(await operator.page.textContent('[data-admin-error]')).toContain('refused');
    expect(await operator.page.evaluate(() => sessionStorage.getItem('dh.adminToken'))).toBeNull();

    await operator.page.fill('[data-admin-token]', TOKEN);
    await operator.page.click('[data-admin-signin-button]');
    const room = operator.page.locator(`[data-admin-room="${roomId}"]`);
    await room.waitFor();
    expect(await room.locator('[data-admin-player="0"]').textContent()).toContain('Pat');
    expect(await room.locator('[data-admin-player="0"]').textContent()).toContain('127.0.0.1');
    // The token stays in this tab only.
    expect(await operator.page.evaluate(() => [sessionStorage.getItem('dh.adminToken'), localStorage.getItem('dh.adminToken')])).toEqual([TOKEN, null]);

    // A maintenance notice reaches the player's room at once.
    await operator.page.fill('[data-admin-notice-text]', 'Restart at 22:00 UTC');
    await operator.page.click('[data-admin-notice-set]');
    await player.page.waitForSelector('[data-notice]');
    expect(await player.page.textContent('[data-notice]')).toContain('Restart at 22:00 UTC');
    // Pat's report is listed, with the line and its author's address.
    const report = operator.page.locator('[data-admin-report]').first();
    await report.waitFor();
    expect(await report.textContent()).toContain('something rude');
    await screenshot(operator.page, 'operator-console');

    await room.locator('[data-admin-reason]').fill('Maintenance of this table');
    await room.locator('[data-admin-close]').click();
    await player.page.waitForSelector('[data-lost-reason="closedByOperator"]');
    expect(await player.page.textContent('[data-lost-reason="closedByOperator"]')).toContain('Maintenance of this table');
    await guest.page.waitForSelector('[data-lost-reason="closedByOperator"]');
    expect(await guest.page.textContent('[data-lost-reason="closedByOperator"]')).toContain('Maintenance of this table');
    await screenshot(player.page, 'operator-closed-room');
    await operator.page.waitForSelector(`[data-admin-room="${roomId}"]`, { state: 'detached' });
    expect([...player.errors, ...guest.errors]).toEqual([]);
  });
});
