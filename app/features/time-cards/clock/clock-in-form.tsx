import { useState } from 'react';
import type { ClockNeeds } from '../../../../contract/clock-needs';
import type { CostCode } from '../../../../contract/cost-codes';
import type { Project } from '../../../../contract/projects';
import { TIME_CARD_NOTE_MAX } from '../../../../contract/time-card-text';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { PhotoCapture } from '../../../../design-system/photo-capture/photo-capture';
import { TextArea } from '../../../../design-system/text-area/text-area';
import { useToast } from '../../../../design-system/toast/toast';
import { uploadFileAttachment } from '../../../api/file-attachments';
import { useClockIn } from '../../../api/time-cards';
import { useActionError } from './action-error';
import { useClockPhoto } from './use-clock-photo';
import { useLocating } from './use-locating';
import { NO_TARGET, TARGET_FIELDS, TargetFields, targetBody, type Target } from './target-fields';

export type ClockInFormProps = {
  orgId: number;
  projects: readonly Project[];
  costCodes: readonly CostCode[];
  /** The organisation requires location tracking: the browser's position goes with the call. */
  sendsPosition: boolean;
  /** What the member's rules ask at clock-in. */
  needs: ClockNeeds;
  /** The plan includes clock-in photos: the form offers one (required when `needs.photo`). */
  takesPhoto: boolean;
};

/** Not clocked in: where the time goes (when the organisation tracks projects), a note, Clock in. */
export function ClockInForm({
  orgId,
  projects,
  costCodes,
  sendsPosition,
  needs,
  takesPhoto,
}: ClockInFormProps) {
  const clockIn = useClockIn(orgId);
  const toast = useToast();
  const { error, run } = useActionError();
  const [target, setTarget] = useState<Target>(NO_TARGET);
  const [note, setNote] = useState('');
  const { isLocating, locate } = useLocating(sendsPosition);
  const photo = useClockPhoto(async (file) => {
    const attachment = await uploadFileAttachment(orgId, file, { displayName: 'Clock-in photo' });
    return attachment.id;
  });
  const [isUploading, setIsUploading] = useState(false);

  const submit = async () => {
    const answer = await run(async () => {
      setIsUploading(true);
      const photoId = await photo.attachmentId().finally(() => setIsUploading(false));
      const position = await locate();
      return clockIn.mutateAsync({
        ...targetBody(target),
        note,
        ...(photoId === null ? {} : { photo_file_attachment_id: photoId }),
        ...position,
      });
    }, [...TARGET_FIELDS, 'note', 'photo_file_attachment_id']);
    if (!answer) return;
    photo.reset();
    toast.success(answer.message);
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
          isProjectRequired={needs.project}
          isCostCodeRequired={needs.cost_code}
          idPrefix="clock-in"
        />
      </div>
      {(takesPhoto || needs.photo) && (
        <PhotoCapture
          id="clock-in-photo"
          label="Clock-in photo"
          isOptional={!needs.photo}
          value={photo.photo}
          onValueChange={photo.setPhoto}
          error={error.fields.photo_file_attachment_id}
        />
      )}
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
        <Button type="submit" size="lg" isLoading={isUploading || isLocating || clockIn.isPending}>
          Clock in
        </Button>
      </div>
    </form>
  );
}
