import type { ReactNode } from 'react';
import { CalendarOff } from 'lucide-react';
import { Button } from '../../../design-system/button/button';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { useOrg } from '../../api/orgs';
import { usePlanLock } from '../settings/plan-lock';

const FEATURE = 'time-off-management';

/** Whether the organisation's plan includes time off (undefined while its plan data loads). */
export function useTimeOffPlan(orgId: number): { isLoaded: boolean; isLocked: boolean } {
  const org = useOrg(orgId).data;
  const { isLocked } = usePlanLock(orgId);
  return { isLoaded: org !== undefined, isLocked: isLocked(FEATURE) };
}

export type TimeOffGateProps = {
  orgId: number;
  /**
   * What the locked surface would do, on a button behind the upgrade prompt: 'Add leave
   * policy'. None: the explanation alone (the page's own button is locked elsewhere).
   */
  actionLabel?: string;
  /** Locked, the children themselves (a button) stand behind the prompt, without the explanation. */
  bare?: boolean;
  children: ReactNode;
};

/**
 * Shows its children to an organisation whose plan includes time off (Pro, document 2 section 6);
 * otherwise what time off is, and the surface's own button behind the upgrade prompt in the
 * viewer's variant (administrators start a trial or upgrade, others ask them). The server refuses
 * every time-off call of such a plan anyway, so nothing behind the gate is asked for.
 */
export function TimeOffGate({ orgId, actionLabel, bare = false, children }: TimeOffGateProps) {
  const org = useOrg(orgId).data;
  const { isLocked, lock } = usePlanLock(orgId);
  if (!org) return null;
  if (!isLocked(FEATURE)) return <>{children}</>;
  if (bare) return lock(FEATURE, children);
  return (
    <EmptyState
      icon={<CalendarOff />}
      title="Time off is part of the Pro plan"
      description="Leave policies, requests for days or hours off with their approvals, and balances that grow with hours worked."
      action={actionLabel ? lock(FEATURE, <Button>{actionLabel}</Button>) : undefined}
    />
  );
}
