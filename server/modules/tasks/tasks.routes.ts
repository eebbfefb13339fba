import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import { startIntervalJob } from '../../lib/interval-job';
import { nowUnix } from '../../lib/time';
import type { TaskChecklistService } from './task-checklist.service';
import { TASK_DUE_SOON_INTERVAL_MS, type TaskDueSoonJob } from './task-due-soon-job';
import type { TaskListService } from './task-list.service';
import type { TaskNotesService } from './task-notes.service';
import type { TaskTagsService } from './task-tags.service';
import type { TasksService } from './tasks.service';

export function taskRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{
    tasks: TasksService;
    taskList: TaskListService;
    taskChecklist: TaskChecklistService;
    taskNotes: TaskNotesService;
    taskTags: TaskTagsService;
    taskDueSoon: TaskDueSoonJob;
  }>,
) {
  const { tasks, taskList, taskChecklist, taskNotes, taskTags, taskDueSoon } = deps.services;
  const options = deps.routeOptions.standard;
  route(app, api.tasks, async (request) => taskList.page(orgOf(request), request.query), options);
  route(
    app,
    api.createTask,
    async (request) => tasks.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.task,
    async (request) => tasks.get(orgOf(request), request.params.task_id, request.query),
    options,
  );
  route(
    app,
    api.patchTask,
    async (request) =>
      tasks.patch(orgOf(request), request.params.task_id, request.query, request.body),
    options,
  );
  route(
    app,
    api.deleteTask,
    async (request) => tasks.remove(orgOf(request), request.params.task_id, request.query),
    options,
  );
  route(
    app,
    api.taskChecklist,
    async (request) => taskChecklist.list(orgOf(request), request.params.task_id, request.query),
    options,
  );
  route(
    app,
    api.createChecklistItem,
    async (request) =>
      taskChecklist.create(orgOf(request), request.params.task_id, request.query, request.body),
    options,
  );
  route(
    app,
    api.patchChecklistItem,
    async (request) =>
      taskChecklist.update(
        orgOf(request),
        request.params.task_id,
        request.params.checklist_item_id,
        request.query,
        request.body,
      ),
    options,
  );
  route(
    app,
    api.deleteChecklistItem,
    async (request) =>
      taskChecklist.remove(
        orgOf(request),
        request.params.task_id,
        request.params.checklist_item_id,
        request.query,
      ),
    options,
  );
  route(
    app,
    api.createTaskNote,
    async (request) =>
      taskNotes.create(orgOf(request), request.params.task_id, request.query, request.body),
    options,
  );
  route(
    app,
    api.patchTaskNote,
    async (request) =>
      taskNotes.update(
        orgOf(request),
        request.params.task_id,
        request.params.note_id,
        request.query,
        request.body,
      ),
    options,
  );
  route(
    app,
    api.deleteTaskNote,
    async (request) =>
      taskNotes.remove(
        orgOf(request),
        request.params.task_id,
        request.params.note_id,
        request.query,
      ),
    options,
  );
  route(
    app,
    api.taskTags,
    async (request) => taskTags.list(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createTaskTag,
    async (request) => taskTags.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.employeesWithTasks,
    async (request) => taskList.employeesWithTasks(orgOf(request), request.query),
    options,
  );

  startIntervalJob(app, {
    name: 'Task due-soon notices',
    intervalMs: TASK_DUE_SOON_INTERVAL_MS,
    run: () => taskDueSoon.run(nowUnix()),
    done: 'notices sent',
  });
}
