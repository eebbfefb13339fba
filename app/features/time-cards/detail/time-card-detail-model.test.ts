import { describe, expect, it } from 'vitest';
import { makeEmployee } from '../../../test-support/fixtures';
import { actorFor } from '../../../access/actor';
import { makeProfile } from '../../../test-support/fixtures';
import { DENVER, denver, makeCard } from '../form/time-card-test-kit';
import { actionText, cardActions, fieldChanges, namesOf } from './time-card-detail-model';

const admin = actorFor(makeProfile([makeEmployee(7, 3, { employee_id: 703 })]), 7);
const worker = actorFor(makeProfile([makeEmployee(7, 1, { employee_id: 50 })]), 7);

describe('the actions of a card', () => {
  it('gives an administrator edit, delete and approve on a pending card', () => {
    expect(cardActions(makeCard(), admin)).toEqual({
      canEdit: true,
      canDelete: true,
      canApprove: true,
      canUnapprove: false,
      isLocked: false,
    });
  });

  it('locks an approved card: only unapprove is left', () => {
    const card = makeCard({ approval_state: 'approved', is_locked: true, can_edit: false });
    expect(cardActions(card, admin)).toEqual({
      canEdit: false,
      canDelete: false,
      canApprove: false,
      canUnapprove: true,
      isLocked: true,
    });
  });

  it('never lets a member approve their own card, nor edit it when the server says no', () => {
    const own = makeCard({ can_edit: false, can_approve: false });
    expect(cardActions(own, worker)).toMatchObject({
      canEdit: false,
      canApprove: false,
      canUnapprove: false,
    });
  });

  it('does not offer approval of a running card', () => {
    const running = makeCard({ clock_out_dt_unix: null, status: 'working' });
    expect(cardActions(running, admin).canApprove).toBe(false);
  });
});

describe('the history in words', () => {
  const card = makeCard();
  const context = { timeZone: DENVER, locale: 'us' as const, names: namesOf(card.allocations) };
  const entry = {
    id: 1,
    action: 'update',
    at_unix: denver(17),
    actor: { profile_id: 42, display_name: 'Ada Admin' },
    reason: 'Left at four',
    fields: ['clock_out_dt_unix', 'allocations'],
    before: {
      clock_out_dt_unix: denver(15, 30),
      allocations: [
        { org_project_id: 5, work_site_id: 9, job_code_id: 3, start_dt_unix: denver(7) },
      ],
    },
    after: {
      clock_out_dt_unix: denver(16),
      allocations: [
        { org_project_id: 6, work_site_id: null, job_code_id: null, start_dt_unix: denver(7) },
      ],
    },
  };

  it('names the action', () => {
    expect(actionText('update')).toBe('edited the time card');
    expect(actionText('approve')).toBe('approved the time card');
    expect(actionText('something_new')).toBe('something new');
  });

  it('writes each changed field before and after, with names of what the card knows', () => {
    expect(fieldChanges(entry, context)).toEqual([
      {
        field: 'clock_out_dt_unix',
        label: 'Clock out',
        before: '03/02/2026 3:30 PM',
        after: '03/02/2026 4:00 PM',
      },
      {
        field: 'allocations',
        label: 'Allocations',
        before: 'Midtown Lofts / North yard / 06-100 from 7:00 AM',
        after: 'Project 6 from 7:00 AM',
      },
    ]);
  });

  it('lists no fields for a creation', () => {
    expect(fieldChanges({ ...entry, action: 'create', before: null }, context)).toEqual([]);
  });
});
