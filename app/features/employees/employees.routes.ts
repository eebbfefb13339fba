import { can, MEMBER, ORG_0, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const employeeRoutes: RouteEntry[] = [
  screen(
    '/org/:orgId/crew/members',
    can('employees.list'),
    () => import('./list/members-screen'),
    'Team members',
    {
      nav: {
        id: 'members',
        label: 'Team members',
        section: 'main',
        // The other member lists and one member's page sit under 'Team members' too.
        activeOn: [
          '/org/:orgId/crew/deactivated',
          '/org/:orgId/crew/expired',
          '/org/:orgId/employee/:employeeId',
          '/org/:orgId/employees/add',
        ],
      },
    },
  ),
  screen(
    '/org/:orgId/crew/deactivated',
    can('employees.list'),
    () => import('./list/deactivated-screen'),
    'Deactivated team members',
  ),
  screen(
    '/org/:orgId/crew/expired',
    can('employees.list'),
    () => import('./list/expired-screen'),
    'Expired invitations',
  ),
  // Workers open their own page too (read-only); the server answers 404 for anyone out of scope.
  screen(
    '/org/:orgId/employee/:employeeId',
    MEMBER,
    () => import('./detail/employee-detail-screen'),
    'Team member',
  ),
  screen(
    '/org/:orgId/employees/add',
    can('employee.invite'),
    () => import('./add/add-member-screen'),
    'Add team member',
  ),
  screen(
    '/org/0/employees/add',
    ORG_0,
    () => import('./add/add-member-screen'),
    'Add provider staff',
  ),
];
