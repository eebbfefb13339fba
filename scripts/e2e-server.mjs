// Starts the real server for the end-to-end tests on a fresh embedded database with demo data.
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';

// One folder per port, so runs on different ports (E2E_PORT) do not wipe each other's database.
const dir = new URL(`../.tmp/e2e-${process.env.PORT}/`, import.meta.url).pathname;
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
