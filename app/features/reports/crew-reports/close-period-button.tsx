import { useState } from 'react';
import { Lock } from 'lucide-react';
import type { PayPeriodItem } from '../../../../contract/pay-schedules';
import type { PayrollSummary } from '../../../../contract/payroll';
import { Button } from '../../../../design-system/button/button';
import { ConfirmDialog } from '../../../../design-system/confirm-dialog/confirm-dialog';
import { formatLongDate } from '../../../../design-system/format/format-date';
import { useToast } from '../../../../design-system/toast/toast';
import { useClosePayPeriod } from '../../../api/payroll';
import { periodText } from '../../pay-schedules/pay-schedule-model';

export type ClosePeriodButtonProps = {
  orgId: number;
  scheduleId: number;
  period: PayPeriodItem;
  /** The period's closed run, when it was closed before. */
  closedRun: PayrollSummary['closed_run'];
  timeZone: string;
};

/**
 * Closes the pay period shown (POST payroll/runs), after asking: its hours and pay are kept as
 * they stand, so later changes show beside them. Closing again replaces what was kept.
 */
export function ClosePeriodButton({
  orgId,
  scheduleId,
  period,
  closedRun,
  timeZone,
}: ClosePeriodButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useClosePayPeriod(orgId);
  const toast = useToast();
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>
        <Lock aria-hidden="true" />
        {closedRun ? 'Close pay period again' : 'Close pay period'}
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={`Close the pay period ${periodText(period)}?`}
        message={
          closedRun ? (
            <>
              It was closed on {formatLongDate(closedRun.closed_at_unix, timeZone)}. Closing it
              again keeps today’s hours and pay in place of those (the earlier ones stay in the
              audit log).
            </>
          ) : (
            <>
              Its hours and pay are kept as they are now. If a time card or a rule changes later,
              the reports show the change beside the closed numbers.
            </>
          )
        }
        confirmLabel="Close pay period"
        onConfirm={async () => {
          const answer = await close.mutateAsync({
            pay_schedule_id: scheduleId,
            pay_period_id: period.index,
          });
          toast.success(answer.message);
        }}
      />
    </>
  );
}
