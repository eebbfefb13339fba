import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Organization } from '../../../../contract/orgs';
import { featureAllowed } from '../../../../contract/plans';
import {
  TIME_CARD_ERROR_CODE,
  TIME_CARD_NOTE_MAX,
  TIME_CARD_REASON_MAX,
  TIME_CARD_TEXT,
} from '../../../../contract/time-card-text';
import type { TimeCardDetail, TimeCardWriteResponse } from '../../../../contract/time-cards';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { Card, CardContent } from '../../../../design-system/card/card';
import { ConfirmDialog } from '../../../../design-system/confirm-dialog/confirm-dialog';
import { TextField } from '../../../../design-system/field/text-field';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { Select } from '../../../../design-system/select/select';
import { TextArea } from '../../../../design-system/text-area/text-area';
import { TimePicker } from '../../../../design-system/time-picker/time-picker';
import { useToast } from '../../../../design-system/toast/toast';
import { errorText, isApiError } from '../../../api/api-error';
import { useProfile } from '../../../api/profile';
import { useCreateManualTimeCard, usePatchTimeCard } from '../../../api/time-cards';
import { todayKey } from '../../../lib/zoned-days';
import { timeCardPath, timeCardsPath } from '../detail/time-card-paths';
import { useTimeCardRights } from '../time-card-access';
import { AllocationRows, type KnownChoices } from './allocation-rows';
import { BreakRows } from './break-rows';
import {
  cardValues,
  clockOutDayText,
  newCardValues,
  withDate,
  withTimes,
  type FormContext,
  type FormErrors,
  type TimeCardFormValues,
} from './time-card-form-values';
import {
  formWorkedSeconds,
  hintErrors,
  isFormField,
  manualBody,
  patchBody,
  type ManualBody,
  type PatchBody,
} from './time-card-form-bodies';
import { useTimeCardPickers } from './use-time-card-pickers';

const option = (id: number | null, label: string | null) =>
  id === null || label === null ? [] : [{ value: String(id), label }];

/** The names of the card's own project, work site and cost code, for the pickers. */
function knownChoices(card: TimeCardDetail | null): KnownChoices {
  const parts = card?.allocations ?? [];
  return {
    projects: parts.flatMap((each) => option(each.org_project_id, each.project_name)),
    sites: parts.flatMap((each) => option(each.work_site_id, each.work_site_name)),
    codes: parts.flatMap((each) => option(each.job_code_id, each.job_code)),
  };
}

/** A server refusal shown above the form: its message, and hints of fields the form lacks. */
type Refusal = { message: string; details: string[] };

/**
 * The add and edit form. Times are the organisation's wall clock (the card's zone when editing);
 * a clock-out at or before the clock-in ends the next day. The server checks everything again
 * and its words show where they belong: on the field its hint names, else above the form. A card
 * over 24 hours is sent again, once the person confirms it.
 */
