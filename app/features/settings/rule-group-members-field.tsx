import { useId } from 'react';
import type { PickerEmployee } from '../../../contract/teams';
import { Checkbox } from '../../../design-system/field/checkbox';
import type { RuleGroupKind } from '../../api/keys';
import { useAssignRuleGroup } from '../../api/rule-groups';
import {
  assignedGroupId,
  canTurn,
  chosenGroupId,
  isMemberNow,
  isTicked,
  memberMoves,
  turn,
  type GroupPerson,
  type MemberGroup,
} from './rule-group-members-model';
import { RuleGroupSection } from './rule-group-section';

export type RuleGroupMembersFieldProps = {
  kind: RuleGroupKind;
  /** The group being edited (with its member count); null while adding one. */
  group: (MemberGroup & { employee_count: number }) | null;
  /** The people the picker offers; undefined while they load. */
  people: readonly PickerEmployee[] | undefined;
  /** The names of the kind's groups, to say which group someone follows now. */
  groupNames: ReadonlyMap<number, string>;
  /** The people whose box was turned over (rule-group-members-model.ts). */
  value: readonly number[];
  onChange: (turned: number[]) => void;
};

function explanation(group: RuleGroupMembersFieldProps['group']) {
  if (!group)
    return 'Tick the people who follow these rules; everyone else follows their own group or the default.';
  const count = `${group.employee_count} team members follow these rules.`;
  return group.is_organization_default
    ? `${count} Everyone in no other group follows the default; tick people to move them back to it.`
    : `${count} Untick people to move them to the default group; tick others to move them into this group.`;
}

/**
 * The team members of a rule group: who follows it now, ticked (members first), and boxes to
 * move people in and out. Someone in another group is named under their box, as ticking moves
 * them out of it. The default group's members cannot be unticked: they leave it by joining
 * another group.
 */
export function RuleGroupMembersField({
  kind,
  group,
  people,
  groupNames,
  value,
  onChange,
}: RuleGroupMembersFieldProps) {
  const explanationId = useId();
  // Members first, by where they are now (not by their ticks, so that boxes stay put).
  const ordered = people && [
    ...people.filter((person) => isMemberNow(person, kind, group)),
    ...people.filter((person) => !isMemberNow(person, kind, group)),
  ];
  return (
    <RuleGroupSection title="Team members" aria-describedby={explanationId}>
      <p id={explanationId} className="text-sm text-text-muted">
        {explanation(group)}
      </p>
      {!ordered ? (
        <p className="text-sm text-text-muted">Loading team members…</p>
      ) : (
        <div className="grid max-h-56 gap-2 overflow-y-auto sm:grid-cols-2">
          {ordered.map((person) => {
            const chosen = chosenGroupId(person, kind);
            const elsewhere =
              chosen !== null && chosen !== group?.id ? groupNames.get(chosen) : undefined;
            return (
              <Checkbox
                key={person.employee_id}
                label={person.display_name}
                hint={elsewhere && `Follows ${elsewhere}`}
                checked={isTicked(person, kind, group, value)}
                disabled={!canTurn(person, kind, group)}
                onChange={() => onChange(turn(value, person.employee_id))}
              />
            );
          })}
        </div>
      )}
    </RuleGroupSection>
  );
}

/**
 * Saves what the turned boxes ask for, after the group itself is saved (`group`: the saved one):
 * people ticked move into it, people unticked into the default, one employee PATCH each.
 */
export function useSaveRuleGroupMembers(orgId: number, kind: RuleGroupKind) {
  const assign = useAssignRuleGroup(orgId, kind);
  return async (
    group: MemberGroup,
    people: readonly GroupPerson[] | undefined,
    turned: readonly number[],
  ) => {
    const moves = memberMoves(people ?? [], kind, group, turned);
    if (moves.into.length)
      await assign.mutateAsync({ groupId: assignedGroupId(group), employeeIds: moves.into });
    if (moves.out.length) await assign.mutateAsync({ groupId: null, employeeIds: moves.out });
  };
}
