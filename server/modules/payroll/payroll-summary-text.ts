import type { PayrollHours, PayrollPay, PayrollSummary } from '../../../contract/payroll';
import { addHours, assembleMember, sumPay, zeroHours } from './payroll-assemble';
import type { ClassifiedMember } from './payroll-classify';
import type { Listed, Prepared } from './payroll-prepare';

/**
 * The summary's answer as JSON text, member by member: each listed member's part is made once
 * and kept as a fragment (its text and the sums the answer adds up), reused by the next answer
 * to the same query while the loader keeps that member's classification (the same object) under
 * the same pay version (README "Kept answers"). A card change then costs the members it moved.
 */

/** A listed member's part of a kept answer, valid while their classification is the same object. */
export type Fragment = {
  classified: ClassifiedMember | undefined;
  /** The member as JSON with the sums the answer adds up; null: not shown (no time, not closed). */
  entry: { text: string; totals: PayrollHours; pay: PayrollPay | null } | null;
};

/** The answer's text and its members' fragments, reusing `reusable`'s where still valid. */
export function summaryText(
  prepared: Prepared,
  now: number,
  reusable: ReadonlyMap<number, Fragment> | undefined,
): { text: string; fragments: Map<number, Fragment> } {
  const { range, closed, context } = prepared;
  const fragments = new Map<number, Fragment>();
  const texts: string[] = [];
  const totals = zeroHours();
  const pays: { pay: PayrollPay | null; worked: number }[] = [];
  for (const listed of prepared.listed) {
    let fragment = reusable?.get(listed.id);
    // Time off is not under the versions: a member with some is made again (nothing is kept then).
    if (
      !fragment ||
      fragment.classified !== listed.classified ||
      listed.classified === undefined ||
      listed.timeOff.length > 0
    )
      fragment = { classified: listed.classified, entry: memberEntry(prepared, listed) };
    fragments.set(listed.id, fragment);
    const { entry } = fragment;
    if (!entry) continue;
    texts.push(entry.text);
    addHours(totals, entry.totals);
    pays.push({ pay: entry.pay, worked: entry.totals.worked_seconds });
  }
  const head: Omit<PayrollSummary, 'members' | 'totals' | 'pay' | 'closed_run'> = {
    timezone: prepared.org.timezone,
    as_of_unix: now,
    start_dt_unix: range.start,
    end_dt_unix: range.end,
    pay_period: range.period,
    days: context.days.map((day) => ({ ...day })),
  };
  const tail: Pick<PayrollSummary, 'totals' | 'pay' | 'closed_run'> = {
    totals,
    pay: sumPay(pays),
    closed_run: closed
      ? { payroll_run_id: closed.id, closed_at_unix: closed.closedAt, closed_by: closed.closedBy }
      : null,
  };
  const meta = {
    member_count: texts.length,
    shows_pay: pays.some((member) => member.pay !== null),
    include_time_off: prepared.includeTimeOff,
  };
  // {"data": {...head, "members": [...], ...tail}, "meta": {...}}, the members' texts as they are.
  const text = `{"data":${JSON.stringify(head).slice(0, -1)},"members":[${texts.join(',')}],${JSON.stringify(tail).slice(1)},"meta":${JSON.stringify(meta)}}`;
  return { text, fragments };
}

/** One listed member of the summary as JSON with its sums, or null when not shown. */
function memberEntry(prepared: Prepared, listed: Listed): Fragment['entry'] {
  const { closed } = prepared;
  const { member, hasTime } = assembleMember(
    listed.id,
    listed.name,
    listed.classified,
    listed.timeOff,
    prepared.context,
  );
  const closedMember = closed?.members.get(listed.id);
  if (!hasTime && !closedMember) return null;
  if (closed) {
    // Compared as the run kept it: the whole member, without time off.
    const current =
      prepared.filtersNarrowCards || listed.timeOff.length > 0
        ? assembleMember(listed.id, listed.name, listed.classified, [], prepared.whole).member
        : member;
    member.closed_totals = closedMember?.totals ?? zeroHours();
    member.closed_pay = listed.showsPay ? (closedMember?.pay ?? null) : null;
    member.changed_since_close =
      JSON.stringify(current.totals) !== JSON.stringify(member.closed_totals) ||
      JSON.stringify(current.pay) !== JSON.stringify(closedMember?.pay ?? null);
  }
  if (!listed.showsPay) {
    member.pay = null;
    for (const day of member.days) day.pay = null;
  }
  return { text: JSON.stringify(member), totals: member.totals, pay: member.pay };
}
