/** Paths of the time-card pages (core.md 2). */
export const timeCardsPath = (orgId: number) => `/org/${orgId}/crew/timecards`;
export const timeCardPath = (orgId: number, id: number) => `/org/${orgId}/crew/timecard/${id}`;
export const editTimeCardPath = (orgId: number, id: number) =>
  `/org/${orgId}/crew/timecard/${id}/edit`;
