// Colyseus's matchmaker loads PM2's monitoring agent, which on its own would sample the process every
// second, wrap HTTP and add process-wide handlers that print every uncaught error to stderr beside
// the server's logs (server/noPm2Agent.ts). A fresh process, so that no other test's server loaded
// the agent first.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const SCRIPT = `
import { createGameServer } from './server/gameServer.ts';
import { loadConfig } from './server/config.ts';
import { createLogger } from './server/logger.ts';
const server = createGameServer({ config: { ...loadConfig({}), staticDir: '' }, logger: createLogger({ level: 'silent', production: true }) });
await server.listen(0, '127.0.0.1');
await new Promise((resolve) => setTimeout(resolve, 500));
const agent = globalThis[Symbol.for('@pm2/io')];
console.log(JSON.stringify({
  uncaughtException: process.listeners('uncaughtException').length,
  unhandledRejection: process.listeners('unhandledRejection').length,
  agentStarted: agent?.initialized === true,
}));
await server.shutdown();
process.exit(0);
`;

describe("Colyseus's PM2 agent", () => {
  it('is not started by the game server, which adds no process-wide error handlers', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: process.cwd(),
      env: { ...process.env, LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ uncaughtException: 0, unhandledRejection: 0, agentStarted: false });
  });
});
