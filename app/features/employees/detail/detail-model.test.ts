import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../../contract/access';
import { ADMIN, MANAGER, ROLES, WORKER, makeDetail, makeManagerDetail } from './detail-test-kit';
import { detailRights } from './detail-rights';
import { withHintFields } from '../../../forms/form-errors';
import { EDIT_HINT_FIELDS, editFormDefaults, editPatchBody } from './edit-form';
import { editableFields } from './edit-employee-dialog';
import { buildRoleMap, initialSwitches, roleByNameIn } from './role-map';
import { ApiError } from '../../../api/api-error';
import { employeeStatus, invitationState } from './employee-status';

const DENVER = { timeZone: 'America/Denver', region: 'us' as const };

describe('role map', () => {
  it('keeps a manager’s own switches and the default variant’s for others', () => {
    const manager = makeManagerDetail();
    expect(
      initialSwitches(ROLES, manager)
        .filter((s) => s.value)
        .map((s) => s.id),
    ).toEqual([104]);
    expect(initialSwitches(ROLES, makeDetail()).find((s) => s.id === 104)?.value).toBe(true);
  });

  it('sends no variable permissions for workers and administrators', () => {
    const switches = initialSwitches(ROLES, makeDetail());
    expect(buildRoleMap(ROLES, ROLE.admin, switches)).toEqual({
      role: 'admin',
      variable_permissions: [],
    });
  });

  it("says a missing role name doesn't exist", () => {
    expect(() => roleByNameIn(ROLES, 'time-approver')).toThrow("role name doesn't exist");
  });
});

describe('edit form', () => {
  it('sends nothing when nothing changed', () => {
    const detail = makeDetail();
    const editable = editableFields(detail, 'all');
    const values = editFormDefaults(detail, DENVER) as Parameters<typeof editPatchBody>[1];
    expect(editPatchBody(detail, values, editable, DENVER)).toEqual({});
  });

  it('compares mobiles however they are written and sends one from another region as +61', () => {
    const detail = makeDetail({ is_pending_profile: true, staffing_status: 'pending' });
    const editable = editableFields(detail, 'all');
    const values = editFormDefaults(detail, DENVER) as Parameters<typeof editPatchBody>[1];
    expect(
      editPatchBody(detail, { ...values, mobile: '(303) 555-0101' }, editable, DENVER),
    ).toEqual({});
    expect(
      editPatchBody(
        detail,
        { ...values, mobile: '0412 345 678', mobile_region: 'au' },
        editable,
        DENVER,
      ),
    ).toEqual({ mobile: '+61412345678' });
    expect(editPatchBody(detail, { ...values, mobile: '' }, editable, DENVER)).toEqual({
      mobile: null,
    });
  });

  it('leaves out what a manager may not change', () => {
    const detail = makeDetail();
    const editable = editableFields(detail, 'managed');
    const values = editFormDefaults(detail, DENVER) as Parameters<typeof editPatchBody>[1];
    expect(
      editPatchBody(detail, { ...values, primary_manager: null, title: '' }, editable, DENVER),
    ).toEqual({ title: null });
  });

  it('compares rule groups with the ones followed, the default as null', () => {
    const detail = makeDetail();
    const groups = {
      timeClock: { id: 1, name: 'Default', is_organization_default: true },
      projectTime: { id: 12, name: 'Automatic', is_organization_default: false },
    };
    const editable = editableFields(detail, 'all', groups);
    const values = editFormDefaults(detail, DENVER, groups) as Parameters<typeof editPatchBody>[1];
    expect(values).toMatchObject({ rule_group: 'default', project_time_rule_group: '12' });
    expect(editPatchBody(detail, values, editable, DENVER, groups)).toEqual({});
    expect(
      editPatchBody(
        detail,
        { ...values, rule_group: '2', project_time_rule_group: 'default' },
        editable,
        DENVER,
        groups,
      ),
    ).toEqual({ rule_group_id: 2, project_time_rule_group_id: null });
    // Not offered (and never sent) while the groups followed are unknown, or to managers.
    expect(editableFields(detail, 'all').has('rule_group')).toBe(false);
    expect(editableFields(detail, 'managed', groups).has('rule_group')).toBe(false);
    expect(
      editPatchBody(detail, { ...values, rule_group: '2' }, editableFields(detail, 'all'), DENVER),
    ).toEqual({});
  });

  it('puts the server’s hints under the form’s fields', () => {
    const error = new ApiError(400, {
      message: 'x',
      field_hints: { end_dt_unix: ['Start date can not be behind end date'], name: ['n'] },
    });
    expect((withHintFields(error, EDIT_HINT_FIELDS) as ApiError).body.field_hints).toEqual({
      end_date: ['Start date can not be behind end date'],
      name: ['n'],
    });
  });
});

describe('rights and status', () => {
  it('follows the server’s rules', () => {
    const worker = makeDetail();
    expect(detailRights(ADMIN, 7, worker)).toMatchObject({ edit: 'all', canSetActive: true });
    expect(detailRights(MANAGER, 7, worker)).toMatchObject({
      edit: 'managed',
      canSetActive: false,
    });
    expect(detailRights(WORKER, 7, worker)).toMatchObject({
      edit: 'none',
      canChangeRole: false,
      canResendInvite: false,
      isSelf: true,
    });
    const self = makeDetail({ employee_id: 703 });
    expect(detailRights(ADMIN, 7, self)).toMatchObject({
      canChangeRole: false,
      canSetActive: false,
    });
  });

  it('names the status and the invitation', () => {
    expect(employeeStatus({ is_saas_enabled: false, staffing_status: 'pending' }).label).toBe(
      'Deactivated',
    );
    expect(employeeStatus({ is_saas_enabled: true, staffing_status: 'expired' }).label).toBe(
      'Invite expired',
    );
    expect(invitationState(makeDetail({ staffing_status: 'pending' }))).toBe('sent');
    expect(invitationState(makeDetail({ staffing_status: 'active' }))).toBeNull();
  });
});
