// `npm start`: build the browser client and the server bundle, then serve both from one process on
// PORT (default 2567). No other service is needed: games are kept in embedded SQLite under
// DATA_DIR (./data), presence and matchmaking in memory. The server runs from its esbuild bundle
// (built in under a second), not through a TypeScript loader at run time: it is healthy sooner and
// holds about 80 MB less (docs/benchmarks.md, "Start and memory").
import { spawnSync, spawn } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });

for (const [cmd, args] of [
  ['npx', ['vite', 'build', 'client', '--logLevel', 'warn']],
  ['npm', ['run', '--silent', 'build:server', '--', '--log-level=warning']],
]) {
  const built = run(cmd, args);
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
