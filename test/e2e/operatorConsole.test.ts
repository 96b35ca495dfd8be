// The operator console (/admin) in real Chromium: a wrong token is refused with a clear error; the
// right one shows the live room with its player and address; a maintenance notice reaches the
// player's page; closing the room shows the player the operator's reason.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { useE2ETable } from './support/table.js';

const TOKEN = 'e2e-operator-token-0123456789abcdef';
const e2e = useE2ETable({ adminToken: TOKEN });

describe('operator console', () => {
  it('signs in with the token, sees a live room, shows a notice and closes the room; the player is told why', async () => {
    const player = await e2e.person(e2e.server.url);
    await player.page.fill('#display-name', 'Pat');
    await player.page.click('[data-create]');
    await player.page.waitForSelector('[data-invite-code]');
    const roomId = (await player.page.getAttribute('[data-room-id]', 'data-room-id'))!;
    expect(roomId).toBeTruthy();

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
    await screenshot(operator.page, 'operator-console');

    await room.locator('[data-admin-reason]').fill('Maintenance of this table');
    await room.locator('[data-admin-close]').click();
    await player.page.waitForSelector('[data-lost-reason="closedByOperator"]');
    expect(await player.page.textContent('[data-lost-reason="closedByOperator"]')).toContain('Maintenance of this table');
    await screenshot(player.page, 'operator-closed-room');
    await operator.page.waitForSelector(`[data-admin-room="${roomId}"]`, { state: 'detached' });
    expect(player.errors).toEqual([]);
  });
});
