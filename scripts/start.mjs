// `npm start`: build the browser client, then serve it and the game from one process on PORT
// (default 2567). No other service is needed: presence, matchmaking and stores are in memory.
import { spawnSync, spawn } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });

const build = run('npx', ['vite', 'build', 'client', '--logLevel', 'warn']);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
