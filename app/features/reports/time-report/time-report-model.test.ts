import { describe, expect, it } from 'vitest';
import { at, MISSED_MEAL, payrollSummary } from '../report-test-data';
import {
  approvalBadge,
  approvalMark,
  closedChange,
  dayTotals,
  memberCells,
} from './time-report-model';

const HOUR = 3600;
const week = () =>
  payrollSummary(at('2026-11-23', 0), at('2026-11-30', 0), undefined, { closed: true }).data;

describe('the time report’s cells', () => {
  it('keeps the regular, overtime and double time of a day, and the spans to explain', () => {
    const [, tuesday, wednesday, thursday] = memberCells(week().members[0]!);
    expect(tuesday).toMatchObject({
      date: '2026-11-24',
      regular: 8 * HOUR,
      overtime: 2 * HOUR,
      doubleTime: 0,
      premiumHours: 1,
      breakFlags: [MISSED_MEAL],
      approval: 'pending',
      hasWhy: true,
    });
    expect(tuesday!.extraSpans.map((span) => [span.pay_class, span.seconds])).toEqual([
      ['overtime', 2 * HOUR],
    ]);
    // Regular spans need no explaining; the others in time order.
    expect(wednesday!.extraSpans.map((span) => span.pay_class)).toEqual([
      'overtime',
      'double_time',
    ]);
    expect(thursday).toMatchObject({ regular: 0, approval: null, hasWhy: false });
  });

  it('marks a day or member approved only when every card is, and counts the pending', () => {
    expect(approvalMark({ card_count: 0, approved_count: 0, pending_count: 0 })).toBeNull();
    expect(approvalMark({ card_count: 2, approved_count: 2, pending_count: 0 })).toBe('approved');
    expect(approvalMark({ card_count: 2, approved_count: 1, pending_count: 1 })).toBe('pending');
    expect(approvalBadge({ card_count: 3, approved_count: 1, pending_count: 2 })).toEqual({
      tone: 'warning',
      text: '2 pending',
    });
    expect(approvalBadge({ card_count: 1, approved_count: 1, pending_count: 0 })).toEqual({
      tone: 'success',
      text: 'Approved',
    });
  });

  it('adds up everyone’s days, and gives the closed numbers of a member who changed', () => {
    const summary = week();
    const totals = dayTotals(summary);
    expect(totals.map((day) => day.regular_seconds / HOUR)).toEqual([16, 14, 8, 0, 0, 0, 0]);
    expect(totals[2]).toMatchObject({ overtime_seconds: 4 * HOUR, double_time_seconds: HOUR });
    const [ann, bo] = summary.members;
    expect(closedChange(ann!)).toMatchObject({
      regular_seconds: 24 * HOUR,
      overtime_seconds: 2 * HOUR,
    });
    expect(closedChange(bo!)).toBeNull();
  });
});
