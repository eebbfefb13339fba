import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CalendarPlus, CalendarOff } from 'lucide-react';
import type { Actor } from '../../../contract/access';
import { decidesTimeOff } from '../../../contract/time-off-rules';
import { zonedDate } from '../../../contract/time/zoned-time';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { SkeletonText } from '../../../design-system/skeleton/skeleton';
import { Tabs } from '../../../design-system/tabs/tabs';
import { actorFor, employeeOf } from '../../access/actor';
import { errorText } from '../../api/api-error';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { useTimeOffBalances } from '../../api/time-off';
import { ApprovalsList, useWaitingRequests } from './approvals-list';
import { BalanceList } from './balance-list';
import { RequestDialog } from './request-dialog';
import { RequestsList } from './requests-list';
import { TimeOffGate } from './time-off-gate';

/**
 * /org/{orgId}/time-off: everyone who keeps time sees what is left of each policy, their own
 * requests (cancelling pending ones) and the request form; managers and administrators also the
 * requests waiting for them (Approvals) and every request they reach. Provider staff read every
 * request. On a plan without time off, the upgrade prompt in place of it all.
 */
export default function TimeOffScreen() {
  const orgId = Number(useParams().orgId);
  const profile = useProfile();
  const org = useOrg(orgId).data;
  const actor = profile ? actorFor(profile, orgId) : null;
  const [isRequesting, setIsRequesting] = useState(false);
  const [nowUnix] = useState(() => Math.floor(Date.now() / 1000));
  if (!profile || !actor) return null;

  const own = employeeOf(profile, orgId);
  const keepsTime =
    !actor.isProviderStaff && actor.employeeId !== null && (own?.is_time_tracking_enabled ?? true);
  const decides = decidesTimeOff(actor);
  const today = zonedDate(nowUnix, org?.timezone ?? 'UTC');
  const locale = org?.country_code ?? 'us';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Time off"
        description="Days and hours away from work, what is left of each policy, and approvals."
        actions={
          keepsTime && org ? (
            <TimeOffGate orgId={orgId} bare>
              <Button onClick={() => setIsRequesting(true)}>
                <CalendarPlus aria-hidden="true" />
                Request time off
              </Button>
            </TimeOffGate>
          ) : undefined
        }
      />
      <TimeOffGate orgId={orgId} actionLabel={keepsTime ? undefined : 'Set up time off'}>
        <TimeOffBody
          orgId={orgId}
          actor={actor}
          keepsTime={keepsTime}
          decides={decides}
          onRequest={() => setIsRequesting(true)}
        />
        {keepsTime && (
          <RequestDialog
            orgId={orgId}
            actor={actor}
            filesForOthers={decides}
            locale={locale}
            today={today}
            open={isRequesting}
            onOpenChange={setIsRequesting}
          />
        )}
      </TimeOffGate>
    </div>
  );
}

type BodyProps = {
  orgId: number;
  actor: Actor;
  keepsTime: boolean;
  decides: boolean;
  onRequest: () => void;
};

/** One panel, or tabs when the viewer both keeps time and decides (or only reads everyone's). */
function TimeOffBody({ orgId, actor, keepsTime, decides, onRequest }: BodyProps) {
  const { waiting } = useWaitingRequests(orgId, actor, decides);
  // A manager's list holds their own and their workers' requests: every other one is theirs.
  const isMyWorker = (employeeId: number) => employeeId !== actor.employeeId;
  const everyone = (
    <RequestsList
      orgId={orgId}
      actor={actor}
      gridId="time-off-all-requests"
      label="All requests"
      isMyWorker={isMyWorker}
      empty={<EmptyState icon={<CalendarOff />} title="No requests yet" />}
    />
  );
  if (!keepsTime && !decides) return everyone;
  const mine = <MyTimeOff orgId={orgId} actor={actor} onRequest={onRequest} />;
  if (!decides) return mine;
  return (
    <Tabs
      aria-label="Time off"
      items={[
        ...(keepsTime ? [{ value: 'mine', label: 'My time off', content: mine }] : []),
        {
          value: 'approvals',
          label: waiting.length ? `Approvals (${waiting.length})` : 'Approvals',
          content: <ApprovalsList orgId={orgId} actor={actor} />,
        },
        { value: 'all', label: 'All requests', content: everyone },
      ]}
    />
  );
}

/** The viewer's balances this year and their own requests. */
function MyTimeOff({
  orgId,
  actor,
  onRequest,
}: {
  orgId: number;
  actor: Actor;
  onRequest: () => void;
}) {
  const balances = useTimeOffBalances(orgId, actor.employeeId);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="time-off-balances" className="flex flex-col gap-3">
        <h2 id="time-off-balances" className="text-lg font-semibold text-text">
          {balances.data ? `Balances ${balances.data.year}` : 'Balances'}
        </h2>
        {balances.isPending ? (
          <SkeletonText lines={2} aria-label="Loading balances" />
        ) : balances.isError ? (
          <Alert tone="danger">{errorText(balances.error)}</Alert>
        ) : balances.data.balances.length === 0 ? (
          <p className="text-sm text-text-muted">
            No leave policies yet: an administrator adds them in settings.
          </p>
        ) : (
          <BalanceList balances={balances.data.balances} year={balances.data.year} />
        )}
      </section>
      <section aria-labelledby="time-off-mine" className="flex flex-col gap-3">
        <h2 id="time-off-mine" className="text-lg font-semibold text-text">
          My requests
        </h2>
        <RequestsList
          orgId={orgId}
          actor={actor}
          gridId="time-off-my-requests"
          label="My requests"
          employeeId={actor.employeeId}
          isMyWorker={() => false}
          empty={
            <EmptyState
              icon={<CalendarOff />}
              title="No requests yet"
              description="Ask for days or hours off; your manager approves them."
              action={<Button onClick={onRequest}>Request time off</Button>}
            />
          }
        />
      </section>
    </div>
  );
}
