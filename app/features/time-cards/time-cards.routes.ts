import { INTERNAL, MEMBER, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

/**
 * Time cards: the crew page (every member's landing: their clock and cards; a manager's summary
 * of their crew), one card, adding and editing cards, and provider staff's list of every
 * organisation's cards. The server decides whose cards each caller reads and changes.
 */
export const timeCardRoutes: RouteEntry[] = [
  screen(
    '/org/:orgId/crew/timecards',
    MEMBER,
    () => import('./crew-time-cards-screen'),
    'Time cards',
    { nav: { id: 'timecards', label: 'Time cards', section: 'main', feature: 'time-tracking' } },
  ),
  screen(
    '/org/:orgId/crew/timecards/add',
    MEMBER,
    () => import('./form/time-card-form-screen'),
    'Add time card',
  ),
  // The legacy add-time-card page, used when no state is passed.
  screen(
    '/org/:orgId/time-cards/create',
    MEMBER,
    () => import('./form/time-card-form-screen'),
    'Add time card',
  ),
  screen(
    '/org/:orgId/crew/timecard/:timecardId',
    MEMBER,
    () => import('./detail/time-card-detail-screen'),
    'Time card',
  ),
  screen(
    '/org/:orgId/crew/timecard/:timecardId/edit',
    MEMBER,
    () => import('./form/time-card-form-screen'),
    'Edit time card',
  ),
  screen('/timecards', INTERNAL, () => import('./admin/all-time-cards-screen'), 'All time cards', {
    nav: { id: 'all-timecards', label: 'All time cards', section: 'admin' },
  }),
];
