import { useState } from 'react';
import { KIOSK_ACTION_LABEL, type KioskAction } from '../../../contract/kiosk-text';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { BreakType } from '../../../contract/time-cards';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { SelectField } from '../../../design-system/field/select-field';
import { PhotoCapture } from '../../../design-system/photo-capture/photo-capture';
import { errorText, isApiError } from '../../api/api-error';
import { uuid } from '../../lib/uuid';
import { useClockPhoto } from '../time-cards/clock/use-clock-photo';
import { BREAK_LABEL } from '../time-cards/time-card-words';
import { clockAtKiosk, photoAtKiosk } from './kiosk-api';
import { cardLine, type KioskDone, type KioskIdentified } from './kiosk-model';

/** What the member chose to send their time to. */
type Target = { projectId: string; siteId: string; codeId: string };

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * The member behind the PIN: their state, the pickers their rules ask for, and one large button
 * per action they may take (a break offers its two kinds). Each press is one call with its own
 * Idempotency-Key, kept through a retry of the same press.
 */
export function KioskMemberPanel({
  token,
  found,
  onDone,
  onCancel,
  onClosed,
}: {
  token: string;
  found: KioskIdentified;
  onDone: (done: KioskDone) => void;
  onCancel: () => void;
  onClosed: () => void;
}) {
  const { member, pin } = found;
  const [target, setTarget] = useState<Target>({ projectId: '', siteId: '', codeId: '' });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const project = member.projects.find((each) => String(each.id) === target.projectId);
  const codes = member.job_codes.filter(
    (code) =>
      code.project_ids.length === 0 ||
      (project !== undefined && code.project_ids.includes(project.id)),
  );
  const isWorking = member.card?.status === 'working';
  const showsProject =
    member.projects.length > 0 && member.actions.some((a) => a === 'clock_in' || a === 'switch');
  const showsCode =
    member.job_codes.length > 0 &&
    (showsProject || (member.needs.cost_code_on_clock_out && member.actions.includes('clock_out')));
  // A photo goes with a clock-in or a clock-out, on a plan with clock-in photos.
  const takesPhoto =
    (member.takes_photos || member.needs.photo) &&
    member.actions.some((a) => a === 'clock_in' || a === 'clock_out');
  const photoRequired = member.needs.photo && member.actions.includes('clock_in');
  const photo = useClockPhoto((file) => photoAtKiosk(token, pin, file));
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);

  const act = async (action: KioskAction, breakType: BreakType | null = null) => {
    setError(null);
    setPhotoError(undefined);
    if (action === 'clock_in' && photoRequired && photo.photo === null) {
      setPhotoError(TIME_CARD_TEXT.photoRequired);
      return;
    }
    setBusy(`${action}${breakType ?? ''}`);
    const key = uuid();
    try {
      const photoId =
        action === 'clock_in' || action === 'clock_out' ? await photo.attachmentId() : null;
      onDone(
        await clockAtKiosk(
          token,
          {
            pin,
            action,
            org_project_id:
              action === 'clock_in' || action === 'switch' ? idOrNull(target.projectId) : null,
            work_site_id:
              action === 'clock_in' || action === 'switch' ? idOrNull(target.siteId) : null,
            job_code_id:
              action === 'start_break' || action === 'end_break' ? null : idOrNull(target.codeId),
            break_type: breakType,
            photo_file_attachment_id: photoId,
          },
          key,
        ),
      );
    } catch (failure) {
      if (isApiError(failure) && failure.status === 401) return onClosed();
      setError(errorText(failure));
      setBusy(null);
    }
  };

  const button = (action: KioskAction, label: string, breakType: BreakType | null = null) => (
    <Button
      key={`${action}${breakType ?? ''}`}
      size="lg"
      variant={action === 'clock_out' ? 'secondary' : 'primary'}
      className="h-16 w-full text-lg"
      isLoading={busy === `${action}${breakType ?? ''}`}
      disabled={busy !== null}
      onClick={() => void act(action, breakType)}
    >
      {label}
    </Button>
  );

  return (
    <section aria-labelledby="kiosk-member" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 text-center">
        <h1 id="kiosk-member" className="text-3xl font-semibold">
          Hi, {member.display_name}
        </h1>
        <p className="text-lg text-text-muted">{cardLine(member.card)}</p>
      </div>
      {(showsProject || showsCode) && (
        <div className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
          {showsProject && (
            <SelectField
              label={isWorking ? 'Project to switch to' : 'Project'}
              placeholder={member.needs.project || isWorking ? 'Choose a project' : 'No project'}
              value={target.projectId}
              onChange={(event) =>
                setTarget({ projectId: event.currentTarget.value, siteId: '', codeId: '' })
              }
              options={member.projects.map((each) => ({
                value: String(each.id),
                label: each.name,
              }))}
            />
          )}
          {showsProject && project && project.work_sites.length > 0 && (
            <SelectField
              label="Work site"
              placeholder="No work site"
              value={target.siteId}
              onChange={(event) => setTarget({ ...target, siteId: event.currentTarget.value })}
              options={project.work_sites.map((site) => ({
                value: String(site.id),
                label: site.name,
              }))}
            />
          )}
          {showsCode && (
            <SelectField
              label="Cost code"
              placeholder={member.needs.cost_code ? 'Choose a cost code' : 'No cost code'}
              value={target.codeId}
              onChange={(event) => setTarget({ ...target, codeId: event.currentTarget.value })}
              options={codes.map((code) => ({
                value: String(code.id),
                label: `${code.code} ${code.name}`,
              }))}
            />
          )}
        </div>
      )}
      {takesPhoto && (
        <div className="rounded-lg border border-border bg-surface p-4">
          <PhotoCapture
            id="kiosk-photo"
            label={member.actions.includes('clock_in') ? 'Clock-in photo' : 'Clock-out photo'}
            isOptional={!photoRequired}
            value={photo.photo}
            onValueChange={(file) => {
              photo.setPhoto(file);
              setPhotoError(undefined);
            }}
            error={photoError}
            disabled={busy !== null}
          />
        </div>
      )}
      {error && (
        <Alert tone="danger" role="alert" className="whitespace-pre-line">
          {error}
        </Alert>
      )}
      <div className="flex flex-col gap-3">
        {member.actions.flatMap((action) =>
          action === 'start_break'
            ? [
                button(action, `Start ${BREAK_LABEL.meal.toLowerCase()}`, 'meal'),
                button(action, `Start ${BREAK_LABEL.rest.toLowerCase()}`, 'rest'),
              ]
            : [button(action, KIOSK_ACTION_LABEL[action])],
        )}
        <Button
          variant="ghost"
          size="lg"
          className="h-14 w-full"
          onClick={onCancel}
          disabled={busy !== null}
        >
          {`Not ${member.display_name}? Back`}
        </Button>
      </div>
    </section>
  );
}
