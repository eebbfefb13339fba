import { useId } from 'react';
import type { TimeOffBalance } from '../../../contract/time-off';
import { hoursText } from '../../../contract/time-off-rules';
import { cn } from '../../../design-system/lib/cn';

/** How a balance was made, in words: '40 h a year + 2 h earned by 60 h worked + 8 h from last year'. */
export function balanceSources(balance: TimeOffBalance): string {
  if (balance.allowance_seconds === null) return 'No yearly limit';
  const parts = [`${hoursText(balance.allowance_seconds)} a year`];
  if (balance.accrued_seconds > 0)
    parts.push(
      `${hoursText(balance.accrued_seconds)} earned by ${hoursText(balance.worked_seconds)} worked`,
    );
  if (balance.carried_over_seconds > 0)
    parts.push(`${hoursText(balance.carried_over_seconds)} from last year`);
  return parts.join(' + ');
}

export type BalanceListProps = {
  balances: readonly TimeOffBalance[];
  /** The year the balances are of, said in the list's name. */
  year: number;
  className?: string;
};

/**
 * A member's balances, one per policy: what is left in large type (or 'No limit'), what it is
 * made of, and what is used and pending. Each is a group named by its policy, so its figures
 * are read with it.
 */
export function BalanceList({ balances, year, className }: BalanceListProps) {
  return (
    <ul
      aria-label={`Time off balances ${year}`}
      className={cn('m-0 grid list-none gap-3 p-0 sm:grid-cols-2 xl:grid-cols-3', className)}
    >
      {balances.map((balance) => (
        <li key={balance.leave_policy.id}>
          <BalanceItem balance={balance} />
        </li>
      ))}
    </ul>
  );
}

function BalanceItem({ balance }: { balance: TimeOffBalance }) {
  const nameId = useId();
  return (
    <div
      role="group"
      aria-labelledby={nameId}
      className="flex h-full flex-col gap-1 rounded-lg border border-border bg-surface px-4 py-3"
    >
      <p id={nameId} className="text-sm font-medium text-text-muted">
        {balance.leave_policy.name}
        {balance.leave_policy.is_paid ? '' : ' (unpaid)'}
      </p>
      <p className="text-2xl font-semibold tracking-tight text-text tabular-nums">
        {balance.available_seconds === null
          ? 'No limit'
          : `${hoursText(balance.available_seconds)} left`}
      </p>
      <p className="text-xs text-text-muted">{balanceSources(balance)}</p>
      <p className="text-xs text-text-muted">
        {hoursText(balance.used_seconds)} used · {hoursText(balance.pending_seconds)} pending
      </p>
    </div>
  );
}
