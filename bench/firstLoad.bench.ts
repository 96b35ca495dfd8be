// Transferred size of the first page load: the built client served by the real server, opened in
// Debian's Chromium with an empty cache; every response's encoded (on-the-wire) length is summed
// from the DevTools protocol, next to the decoded size. Prints numbers; asserts nothing.
//   npm run bench:page
import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/browser.js';
import { startServer } from '../test/e2e/support/server.js';

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

const server = await startServer();
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
} finally {
  await browser.close();
  await server.shutdown();
}
