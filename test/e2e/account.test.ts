// An account in real Chromium against the real server: create one on the home page (nothing
// played), see "Signed in as" and the name field filled with the username, still signed in after a
// reload (the HttpOnly session cookie), change the username (once: a second change is refused), then sign out and see the sign-in form again; the profile
// page and a leaderboard page open from their links (axe on each screen). A guest's page never asks
// who is signed in. Then a signed-in player's quick match seats them under their username, bound
// to the account (the page's seat reservation carries the session cookie). A guest's seat follows
// them into the account they create, and their other browser, signed in, resumes it.
import { matchMaker } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { useE2ETable } from './support/table.js';
import { noSeriousViolations } from './support/rooms.js';

const e2e = useE2ETable();

describe('an account in the browser', () => {
  it('creates an account, shows "Signed in as", keeps it across a reload, signs out', async () => {
    const asked: string[] = [];
    const person = await e2e.person(e2e.server.url);
    const { page } = person;
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.waitForSelector('[data-account="guest"]');
    await page.reload();
    await page.waitForSelector('[data-account="guest"]');
    expect(asked).not.toContain('/api/me');
    await noSeriousViolations(page, 'home, signed out');

    await page.click('[data-mode-sign-up]');
    await page.fill('[data-account-form="signUp"] input[name="username"]', 'Browser Bea');
    await page.fill('[data-account-form="signUp"] input[name="password"]', 'a-long-password');
    await page.click('[data-account-submit]');
    await page.waitForSelector('[data-signed-in-as]');
    expect(await page.textContent('[data-signed-in-as]')).toBe('Signed in as Browser Bea');
    expect(await page.inputValue('#display-name')).toBe('Browser Bea');
    // The session cookie is not the page's to read.
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');
    await noSeriousViolations(page, 'home, signed in');

    await page.reload();
    await page.waitForSelector('[data-signed-in-as]');

    // Her profile, from its link: no games yet.
    await page.click('[data-own-profile]');
    await page.waitForSelector('[data-screen="profile"]');
    expect(await page.textContent('#profile-title')).toBe('Browser Bea');
    await page.waitForSelector('[data-screen="profile"] p.muted');
    await noSeriousViolations(page, 'profile');
    await page.goBack();
    await page.waitForSelector('[data-signed-in-as]');
    await page.click('[data-leaderboard-link]');
    await page.waitForSelector('[data-screen="leaderboard"]');
    await noSeriousViolations(page, 'leaderboard');
    await page.goBack();

    // A new username: "Signed in as" and the profile link follow; a second change is refused for 30 days.
    await page.waitForSelector('[data-signed-in-as]');
    await page.click('.account-rename summary');
    await page.fill('[data-rename-form] input[name="newUsername"]', 'Browser Bee');
    await page.click('[data-rename-submit]');
    await page.waitForFunction(() => document.querySelector('[data-signed-in-as]')?.textContent === 'Signed in as Browser Bee');
    expect(await page.textContent('[role="status"]')).toBe('You are now Browser Bee.');
    expect(await page.getAttribute('[data-own-profile]', 'href')).toContain('Browser%20Bee');
    await noSeriousViolations(page, 'home, username changed');
    await page.$eval('.account-rename', (d) => ((d as HTMLDetailsElement).open = true));
    await page.fill('[data-rename-form] input[name="newUsername"]', 'Browser Bo');
    await page.click('[data-rename-submit]');
    await page.waitForSelector('[role="alert"]');
    expect(await page.textContent('[role="alert"]')).toBe('Your username changed less than 30 days ago: try again later.');

    await page.waitForSelector('[data-sign-out]');
    await page.click('[data-sign-out]');
    await page.waitForSelector('[data-account="guest"]');
    await page.reload();
    await page.waitForSelector('[data-account="guest"]');
    expect(await page.$('[data-signed-in-as]')).toBeNull();
    // The browser's own line for the refused second change (429), and nothing else.
    expect(person.errors).toEqual(['console: Failed to load resource: the server responded with a status of 429 (Too Many Requests)']);
  }, 120_000);

  it('seats a signed-in player under their username, bound to the account, whatever the name field says', async () => {
    const person = await e2e.person(e2e.server.url);
    const { page } = person;
    await page.click('[data-mode-sign-up]');
    await page.fill('[data-account-form="signUp"] input[name="username"]', 'Seated Sam');
    await page.fill('[data-account-form="signUp"] input[name="password"]', 'another-long-password');
    await page.click('[data-account-submit]');
    await page.waitForSelector('[data-signed-in-as]');
    await page.fill('#display-name', 'Not Sam');
    await page.click('[data-quick="2"]');
    await page.waitForSelector('[data-screen="waiting"]');
    const roomId = (await page.getAttribute('[data-room-id]', 'data-room-id'))!;
    const room = matchMaker.getLocalRoomById(roomId) as unknown as { seats: { seated(): { name: string; accountId: string | null }[] } };
    expect(room.seats.seated().map((s) => [s.name, typeof s.accountId])).toEqual([['Seated Sam', 'string']]);
    expect(await page.textContent('[data-screen="waiting"]')).toContain('Seated Sam');
    expect(person.errors).toEqual([]);
  }, 120_000);
  it("binds a guest's seat to the account they create; a second browser signed in resumes it from the home page", async () => {
    const guest = await e2e.person(e2e.server.url);
    const { page } = guest;
    await page.fill('#display-name', 'Guest Gwen');
    await page.click('[data-quick="3"]');
    await page.waitForSelector('[data-screen="waiting"]');
    const roomId = (await page.getAttribute('[data-room-id]', 'data-room-id'))!;
    const room = matchMaker.getLocalRoomById(roomId) as unknown as {
      seats: { seated(): { name: string; accountId: string | null; sessionId: string; connected: boolean }[] };
    };
    // Home (the seat is kept), then an account: the device's seat token goes with the sign-up.
    await page.click('.brand');
    await page.waitForSelector(`[data-resume-room="${roomId}"]`);
    await page.click('[data-mode-sign-up]');
    await page.fill('[data-account-form="signUp"] input[name="username"]', 'Moving Mo');
    await page.fill('[data-account-form="signUp"] input[name="password"]', 'a-password-that-moves');
    await page.click('[data-account-submit]');
    await page.waitForSelector('[data-signed-in-as]');
    await expect.poll(() => typeof room.seats.seated()[0]?.accountId).toBe('string');

    // Another browser, signed in to the same account: the game is under "Resume your game".
    const other = await e2e.person(e2e.server.url);
    await other.page.click('[data-mode-sign-in]');
    await other.page.fill('[data-account-form="signIn"] input[name="username"]', 'Moving Mo');
    await other.page.fill('[data-account-form="signIn"] input[name="password"]', 'a-password-that-moves');
    await other.page.click('[data-account-submit]');
    await other.page.waitForSelector('[data-signed-in-as]');
    await other.page.waitForSelector(`[data-resume-room="${roomId}"]`);
    await other.page.click(`[data-resume-room="${roomId}"]`);
    await other.page.waitForSelector('[data-screen="waiting"]');
    expect(await other.page.getAttribute('[data-room-id]', 'data-room-id')).toBe(roomId);
    // The same seat, held by this browser's connection: nobody new was seated.
    await expect.poll(() => room.seats.seated().map((s) => [s.name, s.connected])).toEqual([['Guest Gwen', true]]);
    expect(await other.page.textContent('[data-screen="waiting"]')).toContain('Guest Gwen');
    expect(guest.errors).toEqual([]);
    expect(other.errors).toEqual([]);
  }, 120_000);
});
