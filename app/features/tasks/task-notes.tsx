import { useState } from 'react';
import { FileText } from 'lucide-react';
import type { TaskDetail } from '../../../contract/tasks';
import type { TaskNote } from '../../../contract/tasks-notes';
import { Button } from '../../../design-system/button/button';
import { ConfirmDialog } from '../../../design-system/confirm-dialog/confirm-dialog';
import { formatFileSize } from '../../../design-system/file-upload/file-size';
import { Gallery } from '../../../design-system/gallery/gallery';
import { Skeleton } from '../../../design-system/skeleton/skeleton';
import { useToast } from '../../../design-system/toast/toast';
import {
  addressOf,
  useCreateTaskNote,
  useDeleteTaskNote,
  useNotePhotoLinks,
  usePatchTaskNote,
} from '../../api/tasks';
import { NoteForm, type NoteContent } from './note-form';
import { dayTimeIn } from './task-format';

export type TaskNotesProps = {
  orgId: number;
  task: TaskDetail;
  /** The calendar's zone, where a note's time is read. */
  timeZone: string;
  onMoved: (taskId: number) => void;
};

/**
 * The notes of a task or occurrence, oldest first: each with its author and time, its text, its
 * photos in the gallery and its files as links; under them the form for a new note. A note
 * belongs to the occurrence it is written on. The page is for those with the scheduling
 * permission, who may change and delete any note (server/modules/tasks/README.md).
 */
export function TaskNotes({ orgId, task, timeZone, onMoved }: TaskNotesProps) {
  const toast = useToast();
  const create = useCreateTaskNote(orgId);
  const [formKey, setFormKey] = useState(0);
  const address = addressOf(task);
  const follow = (taskId: number) => {
    if (taskId !== task.id) onMoved(taskId);
  };

  const add = async (content: NoteContent) => {
    const answer = await create.mutateAsync({ address, level: 'this', body: content });
    toast.success(answer.message);
    // A fresh form for the next note.
    setFormKey((key) => key + 1);
    follow(answer.task_id);
  };

  return (
    <section aria-labelledby="task-notes-heading" className="flex flex-col gap-4">
      <h3 id="task-notes-heading" className="text-sm font-semibold text-text">
        Notes
      </h3>
      {task.notes.length === 0 ? (
        <p className="text-sm text-text-muted">No notes yet.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {task.notes.map((note) => (
            <li key={note.id}>
              <NoteItem
                orgId={orgId}
                task={task}
                note={note}
                timeZone={timeZone}
                onMoved={follow}
              />
            </li>
          ))}
        </ol>
      )}
      <NoteForm key={formKey} orgId={orgId} onSave={add} />
    </section>
  );
}

function NoteItem({
  orgId,
  task,
  note,
  timeZone,
  onMoved,
}: {
  orgId: number;
  task: TaskDetail;
  note: TaskNote;
  timeZone: string;
  onMoved: (taskId: number) => void;
}) {
  const toast = useToast();
  const patch = usePatchTaskNote(orgId);
  const remove = useDeleteTaskNote(orgId);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const address = addressOf(task);
  const author = note.created_by?.display_name ?? 'Someone no longer here';

  const save = async (content: NoteContent) => {
    const answer = await patch.mutateAsync({
      address,
      level: 'this',
      noteId: note.id,
      body: content,
    });
    toast.success(answer.message);
    setIsEditing(false);
    onMoved(answer.task_id);
  };

  return (
    <article
      aria-label={`Note by ${author}`}
      className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-text-muted">
        <span>
          <span className="font-medium text-text">{author}</span> ·{' '}
          {dayTimeIn(note.created_at_unix, timeZone)}
        </span>
        {!isEditing && (
          <span className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)}>
              Edit<span className="sr-only"> note</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setIsDeleting(true)}>
              Delete<span className="sr-only"> note</span>
            </Button>
          </span>
        )}
      </header>
      {isEditing ? (
        <NoteForm orgId={orgId} note={note} onSave={save} onCancel={() => setIsEditing(false)} />
      ) : (
        <>
          {note.description && (
            <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-text">
              {note.description}
            </p>
          )}
          {note.photos.length > 0 && <NotePhotos orgId={orgId} note={note} author={author} />}
          {note.file_attachments.length > 0 && (
            <ul aria-label="Files" className="flex flex-col gap-1">
              {note.file_attachments.map((file) => (
                <li key={file.id} className="flex items-center gap-2 text-sm">
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
                  <a
                    href={file.download_url}
                    download={file.file_name}
                    className="min-w-0 truncate text-primary underline underline-offset-2"
                  >
                    {file.display_name}
                  </a>
                  <span className="shrink-0 text-xs text-text-muted">
                    {formatFileSize(file.file_size_bytes)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title="Delete this note?"
        message="Its text, photos and files are removed from the task."
        confirmLabel="Delete note"
        tone="danger"
        onConfirm={async () => {
          const answer = await remove.mutateAsync({ address, level: 'this', noteId: note.id });
          toast.success(answer.message);
          onMoved(answer.task_id);
        }}
      />
    </article>
  );
}

/** The note's photos in the gallery, each signed to open. */
function NotePhotos({ orgId, note, author }: { orgId: number; note: TaskNote; author: string }) {
  const links = useNotePhotoLinks(orgId, note.photos);
  if (links.isPending)
    return <Skeleton className="aspect-video w-full" aria-label="Loading photos" />;
  const slides = (links.data ?? []).flatMap((photo, index) =>
    photo.signedUrl
      ? [
          {
            src: photo.signedUrl,
            alt: `Photo ${index + 1} of the note by ${author}`,
            fileName: `photo-${index + 1}`,
          },
        ]
      : [],
  );
  if (slides.length === 0)
    return <p className="text-sm text-text-muted">The photos could not be opened.</p>;
  return <Gallery slides={slides} aria-label={`Photos of the note by ${author}`} />;
}
