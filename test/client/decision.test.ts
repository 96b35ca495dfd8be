// The decision primitives (client/src/views/decision/) rendered by Preact in Chromium: a harness
// page bundled here with esbuild shows a ChoiceGroup, a SendButton and a PickMany fed with plain
// data, and records what each would send. Clicks and keys are real (playwright), no game server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/support/browser.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const HARNESS = `
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { ChoiceGroup } from './client/src/views/decision/ChoiceGroup.js';
import { PickMany } from './client/src/views/decision/PickMany.js';
import { SendButton } from './client/src/views/decision/SendButton.js';

const sent = [];
window.sent = sent;
const send = (action) => sent.push(action);

function Harness() {
  const [picked, setPicked] = useState([]);
  const [colour, setColour] = useState('red');
  // What the engine would accept: exactly two of the set (the caller's rule, not the primitive's).
  const keep = picked.length === 2 ? { type: 'keep', ids: [...picked].sort() } : undefined;
  return (
    <main>
      <ChoiceGroup
        label="Take an ambulance"
        heading={<span class="hint">Ambulances</span>}
        choices={[1, 2, 3].map((n) => ({
          key: n,
          class: 'choice',
          data: { choice: n, colour: n === 2 ? 'green' : undefined },
          content: 'Ambulance ' + n,
          onPick: () => send({ type: 'take', ambulance: n }),
        }))}
      >
        <SendButton class="btn" data={{ choice: 'pass' }} action={{ type: 'pass' }} send={send}>Pass</SendButton>
        <SendButton class="btn" data={{ choice: 'never' }} action={undefined} send={send}>Never</SendButton>
      </ChoiceGroup>
      <ChoiceGroup
        class="colours"
        choices={['red', 'blue'].map((c) => ({
          key: c,
          pressed: colour === c,
          label: 'Colour ' + c,
          tip: c === 'blue' ? { title: 'Blue', text: 'The colour of the sea' } : undefined,
          data: { colour: c },
          content: c[0],
          onPick: () => setColour(c),
        }))}
      />
      <PickMany
        label="Dice to keep"
        items={[11, 12, 13].map((id) => ({ key: id, class: 'choice', data: { keep: id }, content: 'Die ' + id }))}
        picked={picked}
        max={2}
        onChange={setPicked}
        pickedClass="choice-on"
        confirm={{ action: keep, send, class: 'btn', data: { 'keep-confirm': true }, label: 'Keep' }}
        counter={<p data-counter>{picked.length} of 2</p>}
      />
    </main>
  );
}

render(<Harness />, document.getElementById('root'));
`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: HARNESS, resolveDir: ROOT, loader: 'tsx', sourcefile: 'harness.tsx' },
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'silent',
  });
  browser = await launchBrowser();
  page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setContent('<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  await page.waitForSelector('[data-keep-confirm]');
  expect(errors).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

const sent = () => page.evaluate(() => (window as unknown as { sent: unknown[] }).sent.splice(0));
const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-choice') ?? document.activeElement?.getAttribute('data-colour') ?? null);

describe('ChoiceGroup', () => {
  it('offers one button per choice, with its data attributes, inside a named group', async () => {
    const group = page.getByRole('group', { name: 'Take an ambulance' });
    expect(await group.locator('button').allTextContents()).toEqual(['Ambulance 1', 'Ambulance 2', 'Ambulance 3', 'Pass', 'Never']);
    expect(await group.locator('.hint').textContent()).toBe('Ambulances');
    expect(await page.getAttribute('[data-choice="2"]', 'data-colour')).toBe('green');
    // An attribute left undefined is not written at all.
    expect(await page.getAttribute('[data-choice="1"]', 'data-colour')).toBeNull();
    expect(await page.getAttribute('[data-choice="1"]', 'aria-pressed')).toBeNull();
    // A group without a label is no group for assistive technology.
    expect(await page.getAttribute('.colours', 'role')).toBeNull();
  });

  it('sends the clicked choice, once', async () => {
    await page.click('[data-choice="3"]');
    expect(await sent()).toEqual([{ type: 'take', ambulance: 3 }]);
  });

  it('marks the selected choice pressed, names dice-like content, and describes a choice by its card', async () => {
    expect(await page.getAttribute('[data-colour="red"]', 'aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Colour blue' }).click();
    expect(await page.getAttribute('[data-colour="red"]', 'aria-pressed')).toBe('false');
    expect(await page.getAttribute('[data-colour="blue"]', 'aria-pressed')).toBe('true');
    const tip = await page.getAttribute('[data-colour="blue"]', 'aria-describedby');
    expect(await page.textContent(`[id="${tip}"]`)).toContain('The colour of the sea');
    expect(await sent()).toEqual([]);
  });

  it('moves focus with the arrow keys, Home and End, wrapping and skipping disabled buttons', async () => {
    await page.focus('[data-choice="1"]');
    // "Never" is disabled: after Pass, the next one round is the first.
    const steps: [string, string][] = [
      ['ArrowRight', '2'],
      ['ArrowDown', '3'],
      ['End', 'pass'],
      ['ArrowRight', '1'],
      ['ArrowLeft', 'pass'],
      ['Home', '1'],
    ];
    for (const [key, expected] of steps) {
      await page.keyboard.press(key);
      expect(await focused(), key).toBe(expected);
    }
    // Enter on the focused button sends it; the keys only moved focus.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await sent()).toEqual([{ type: 'take', ambulance: 2 }]);
    // Each group keeps its own buttons: arrows in the colours never reach the ambulances.
    await page.focus('[data-colour="red"]');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('blue');
  });
});

describe('SendButton', () => {
  it('is disabled without an action and sends its action when there is one', async () => {
    expect(await page.isDisabled('[data-choice="never"]')).toBe(true);
    await page.click('[data-choice="never"]', { force: true });
    await page.click('[data-choice="pass"]');
    expect(await sent()).toEqual([{ type: 'pass' }]);
  });
});

describe('PickMany', () => {
  it('toggles up to max items, counts them, and confirms only a pick the caller accepts', async () => {
    const confirm = '[data-keep-confirm]';
    expect(await page.getAttribute(confirm, 'data-keep-confirm')).not.toBeNull();
    expect(await page.isDisabled(confirm)).toBe(true);
    await page.click('[data-keep="11"]');
    expect(await page.textContent('[data-counter]')).toBe('1 of 2');
    expect(await page.isDisabled(confirm)).toBe(true);
    await page.click('[data-keep="13"]');
    // A third die does not fit: the pick stays at two.
    await page.click('[data-keep="12"]');
    expect(
      await page.$$eval('[data-keep]', (els) => els.map((e) => `${e.getAttribute('data-keep')}:${e.getAttribute('aria-pressed')}:${e.className}`)),
    ).toEqual(['11:true:choice choice-on', '12:false:choice', '13:true:choice choice-on']);
    expect(await page.textContent('[data-counter]')).toBe('2 of 2');
    // Changing one's mind: out goes 11, in comes 12.
    await page.click('[data-keep="11"]');
    await page.click('[data-keep="12"]');
    await page.click(confirm);
    expect(await sent()).toEqual([{ type: 'keep', ids: [12, 13] }]);
    expect(await page.getByRole('group', { name: 'Dice to keep' }).locator('button').count()).toBe(3);
  });
});
