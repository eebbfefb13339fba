import { CheckCheck } from 'lucide-react';
import type { TimeCard } from '../../../../contract/time-cards';
import { Button } from '../../../../design-system/button/button';
import { useToast } from '../../../../design-system/toast/toast';
import { errorText } from '../../../api/api-error';
import { useSignOffTimeCards } from '../../../api/time-cards';
import { usePlanLock } from '../../settings/plan-lock';
import type { Week } from './week-range';

/**
 * The member signs off their completed cards of the week (the time-card sign-offs feature of
 * the Enterprise plan; the upgrade prompt stands in front of it on other plans). Cards still
 * running wait for the next sign-off; a card edited after its sign-off asks for a new one.
 */
export function WeekSignOff({
  orgId,
  week,
  cards,
}: {
  orgId: number;
  week: Week;
  cards: readonly TimeCard[];
}) {
  const { lock } = usePlanLock(orgId);
  const signOff = useSignOffTimeCards(orgId);
  const toast = useToast();
  const completed = cards.filter((card) => card.status === 'completed');
  const waiting = completed.filter((card) => !card.signed_off_at_unix);
  if (completed.length === 0) return null;

  const send = () =>
    signOff.mutate(
      { start_dt_unix: week.startUnix, end_dt_unix: week.endUnix },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return lock(
    'time-card-signoffs',
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {waiting.length === 0 ? (
        <p className="flex items-center gap-2 text-text-muted">
          <CheckCheck aria-hidden="true" className="size-4 text-success" />
          You signed off every completed card of this week.
        </p>
      ) : (
        <>
          <Button variant="secondary" onClick={send} disabled={signOff.isPending}>
            <CheckCheck aria-hidden="true" />
            Sign off this week
          </Button>
          <span className="text-text-muted">
            {waiting.length === 1
              ? '1 completed card is not signed off yet.'
              : `${waiting.length} completed cards are not signed off yet.`}
          </span>
        </>
      )}
    </div>,
  );
}
