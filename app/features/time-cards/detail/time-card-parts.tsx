import type { TimeCardDetail } from '../../../../contract/time-cards';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../design-system/card/card';
import { formatDuration } from '../../../../design-system/format/format-duration';
import type { FormatLocale } from '../../../../design-system/format/format-locale';
import { Stat } from '../../../../design-system/stat/stat';
import { timeOfDay } from '../clock/clock-format';

type PartsProps = { card: TimeCardDetail; locale: FormatLocale };

/**
 * Worked, break and paid time. Raw times are never rounded: only paid time follows the
 * organisation's rounding step, and the rounded clock times it used are shown as such.
 */
export function TimeCardTotals({ card, locale }: PartsProps) {
  const { totals } = card;
  const time = (unix: number) => timeOfDay(unix, card.timezone, locale);
  const rounded =
    totals.round_minutes > 0
      ? `Payable times rounded to ${totals.round_minutes} minutes: ${time(totals.rounded_clock_in_dt_unix)} to ${
          totals.rounded_clock_out_dt_unix === null ? 'now' : time(totals.rounded_clock_out_dt_unix)
        }`
      : undefined;
  const trimmed =
    card.payable_clock_out_dt_unix != null &&
    card.payable_clock_out_dt_unix !== card.clock_out_dt_unix
      ? `Paid up to ${time(card.payable_clock_out_dt_unix)}, when they left the work site`
      : undefined;
  return (
    <section aria-label="Totals" className="grid gap-4 sm:grid-cols-3">
      <Stat label="Worked" value={formatDuration(totals.worked_seconds)} />
      <Stat
        label="Breaks"
        value={formatDuration(totals.break_seconds)}
        hint={`${formatDuration(totals.unpaid_break_seconds)} unpaid`}
      />
      <Stat
        label="Paid"
        value={formatDuration(totals.paid_seconds)}
        hint={[rounded, trimmed].filter(Boolean).join('. ') || undefined}
      />
    </section>
  );
}

const cell = 'px-3 py-2 text-left align-top';

/** The card's allocations (where its time went) and breaks, as tables. */
export function TimeCardParts({ card, locale }: PartsProps) {
  const time = (unix: number | null) =>
    unix === null ? 'Running' : timeOfDay(unix, card.timezone, locale);
  return (
    <div className="grid items-start gap-6 2xl:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Allocations</CardTitle>
        </CardHeader>
        <CardContent>
          <table className="w-full text-sm">
            <caption className="sr-only">Allocations of the time card</caption>
            <thead className="text-text-muted">
              <tr className="border-b border-border">
                <th scope="col" className={cell}>
                  Project
                </th>
                <th scope="col" className={cell}>
                  Work site
                </th>
                <th scope="col" className={cell}>
                  Cost code
                </th>
                <th scope="col" className={cell}>
                  Time
                </th>
                <th scope="col" className={cell}>
                  Duration
                </th>
              </tr>
            </thead>
            <tbody>
              {card.allocations.map((part) => (
                <tr key={part.id} className="border-b border-border last:border-0">
                  <td className={cell}>{part.project_name ?? 'No project'}</td>
                  <td className={cell}>{part.work_site_name ?? '—'}</td>
                  <td className={cell}>{part.job_code ?? '—'}</td>
                  <td className={cell}>
                    {time(part.start_dt_unix)} – {time(part.end_dt_unix)}
                  </td>
                  <td className={cell}>{formatDuration(part.worked_seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Breaks</CardTitle>
        </CardHeader>
        <CardContent>
          {card.breaks.length === 0 ? (
            <p className="text-sm text-text-muted">No breaks.</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Breaks of the time card</caption>
              <thead className="text-text-muted">
                <tr className="border-b border-border">
                  <th scope="col" className={cell}>
                    Type
                  </th>
                  <th scope="col" className={cell}>
                    Pay
                  </th>
                  <th scope="col" className={cell}>
                    Time
                  </th>
                  <th scope="col" className={cell}>
                    Duration
                  </th>
                </tr>
              </thead>
              <tbody>
                {card.breaks.map((each) => (
                  <tr key={each.id} className="border-b border-border last:border-0">
                    <td className={cell}>
                      {each.break_type === 'meal' ? 'Meal break' : 'Rest break'}
                      {each.is_automatic ? ' (automatic)' : ''}
                    </td>
                    <td className={cell}>{each.is_paid ? 'Paid' : 'Unpaid'}</td>
                    <td className={cell}>
                      {time(each.start_dt_unix)} – {time(each.end_dt_unix)}
                    </td>
                    <td className={cell}>{formatDuration(each.duration_seconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
