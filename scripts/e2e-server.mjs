// Starts the real server for the end-to-end tests on a fresh embedded database with demo data.
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';

const dir = new URL('../.tmp/e2e/', import.meta.url).pathname;
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const server = spawn('node', ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: `sqlite:${dir}crewcard.sqlite`,
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
