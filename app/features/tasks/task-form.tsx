import { useMemo, useRef, useState } from 'react';
import type { Organization } from '../../../contract/orgs';
import type { TaskDetail } from '../../../contract/tasks';
import { TASK_NOTE_MAX, TASK_PEOPLE_MAX, TASK_TITLE_MAX } from '../../../contract/tasks-text';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { FileUpload } from '../../../design-system/file-upload/file-upload';
import {
  isFileUploadBusy,
  uploadedResults,
  type FileUploadItem,
} from '../../../design-system/file-upload/file-upload-model';
import { invalidFilesError } from '../../../design-system/file-upload/file-upload-validation';
import { FormSwitch } from '../../../design-system/form/form-choice-fields';
import { FormTextArea, FormTextField } from '../../../design-system/form/form-fields';
import { Form } from '../../../design-system/form/form';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { FormMultiSelect } from '../../forms/form-pickers';
import { submitErrorText } from '../../forms/form-errors';
import { NOTE_UPLOADING_TEXT } from './note-form';
import { removeNoteFile, uploadNoteFile } from './note-uploads';
import {
  newTaskValues,
  taskFormSchema,
  taskValues,
  type NoteUpload,
  type TaskFormContext,
  type TaskFormValues,
} from './task-form-model';
import {
  ChecklistField,
  PlaceFields,
  RecurrenceField,
  TagsField,
  WhenFields,
} from './task-form-fields';
import type { TaskPickers } from './use-task-pickers';

/** Where the server's field hints go in this form. */
const HINT_FIELDS: Record<string, string> = {
  start_dt_unix: 'start_date',
  due_dt_unix: 'due_date',
  assignee_ids: 'people',
  employee_group_ids: 'people',
  'initial_note.description': 'note_description',
};

/** What a save came to: done, or stopped (the scope dialog cancelled, a conflict shown). */
export type TaskSaveOutcome = 'saved' | 'stopped';

export type TaskFormProps = {
  orgId: number;
  org: Organization;
  /** The task edited; null for a new task. */
  task: TaskDetail | null;
  pickers: TaskPickers;
  nowUnix: number;
  /** A new task's day when the page shows a period without today. */
  newTaskDay?: string | null;
  /** Sends the valid form (with a new task's note uploads); a rejection lands on the fields. */
  onSave: (values: TaskFormValues, uploads: NoteUpload[]) => Promise<TaskSaveOutcome>;
  onCancel: () => void;
};

/**
 * The task form of the drawer (document 2, section 3): title, assignees and teams, start and
 * due with the time picker, time zone, project and work site, the repeat rule, watchers, tags,
 * whether assignees are told; on a new task also its checklist and first note with photos and
 * files. Its rules are the spec's (task-form-model.ts); the server's refusals land on the fields
 * they name, the rest above the buttons.
 */
export function TaskForm({
  orgId,
  org,
  task,
  pickers,
  nowUnix,
  newTaskDay = null,
  onSave,
  onCancel,
}: TaskFormProps) {
  const [now] = useState(() => new Date(nowUnix * 1000));
  const context: TaskFormContext = useMemo(() => ({ task, now }), [task, now]);
  const schema = useMemo(() => taskFormSchema(context), [context]);
  const [defaults] = useState(() =>
    task ? taskValues(task) : newTaskValues(org.timezone, nowUnix, newTaskDay),
  );
  const form = useZodForm(schema, { defaultValues: defaults });
  const [uploads, setUploads] = useState<FileUploadItem<NoteUpload>[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [filesError, setFilesError] = useState<string | undefined>();
  const failureRef = useRef<HTMLDivElement>(null);
  const { control } = form;
  const isCreating = task === null;

  const submit = async (values: TaskFormValues) => {
    setFailure(null);
    if (isCreating) {
      const invalid = invalidFilesError(uploads);
      setFilesError(invalid);
      if (invalid) return;
      if (isFileUploadBusy(uploads)) {
        setFailure(NOTE_UPLOADING_TEXT);
        return;
      }
    }
    try {
      await onSave(values, uploadedResults(uploads));
    } catch (error) {
      setFailure(submitErrorText(form, error, HINT_FIELDS));
      requestAnimationFrame(() => failureRef.current?.focus());
    }
  };

  return (
    <Form
      form={form}
      onSubmit={(values) => submit(values as TaskFormValues)}
      aria-label={isCreating ? 'New task' : 'Task details'}
      className="gap-5"
    >
      <FormTextField
        control={control}
        name="title"
        label="Title"
        hint={`Up to ${TASK_TITLE_MAX} characters.`}
        autoComplete="off"
      />
      <FormMultiSelect
        control={control}
        name="people"
        label="Assignees and teams"
        isOptional
        isSearchable
        placeholder="Choose people or teams"
        options={pickers.assignees}
        isLoading={pickers.isLoadingPeople}
        maxCount={TASK_PEOPLE_MAX}
      />
      <WhenFields form={form} org={org} context={context} />
      <PlaceFields form={form} orgId={orgId} task={task} pickers={pickers} />
      <RecurrenceField form={form} context={context} />
      {isCreating && <ChecklistField form={form} />}
      {isCreating && (
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-text">First note</legend>
          <FormTextArea
            control={control}
            name="note_description"
            label="Note"
            isOptional
            maxChar={TASK_NOTE_MAX}
          />
          <FileUpload<NoteUpload>
            label="Photos and files"
            isOptional
            onUpload={(file, options) => uploadNoteFile(orgId, file, options)}
            onRemove={(item) => removeNoteFile(orgId, item)}
            onItemsChange={setUploads}
            error={filesError}
          />
        </fieldset>
      )}
      <FormMultiSelect
        control={control}
        name="watcher_ids"
        label="Watchers"
        isOptional
        isSearchable
        placeholder="Choose people"
        options={pickers.employees}
        isLoading={pickers.isLoadingPeople}
        maxCount={TASK_PEOPLE_MAX}
      />
      <TagsField form={form} orgId={orgId} pickers={pickers} />
      <FormSwitch
        control={control}
        name="notify_assignees"
        label="Tell the assignees"
        description="They hear about the task and its changes."
      />
      {failure && (
        <Alert
          ref={failureRef}
          tabIndex={-1}
          tone="danger"
          role="alert"
          className="whitespace-pre-line outline-none"
        >
          {failure}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {isCreating ? 'Create task' : 'Save changes'}
        </Button>
      </div>
    </Form>
  );
}
