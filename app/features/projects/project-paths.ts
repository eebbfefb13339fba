/** Paths of the project screens (core.md 2). */
export const projectsPath = (orgId: number) => `/org/${orgId}/projects`;
export const projectGroupsPath = (orgId: number) => `/org/${orgId}/projects/groups`;
export const createProjectPath = (orgId: number) => `/org/${orgId}/projects/create`;
export const editProjectPath = (orgId: number, projectId: number) =>
  `/org/${orgId}/projects/${projectId}/edit`;
export const projectSummaryPath = (orgId: number, projectId: number) =>
  `/org/${orgId}/project/${projectId}/summary`;
