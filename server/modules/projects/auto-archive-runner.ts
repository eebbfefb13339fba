import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../../lib/interval-job';
import type { ProjectActivityService } from './project-activity.service';

/** How often the auto-archive job runs: hourly is plenty for a rule counted in days. */
export const AUTO_ARCHIVE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The auto-archive job's runner (server/lib/interval-job.ts): two servers on one database archive
 * the same rows to the same values, so running twice is harmless. Tests drive the job directly
 * (ProjectActivityService.archiveIdle).
 */
export function startAutoArchive(app: FastifyInstance, activity: ProjectActivityService) {
  startIntervalJob(app, {
    name: 'Auto-archive',
    intervalMs: AUTO_ARCHIVE_INTERVAL_MS,
    run: () => activity.archiveIdle(),
    done: 'idle projects archived',
  });
}
