// Transferred size of the first page load: the built client served by the real server, opened in
// Debian's Chromium with an empty cache; every response's encoded (on-the-wire) length is summed
// from the DevTools protocol, next to the decoded size. Then the page's long tasks during a scripted
// game: two players at 1366x768 play a 2-player Dice Hospital game through the page (rounds 1-2
// and the last by hand, the middle by the rules' defaults), and each page reports every task over
// 50 ms (the Long Tasks API) from the game's first screen to the final scores. Last, a spectator
// opens the finished game (the whole log arrives at once) and reports the same from its load on.
// Prints numbers; asserts nothing.
//   npm run bench:page
//   npm run bench:page -- --profile   Ann's page is profiled through the game (DevTools' sampling
//                                     profiler, on a build that keeps its names) and the functions
//                                     that took most of the main thread are printed; the late
//                                     spectator's page too, from its load.
//   npm run bench:page -- --trace     Ann's page is traced through the game (Chromium's performance
//                                     trace) and its longest tasks are split into scripts, style,
//                                     layout and paint.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, openPerson } from '../test/e2e/support/browser.js';
import { playToEnd } from '../test/e2e/support/driver.js';
import { ROOT, startServer } from '../test/e2e/support/server.js';
import { printProfile, type Profile } from './support/cpuProfile.js';
import { printLongestTasks } from './support/frameTrace.js';

const PROFILE = process.argv.includes('--profile');
const TRACE = process.argv.includes('--trace');

/** An unminified build of the client, so that the profile names its functions. */
function namedBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-named-'));
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', 'client', '--minify', 'false', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return dir;
}

interface Row {
  url: string;
  type: string;
  encoded: number;
  decoded: number;
  encoding: string;
}

async function measure(cdp: CDPSession, load: () => Promise<unknown>): Promise<Row[]> {
  const rows = new Map<string, Row>();
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    rows.set(e.requestId, { url: e.response.url, type: e.type, encoded: 0, decoded: 0, encoding: headers['content-encoding'] ?? 'none' });
  });
  cdp.on('Network.dataReceived', (e) => {
    const row = rows.get(e.requestId);
    if (row) row.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const row = rows.get(e.requestId);
    if (row) row.encoded = e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await load();
  return [...rows.values()].filter((r) => r.url.startsWith('http'));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const server = await startServer(PROFILE ? { staticDir: namedBuild() } : {});
const browser = await launchBrowser();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const rows = await measure(cdp, async () => {
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-screen="home"]');
  });
  console.log('First page load of', server.url, '(empty cache)');
  for (const r of rows) {
    console.log(
      `  ${r.type.padEnd(10)} ${kb(r.encoded).padStart(10)} on the wire  ${kb(r.decoded).padStart(10)} decoded  ${r.encoding.padEnd(6)} ${new URL(r.url).pathname}`,
    );
  }
  const total = rows.reduce((s, r) => s + r.encoded, 0);
  const decoded = rows.reduce((s, r) => s + r.decoded, 0);
  const js = rows.filter((r) => r.type === 'Script');
  console.log(
    `  total: ${kb(total)} transferred (${kb(decoded)} decoded) in ${rows.length} responses; JavaScript ${kb(js.reduce((s, r) => s + r.encoded, 0))} transferred, ${kb(js.reduce((s, r) => s + r.decoded, 0))} decoded`,
  );

  await longTasksOfAGame();
} finally {
  await browser.close();
  await server.shutdown();
}

/** A long animation frame: its length, its scripts' time, its style and layout, its longest script. */
interface LongFrame {
  duration: number;
  scripts: number;
  styleLayout: number;
  top: string;
  /** The table when the frame ended: round, phase and action count (data attributes of .game). */
  at: string;
}

/** What a page records (`window.__long`): each long task's length and the round the table showed
 * when it was reported (just after it), and each long animation frame. */
