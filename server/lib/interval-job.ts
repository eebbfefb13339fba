import type { FastifyInstance } from 'fastify';

/**
 * A job the server runs on an interval (the jobs table has no worker yet): started when the
 * server is ready, stopped when it closes, the timer unref'd so it never keeps a process alive.
 * One run per interval per server; the jobs written with it give the same result when two
 * servers on one database run them, so overlapping runs are harmless. The first run comes one
 * interval after start-up, so a short-lived server (a test) never races its own checks; tests
 * call the job's function directly.
 */
export function startIntervalJob(
  app: FastifyInstance,
  job: {
    /** Names the job in the log. */
    name: string;
    intervalMs: number;
    /** Does the work and says how many rows it changed. */
    run: () => Promise<number>;
    /** The log line when it changed something. */
    done: string;
  },
) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const changed = await job.run();
      if (changed > 0) app.log.info({ changed }, `${job.name}: ${job.done}`);
    } catch (error) {
      app.log.error({ err: error }, `${job.name}: the run failed`);
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
