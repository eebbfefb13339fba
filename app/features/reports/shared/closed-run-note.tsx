import type { PayrollSummary } from '../../../../contract/payroll';
import { Alert } from '../../../../design-system/alert/alert';
import { formatLongDate } from '../../../../design-system/format/format-date';

/**
 * A closed pay period: when and by whom it was closed, and that members whose numbers changed
 * since are marked with the closed numbers beside them (a re-run never silently rewrites them).
 */
export function ClosedRunNote({
  run,
  timeZone,
}: {
  run: NonNullable<PayrollSummary['closed_run']>;
  timeZone: string;
}) {
  const by = run.closed_by ? ` by ${run.closed_by.display_name}` : '';
  return (
    <Alert
      tone="info"
      title={`This pay period was closed on ${formatLongDate(run.closed_at_unix, timeZone)}${by}`}
    >
      Members whose hours or pay changed since are marked “Changed since closed”, with the numbers
      as they were closed.
    </Alert>
  );
}
