import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { automaticMealBreaks, breakWarnings, type BreakLike } from './meal-breaks';
import type { MemberRules } from './member-rules';
import { unixOrNull } from './row-values';
import type { TimeCardStore } from './time-card-store';
import type { BreakRow, TimeCardRow } from './time-cards.tables';

/**
 * After a card is closed or changed: with `automatic` (clock-out, a manual card typed without
 * breaks) and the rule group's automatic meal breaks on the plan, inserts the meal breaks it
 * lacks (marked automatic, paid as meal breaks are, audited as `auto_meal_break` by nobody);
 * then stores the required meal breaks it still lacks (`break_warnings`). A running card keeps
 * none: its warnings come when it closes. `held`: the card's row and breaks as the caller just
 * wrote them (a clock-out), so they are not read again.
 */
export async function settleMealBreaks(
  store: TimeCardStore,
  db: Db,
  orgId: number,
  cardId: number,
  rules: MemberRules,
  options: { automatic: boolean },
  held?: { card: TimeCardRow; breaks: readonly BreakRow[] },
): Promise<void> {
  const card = held ? held.card : await store.cards.find(db, orgId, cardId);
  if (!card) return;
  const clockOut = unixOrNull(card.clock_out_dt_unix);
  if (clockOut === null) {
    if (card.break_warnings !== '[]')
      await store.cards.updateCard(db, orgId, cardId, { break_warnings: '[]' });
    return;
  }
  const span = { clockIn: Number(card.clock_in_dt_unix), end: clockOut };
  const likes = (rows: readonly BreakRow[]): BreakLike[] =>
    rows.map((row) => ({
      type: row.break_type,
      start: Number(row.start_dt_unix),
      end: unixOrNull(row.end_dt_unix),
    }));
  const breaksOf = async (): Promise<BreakLike[]> =>
    likes((await store.parts.breaksOf(db, [cardId])).get(cardId) ?? []);
  let breaks = held ? likes(held.breaks) : await breaksOf();
  if (options.automatic && rules.autoMealBreaks) {
    const added = automaticMealBreaks(span, breaks, rules.mealBreaks);
    if (added.length > 0) {
      const before = await store.snapshot(db, orgId, cardId);
      for (const each of added)
        await db
          .insertInto('time_card_breaks')
          .values({
            org_id: orgId,
            time_card_id: cardId,
            break_type: 'meal',
            is_paid: rules.mealBreaksPaid ? 1 : 0,
            start_dt_unix: each.start,
            end_dt_unix: each.end,
            is_automatic: 1,
          })
          .execute();
      await store.audit(db, {
        orgId,
        actorProfileId: null,
        cardId,
        action: 'auto_meal_break',
        before,
        reason: TIME_CARD_TEXT.autoMealBreakReason,
      });
      breaks = await breaksOf();
    }
  }
  const text = JSON.stringify(breakWarnings(span, breaks, rules.mealBreaks));
  if (text !== card.break_warnings)
    await store.cards.updateCard(db, orgId, cardId, { break_warnings: text });
}
