import { useState } from 'react';
import type { PaySchedule } from '../../../contract/pay-schedules';
import { addDays } from '../../../contract/time/plain-date';
import { zonedDate } from '../../../contract/time/zoned-time';
import { Alert } from '../../../design-system/alert/alert';
import { Badge } from '../../../design-system/badge/badge';
import { Button } from '../../../design-system/button/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../design-system/card/card';
import { Select } from '../../../design-system/select/select';
import { Skeleton, SkeletonGroup } from '../../../design-system/skeleton/skeleton';
import { errorText } from '../../api/api-error';
import { usePayPeriods } from '../../api/reference-data';
import { PREVIEW_PERIODS, PREVIEW_RANGE_DAYS, periodText } from './pay-schedule-model';

export type PayPeriodsPreviewProps = {
  orgId: number;
  /** The organisation's time zone, whose calendar says what today is. */
  timeZone: string;
  /** The schedules to choose from; the default one shows first. */
  schedules: readonly PaySchedule[];
};

/** The next pay periods of a chosen schedule, from today in the organisation's time zone. */
export function PayPeriodsPreview({ orgId, timeZone, schedules }: PayPeriodsPreviewProps) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const fallback = schedules.find((schedule) => schedule.is_default) ?? schedules[0];
  const chosen = schedules.find((schedule) => schedule.id === chosenId) ?? fallback;
  // Today is read once, as the panel opens: the preview does not move at midnight.
  const [nowUnix] = useState(() => Math.floor(Date.now() / 1000));
  const today = zonedDate(nowUnix, timeZone);
  const query = usePayPeriods({
    orgId,
    scheduleId: chosen?.id ?? null,
    from: today,
    to: addDays(today, PREVIEW_RANGE_DAYS),
  });
  if (!chosen) return null;
  const periods = (query.data?.data ?? []).slice(0, PREVIEW_PERIODS);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Next pay periods</CardTitle>
        <CardDescription>From today, in the organization’s time zone ({timeZone}).</CardDescription>
      </CardHeader>
      <div className="flex flex-col gap-4 px-5 pt-4 pb-5">
        <Select
          label="Pay schedule"
          fieldClassName="sm:w-72"
          options={schedules.map((schedule) => ({
            value: String(schedule.id),
            label: schedule.name,
          }))}
          value={String(chosen.id)}
          onValueChange={(value) => setChosenId(value === null ? null : Number(value))}
        />
        {query.isError ? (
          <Alert tone="danger" title="The pay periods could not be loaded">
            <p>{errorText(query.error)}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : query.isPending ? (
          <SkeletonGroup label="Loading pay periods" className="gap-2">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-5 w-72" />
            ))}
          </SkeletonGroup>
        ) : (
          <ol aria-label={`Next pay periods of ${chosen.name}`} className="flex flex-col gap-2">
            {periods.map((period) => (
              <li key={period.index} className="flex flex-wrap items-center gap-2 tabular-nums">
                {periodText(period)}
                {period.start_date <= today && today <= period.end_date && (
                  <Badge tone="success">Current</Badge>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
