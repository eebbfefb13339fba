import { defineModule } from '../../http/module';
import type { FileAttachmentsService } from '../file-attachments/file-attachments.service';
import { TaskChecklistService } from './task-checklist.service';
import { TaskChecks } from './task-checks';
import { TaskDueSoonJob } from './task-due-soon-job';
import { TaskListRepository } from './task-list.repository';
import { TaskListService } from './task-list.service';
import { TaskNotesService } from './task-notes.service';
import { TaskNotifier } from './task-notifications';
import { TaskOccurrences } from './task-occurrences';
import { TaskPartsRepository } from './task-parts.repository';
import { TaskReader } from './task-reader';
import { TaskRefsRepository } from './task-refs.repository';
import { TaskTagsService } from './task-tags.service';
import { TaskWrites } from './task-writes';
import { TasksRepository } from './tasks.repository';
import { taskRoutes } from './tasks.routes';
import { TasksService } from './tasks.service';

type Needs = {
  /** Notes' files: checked when attached, linked when read. */
  fileAttachments: FileAttachmentsService;
};

/**
 * Tasks (README.md in this folder): one-off tasks and repeating series expanded on the server,
 * their checklists, notes and tags, the list and the members with tasks on a day, and the
 * notices to the people they name.
 */
export const tasksModule = defineModule({
  name: 'tasks',
  build: ({ config, db, outbox }, { fileAttachments }: Needs) => {
    const tasks = new TasksRepository(db);
    const parts = new TaskPartsRepository(db);
    const list = new TaskListRepository(db);
    const refs = new TaskRefsRepository(db);
    const occurrences = new TaskOccurrences(tasks, parts);
    const writes = new TaskWrites(tasks, occurrences);
    const reader = new TaskReader(list, parts, refs, fileAttachments);
    const checks = new TaskChecks(refs, fileAttachments);
    const notifier = new TaskNotifier(db, outbox, config.publicUrl);
    return {
      tasks: new TasksService(db, tasks, parts, occurrences, reader, checks, notifier, writes),
      taskList: new TaskListService(db, tasks, list, reader),
      taskChecklist: new TaskChecklistService(db, parts, occurrences, writes),
      taskNotes: new TaskNotesService(db, parts, reader, checks, writes),
      taskTags: new TaskTagsService(db),
      taskDueSoon: new TaskDueSoonJob(db, notifier),
    };
  },
  routes: taskRoutes,
});
