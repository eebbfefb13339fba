import { useState } from 'react';
import { CalendarCheck } from 'lucide-react';
import type { Actor } from '../../../contract/access';
import { TIME_OFF_NOTE_MAX, type TimeOffRequest } from '../../../contract/time-off';
import { mayDecideTimeOff } from '../../../contract/time-off-rules';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { Card, CardContent } from '../../../design-system/card/card';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { Modal } from '../../../design-system/modal/modal';
import { SkeletonText } from '../../../design-system/skeleton/skeleton';
import { TextArea } from '../../../design-system/text-area/text-area';
import { useToast } from '../../../design-system/toast/toast';
import { errorText } from '../../api/api-error';
import { useDecideTimeOffRequest, useTimeOffRequests } from '../../api/time-off';
import { amountText, datesText } from './time-off-model';

/** The most pending requests shown at once; the oldest wait at the end. */
const PENDING_LIMIT = 100;

/**
 * The pending requests the viewer decides: their workers' (a manager's list holds only them and
 * themself) or anyone's for administrators, who may also decide their own. The tab's count and
 * the list read the same answer.
 */
export function useWaitingRequests(orgId: number, actor: Actor, enabled = true) {
  const query = useTimeOffRequests(
    { orgId, page: 1, limit: PENDING_LIMIT, statuses: ['pending'] },
    enabled,
  );
  const waiting = (query.data?.data ?? []).filter((request) =>
    mayDecideTimeOff(actor, {
      employeeId: request.employee.employee_id,
      isMyWorker: request.employee.employee_id !== actor.employeeId,
    }),
  );
  return { query, waiting };
}

export type ApprovalsListProps = {
  orgId: number;
  actor: Actor;
};

/**
 * The requests waiting for the viewer: those of their workers (a manager's list holds only them
 * and themself) or of anyone (administrators, who may also decide their own), each with Approve
 * and Deny. Deny asks for an optional note for the member; the outcome is announced by a toast.
 */
export function ApprovalsList({ orgId, actor }: ApprovalsListProps) {
  const { query, waiting } = useWaitingRequests(orgId, actor);
  const decide = useDecideTimeOffRequest(orgId);
  const toast = useToast();
  const [denying, setDenying] = useState<TimeOffRequest | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  if (query.isPending) return <SkeletonText lines={4} aria-label="Loading requests" />;
  if (query.isError && !query.data) return <Alert tone="danger">{errorText(query.error)}</Alert>;
  if (waiting.length === 0)
    return (
      <EmptyState
        icon={<CalendarCheck />}
        title="Nothing waiting"
        description="Requests from your team show here until you approve or deny them."
      />
    );

  const approve = async (request: TimeOffRequest) => {
    setBusyId(request.id);
    try {
      toast.success((await decide.mutateAsync({ id: request.id, decision: 'approve' })).message);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-label="Waiting for approval" className="flex flex-col gap-3">
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {waiting.map((request) => (
          <li key={request.id}>
            <ApprovalCard
              request={request}
              isBusy={busyId === request.id}
              onApprove={() => void approve(request)}
              onDeny={() => setDenying(request)}
            />
          </li>
        ))}
      </ul>
      {(query.data?.meta.total ?? 0) > PENDING_LIMIT && (
        <p className="text-sm text-text-muted">
          Showing the {PENDING_LIMIT} newest; decide these to see the rest.
        </p>
      )}
      <DenyDialog
        request={denying}
        onClose={() => setDenying(null)}
        onDeny={async (note) => {
          const answer = await decide.mutateAsync({
            id: denying!.id,
            decision: 'deny',
            ...(note ? { note } : {}),
          });
          toast.success(answer.message);
        }}
      />
    </section>
  );
}

function ApprovalCard({
  request,
  isBusy,
  onApprove,
  onDeny,
}: {
  request: TimeOffRequest;
  isBusy: boolean;
  onApprove: () => void;
  onDeny: () => void;
}) {
  const name = request.employee.display_name;
  const headingId = `time-off-request-${request.id}`;
  return (
    <Card aria-labelledby={headingId} role="group">
      <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-base font-semibold break-words">
            {name}
          </h2>
          <p className="text-sm text-text">{datesText(request)}</p>
          <p className="text-sm text-text-muted">
            {request.leave_policy.name}
            {request.leave_policy.is_paid ? '' : ' (unpaid)'} · {amountText(request)}
          </p>
          {request.note && <p className="text-sm break-words text-text-muted">“{request.note}”</p>}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={isBusy}
            onClick={onDeny}
            aria-label={`Deny ${name}’s request`}
          >
            Deny
          </Button>
          <Button
            size="sm"
            isLoading={isBusy}
            onClick={onApprove}
            aria-label={`Approve ${name}’s request`}
          >
            Approve
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Deny, with an optional note the member reads beside the request. */
function DenyDialog({
  request,
  onClose,
  onDeny,
}: {
  request: TimeOffRequest | null;
  onClose: () => void;
  onDeny: (note: string) => Promise<void>;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // Each opening starts clean.
  const [shown, setShown] = useState<TimeOffRequest | null>(null);
  if (request !== shown) {
    setShown(request);
    setNote('');
    setError(null);
  }
  const submit = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await onDeny(note.trim());
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && !isBusy && onClose()}
      title={request ? `Deny ${request.employee.display_name}’s request?` : 'Deny request?'}
      description={request ? `${datesText(request)} · ${amountText(request)}` : undefined}
      isClosable={!isBusy}
      footer={
        <>
          <Button variant="secondary" disabled={isBusy} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isBusy} onClick={() => void submit()}>
            Deny request
          </Button>
        </>
      }
    >
      {error && <Alert tone="danger">{error}</Alert>}
      <TextArea
        label="Note to the team member"
        isOptional
        maxChar={TIME_OFF_NOTE_MAX}
        value={note}
        onValueChange={setNote}
      />
    </Modal>
  );
}
