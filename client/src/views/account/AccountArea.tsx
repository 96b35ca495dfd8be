// The home page's account area: sign in or create an account (username and password, or a passkey
// where the browser has WebAuthn), or, signed in, who you are, your profile, adding a passkey,
// changing the username (once in 30 days), signing out (here or everywhere) and deleting the account.
// Optional: a guest plays as before.
import { useState } from 'preact/hooks';
import { useI18n, type Messages } from '../../i18n/index.js';
import { AccountError, bindDeviceSeats, changeUsername, deleteAccount, signIn, signOut, signUp, type AccountInfo } from '../../net/accountApi.js';
import { playerHref } from '../../net/links.js';
import { PasskeyError, passkeysSupported, registerPasskey, signInWithPasskey } from '../../net/passkeys.js';
import { MAX_NAME_LENGTH } from '../../../../shared/protocol.js';

/** The server's refusal in the reader's words. */
function refusalText(t: Messages['account'], error: unknown, errors: Messages['errors']): string {
  if (error instanceof PasskeyError)
    return error.reason === 'cancelled' ? t.passkeyCancelled : error.reason === 'known' ? t.passkeyKnown : t.passkeyUnsupported;
  const code = error instanceof AccountError ? error.code : '';
  if (code === 'bad_challenge') return t.passkeyExpired;
  if (code === 'not_verified') return t.passkeyNotVerified;
  if (code === 'passkey_refused') return t.passkeyKnown;
  if (code === 'bad_host') return t.passkeyUnsupported;
  if (code === 'username_taken') return t.usernameTaken;
  if (code === 'bad_credentials') return t.badCredentials;
  if (code === 'bad_request') return t.badInput;
  if (code === 'rate_limited') return t.rateLimited;
  return (code && errors[code]) || t.failed;
}

export function AccountArea({ account, onChange }: { account: AccountInfo | null; onChange: (account: AccountInfo | null) => void }) {
  const { t: all } = useI18n();
  const t = all.account;
  const [mode, setMode] = useState<'signIn' | 'signUp'>('signIn');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [passkeys] = useState(passkeysSupported);

  const run = async (work: () => Promise<AccountInfo | null>) => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const next = await work();
      setPassword('');
      onChange(next);
    } catch (e) {
      setError(refusalText(t, e, all.errors));
    } finally {
      setBusy(false);
    }
  };

  if (account) {
    return (
      <section class="panel-card account-card" aria-labelledby="account-title" data-account="signed-in">
        <h2 class="card-title" id="account-title">
          {t.heading}
        </h2>
        <p data-signed-in-as>{t.signedInAs(account.username)}</p>
        <p>
          <a href={playerHref(account.username)} data-own-profile>
            {t.yourProfile}
          </a>
        </p>
        {error && (
          <p class="field-error" role="alert">
            {error}
          </p>
        )}
        {note && (
          <p class="banner" role="status">
            {note}
          </p>
        )}
        <div class="choice-row">
          {passkeys && (
            <button
              type="button"
              class="btn btn-small"
              data-passkey-add
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const same = await registerPasskey();
                  setNote(t.passkeyAdded);
                  return same;
                })
              }
            >
              {t.passkeyAdd}
            </button>
          )}
          <button type="button" class="btn" data-sign-out disabled={busy} onClick={() => void run(async () => (await signOut(), null))}>
            {t.signOut}
          </button>
          <button
            type="button"
            class="btn btn-ghost btn-small"
            data-sign-out-everywhere
            disabled={busy}
            onClick={() => void run(async () => (await signOut(true), null))}
          >
            {t.signOutEverywhere}
          </button>
        </div>
        <details class="account-rename">
          <summary>{t.renameHeading}</summary>
          <form
            class="inline-form"
            data-rename-form
            onSubmit={(e) => {
              e.preventDefault();
              void run(async () => {
                const renamed = await changeUsername(username.trim());
                setUsername('');
                setNote(t.renamed(renamed.username));
                return renamed;
              });
            }}
          >
            <label class="field">
              <span class="field-label">{t.renameLabel}</span>
              <input
                name="newUsername"
                maxLength={MAX_NAME_LENGTH}
                value={username}
                onInput={(e) => setUsername((e.target as HTMLInputElement).value)}
                required
              />
            </label>
            <p class="hint">{t.renameHint}</p>
            <button type="submit" class="btn btn-small" data-rename-submit disabled={busy}>
              {t.renameButton}
            </button>
          </form>
        </details>
        <details class="account-danger">
          <summary>{t.deleteAccount}</summary>
          <p class="hint">{t.deleteConfirm}</p>
          <button
            type="button"
            class="btn btn-small"
            data-delete-account
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await deleteAccount();
                setNote(t.deleted);
                return null;
              })
            }
          >
            {t.deleteAccount}
          </button>
        </details>
      </section>
    );
  }

  /** Signs in (any way): this device's seats then follow the player into the account, so that its other devices find them. */
  const signInBy = (how: () => Promise<AccountInfo>) =>
    void run(async () => {
      const signedIn = await how();
      await bindDeviceSeats();
      return signedIn;
    });
  const createWithPasskey = () => {
    const name = username.trim();
    if (!name) {
      setError(t.usernameNeeded);
      return;
    }
    signInBy(() => registerPasskey(name));
  };
  const submit = (e: Event) => {
    e.preventDefault();
    signInBy(() => (mode === 'signIn' ? signIn(username.trim(), password) : signUp(username.trim(), password)));
  };
  return (
    <section class="panel-card account-card" aria-labelledby="account-title" data-account="guest">
      <h2 class="card-title" id="account-title">
        {t.heading}
      </h2>
      <p class="hint">{t.intro}</p>
      {note && (
        <p class="banner" role="status">
          {note}
        </p>
      )}
      <div class="choice-row" role="group">
        <button
          type="button"
          class={mode === 'signIn' ? 'btn btn-small btn-primary' : 'btn btn-small'}
          aria-pressed={mode === 'signIn'}
          data-mode-sign-in
          onClick={() => setMode('signIn')}
        >
          {t.haveAccount}
        </button>
        <button
          type="button"
          class={mode === 'signUp' ? 'btn btn-small btn-primary' : 'btn btn-small'}
          aria-pressed={mode === 'signUp'}
          data-mode-sign-up
          onClick={() => setMode('signUp')}
        >
          {t.newAccount}
        </button>
      </div>
      <form onSubmit={submit} data-account-form={mode}>
        <label class="field">
          <span class="field-label">{t.username}</span>
          <input
            type="text"
            name="username"
            autocomplete="username"
            maxLength={MAX_NAME_LENGTH}
            required
            value={username}
            onInput={(e) => setUsername((e.target as HTMLInputElement).value)}
          />
        </label>
        <label class="field">
          <span class="field-label">{t.password}</span>
          <input
            type="password"
            name="password"
            autocomplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            minLength={mode === 'signUp' ? 8 : undefined}
            maxLength={200}
            required
            value={password}
            onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
          />
        </label>
        {error && (
          <p class="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="btn btn-primary" disabled={busy} data-account-submit>
          {mode === 'signIn' ? t.signIn : t.createAccount}
        </button>
      </form>
      {passkeys && (
        <div class="account-passkey">
          <p class="hint">{t.passkeyHint}</p>
          {mode === 'signIn' ? (
            <button type="button" class="btn" data-passkey-sign-in disabled={busy} onClick={() => signInBy(signInWithPasskey)}>
              {t.passkeySignIn}
            </button>
          ) : (
            <button type="button" class="btn" data-passkey-create disabled={busy} onClick={createWithPasskey}>
              {t.passkeyCreate}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
