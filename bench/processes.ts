import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();
// Children lead their own process group (npx -> tsx -> node): signal the whole group, so no
// grandchild outlives the benchmark holding its output pipe open (which kept the run from ending).
const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
};
process.on('exit', () => running.forEach((child) => signalGroup(child, 'SIGKILL')));

/** Starts a child process and resolves once `ready()` answers true (polled every 100 ms). */
export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited early:\n${output}`);
    if (await ready().catch(() => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signalGroup(child, 'SIGTERM');
  throw new Error(`${command} did not become ready in ${timeoutMs} ms:\n${output}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  // A child ended by a signal keeps exitCode null: waiting for its 'exit' again would never end,
  // and with nothing else pending Node would quit the whole run silently, with status 0.
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      signalGroup(child, 'SIGTERM');
      setTimeout(() => signalGroup(child, 'SIGKILL'), 5000).unref();
    });
  }
  signalGroup(child, 'SIGTERM');
  child.stdout?.destroy();
}

/** Kills the child's whole process group at once (SIGKILL: no shutdown of any kind) and waits for it. */
export async function killProcess(child: ChildProcess): Promise<void> {
  const exited =
    child.exitCode === null && child.signalCode === null
      ? new Promise<void>((resolve) => child.once('exit', () => resolve()))
      : Promise.resolve();
  signalGroup(child, 'SIGKILL');
  await exited;
  child.stdout?.destroy();
}

export async function isUp(url: string): Promise<boolean> {
  const response = await fetch(url);
  return response.ok;
}
