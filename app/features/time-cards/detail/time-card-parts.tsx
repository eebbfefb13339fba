import type { ReactNode } from 'react';
import type { TimeCardDetail } from '../../../../contract/time-cards';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../design-system/card/card';
import { formatDuration } from '../../../../design-system/format/format-duration';
import type { FormatLocale } from '../../../../design-system/format/format-locale';
import { Stat } from '../../../../design-system/stat/stat';
import { timeOfDay } from '../clock/clock-format';
import { BREAK_LABEL } from '../time-card-words';

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

/** A plain table of a card's parts: a caption for screen readers, headers, one row each. */
function PartsTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly { key: number; cells: readonly ReactNode[] }[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-text-muted">
        <tr className="border-b border-border">
          {headers.map((header) => (
            <th key={header} scope="col" className={cell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-border last:border-0">
            {row.cells.map((content, index) => (
              <td key={headers[index]} className={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The card's allocations (where its time went) and breaks, as tables. */
export function TimeCardParts({ card, locale }: PartsProps) {
  const time = (unix: number | null) =>
    unix === null ? 'Running' : timeOfDay(unix, card.timezone, locale);
  const span = (start: number, end: number | null) => `${time(start)} – ${time(end)}`;
  return (
    <div className="grid items-start gap-6 2xl:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Allocations</CardTitle>
        </CardHeader>
        <CardContent>
          <PartsTable
            caption="Allocations of the time card"
            headers={['Project', 'Work site', 'Cost code', 'Time', 'Duration']}
            rows={card.allocations.map((part) => ({
              key: part.id,
              cells: [
                part.project_name ?? 'No project',
                part.work_site_name ?? '—',
                part.job_code ?? '—',
                span(part.start_dt_unix, part.end_dt_unix),
                formatDuration(part.worked_seconds),
              ],
            }))}
          />
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
            <PartsTable
              caption="Breaks of the time card"
              headers={['Type', 'Pay', 'Time', 'Duration']}
              rows={card.breaks.map((each) => ({
                key: each.id,
                cells: [
                  `${BREAK_LABEL[each.break_type]}${each.is_automatic ? ' (automatic)' : ''}`,
                  each.is_paid ? 'Paid' : 'Unpaid',
                  span(each.start_dt_unix, each.end_dt_unix),
                  formatDuration(each.duration_seconds),
                ],
              }))}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
