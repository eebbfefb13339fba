import type { ClockNeeds } from '../../../../contract/clock-needs';
import { featureAllowed } from '../../../../contract/plans';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../design-system/card/card';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { Skeleton, SkeletonGroup } from '../../../../design-system/skeleton/skeleton';
import { useClockNeeds } from '../../../api/time-cards';
import { ClockInForm } from './clock-in-form';
import { RunningClock } from './running-clock';
import { useClockTargets } from './use-clock-targets';
import { useMyClock } from './use-my-clock';

/** Before the member's needs are read, or when they cannot be: the server still says on the field. */
const NO_NEEDS: ClockNeeds = {
  project: false,
  cost_code: false,
  cost_code_on_clock_out: false,
  photo: false,
};

/**
 * The signed-in member's own clock on the crew time-cards page: clock in on a project, work site
 * and cost code (when the organisation tracks projects), then breaks, switches and clock-out,
 * with the time counting live. The server applies the member's rules and says what is missing.
 */
export function ClockPanel({ orgId }: { orgId: number }) {
  const clock = useMyClock(orgId);
  const targets = useClockTargets(orgId, clock.org);
  const needsQuery = useClockNeeds(orgId);
  const needs = needsQuery.data ?? NO_NEEDS;
  const sendsPosition = clock.org?.requires_location_tracking ?? false;
  const locale = clock.org?.country_code === 'au' ? 'au' : 'us';

  return (
    <Card aria-labelledby="clock-panel-title" role="region">
      <CardHeader>
        <CardTitle id="clock-panel-title">Your clock</CardTitle>
      </CardHeader>
      <CardContent className="pt-4">
        {clock.isError ? (
          <Alert tone="danger" title="Your clock could not be loaded">
            <Button variant="link" onClick={clock.refetch}>
              Try again
            </Button>
          </Alert>
        ) : clock.isLoading || targets.isLoading || needsQuery.isPending || !clock.org ? (
          <SkeletonGroup label="Loading your clock">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-10 w-full max-w-md" />
            <Skeleton className="h-12 w-32" />
          </SkeletonGroup>
        ) : clock.running ? (
          <RunningClock
            // A new card (a switch without split cards starts one) starts its dialogs afresh.
            key={clock.running.id}
            orgId={orgId}
            card={clock.running}
            readAtMs={clock.readAtMs}
            projects={targets.projects}
            costCodes={targets.costCodes}
            sendsPosition={sendsPosition}
            needs={needs}
            locale={locale}
          />
        ) : (
          <ClockInForm
            orgId={orgId}
            projects={targets.projects}
            costCodes={targets.costCodes}
            sendsPosition={sendsPosition}
            needs={needs}
            takesPhoto={featureAllowed(clock.org, 'clock-in-photo')}
          />
        )}
      </CardContent>
    </Card>
  );
}
