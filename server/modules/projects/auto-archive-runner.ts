import type { FastifyInstance } from 'fastify';
import type { ProjectActivityService } from './project-activity.service';

/** How often the auto-archive job runs: hourly is plenty for a rule counted in days. */
export const AUTO_ARCHIVE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The auto-archive job's runner. The server has a jobs table but no worker yet, so the job runs
 * on an interval started when the server is ready and stopped when it closes; the timer is
 * unref'd so it never keeps a process alive. One run per interval per server: two servers on one
 * database archive the same rows to the same values, so running twice is harmless. The first run
 * comes one interval after start-up, so a short-lived server (a test) never races its own checks;
 * tests drive the job directly (ProjectActivityService.archiveIdle).
 */
export function startAutoArchive(app: FastifyInstance, activity: ProjectActivityService) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const archived = await activity.archiveIdle();
      if (archived > 0) app.log.info({ archived }, 'Auto-archive: idle projects archived');
    } catch (error) {
      app.log.error({ err: error }, 'Auto-archive: the run failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), AUTO_ARCHIVE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
