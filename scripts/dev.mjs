// `npm run dev`: the game server restarting on change (tsx watch, port 2567) and Vite's dev server
// with hot reload (http://localhost:5173, proxying /api to the game server).
import { spawn } from 'node:child_process';

const children = [spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit' }), spawn('npx', ['vite', 'client'], { stdio: 'inherit' })];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
