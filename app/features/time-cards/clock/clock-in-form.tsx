import { useState } from 'react';
import type { CostCode } from '../../../../contract/cost-codes';
import type { Project } from '../../../../contract/projects';
import { TIME_CARD_NOTE_MAX } from '../../../../contract/time-card-text';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { TextArea } from '../../../../design-system/text-area/text-area';
import { useToast } from '../../../../design-system/toast/toast';
import { useClockIn } from '../../../api/time-cards';
import { useActionError } from './action-error';
import { useLocating } from './use-locating';
import { NO_TARGET, TARGET_FIELDS, TargetFields, targetBody, type Target } from './target-fields';

export type ClockInFormProps = {
  orgId: number;
  projects: readonly Project[];
  costCodes: readonly CostCode[];
  /** The organisation requires location tracking: the browser's position goes with the call. */
  sendsPosition: boolean;
};

/** Not clocked in: where the time goes (when the organisation tracks projects), a note, Clock in. */
export function ClockInForm({ orgId, projects, costCodes, sendsPosition }: ClockInFormProps) {
  const clockIn = useClockIn(orgId);
  const toast = useToast();
  const { error, run } = useActionError();
  const [target, setTarget] = useState<Target>(NO_TARGET);
  const [note, setNote] = useState('');
  const { isLocating, locate } = useLocating(sendsPosition);

  const submit = async () => {
    const answer = await run(async () => {
      const position = await locate();
      return clockIn.mutateAsync({ ...targetBody(target), note, ...position });
    }, [...TARGET_FIELDS, 'note']);
    if (answer) toast.success(answer.message);
  };

  return (
    <form
      aria-label="Clock in"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-text-muted">You are not clocked in.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TargetFields
          orgId={orgId}
          projects={projects}
          costCodes={costCodes}
          value={target}
          onValueChange={setTarget}
          errors={error.fields}
          idPrefix="clock-in"
        />
      </div>
      <TextArea
        id="clock-in-note"
        label="Note"
        isOptional
        maxChar={TIME_CARD_NOTE_MAX}
        value={note}
        onValueChange={setNote}
        error={error.fields.note}
      />
      {error.message && <Alert tone="danger">{error.message}</Alert>}
      <div>
        <Button type="submit" size="lg" isLoading={isLocating || clockIn.isPending}>
          Clock in
        </Button>
      </div>
    </form>
  );
}
