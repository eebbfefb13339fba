import type { EmployeeDetail } from '../../../../contract/employee-detail';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../design-system/card/card';
import { DetailList } from '../../orgs/detail-list';
import { initialsOf } from '../../shell/user-menu';
import type { EmployeeOrg } from './use-employee-org';

/** Who the person is: contact details, title and dates. */
export function ProfileCard({
  detail,
  format,
}: {
  detail: EmployeeDetail;
  format: EmployeeOrg['format'];
}) {
  const date = (unix: number | null) => (unix === null ? null : format.date(unix));
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        {detail.photo_url ? (
          <img
            src={detail.photo_url}
            alt=""
            className="size-14 shrink-0 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-semibold text-primary"
          >
            {initialsOf(detail.display_name)}
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle>Profile</CardTitle>
          <CardDescription>
            {detail.is_pending_profile
              ? 'Has not completed their profile yet.'
              : 'Contact details and employment dates.'}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            { label: 'Name', value: detail.display_name },
            { label: 'Email', value: detail.email },
            { label: 'Mobile', value: detail.phone },
            { label: 'Title', value: detail.title },
            { label: 'Start date', value: date(detail.start_dt_unix) },
            { label: 'End date', value: date(detail.end_dt_unix) },
            { label: 'Employee ID', value: String(detail.employee_id) },
            {
              label: 'Profile',
              value: detail.is_pending_profile ? 'Not completed yet' : 'Completed',
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
