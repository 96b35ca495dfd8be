// Passkeys in real Chromium against the real server, with Chromium's virtual authenticator (the
// DevTools protocol's WebAuthn domain: a platform authenticator that holds discoverable credentials
// and verifies its user): create an account with a passkey on the home page, sign out, sign in with
// the passkey and see "Signed in as"; signed in, add a passkey. The page is opened at localhost (a
// secure context whose host name can be a relying party, which an IP address cannot). axe on the
// account area with its passkey buttons. A guest who played a public game signs up with a passkey,
// and a second browser holding the same passkey (synced, as a phone's password manager would)
// signs in and sees that game under "Your games".
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { fastForward } from '../support/roomCore.js';
import { useE2ETable } from './support/table.js';
import { noSeriousViolations } from './support/rooms.js';

const e2e = useE2ETable();

/** A platform authenticator in this page's browser context (Chromium's virtual WebAuthn). */
async function authenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

describe('passkeys in the browser', () => {
  it('creates an account with a passkey, signs out, signs in with it, and adds another', async () => {
    const person = await e2e.person(e2e.server.url.replace('127.0.0.1', 'localhost'));
    const { page, context } = person;
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await page.waitForSelector('[data-account="guest"]');
    // Without a username, creating one says so and asks nothing.
    await page.click('[data-mode-sign-up]');
    await page.click('[data-passkey-create]');
    await page.waitForSelector('[role="alert"]');
    expect(await page.textContent('[role="alert"]')).toBe('Choose a username first (1 to 24 characters).');

    await noSeriousViolations(page, 'home, signed out, passkey buttons');
    await page.fill('[data-account-form="signUp"] input[name="username"]', 'Passkey Pia');
    await page.click('[data-passkey-create]');
    await page.waitForSelector('[data-signed-in-as]');
    expect(await page.textContent('[data-signed-in-as]')).toBe('Signed in as Passkey Pia');
    const held = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(held.credentials).toHaveLength(1);
    expect(held.credentials[0]!.isResidentCredential).toBe(true);
    await noSeriousViolations(page, 'home, signed in with a passkey');

    await page.click('[data-sign-out]');
    await page.waitForSelector('[data-account="guest"]');
    await page.click('[data-mode-sign-in]');
    await page.click('[data-passkey-sign-in]');
    await page.waitForSelector('[data-signed-in-as]');
    expect(await page.textContent('[data-signed-in-as]')).toBe('Signed in as Passkey Pia');
    // The session cookie holds across a reload, as after a password sign-in.
    await page.reload();
    await page.waitForSelector('[data-signed-in-as]');

    // The same authenticator already holds this account's passkey: it refuses a second one.
    await page.click('[data-passkey-add]');
    await page.waitForSelector('[role="alert"]');
    expect(await page.textContent('[role="alert"]')).toBe('This passkey is already registered here.');

    // A second authenticator (say a security key) adds one, and signs in with it.
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    const second = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    await page.click('[data-passkey-add]');
    await page.waitForSelector('[role="status"]');
    expect(await page.textContent('[role="status"]')).toBe('Passkey added: you can sign in with it from now on.');
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId: second.authenticatorId })).credentials).toHaveLength(1);
    await page.click('[data-sign-out]');
    await page.waitForSelector('[data-account="guest"]');
    await page.click('[data-passkey-sign-in]');
    await page.waitForSelector('[data-signed-in-as]');
    expect(await page.textContent('[data-signed-in-as]')).toBe('Signed in as Passkey Pia');
    expect(person.errors).toEqual([]);
  }, 120_000);

  it('a guest who played signs up with a passkey; a second browser with that passkey sees the same game', async () => {
    const site = e2e.server.url.replace('127.0.0.1', 'localhost');
    const guest = await e2e.person(site);
    const first = await authenticator(guest.context, guest.page);
    await guest.page.fill('#display-name', 'Guest Gail');
    await guest.page.selectOption('select[name="botsAfter"]', '15');
    await guest.page.click('[data-quick="2"]');
    await guest.page.waitForSelector('[data-screen="waiting"]');
    const roomId = (await guest.page.getAttribute('[data-room-id]', 'data-room-id'))!;
    // A bot takes the other seat after 15 s; the game is then played to its end by the rules' defaults.
    await guest.page.waitForSelector('.action-bar', { timeout: 30_000 });
    await fastForward(roomId, Number.MAX_SAFE_INTEGER);
    await guest.page.waitForSelector('[data-final]', { timeout: 30_000 });
    await guest.page.click('.brand');
    await guest.page.waitForSelector(`[data-your-game="${roomId}"]`);

    await guest.page.click('[data-mode-sign-up]');
    await guest.page.fill('[data-account-form="signUp"] input[name="username"]', 'Passkey Gail');
    await guest.page.click('[data-passkey-create]');
    await guest.page.waitForSelector('[data-signed-in-as]');

    // The same passkey in another browser: exported with its private key, as a synced passkey is.
    const [credential] = (await first.cdp.send('WebAuthn.getCredentials', { authenticatorId: first.authenticatorId })).credentials;
    const other = await e2e.person(site);
    const second = await authenticator(other.context, other.page);
    await second.cdp.send('WebAuthn.addCredential', { authenticatorId: second.authenticatorId, credential: credential! });
    await other.page.waitForSelector('[data-account="guest"]');
    expect(await other.page.$(`[data-your-game="${roomId}"]`)).toBeNull();
    await other.page.click('[data-mode-sign-in]');
    await other.page.click('[data-passkey-sign-in]');
    await other.page.waitForSelector('[data-signed-in-as]');
    expect(await other.page.textContent('[data-signed-in-as]')).toBe('Signed in as Passkey Gail');
    await other.page.waitForSelector(`[data-your-game="${roomId}"]`);
    expect(guest.errors).toEqual([]);
    expect(other.errors).toEqual([]);
  }, 120_000);

  it('says so, in French too, when the person cancels', async () => {
    const person = await e2e.person(e2e.server.url.replace('127.0.0.1', 'localhost') + '/?lang=fr');
    const { page, context } = person;
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    // An authenticator whose user does not verify: the ceremony fails as a cancellation does.
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: false },
    });
    await page.waitForSelector('[data-account="guest"]');
    await page.click('[data-passkey-sign-in]');
    await page.waitForSelector('[role="alert"]', { timeout: 30_000 });
    expect(await page.textContent('[role="alert"]')).toBe('La demande de clé d’accès a été annulée, ou a expiré.');
    expect(await page.$('[data-signed-in-as]')).toBeNull();
  }, 120_000);
});