interface LongRecord {
  tasks: number[];
  rounds: string[];
  frames: LongFrame[];
}
type LongWindow = { __long: LongRecord };

/** Every long task (over 50 ms) and long animation frame of a page, recorded from its load on;
 * the record starts again when the game starts. */
function recordLongTasks(): void {
  const w = window as unknown as LongWindow;
  w.__long = { tasks: [], rounds: [], frames: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      w.__long.tasks.push(entry.duration);
      w.__long.rounds.push(document.querySelector('.game')?.getAttribute('data-round') ?? '');
    }
  }).observe({ type: 'longtask', buffered: true });
  // Chromium's Long Animation Frames say what a long frame spent its time on (no named inner
  // functions here: the bench's TypeScript loader would name them with a helper the page lacks).
  new PerformanceObserver((list) => {
    type Script = { duration: number; invoker: string; sourceFunctionName: string; sourceURL: string; sourceCharPosition: number };
    for (const entry of list.getEntries() as unknown as { duration: number; startTime: number; styleAndLayoutStart: number; scripts: Script[] }[]) {
      const longest = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
      const game = document.querySelector('.game');
      w.__long.frames.push({
        at: game ? `round ${game.getAttribute('data-round')} ${game.getAttribute('data-phase')} #${game.getAttribute('data-version')}` : document.title,
        duration: entry.duration,
        scripts: entry.scripts.reduce((sum, script) => sum + script.duration, 0),
        styleLayout: entry.styleAndLayoutStart > 0 ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
        top: longest
          ? `${longest.invoker} ${longest.sourceFunctionName || ''} (${longest.sourceURL.slice(longest.sourceURL.lastIndexOf('/') + 1)}:${longest.sourceCharPosition}) ${Math.round(longest.duration)} ms`
          : '',
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

async function longTasksOfAGame(): Promise<void> {
  const viewport = { width: 1366, height: 768 };
  const people = [];
  for (const name of ['Ann', 'Bob']) {
    const person = await openPerson(browser, server.url, viewport);
    await person.context.addInitScript(recordLongTasks);
    await person.page.reload();
    await person.page.fill('#display-name', name);
    await person.page.click('[data-quick="2"]');
    people.push(person);
  }
  const pages = people.map((p) => p.page);
  await Promise.all(pages.map((p) => p.waitForSelector('.action-bar', { timeout: 60_000 })));
  const roomId = (await pages[0]!.getAttribute('[data-room-id]', 'data-room-id'))!;
  await Promise.all(pages.map((p) => p.evaluate(() => ((window as unknown as LongWindow).__long = { tasks: [], rounds: [], frames: [] }))));
  // The main thread's busy time by kind (DevTools' Performance domain), counted from here on.
  const metrics = await Promise.all(people.map((p) => p.context.newCDPSession(p.page)));
  await Promise.all(metrics.map((m) => m.send('Performance.enable')));
  const busy = async (m: CDPSession) => {
    const { metrics: list } = await m.send('Performance.getMetrics');
    const of = (name: string) => list.find((x) => x.name === name)?.value ?? 0;
    return { script: of('ScriptDuration'), layout: of('LayoutDuration'), style: of('RecalcStyleDuration'), task: of('TaskDuration') };
  };
  const busyBefore = await Promise.all(metrics.map(busy));
  const profiler = PROFILE ? metrics[0] : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  if (TRACE) await browser.startTracing(pages[0], { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const started = Date.now();
  const decisions = await playToEnd(pages, { placementsPerRound: 3, skipRounds: { roomId, from: 3, to: 8 } }, 600_000);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\nLong tasks during a scripted 2-player game at 1366x768 (${decisions} decisions clicked in ${seconds.toFixed(0)} s; rounds 3-7 by the rules' defaults)`,
  );
  for (const [i, page] of pages.entries()) {
    const { tasks, rounds, frames } = await longRecordOf(page);
    const [now, then] = [await busy(metrics[i]!), busyBefore[i]!];
    const ms = (key: keyof typeof now) => ((now[key] - then[key]) * 1000).toFixed(0);
    console.log(
      `  ${['Ann', 'Bob'][i]}: ${tasks.length} tasks over 50 ms, longest ${longest(tasks)} ms, over 200 ms: ${tasks.filter((d) => d > 200).length}; ` +
        `main thread busy ${ms('task')} ms (scripts ${ms('script')}, layout ${ms('layout')}, style ${ms('style')})`,
    );
    // Rounds 1-2 are played by hand, one message per move; from round 3 the server plays the defaults
    // in a burst, and round 8 starts with the page catching up.
    const byHand = tasks.filter((_, k) => Number(rounds[k]) <= 2);
    console.log(`    of which in rounds 1-2 (by hand): ${byHand.length}, longest ${longest(byHand)} ms`);
    printFrames(frames);
  }
  if (TRACE) {
    const trace = await browser.stopTracing();
    const file = path.join(os.tmpdir(), 'bench-page-trace.json');
    writeFileSync(file, trace);
    console.log(`  Ann's longest tasks, split (performance trace; DevTools opens ${file}):`);
    printLongestTasks(JSON.parse(trace.toString()), 5);
  }
  await lateSpectator(roomId, viewport);
  if (profiler) {
    const { profile } = (await profiler.send('Profiler.stop')) as { profile: Profile };
    const file = path.join(os.tmpdir(), 'bench-page.cpuprofile');
    writeFileSync(file, JSON.stringify(profile));
    console.log(`\nWhere Ann's main thread went during the game (sampling profile, unminified build; DevTools opens ${file})`);
    printProfile(profile, 25);
  }
  for (const p of people) await p.context.close();
}

/** A spectator opening the finished game: the whole log (hundreds of lines) arrives at once, as for
 * anyone who reloads or comes late. Its tasks are counted from the page's load on (the load's own
 * script included) until two seconds after the final scores show. */
async function lateSpectator(roomId: string, viewport: { width: number; height: number }): Promise<void> {
  const person = await openPerson(browser, server.url, viewport);
  await person.context.addInitScript(recordLongTasks);
  const profiler = PROFILE ? await person.context.newCDPSession(person.page) : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  await person.page.goto(`${server.url}/?watch=${roomId}`);
  await person.page.waitForSelector('[data-final]', { timeout: 60_000 });
  await person.page.waitForTimeout(2000);
  const { tasks, frames } = await longRecordOf(person.page);
  const lines = await person.page.getAttribute('.log', 'data-log-count');
  console.log(`  a spectator opening the finished game (${lines} log lines): ${tasks.length} tasks over 50 ms, longest ${longest(tasks)} ms`);
  printFrames(frames);
  if (profiler) {
    const { profile } = (await profiler.send('Profiler.stop')) as { profile: Profile };
    console.log(`\nWhere the spectator's main thread went, from its page's load (sampling profile, unminified build)`);
    printProfile(profile, 25);
  }
  await person.context.close();
}

// (Declared as functions: the top-level run above calls them before this point is reached.)
function longRecordOf(page: Page): Promise<LongRecord> {
  return page.evaluate(() => (window as unknown as LongWindow).__long);
}

/** The longest of some tasks, in whole ms (0 for none). */
function longest(tasks: number[]): string {
  return (tasks.length ? Math.max(...tasks) : 0).toFixed(0);
}

function printFrames(frames: LongFrame[]): void {
  for (const f of [...frames].sort((a, b) => b.duration - a.duration).slice(0, 3)) {
    console.log(
      `    a ${f.duration.toFixed(0)} ms frame: scripts ${f.scripts.toFixed(0)} ms, style and layout ${f.styleLayout.toFixed(0)} ms, at ${f.at}${f.top ? `; longest script: ${f.top}` : ''}`,
    );
  }
}
