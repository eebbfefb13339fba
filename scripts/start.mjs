// npm start: builds the web app when its sources are newer than the last build, then serves the
// API and the app from one process (server/main.ts). Configuration comes from the environment.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeOptions } from './server-node-options.mjs';

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'app',
  'design-system',
  'contract',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const builtAt = existsSync(join(root, 'dist/index.html'))
  ? statSync(join(root, 'dist/index.html')).mtimeMs
  : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
if (changedAt > builtAt) {
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: serverNodeOptions() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
