import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';
import {
  zEmployeesWithTasksQuery,
  zEmployeesWithTasksResponse,
  zTaskCreate,
  zTaskDeleteResponse,
  zTaskListQuery,
  zTaskListResponse,
  zTaskPatch,
  zTaskResponse,
  zTaskTagCreate,
  zTaskTagListQuery,
  zTaskTagListResponse,
  zTaskTagResponse,
  zTaskWriteResponse,
} from './tasks';
import {
  zChecklistItemCreate,
  zChecklistItemDeleteResponse,
  zChecklistItemParams,
  zChecklistItemPatch,
  zChecklistItemResponse,
  zChecklistResponse,
  zTaskAddressQuery,
  zTaskIdParams,
  zTaskNoteCreate,
  zTaskNoteDeleteResponse,
  zTaskNoteParams,
  zTaskNotePatch,
  zTaskNoteResponse,
  zTaskWriteQuery,
} from './tasks-notes';
import { taskRoutes } from './tasks.routes';

export const taskApi = {
  tasks: endpoint({
    ...taskRoutes.tasks,
    params: zOrgIdParams,
    query: zTaskListQuery,
    response: zTaskListResponse,
  }),
  createTask: endpoint({
    ...taskRoutes.createTask,
    params: zOrgIdParams,
    body: zTaskCreate,
    response: zTaskWriteResponse,
  }),
  task: endpoint({
    ...taskRoutes.task,
    params: zTaskIdParams,
    query: zTaskAddressQuery,
    response: zTaskResponse,
  }),
  patchTask: endpoint({
    ...taskRoutes.patchTask,
    params: zTaskIdParams,
    query: zTaskWriteQuery,
    body: zTaskPatch,
    response: zTaskWriteResponse,
  }),
  deleteTask: endpoint({
    ...taskRoutes.deleteTask,
    params: zTaskIdParams,
    query: zTaskWriteQuery,
    response: zTaskDeleteResponse,
  }),
  taskChecklist: endpoint({
    ...taskRoutes.taskChecklist,
    params: zTaskIdParams,
    query: zTaskAddressQuery,
    response: zChecklistResponse,
  }),
  createChecklistItem: endpoint({
    ...taskRoutes.createChecklistItem,
    params: zTaskIdParams,
    query: zTaskWriteQuery,
    body: zChecklistItemCreate,
    response: zChecklistItemResponse,
  }),
  patchChecklistItem: endpoint({
    ...taskRoutes.patchChecklistItem,
    params: zChecklistItemParams,
    query: zTaskWriteQuery,
    body: zChecklistItemPatch,
    response: zChecklistItemResponse,
  }),
  deleteChecklistItem: endpoint({
    ...taskRoutes.deleteChecklistItem,
    params: zChecklistItemParams,
    query: zTaskWriteQuery,
    response: zChecklistItemDeleteResponse,
  }),
  createTaskNote: endpoint({
    ...taskRoutes.createTaskNote,
    params: zTaskIdParams,
    query: zTaskWriteQuery,
    body: zTaskNoteCreate,
    response: zTaskNoteResponse,
  }),
  patchTaskNote: endpoint({
    ...taskRoutes.patchTaskNote,
    params: zTaskNoteParams,
    query: zTaskWriteQuery,
    body: zTaskNotePatch,
    response: zTaskNoteResponse,
  }),
  deleteTaskNote: endpoint({
    ...taskRoutes.deleteTaskNote,
    params: zTaskNoteParams,
    query: zTaskWriteQuery,
    response: zTaskNoteDeleteResponse,
  }),
  taskTags: endpoint({
    ...taskRoutes.taskTags,
    params: zOrgIdParams,
    query: zTaskTagListQuery,
    response: zTaskTagListResponse,
  }),
  createTaskTag: endpoint({
    ...taskRoutes.createTaskTag,
    params: zOrgIdParams,
    body: zTaskTagCreate,
    response: zTaskTagResponse,
  }),
  employeesWithTasks: endpoint({
    ...taskRoutes.employeesWithTasks,
    params: zOrgIdParams,
    query: zEmployeesWithTasksQuery,
    response: zEmployeesWithTasksResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof taskApi, typeof taskRoutes> = true;
