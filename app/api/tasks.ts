import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Task,
  TaskBody,
  TaskDetail,
  TaskListParams,
  TaskPatchBody,
} from '../../contract/tasks';
import type { ChecklistItemPatch, TaskNoteBody, TaskNotePatch } from '../../contract/tasks-notes';
import { TASK_LIST_LIMIT, type TaskUpdateLevel } from '../../contract/tasks-text';
import { fetchAllPages, request, requestForm } from './client';
import { signFileUrl } from './file-attachments';
import { invalidates, keys, useInvalidate } from './keys';

/**
 * Tasks (document 2, section 7 "Tasks"): the list of a date range, one task or occurrence with
 * its checklist and notes, the writes with their scope ('this' or 'all_future'), the
 * organisation's tags, and the photos of notes. Every write makes all of tasks stale: an edit of
 * one occurrence moves the lists, the calendars and the board alike.
 */

/**
 * Which task or occurrence a call addresses: the row id a list gave, and for an occurrence of a
 * series its start by the rule (contract/tasks.ts: `tasks/{series_id}?occurrence_dt_unix=…`).
 */
export type TaskAddress = { taskId: number; occurrence: number | null };

/** Where a task of a list (or a write's answer) is read and written. */
export const addressOf = (task: Pick<Task, 'id' | 'occurrence_dt_unix'>): TaskAddress => ({
  taskId: task.id,
  occurrence: task.occurrence_dt_unix,
});

const addressQuery = (address: TaskAddress) =>
  address.occurrence === null ? {} : { occurrence_dt_unix: address.occurrence };

const writeQuery = (address: TaskAddress, level?: TaskUpdateLevel) => ({
  ...addressQuery(address),
  ...(level ? { update_level: level } : {}),
});

/** The range and filters of GET tasks, without the paging the client does itself. */
export type TaskRangeInput = Omit<TaskListParams, 'page' | 'limit'>;

/**
 * GET tasks over a range, every page (the spec's paginated fetch, 100 a page): the list, the
 * calendars and the board all show what one range holds. The last range shows while the next
 * loads, so stepping a week does not blank the page.
 */
