// No request can end the process (issue: a late 413 answered twice threw ERR_HTTP_HEADERS_SENT
// outside any handler and killed the server). A real process whose routes throw in every layer a
// request passes through: each error is logged with its request, that request is closed, and the
// process serves the next one. An error outside any request still ends the process, as it should.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, waitFor } from './harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('errors thrown while serving a request', () => {
  const lines: Record<string, unknown>[] = [];
  let child: ReturnType<typeof spawn>;
  let url = '';
  let exit: Promise<number | null>;

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'test/support/throwingServer.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        lines.push(JSON.parse(buffer.slice(0, i)));
        buffer = buffer.slice(i + 1);
      }
    });
    await waitFor(() => lines.some((l) => l.event === 'listening'), 'the server to listen', 20_000);
    url = `http://127.0.0.1:${lines.find((l) => l.event === 'listening')!.port}`;
  }, 30_000);
  afterAll(() => void child.kill('SIGKILL'));

  it('end only their request, are logged with it, and the process serves on', async () => {
    const asks: [string, RequestInit?][] = [
      ['/route'],
      ['/timer'],
      ['/immediate'],
      ['/promise'],
      ['/body', { method: 'POST', body: 'x' }],
      ['/finish'],
      ['/after-answer'],
    ];
    for (const [where, init] of asks) {
      await fetch(url + where, { ...init, signal: AbortSignal.timeout(2000) })
        .then((r) => r.text())
        .catch(() => 'closed');
      await sleep(30);
      const ok = await fetch(`${url}/ok`);
      expect(ok.status, `after ${where}`).toBe(200);
    }
    const failed = lines.filter((l) => l.event === 'request_error' || l.event === 'unhandled_rejection').map((l) => l.url);
    for (const where of ['/timer', '/immediate', '/body', '/finish', '/after-answer']) expect(failed).toContain(where);
    expect(lines.filter((l) => l.event === 'unhandled_rejection').map((l) => l.url)).toContain('/promise');
  });

  it('still ends the process when thrown outside any request', async () => {
    child.kill('SIGUSR2');
    expect(await exit).toBe(1);
    expect(lines.some((l) => l.event === 'fatal')).toBe(true);
  });
});
