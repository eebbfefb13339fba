import { useState } from 'react';
import { ChevronDown, Coffee, LogOut, Repeat, Utensils } from 'lucide-react';
import type { ClockNeeds } from '../../../../contract/clock-needs';
import type { CostCode } from '../../../../contract/cost-codes';
import type { Project } from '../../../../contract/projects';
import type { BreakType, TimeCardDetail } from '../../../../contract/time-cards';
import type { FormatLocale } from '../../../../design-system/format/format-locale';
import { Alert } from '../../../../design-system/alert/alert';
import { Badge } from '../../../../design-system/badge/badge';
import { Button } from '../../../../design-system/button/button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../../design-system/menu/menu';
import { useToast } from '../../../../design-system/toast/toast';
import { useEndBreak, useStartBreak } from '../../../api/time-cards';
import { useActionError } from './action-error';
import { BREAK_LABEL, STATUS_LABEL } from '../time-card-words';
import { timeOfDay } from './clock-format';
import { ClockOutDialog } from './clock-out-dialog';
import { positionFields } from './current-position';
import { LiveDuration } from './live-duration';
import { SwitchDialog } from './switch-dialog';
import type { Target } from './target-fields';
import { liveFigures, useTickingNow } from './use-my-clock';

export type RunningClockProps = {
  orgId: number;
  card: TimeCardDetail;
  /** When the card was read (ms): the live figures count on from the server's totals then. */
  readAtMs: number;
  projects: readonly Project[];
  costCodes: readonly CostCode[];
  sendsPosition: boolean;
  /** What the member's rules ask at a switch and at clock-out. */
  needs: ClockNeeds;
  locale: FormatLocale;
};

/**
 * Clocked in: the live time, where it goes, and the actions of the moment: a break (meal or
 * rest) or its end, Switch, Clock out. Refusals of the break calls show under the actions;
 * Switch and Clock out keep theirs in their dialogs, on the fields they name.
 */
export function RunningClock({
  orgId,
  card,
  readAtMs,
  projects,
  costCodes,
  sendsPosition,
  needs,
  locale,
}: RunningClockProps) {
  const toast = useToast();
  const startBreak = useStartBreak(orgId);
  const endBreak = useEndBreak(orgId);
  const { error, run } = useActionError();
  const [dialog, setDialog] = useState<'switch' | 'clock-out' | null>(null);
  const nowSeconds = useTickingNow(true);
  const live = liveFigures(card, readAtMs, nowSeconds);
  const isOnBreak = card.status === 'on_break';
  const stretch = card.allocations.at(-1);
  const current: Target = {
    projectId: stretch?.org_project_id ?? null,
    workSiteId: stretch?.work_site_id ?? null,
    jobCodeId: stretch?.job_code_id ?? null,
  };
  const at = (unix: number) => timeOfDay(unix, card.timezone, locale);

  const takeBreak = async (breakType: BreakType) => {
    const answer = await run(async () =>
      startBreak.mutateAsync({
        timeCardId: card.id,
        body: { break_type: breakType, ...(await positionFields(sendsPosition)) },
      }),
    );
    if (answer) toast.success(answer.message);
  };
  const finishBreak = async () => {
    const answer = await run(async () =>
      endBreak.mutateAsync({ timeCardId: card.id, body: await positionFields(sendsPosition) }),
    );
    if (answer) toast.success(answer.message);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={isOnBreak ? 'warning' : 'success'}>{STATUS_LABEL[card.status]}</Badge>
        <span className="text-sm text-text-muted">Clocked in at {at(card.clock_in_dt_unix)}</span>
      </div>
      <div className="flex flex-wrap gap-x-10 gap-y-4">
        <LiveDuration label="Worked" seconds={live.workedSeconds} />
        {live.runningBreak && (
          <LiveDuration
            label={`${BREAK_LABEL[live.runningBreak.break_type]} since ${at(live.runningBreak.start_dt_unix)}`}
            seconds={live.breakSeconds}
          />
        )}
      </div>
      {stretch && (stretch.project_name || stretch.job_code) && (
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {stretch.project_name && (
            <>
              <dt className="text-text-muted">Project</dt>
              <dd className="font-medium text-text">{stretch.project_name}</dd>
            </>
          )}
          {stretch.work_site_name && (
            <>
              <dt className="text-text-muted">Work site</dt>
              <dd className="font-medium text-text">{stretch.work_site_name}</dd>
            </>
          )}
          {stretch.job_code && (
            <>
              <dt className="text-text-muted">Cost code</dt>
              <dd className="font-medium text-text">{stretch.job_code}</dd>
            </>
          )}
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        {isOnBreak ? (
          <Button size="lg" isLoading={endBreak.isPending} onClick={() => void finishBreak()}>
            <Coffee aria-hidden="true" />
            End break
          </Button>
        ) : (
          <Menu>
            <MenuTrigger>
              <Button size="lg" variant="secondary" isLoading={startBreak.isPending}>
                <Coffee aria-hidden="true" />
                Start break
                <ChevronDown aria-hidden="true" />
              </Button>
            </MenuTrigger>
            <MenuContent align="start">
              <MenuItem onSelect={() => void takeBreak('meal')}>
                <Utensils aria-hidden="true" />
                {BREAK_LABEL.meal}
              </MenuItem>
              <MenuItem onSelect={() => void takeBreak('rest')}>
                <Coffee aria-hidden="true" />
                {BREAK_LABEL.rest}
              </MenuItem>
            </MenuContent>
          </Menu>
        )}
        {projects.length > 0 && !isOnBreak && (
          <Button size="lg" variant="secondary" onClick={() => setDialog('switch')}>
            <Repeat aria-hidden="true" />
            Switch
          </Button>
        )}
        <Button size="lg" variant="danger" onClick={() => setDialog('clock-out')}>
          <LogOut aria-hidden="true" />
          Clock out
        </Button>
      </div>
      {error.message && <Alert tone="danger">{error.message}</Alert>}
      {dialog === 'switch' && (
        <SwitchDialog
          orgId={orgId}
          timeCardId={card.id}
          current={current}
          projects={projects}
          costCodes={costCodes}
          sendsPosition={sendsPosition}
          isCostCodeRequired={needs.cost_code}
          open
          onOpenChange={(open) => setDialog(open ? 'switch' : null)}
        />
      )}
      {dialog === 'clock-out' && (
        <ClockOutDialog
          orgId={orgId}
          timeCardId={card.id}
          current={current}
          costCodes={costCodes}
          note={card.note}
          sendsPosition={sendsPosition}
          isCostCodeRequired={needs.cost_code_on_clock_out}
          open
          onOpenChange={(open) => setDialog(open ? 'clock-out' : null)}
        />
      )}
    </div>
  );
}
