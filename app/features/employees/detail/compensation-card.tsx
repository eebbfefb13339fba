import { useState } from 'react';
import {
  PAY_TYPE_LABEL,
  RATE_TYPE_1099_LABEL,
  type Compensation,
} from '../../../../contract/compensation';
import { Alert } from '../../../../design-system/alert/alert';
import { Badge } from '../../../../design-system/badge/badge';
import { Button } from '../../../../design-system/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../design-system/card/card';
import { ConfirmDialog } from '../../../../design-system/confirm-dialog/confirm-dialog';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { SkeletonText } from '../../../../design-system/skeleton/skeleton';
import { useToast } from '../../../../design-system/toast/toast';
import { errorText, isApiError } from '../../../api/api-error';
import { useCompensations, useDeleteCompensation } from '../../../api/employee-detail';
import { CompensationDialog } from './compensation-dialog';
import { currentRecordId, newestFirst, rateText } from './compensation-model';
import type { EmployeeOrg } from './use-employee-org';

type CompensationCardProps = {
  orgId: number;
  employeeId: number;
  name: string;
  /** 'all': the viewer has financial access to everyone; 'try': the server decides. */
  access: 'all' | 'try';
  org: EmployeeOrg;
  /** The organisation's setting, the starting value of a new record's breaks. */
  isBreaksPaid: boolean;
};

/** The person's pay history, newest first, with adding, editing and deleting records. */
export function CompensationCard({
  orgId,
  employeeId,
  name,
  access,
  org,
  isBreaksPaid,
}: CompensationCardProps) {
  const toast = useToast();
  const history = useCompensations(orgId, employeeId, true);
  const remove = useDeleteCompensation(orgId, employeeId);
  const [editing, setEditing] = useState<Compensation | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Compensation | null>(null);
  const [nowUnix] = useState(() => Math.floor(Date.now() / 1000));

  // Without financial access to this person the section is not theirs to see.
  if (access === 'try' && isApiError(history.error) && history.error.status === 403) return null;

  const records = newestFirst(history.data ?? []);
  const currentId = currentRecordId(records, nowUnix);
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle>Compensation</CardTitle>
          <CardDescription>Pay records, newest first.</CardDescription>
        </div>
        {history.data && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(null)}>
            Add pay record
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <SkeletonText lines={3} />
        ) : history.error ? (
          <Alert tone="danger">{errorText(history.error)}</Alert>
        ) : records.length === 0 ? (
          <EmptyState
            title="No pay records yet"
            description={`Add ${name}’s pay to see labour costs in reports.`}
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Pay records">
            {records.map((record) => (
              <li
                key={record.id}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-text tabular-nums">{rateText(record)}</span>
                    <span className="text-text-muted">{PAY_TYPE_LABEL[record.pay_type]}</span>
                    {record.id === currentId && <Badge tone="success">Current</Badge>}
                  </div>
                  <span className="text-text-muted">
                    From {org.format.date(record.effective_dt_unix)}
                  </span>
                  <span className="text-text-muted">{recordDetails(record)}</span>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit pay record from ${org.format.date(record.effective_dt_unix)}`}
                    onClick={() => setEditing(record)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete pay record from ${org.format.date(record.effective_dt_unix)}`}
                    onClick={() => setDeleting(record)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CompensationDialog
        record={editing}
        onClose={() => setEditing(undefined)}
        orgId={orgId}
        employeeId={employeeId}
        timeZone={org.settings.timeZone}
        isBreaksPaid={isBreaksPaid}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this pay record?"
        message="Only for a record entered by mistake: to change pay from a date, add a new record. The change is kept in the audit log."
        confirmLabel="Delete"
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          toast.success(await remove.mutateAsync(deleting.id));
        }}
      />
    </Card>
  );
}

/** The rest of a record in one line: rate type, hours, exemption, breaks, rule and code. */
function recordDetails(record: Compensation): string {
  const parts: string[] = [];
  if (record.rate_type_1099) parts.push(RATE_TYPE_1099_LABEL[record.rate_type_1099]);
  if (record.weekly_hours !== null) parts.push(`${record.weekly_hours} h/week`);
  if (record.exemption_status)
    parts.push(record.exemption_status === 'exempt' ? 'Exempt' : 'Non-exempt');
  if (record.is_breaks_paid !== null)
    parts.push(record.is_breaks_paid ? 'Paid breaks' : 'Unpaid breaks');
  if (record.overtime_rule_name) parts.push(`Overtime: ${record.overtime_rule_name}`);
  if (record.wc_code) parts.push(`WC ${record.wc_code}`);
  return parts.join(' · ');
}
