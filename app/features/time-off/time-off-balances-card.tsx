import { Link } from 'react-router-dom';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { SkeletonText } from '../../../design-system/skeleton/skeleton';
import { errorText, isApiError } from '../../api/api-error';
import { useTimeOffBalances } from '../../api/time-off';
import { BalanceList } from './balance-list';
import { TimeOffGate, useTimeOffPlan } from './time-off-gate';

export type TimeOffBalancesCardProps = {
  orgId: number;
  employeeId: number;
  name: string;
};

/**
 * A team member's time-off balances this year, on their page: for themself, their managers,
 * administrators and provider staff (anyone else is answered 404 and sees no card). On a plan
 * without time off, the upgrade prompt instead.
 */
export function TimeOffBalancesCard({ orgId, employeeId, name }: TimeOffBalancesCardProps) {
  const plan = useTimeOffPlan(orgId);
  const balances = useTimeOffBalances(orgId, employeeId, plan.isLoaded && !plan.isLocked);
  if (!plan.isLoaded) return null;
  if (isApiError(balances.error) && balances.error.status === 404) return null;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle>Time off</CardTitle>
          <CardDescription>
            {balances.data ? `What ${name} has left in ${balances.data.year}.` : 'Balances.'}
          </CardDescription>
        </div>
        {!plan.isLocked && (
          <Button asChild variant="secondary" size="sm">
            <Link to={`/org/${orgId}/time-off`}>Open time off</Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <TimeOffGate orgId={orgId} actionLabel="See balances">
          {balances.isPending ? (
            <SkeletonText lines={2} aria-label="Loading balances" />
          ) : balances.isError ? (
            <Alert tone="danger">{errorText(balances.error)}</Alert>
          ) : balances.data.balances.length === 0 ? (
            <p className="text-sm text-text-muted">No leave policies yet.</p>
          ) : (
            <BalanceList
              balances={balances.data.balances}
              year={balances.data.year}
              className="sm:grid-cols-1 xl:grid-cols-1"
            />
          )}
        </TimeOffGate>
      </CardContent>
    </Card>
  );
}