export function useTasksInRange(orgId: number, input: TaskRangeInput, enabled = true) {
  return useQuery({
    queryKey: keys.org(orgId).tasks.range(input),
    queryFn: async ({ signal }) =>
      (
        await fetchAllPages(
          'tasks',
          { params: { org_id: orgId }, query: { ...input, limit: TASK_LIST_LIMIT } },
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * GET tasks/{task_id}: one task or occurrence with its checklist and notes. A task the viewer
 * cannot see (a 403 or 404) is the drawer's to say, not the error page's.
 */
export function useTask(orgId: number, address: TaskAddress | null) {
  return useQuery({
    queryKey: keys.org(orgId).tasks.one(address ?? {}),
    queryFn: ({ signal }) =>
      request(
        'task',
        {
          params: { org_id: orgId, task_id: address!.taskId },
          query: addressQuery(address!),
        },
        { signal, redirectOn403: false },
      ).then((answer) => answer.data),
    enabled: address !== null,
    retry: false,
  });
}

/**
 * Keeps a task as the one read at its address, so a drawer that follows the task to a new address
 * (an occurrence now stored on its own) shows it at once. `isStale`: a stand-in until the task is
 * read there (it is read again as soon as it shows).
 */
export function useKeepTask(orgId: number) {
  const client = useQueryClient();
  return (task: TaskDetail, { isStale = false }: { isStale?: boolean } = {}) => {
    const queryKey = keys.org(orgId).tasks.one(addressOf(task));
    client.setQueryData(queryKey, task);
    if (isStale) void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  };
}

/** GET tags: every tag of the organisation, by name (the tag picker's choices). */
export function useTaskTags(orgId: number, enabled = true) {
  return useQuery({
    queryKey: keys.org(orgId).tasks.tags,
    queryFn: async ({ signal }) =>
      (
        await fetchAllPages(
          'taskTags',
          { params: { org_id: orgId }, query: { limit: TASK_LIST_LIMIT } },
          { signal },
        )
      ).data,
    enabled,
  });
}

/**
 * The photos of notes signed to open (POST file_attachments/download for each stable link the
 * note holds), in the order given; a photo that cannot be signed is left out.
 */
export function useNotePhotoLinks(orgId: number, urls: readonly string[]) {
  return useQuery({
    queryKey: keys.org(orgId).tasks.photos(urls),
    queryFn: async ({ signal }) =>
      Promise.all(
        urls.map((url) =>
          signFileUrl(orgId, url, signal).then(
            (signed) => ({ url, signedUrl: signed.signed_s3_url }),
            () => ({ url, signedUrl: null }),
          ),
        ),
      ),
    enabled: urls.length > 0,
  });
}

/** POST /upload_file: a note's photo as a multipart form; answers its stable link. */
export async function uploadNotePhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await requestForm('uploadFile', form)).url;
}

function useInvalidateTasks(orgId: number) {
  const invalidate = useInvalidate();
  return () => invalidate(invalidates.tasks(orgId));
}

export function useCreateTask(orgId: number) {
  const invalidate = useInvalidateTasks(orgId);
  return useMutation({
    mutationFn: (body: TaskBody) => request('createTask', { params: { org_id: orgId }, body }),
    onSuccess: invalidate,
  });
}

export type TaskWrite<Body> = { address: TaskAddress; level?: TaskUpdateLevel; body: Body };

/** PATCH tasks/{task_id}: the fields that changed and the version read (409000 when stale). */
export function usePatchTask(orgId: number) {
  const invalidate = useInvalidateTasks(orgId);
  return useMutation({
    mutationFn: ({ address, level, body }: TaskWrite<TaskPatchBody>) =>
      request('patchTask', {
        params: { org_id: orgId, task_id: address.taskId },
        query: writeQuery(address, level),
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteTask(orgId: number) {
  const invalidate = useInvalidateTasks(orgId);
  return useMutation({
    mutationFn: ({ address, level }: Omit<TaskWrite<never>, 'body'>) =>
      request('deleteTask', {
        params: { org_id: orgId, task_id: address.taskId },
        query: writeQuery(address, level),
      }),
    onSuccess: invalidate,
  });
}

export function useCreateChecklistItem(orgId: number) {
  const invalidate = useInvalidateTasks(orgId);
  return useMutation({
    mutationFn: ({ address, level, body }: TaskWrite<{ description: string }>) =>
      request('createChecklistItem', {
        params: { org_id: orgId, task_id: address.taskId },
        query: writeQuery(address, level),
        body,
      }),
    onSuccess: invalidate,
  });
}

/** PATCH a checklist item: a tick (its status) on this occurrence, or its text. */
export function usePatchChecklistItem(orgId: number) {
  const invalidate = useInvalidateTasks(orgId);
  return useMutation({
    mutationFn: ({
      address,
      level,
      itemId,
      body,
    }: TaskWrite<ChecklistItemPatch> & { itemId: number }) =>
      request('patchChecklistItem', {
        params: { org_id: orgId, task_id: address.taskId, checklist_item_id: itemId },
        query: writeQuery(address, level),
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteChecklistItem(orgId: number) {
  const invalidate = useInvalidateTasks(orgId);
  return useMutation({
    mutationFn: ({ address, level, itemId }: Omit<TaskWrite<never>, 'body'> & { itemId: number }) =>
      request('deleteChecklistItem', {
        params: { org_id: orgId, task_id: address.taskId, checklist_item_id: itemId },
        query: writeQuery(address, level),
      }),
    onSuccess: invalidate,
  });
}

export function useCreateTaskNote(orgId: number) {
  const invalidate = useInvalidateTasks(orgId);
  return useMutation({
    mutationFn: ({ address, level, body }: TaskWrite<TaskNoteBody>) =>
      request('createTaskNote', {
        params: { org_id: orgId, task_id: address.taskId },
        query: writeQuery(address, level),
        body,
      }),
    onSuccess: invalidate,
  });
}

export function usePatchTaskNote(orgId: number) {
  const invalidate = useInvalidateTasks(orgId);
  return useMutation({
    mutationFn: ({ address, level, noteId, body }: TaskWrite<TaskNotePatch> & { noteId: number }) =>
      request('patchTaskNote', {
        params: { org_id: orgId, task_id: address.taskId, note_id: noteId },
        query: writeQuery(address, level),
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteTaskNote(orgId: number) {
  const invalidate = useInvalidateTasks(orgId);
  return useMutation({
    mutationFn: ({ address, level, noteId }: Omit<TaskWrite<never>, 'body'> & { noteId: number }) =>
      request('deleteTaskNote', {
        params: { org_id: orgId, task_id: address.taskId, note_id: noteId },
        query: writeQuery(address, level),
      }),
    onSuccess: invalidate,
  });
}

/**
 * DELETE file_attachments/{id}: a file taken off a note before it was saved, with its bytes
 * (nothing names it yet).
 */
export function deleteNoteFile(orgId: number, attachmentId: number) {
  return request('deleteFileAttachment', {
    params: { org_id: orgId, file_attachment_id: attachmentId },
    query: { retain_file: 'false' },
  });
}

/** POST tags: a new tag, named uniquely whatever its case. */
export function useCreateTaskTag(orgId: number) {
  const invalidate = useInvalidateTasks(orgId);
  return useMutation({
    mutationFn: (name: string) =>
      request('createTaskTag', { params: { org_id: orgId }, body: { name } }),
    onSuccess: invalidate,
  });
}
