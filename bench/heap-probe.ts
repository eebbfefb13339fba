import WebSocket from 'ws';

/**
 * The memory a Node process holds, asked through its inspector (the process started with
 * `--inspect=127.0.0.1:<port>`): a full collection forced first, then the JavaScript heap in use
 * plus the memory outside it that live objects hold (buffers: process.memoryUsage's external),
 * so the figure is what is still reachable, not what the collector has yet to free. Resident
 * memory says more about when the collector last ran than about what a request keeps: V8 lets
 * the heap grow with the bytes allocated before collecting, so a long stream that keeps nothing
 * still raises it.
 */
export type HeapProbe = {
  /** MB held after a forced full collection. */
  liveMb(): Promise<number>;
  close(): void;
};

export async function openHeapProbe(inspectPort: number): Promise<HeapProbe> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
    if (message.id !== undefined) waiting.delete(message.id);
  });
  const send = (method: string, params?: object) =>
    new Promise<unknown>((resolve) => {
      next += 1;
      waiting.set(next, resolve);
      socket.send(JSON.stringify({ id: next, method, params }));
    });
  return {
    async liveMb() {
      await send('HeapProfiler.collectGarbage');
      const answer = (await send('Runtime.evaluate', {
        expression: '(({ heapUsed, external }) => heapUsed + external)(process.memoryUsage())',
        returnByValue: true,
      })) as { result: { value: number } };
      return Math.round((answer.result.value / 2 ** 20) * 10) / 10;
    },
    close: () => socket.close(),
  };
}

/** The most memory the process held while `work` ran: sampled every `everyMs`, one at a time. */
export async function heldWhile<T>(
  probe: HeapProbe,
  work: () => Promise<T>,
  everyMs = 250,
): Promise<{ value: T; mostMb: number }> {
  let most = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      most = Math.max(most, await probe.liveMb());
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  let value: T;
  try {
    value = await work();
  } finally {
    done = true;
    await sampling;
  }
  return { value, mostMb: Math.max(most, await probe.liveMb()) };
}
