import { describe, expect, it } from 'vitest';
import {
  assignedGroupId,
  canTurn,
  isTicked,
  memberMoves,
  turn,
  type GroupPerson,
} from './rule-group-members-model';

const DEFAULT = { id: 1, is_organization_default: true };
const NIGHTS = { id: 2, is_organization_default: false };
const SITES = { id: 12, is_organization_default: false };

const person = (
  employee_id: number,
  rule_group_id: number | null,
  project_time_rule_group_id: number | null = null,
): GroupPerson => ({ employee_id, rule_group_id, project_time_rule_group_id });

// Ann and Bo follow the night shift; Cy the default (names none); Dee names the default itself.
const ANN = person(21, 2);
const BO = person(22, 2, 12);
const CY = person(23, null, 12);
const DEE = person(24, 1);
const PEOPLE = [ANN, BO, CY, DEE];

const ticked = (group: typeof DEFAULT | null, turned: number[], kind = 'time-clock' as const) =>
  PEOPLE.filter((each) => isTicked(each, kind, group, turned)).map((each) => each.employee_id);

describe('rule group members', () => {
  it('ticks who follows the group now, the default’s members naming none or the default', () => {
    expect(ticked(NIGHTS, [])).toEqual([21, 22]);
    expect(ticked(DEFAULT, [])).toEqual([23, 24]);
    expect(ticked(null, [])).toEqual([]);
    expect(PEOPLE.filter((each) => isTicked(each, 'project-time', SITES, [])).length).toBe(2);
  });

  it('turns a box over, and turning it back forgets it', () => {
    expect(turn([], 21)).toEqual([21]);
    expect(turn([21, 23], 21)).toEqual([23]);
    expect(ticked(NIGHTS, [21, 23])).toEqual([22, 23]);
  });

  it('moves the unticked out to the default and the ticked in', () => {
    expect(memberMoves(PEOPLE, 'time-clock', NIGHTS, [21, 23])).toEqual({
      into: [23],
      out: [21],
    });
    expect(memberMoves(PEOPLE, 'project-time', SITES, [22, 24])).toEqual({
      into: [24],
      out: [22],
    });
    // A new group has no members yet: every tick moves someone in.
    expect(memberMoves(PEOPLE, 'time-clock', null, [21, 24])).toEqual({ into: [21, 24], out: [] });
  });

  it('never moves anyone out of the default, which has nowhere else to send them', () => {
    expect(canTurn(CY, 'time-clock', DEFAULT)).toBe(false);
    expect(canTurn(ANN, 'time-clock', DEFAULT)).toBe(true);
    expect(memberMoves(PEOPLE, 'time-clock', DEFAULT, [21, 23])).toEqual({ into: [21], out: [] });
  });

  it('leaves alone someone turned who is no longer offered', () => {
    expect(memberMoves([ANN], 'time-clock', NIGHTS, [21, 99])).toEqual({ into: [], out: [21] });
  });

  it('writes null to move people into the default, as a deleted group’s members get', () => {
    expect(assignedGroupId(DEFAULT)).toBeNull();
    expect(assignedGroupId(NIGHTS)).toBe(2);
  });
});
