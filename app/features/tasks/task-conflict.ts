import { TASK_CONFLICT_CODE, TASK_TEXT } from '../../../contract/tasks-text';
import { isApiError } from '../../api/api-error';

/**
 * A stale write (document 2, section 8): someone changed the task since it was read. The drawer
 * says 'A syncing conflict has occurred. Reloading the task...' and reads the task again.
 */
export function isSyncConflict(error: unknown): boolean {
  return isApiError(error) && error.body.error_code === TASK_CONFLICT_CODE;
}

export const SYNC_CONFLICT_TEXT = TASK_TEXT.syncConflict;
