import { describe, expect, it } from 'vitest';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import { approvalPlan, notYourWorker } from './approval-plan';
import { ANN, BO, at, makeCard } from './summary-test-cards';

const day = (id: number, overrides: Partial<Parameters<typeof makeCard>[0]> = {}) =>
  makeCard({ id, from: at('2026-11-24', 7), to: at('2026-11-24', 15), ...overrides });

describe('what Approve sends', () => {
  it('sends the clocked-out pending cards the viewer approves', () => {
    const plan = approvalPlan([day(1), day(2, { employee: BO })], 99);
    expect(plan).toEqual({ batches: [[1, 2]], alreadyApproved: [], refusals: [] });
  });

  it('leaves out, with the reason in words, running, own and other managers’ cards', () => {
    const running = day(3, { to: null });
    const own = day(4, { employee: BO, canApprove: false });
    const other = day(5, { canApprove: false });
    const approved = day(6, { approval: 'approved' });
    const plan = approvalPlan([day(1), running, own, other, approved], BO.employee_id);
    expect(plan.batches).toEqual([[1]]);
    expect(plan.alreadyApproved).toEqual([approved]);
    expect(plan.refusals).toEqual([
      { card: running, reason: TIME_CARD_TEXT.notApprovable },
      { card: own, reason: TIME_CARD_TEXT.ownApproval },
      { card: other, reason: notYourWorker(ANN.display_name) },
    ]);
    expect(notYourWorker('Ann Lee')).toBe('You do not approve Ann Lee’s time.');
  });

  it('sends at most 500 ids per call', () => {
    const cards = Array.from({ length: 1001 }, (_, index) => day(index + 1));
    expect(approvalPlan(cards, null).batches.map((batch) => batch.length)).toEqual([500, 500, 1]);
  });
});
