// A process whose event loop is stuck (the embedded store spinning after a failed write) answers
// nobody but keeps its port: the watchdog ends it, saying why, for its supervisor to restart it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the event-loop watchdog', () => {
  it('ends a process whose event loop is stuck past the limit, and says so on stderr', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/stuckProcess.ts'], { cwd: ROOT, env: { ...process.env, STALL_MS: '1500' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const started = Date.now();
    const ended = await new Promise<{ signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (_code, signal) => resolve({ signal })));
    expect(stdout).toContain('stuck');
    expect(ended.signal).toBe('SIGKILL');
    expect(Date.now() - started).toBeLessThan(15_000);
    const line = JSON.parse(stderr.trim().split('\n').at(-1)!);
    expect(line.event).toBe('event_loop_stalled');
    expect(line.stalledMs).toBeGreaterThanOrEqual(1500);
  }, 30_000);
});
