import { useEffect, useId } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import type { Organization } from '../../../contract/orgs';
import type { TaskDetail } from '../../../contract/tasks';
import { useFormField } from '../../../design-system/form/form';
import type { useZodForm } from '../../../design-system/form/use-zod-form';
import { RecurrenceEditor } from '../../../design-system/recurrence-editor/recurrence-editor';
import {
  defaultRecurrenceValues,
  type RecurrenceValues,
} from '../../../design-system/recurrence-editor/recurrence-model';
import { Select } from '../../../design-system/select/select';
import { TimePicker } from '../../../design-system/time-picker/time-picker';
import type { TimeValue } from '../../../design-system/time-picker/time-options';
import { FormTextField } from '../../../design-system/form/form-fields';
import { useCountryConfig } from '../../api/orgs';
import { useWorkSites } from '../../api/projects';
import { FormSelect } from '../../forms/form-pickers';
import { ChecklistDraftField } from './checklist-draft';
import {
  recurrenceContext,
  type ChecklistDraft,
  type TaskFormContext,
  type TaskFormValues,
  type taskFormSchema,
} from './task-form-model';
import { TaskTagsField } from './task-tags-field';
import type { TaskPickers } from './use-task-pickers';

/**
 * The task form's fields that are more than one widget bound to one value (task-form.tsx lays
 * them out): the dates and times with the zone, the project and its work site, the repeat rule,
 * a new task's checklist and the tags.
 */

type TaskForm = ReturnType<typeof useZodForm<ReturnType<typeof taskFormSchema>>>;

const optionOf = (item: { id: number; name: string }) => ({
  value: String(item.id),
  label: item.name,
});

/** Start and due, each a day and a time (the time picker), and the zone they are read in. */
export function WhenFields({
  form,
  org,
  context,
}: {
  form: TaskForm;
  org: Organization;
  context: TaskFormContext;
}) {
  const { control } = form;
  const zones = useCountryConfig(org.country_code).data?.timezones ?? [];
  const own = context.task?.timezone ?? org.timezone;
  const zoneOptions = zones.some((zone) => zone.value === own)
    ? zones
    : [{ value: own, label: own }, ...zones];
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="sr-only">When</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={control} name="start_date" label="Start date" type="date" />
        <TimeField form={form} name="start_time" label="Start time" />
        <FormTextField control={control} name="due_date" label="Due date" type="date" />
        <TimeField form={form} name="due_time" label="Due time" />
      </div>
      <FormSelect
        control={control}
        name="timezone"
        label="Time zone"
        isSearchable
        options={zoneOptions}
        mobileFallback="never"
      />
    </fieldset>
  );
}

/** A time of day bound to the form; a failed submit focuses it through its input. */
function TimeField({
  form,
  name,
  label,
}: {
  form: TaskForm;
  name: 'start_time' | 'due_time';
  label: string;
}) {
  const id = useId();
  const { field, error } = useFormField({ control: form.control, name });
  const { ref } = field;
  // A failed submit focuses the first invalid field through its ref: here, the time's input.
  useEffect(() => {
    ref({ focus: () => document.getElementById(id)?.focus() });
    return () => ref(null);
  }, [ref, id]);
  return (
    <TimePicker
      id={id}
      label={label}
      value={(field.value as TimeValue | null | undefined) ?? null}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** The project, then a work site of it (a new project clears a site of another). */
export function PlaceFields({
  form,
  orgId,
  task,
  pickers,
}: {
  form: TaskForm;
  orgId: number;
  task: TaskDetail | null;
  pickers: TaskPickers;
}) {
  const project = useFormField({ control: form.control, name: 'org_project_id' });
  const site = useFormField({ control: form.control, name: 'work_site_id' });
  const projectId = project.field.value ? Number(project.field.value) : null;
  const sites = useWorkSites(orgId, projectId);
  const siteOptions = (sites.data?.data ?? [])
    .filter((each) => each.archived_at_unix === null || String(each.id) === site.field.value)
    .map((each) => ({ value: String(each.id), label: each.name }));
  // The task's own project and site, named before their lists load (or once archived).
  const knownProject = task?.org_project ? [optionOf(task.org_project)] : [];
  const knownSite = task?.work_site ? [optionOf(task.work_site)] : [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label="Project"
        isOptional
        isSearchable
        isClearable
        placeholder="Choose a project"
        options={pickers.projects}
        knownOptions={knownProject}
        isLoading={pickers.isLoadingProjects}
        value={(project.field.value as string | null) ?? null}
        onValueChange={(value) => {
          project.field.onChange(value);
          if (value !== project.field.value) site.field.onChange(null);
        }}
        onBlur={project.field.onBlur}
        error={project.error}
        mobileFallback="never"
      />
      <Select
        label="Work site"
        isOptional
        isClearable
        placeholder={projectId === null ? 'Choose a project first' : 'Choose a work site'}
        disabled={projectId === null}
        options={siteOptions}
        knownOptions={knownSite}
        isLoading={projectId !== null && sites.isPending}
        value={(site.field.value as string | null) ?? null}
        onValueChange={site.field.onChange}
        onBlur={site.field.onBlur}
        error={site.error}
        mobileFallback="never"
      />
    </div>
  );
}

/** The repeat rule: the recurrence editor on the form's start and zone, with its locks. */
export function RecurrenceField({ form, context }: { form: TaskForm; context: TaskFormContext }) {
  const values = useWatch({ control: form.control }) as TaskFormValues;
  const { field } = useFormField({ control: form.control, name: 'recurrence' });
  const id = useId();
  const { ref } = field;
  // A submit the rule stops focuses the rule's first control.
  useEffect(() => {
    ref({
      focus: () =>
        document.getElementById(id)?.querySelector<HTMLElement>('select, input, button')?.focus(),
    });
    return () => ref(null);
  }, [ref, id]);
  const ctx = recurrenceContext(values, context);
  const held = field.value as RecurrenceValues | null;
  // Until a repeat is chosen, its choices follow the start as it changes (a weekly rule then
  // starts on the start's weekday, not on the one the form opened with).
  const recurrence = held?.repeat === 'never' ? defaultRecurrenceValues(ctx) : held;
  return (
    <div id={id} className="flex min-w-0 flex-col gap-3">
      {recurrence === null ? (
        <p className="text-sm text-text-muted">
          Repeats by a rule this form cannot show; it is kept as it is.
        </p>
      ) : (
        <RecurrenceEditor
          value={recurrence}
          onValueChange={(next) => field.onChange(next)}
          startDate={ctx.startDate}
          timeZone={ctx.timeZone}
          now={context.now}
          isEditing={ctx.isEditing}
          startOrDueChanged={ctx.startOrDueChanged}
          showErrors={form.formState.isSubmitted}
        />
      )}
    </div>
  );
}

export function ChecklistField({ form }: { form: TaskForm }) {
  const { field } = useFormField({ control: form.control, name: 'checklist' });
  return (
    <ChecklistDraftField
      value={(field.value as ChecklistDraft[] | undefined) ?? []}
      onValueChange={field.onChange}
    />
  );
}

export function TagsField({
  form,
  orgId,
  pickers,
}: {
  form: TaskForm;
  orgId: number;
  pickers: TaskPickers;
}) {
  const { field, error } = useFormField({
    control: form.control,
    name: 'tag_ids' as FieldPath<TaskFormValues>,
  });
  return (
    <TaskTagsField
      orgId={orgId}
      tags={pickers.tags}
      isLoading={pickers.isLoadingTags}
      value={(field.value as string[] | undefined) ?? []}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
