/**
 * `npm run dev`: the API server (restarted by `tsx watch` when its code changes) and Vite with hot
 * reload, side by side in one terminal. Ctrl-C stops both; if either stops, so does the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const apiPort = process.env.PORT || '8000';
const adminUrl = 'http://127.0.0.1:5173';
const bin = (name: string) => path.resolve('node_modules/.bin', name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(bin(command), args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

const children = [
  run('tsx', ['watch', '--clear-screen=false', 'server/main.ts'], {
    PORT: apiPort,
    // Vite serves the admin in development; the server answers the API and media only.
    ADMIN_DIST: '',
    // Reset-password mails link to the admin that hot-reloads.
    PUBLIC_URL: process.env.PUBLIC_URL || adminUrl,
    // A person reads this log in the terminal.
    LOG_FORMAT: process.env.LOG_FORMAT || 'pretty',
  }),
  run('vite', [], { VITE_PROXY_TARGET: process.env.VITE_PROXY_TARGET || `http://127.0.0.1:${apiPort}` }),
];

let stopping = false;
function stopAll(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

// Ctrl-C reaches the children from the terminal as well; a plain `kill` of this process does not.
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

const exits = children.map(
  (child) =>
    new Promise<number>((resolve) =>
      child.once('exit', (code) => {
        stopAll('SIGTERM');
        resolve(code ?? 0);
      }),
    ),
);
console.log(`Admin with hot reload: ${adminUrl} (API on http://127.0.0.1:${apiPort})`);
process.exitCode = Math.max(...(await Promise.all(exits)));