export function TimeCardForm({
  orgId,
  org,
  card,
}: {
  orgId: number;
  org: Organization;
  card: TimeCardDetail | null;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const profile = useProfile();
  const rights = useTimeCardRights(orgId);
  const create = useCreateManualTimeCard(orgId);
  const patch = usePatchTimeCard(orgId);
  const timeZone = card?.timezone ?? org.timezone;
  const context: FormContext = {
    timeZone,
    isSplit: org.is_split_tc_enabled,
    tracksProjects: featureAllowed(org, 'project-tracking'),
    card,
  };
  // Managers and administrators add cards for their people; a worker adds only their own.
  const choosesMember = card === null && rights.seesCrew;
  const ownId = rights.actor?.employeeId ?? null;
  const [values, setValues] = useState<TimeCardFormValues>(() =>
    card
      ? cardValues(card, timeZone)
      : newCardValues(choosesMember ? null : ownId, todayKey(timeZone)),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [longCheck, setLongCheck] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const pickers = useTimeCardPickers(orgId, {
    actor: rights.actor,
    choosesMember,
    tracksProjects: context.tracksProjects,
  });
  const known = useMemo(() => knownChoices(card), [card]);
  const isRunning = card !== null && card.clock_out_dt_unix === null;
  const isBusy = create.isPending || patch.isPending;
  const set = (patchValues: Partial<TimeCardFormValues>) =>
    setValues((current) => ({ ...current, ...patchValues }));

  const send = (body: ManualBody | PatchBody, confirmLong: boolean) => {
    const confirmed = confirmLong ? { ...body, confirm_over_24_hours: true } : body;
    return card
      ? patch.mutateAsync({ timeCardId: card.id, body: confirmed as PatchBody })
      : create.mutateAsync(confirmed as ManualBody);
  };

  const refuse = (error: unknown) => {
    const hints = isApiError(error) ? hintErrors(error.body.field_hints) : {};
    const onFields = Object.fromEntries(
      Object.entries(hints).filter(([field]) => isFormField(field, values)),
    );
    const elsewhere = Object.entries(hints)
      .filter(([field]) => !isFormField(field, values))
      .map(([, text]) => text)
      .filter((text) => text !== errorText(error));
    setErrors(onFields);
    setRefusal({ message: errorText(error), details: elsewhere });
    // The alert is announced; focus goes to it so keyboard users land on what to fix.
    requestAnimationFrame(() => refusalRef.current?.focus());
  };

  const submit = async (confirmLong = false) => {
    const built = card ? patchBody(values, { ...context, card }) : manualBody(values, context);
    if (!built.ok) {
      setErrors(built.errors);
      setRefusal(null);
      return;
    }
    let answer: TimeCardWriteResponse;
    try {
      answer = await send(built.body, confirmLong);
    } catch (error) {
      if (
        !confirmLong &&
        isApiError(error) &&
        error.body.error_code === TIME_CARD_ERROR_CODE.needsLongConfirmation
      ) {
        setErrors({});
        setRefusal(null);
        setLongCheck(error.body.message);
        return;
      }
      refuse(error);
      return;
    }
    toast.success(answer.message);
    void navigate(timeCardPath(orgId, answer.data.id));
  };

  const member = card?.employee.display_name ?? profile?.display_name ?? '';
  const dayText = clockOutDayText(values);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title={card ? 'Edit time card' : 'Add time card'}
        description={card ? card.employee.display_name : undefined}
      />
      {refusal && (
        <Alert ref={refusalRef} tabIndex={-1} tone="danger" role="alert" className="outline-none">
          <p>{refusal.message}</p>
          {refusal.details.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {refusal.details.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Card>
        <CardContent className="pt-6">
          <form
            aria-label={card ? 'Edit time card' : 'New time card'}
            noValidate
            className="flex flex-col gap-6"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className="grid gap-4 md:grid-cols-2">
              {choosesMember ? (
                <Select
                  label="Team member"
                  placeholder="Choose a team member"
                  options={pickers.members}
                  isLoading={pickers.isLoadingMembers}
                  isSearchable
                  value={values.employeeId}
                  onValueChange={(employeeId) => set({ employeeId })}
                  error={errors.employee_id}
                />
              ) : (
                <div className="flex flex-col gap-1 text-sm">
                  <span className="font-medium text-text">Team member</span>
                  <span className="text-text-muted">{member}</span>
                  {errors.employee_id && (
                    <span role="alert" className="text-danger">
                      {errors.employee_id}
                    </span>
                  )}
                </div>
              )}
              <TextField
                label="Date"
                type="date"
                value={values.date}
                onChange={(event) => setValues((current) => withDate(current, event.target.value))}
                error={errors.date}
              />
              <TimePicker
                label="Clock in"
                value={values.clockIn}
                onValueChange={(clockIn) => setValues((current) => withTimes(current, { clockIn }))}
                error={errors.clock_in_dt_unix}
              />
              {!isRunning && (
                <TimePicker
                  label="Clock out"
                  value={values.clockOut}
                  hint={dayText ? `${dayText}: ${values.clockOutDate}` : undefined}
                  onValueChange={(clockOut) =>
                    setValues((current) => withTimes(current, { clockOut }))
                  }
                  error={errors.clock_out_dt_unix}
                />
              )}
              {!isRunning && (
                <TextField
                  label="Clock-out date"
                  type="date"
                  value={values.clockOutDate}
                  hint="The next day for a card that ends after midnight."
                  onChange={(event) => set({ clockOutDate: event.target.value })}
                  error={errors.clock_out_date}
                />
              )}
              <p className="self-end pb-2 text-sm text-text-muted">Times are in {timeZone}.</p>
            </div>
            {isRunning ? (
              <Alert tone="info">{TIME_CARD_TEXT.openCardFields}</Alert>
            ) : (
              <>
                <BreakRows
                  rows={values.breaks}
                  errors={errors}
                  onRowsChange={(breaks) => set({ breaks })}
                />
                {context.tracksProjects && (
                  <AllocationRows
                    orgId={orgId}
                    isSplit={context.isSplit}
                    rows={values.allocations}
                    errors={errors}
                    projects={pickers.projects}
                    costCodes={pickers.costCodes}
                    known={known}
                    workedSeconds={formWorkedSeconds(values, timeZone)}
                    onRowsChange={(allocations) => set({ allocations })}
                  />
                )}
              </>
            )}
            <div className="grid gap-4 md:grid-cols-2">
              <TextArea
                label="Note"
                isOptional
                value={values.note}
                onValueChange={(note) => set({ note })}
                error={errors.note}
                maxChar={TIME_CARD_NOTE_MAX}
              />
              <TextArea
                label="Reason"
                isOptional={card === null}
                hint={card ? 'Kept in the card’s history with the change.' : undefined}
                value={values.reason}
                onValueChange={(reason) => set({ reason })}
                error={errors.reason}
                maxChar={TIME_CARD_REASON_MAX}
              />
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={isBusy}>
                {card ? 'Save time card' : 'Add time card'}
              </Button>
              <Button variant="secondary" asChild>
                <Link to={card ? timeCardPath(orgId, card.id) : timeCardsPath(orgId)}>Cancel</Link>
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={longCheck !== null}
        onOpenChange={(open) => !open && setLongCheck(null)}
        title="Is this correct?"
        message={longCheck ?? TIME_CARD_TEXT.needsLongConfirmation}
        confirmLabel="Yes, save it"
        onConfirm={() => submit(true)}
      />
    </div>
  );
}
