import type { ReactNode } from 'react';
import { ListChecks } from 'lucide-react';
import { Button } from '../../../design-system/button/button';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { useOrg } from '../../api/orgs';
import { usePlanLock } from '../settings/plan-lock';

/** Document 2, section 6: task management is a Pro feature. */
export const TASKS_FEATURE = 'scheduling-and-tasks';

export type TasksGateProps = {
  orgId: number;
  /** Locked, the children themselves (a button) stand behind the upgrade prompt, alone. */
  bare?: boolean;
  children: ReactNode;
};

/**
 * Shows its children to an organisation whose plan includes tasks; otherwise what tasks are and
 * a button behind the upgrade prompt in the viewer's variant (administrators start a trial or
 * upgrade, others ask them). The server refuses every task call of such a plan, so nothing
 * behind the gate is asked for.
 */
export function TasksGate({ orgId, bare = false, children }: TasksGateProps) {
  const org = useOrg(orgId).data;
  const { isLocked, lock } = usePlanLock(orgId);
  if (!org) return null;
  if (!isLocked(TASKS_FEATURE)) return <>{children}</>;
  if (bare) return lock(TASKS_FEATURE, children);
  return (
    <EmptyState
      icon={<ListChecks />}
      title="Tasks are part of the Pro plan"
      description="Plan work for your crews: tasks with checklists, photos and files, repeating on a schedule, on a calendar and a board by assignee."
      action={lock(TASKS_FEATURE, <Button>Unlock tasks</Button>)}
    />
  );
}
