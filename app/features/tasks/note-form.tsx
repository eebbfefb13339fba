import { useState } from 'react';
import { TASK_NOTE_MAX, TASK_TEXT } from '../../../contract/tasks-text';
import type { TaskNote } from '../../../contract/tasks-notes';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { FileUpload } from '../../../design-system/file-upload/file-upload';
import {
  isFileUploadBusy,
  uploadedResults,
  type FileUploadItem,
} from '../../../design-system/file-upload/file-upload-model';
import { invalidFilesError } from '../../../design-system/file-upload/file-upload-validation';
import { TextArea } from '../../../design-system/text-area/text-area';
import { errorText } from '../../api/api-error';
import { isEmptyNote, noteContent, type NoteUpload } from './task-form-model';
import { removeNoteFile, savedNoteFiles, uploadNoteFile } from './note-uploads';

/** Decided where the spec is silent: a note is not sent while a file is still on its way. */
export const NOTE_UPLOADING_TEXT = 'Please wait until the files have uploaded.';

export type NoteContent = ReturnType<typeof noteContent>;

export type NoteFormProps = {
  orgId: number;
  /** The note edited; none for a new note. */
  note?: TaskNote;
  /** Saves the note; a rejection shows its words above the buttons. */
  onSave: (content: NoteContent) => Promise<unknown>;
  /** Editing: stop without saving. */
  onCancel?: () => void;
};

/**
 * Writes or edits a note: its text and its photos and files (the file upload widget). Photos go
 * to POST /upload_file, other files through the attachment flow, as they are chosen; the note is
 * sent once they are up (document 2, section 7). Text and files cannot both be empty ('You can
 * not leave both fields empty'), and a refused file blocks it ('Please remove invalid files.').
 */
export function NoteForm({ orgId, note, onSave, onCancel }: NoteFormProps) {
  const [description, setDescription] = useState(note?.description ?? '');
  const [items, setItems] = useState<FileUploadItem<NoteUpload>[]>([]);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [initialFiles] = useState(() => (note ? savedNoteFiles(note) : []));

  const content = noteContent(description, uploadedResults(items));
  const filesError = invalidFilesError(items);
  const emptyError =
    isEmptyNote(content) && !isFileUploadBusy(items) ? TASK_TEXT.noteEmpty : undefined;
  const label = note ? 'Edit note' : 'Add a note';

  const submit = async () => {
    setIsSubmitted(true);
    setFailure(null);
    if (filesError || emptyError) return;
    if (isFileUploadBusy(items)) {
      setFailure(NOTE_UPLOADING_TEXT);
      return;
    }
    setIsSaving(true);
    try {
      await onSave(content);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form
      aria-label={label}
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextArea
        label={note ? 'Note' : 'New note'}
        value={description}
        onValueChange={setDescription}
        maxChar={TASK_NOTE_MAX}
        error={isSubmitted ? emptyError : undefined}
      />
      <FileUpload<NoteUpload>
        label="Photos and files"
        isOptional
        defaultFiles={initialFiles}
        onUpload={(file, options) => uploadNoteFile(orgId, file, options)}
        onRemove={(item) => removeNoteFile(orgId, item)}
        onItemsChange={setItems}
        error={isSubmitted ? filesError : undefined}
      />
      {failure && (
        <Alert tone="danger" role="alert">
          {failure}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSaving}>
          {note ? 'Save note' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}
