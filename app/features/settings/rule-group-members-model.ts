import type { PickerEmployee } from '../../../contract/teams';
import type { RuleGroupKind } from '../../api/keys';

/*
 * Who is in a rule group, and what the dialog's ticks change (core.md 7 "Rules"). The picker
 * names the group each person follows as the employee PATCH writes it (null: the organisation's
 * default). The form keeps only the people whose tick the administrator turned over, so that the
 * picker may load (or reload) while the dialog is open without losing a tick.
 */

/** A group as the dialog knows it. */
export type MemberGroup = { id: number; is_organization_default: boolean };

/** A person as the dialog reads them: the picker's row. */
export type GroupPerson = Pick<
  PickerEmployee,
  'employee_id' | 'rule_group_id' | 'project_time_rule_group_id'
>;

/** The group of a kind the person names: null for the organisation's default. */
export function chosenGroupId(person: GroupPerson, kind: RuleGroupKind): number | null {
  return kind === 'time-clock' ? person.rule_group_id : person.project_time_rule_group_id;
}

/**
 * Whether the person follows the group now: naming it, or naming none for the default. A new
 * group (null) has nobody yet.
 */
export function isMemberNow(person: GroupPerson, kind: RuleGroupKind, group: MemberGroup | null) {
  if (!group) return false;
  const chosen = chosenGroupId(person, kind);
  return chosen === group.id || (group.is_organization_default && chosen === null);
}

/**
 * Whether the person's box may be turned: anyone may be moved in, and a member out of any group
 * but the default, which has nowhere else to send them (they leave it by joining another group).
 */
export function canTurn(person: GroupPerson, kind: RuleGroupKind, group: MemberGroup | null) {
  return !(group?.is_organization_default && isMemberNow(person, kind, group));
}

/** Whether the person's box shows ticked: a member now, unless turned over, and the reverse. */
export function isTicked(
  person: GroupPerson,
  kind: RuleGroupKind,
  group: MemberGroup | null,
  turned: readonly number[],
): boolean {
  return isMemberNow(person, kind, group) !== turned.includes(person.employee_id);
}

/** The turned-over ids after turning one person's box (turning it back forgets it). */
export function turn(turned: readonly number[], employeeId: number): number[] {
  return turned.includes(employeeId)
    ? turned.filter((id) => id !== employeeId)
    : [...turned, employeeId];
}

/** Who moves where on save: `into` the group, and `out` of it into the default. */
export type MemberMoves = { into: number[]; out: number[] };

/**
 * The moves the turned boxes ask for, among the people the picker offers (someone turned who is
 * no longer offered is left alone). Members are never moved out of the default.
 */
export function memberMoves(
  people: readonly GroupPerson[],
  kind: RuleGroupKind,
  group: MemberGroup | null,
  turned: readonly number[],
): MemberMoves {
  const moves: MemberMoves = { into: [], out: [] };
  for (const person of people) {
    if (!turned.includes(person.employee_id) || !canTurn(person, kind, group)) continue;
    (isMemberNow(person, kind, group) ? moves.out : moves.into).push(person.employee_id);
  }
  return moves;
}

/**
 * The group id an employee PATCH writes to move people into the group: null for the default,
 * as a deleted group's members get (server/modules/rule-groups), so one value means "the default".
 */
export function assignedGroupId(group: MemberGroup): number | null {
  return group.is_organization_default ? null : group.id;
}
