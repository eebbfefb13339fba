import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import type { Outbox } from '../../mail/outbox';
import { dueReminders } from './break-reminders';
import type { BreakLike } from './meal-breaks';
import { unixOrNull } from './row-values';
import type { TimeCardStore } from './time-card-store';

/** Running cards older than this are not looked at (a card left running for days needs no reminder). */
const RUNNING_WINDOW_SECONDS = 24 * 3600;

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The break reminder job (runs on the interval-job mechanism, one run a minute): finds running
 * cards of members whose rule group sends meal or rest break reminders (time-clock-rules in the
 * plan), and e-mails each reminder a card is due (break-reminders.ts) through the outbox. A
 * reminder is claimed first in time_card_reminders (primary key: card and kind), so two runs or
 * two servers never send it twice; a crash between the claim and the outbox loses that one
 * reminder rather than sending it twice.
 */
export class BreakReminderJob {
  constructor(
    private readonly db: Db,
    private readonly store: TimeCardStore,
    private readonly outbox: Outbox,
  ) {}

  /** Sends the reminders due at `now`; answers how many were sent. */
  async run(now: number): Promise<number> {
    const orgs = await this.db
      .selectFrom('rule_groups')
      .select('org_id')
      .distinct()
      .where((eb) =>
        eb.or([
          eb('is_send_meal_break_reminders', '=', 1),
          eb('is_send_rest_break_reminders', '=', 1),
        ]),
      )
      .execute();
    if (orgs.length === 0) return 0;
    const cards = await this.db
      .selectFrom('time_cards as tc')
      .innerJoin('employees as e', 'e.id', 'tc.employee_id')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .select([
        'tc.id',
        'tc.org_id',
        'tc.employee_id',
        'tc.clock_in_dt_unix',
        'e.display_name',
        'p.email',
      ])
      .where('tc.clock_out_dt_unix', 'is', null)
      .where('tc.deleted_at_unix', 'is', null)
      .where('tc.clock_in_dt_unix', '>=', now - RUNNING_WINDOW_SECONDS)
      .where(
        'tc.org_id',
        'in',
        orgs.map((row) => row.org_id),
      )
      .orderBy('tc.id')
      .execute();
    if (cards.length === 0) return 0;
    const breaks = await this.store.parts.breaksOf(
      this.db,
      cards.map((card) => card.id),
    );
    let sent = 0;
    for (const card of cards) {
      const rules = await this.store.rulesOf(this.db, card.org_id, card.employee_id, now);
      if (!rules || (!rules.remindMealBreaks && !rules.remindRestBreaks)) continue;
      const spans: BreakLike[] = (breaks.get(card.id) ?? []).map((row) => ({
        type: row.break_type,
        start: Number(row.start_dt_unix),
        end: unixOrNull(row.end_dt_unix),
      }));
      for (const due of dueReminders(
        { clockIn: Number(card.clock_in_dt_unix) },
        spans,
        rules,
        now,
      )) {
        const claimed = await this.db
          .insertInto('time_card_reminders')
          .values({ time_card_id: card.id, kind: due.kind, org_id: card.org_id, sent_at_unix: now })
          .onConflict((conflict) => conflict.columns(['time_card_id', 'kind']).doNothing())
          .returning('time_card_id')
          .executeTakeFirst();
        if (!claimed) continue;
        const minutes = Math.max(1, Math.ceil(due.secondsLeft / 60));
        const text =
          due.type === 'meal'
            ? TIME_CARD_TEXT.mealBreakReminder(card.display_name, minutes)
            : TIME_CARD_TEXT.restBreakReminder(card.display_name, minutes);
        const outboxId = await this.outbox.send({
          channel: 'email',
          to: card.email,
          template: 'break-reminder',
          subject:
            due.type === 'meal'
              ? TIME_CARD_TEXT.mealBreakReminderSubject
              : TIME_CARD_TEXT.restBreakReminderSubject,
          text,
          html: `<!doctype html><html><body><p>${escapeHtml(text)}</p></body></html>`,
        });
        await this.db
          .updateTable('time_card_reminders')
          .set({ outbox_id: outboxId })
          .where('time_card_id', '=', card.id)
          .where('kind', '=', due.kind)
          .execute();
        sent += 1;
      }
    }
    return sent;
  }
}
