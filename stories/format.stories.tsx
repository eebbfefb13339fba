import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TimeDisplay } from '../design-system/format/format-hours';
import { DEFAULT_TIME_ZONE, type FormatLocale } from '../design-system/format/format-locale';
import { createFormatters, type Formatters } from '../design-system/format/formatters';

// Friday 3 May 2024, 19:30 UTC: 12:30 in Los Angeles, already Saturday 05:30 in Sydney.
const FRIDAY = new Date(Date.UTC(2024, 4, 3, 19, 30));
const DAY_MS = 24 * 60 * 60 * 1000;

type Example = { name: string; show: (format: Formatters) => string };

const EXAMPLES: Example[] = [
  { name: 'Date', show: (format) => format.date(FRIDAY) },
  { name: 'Date (unix seconds)', show: (format) => format.date(FRIDAY.getTime() / 1000) },
  { name: 'Long date', show: (format) => format.longDate(FRIDAY) },
  { name: 'Worked time 7h 30m', show: (format) => format.hours(7.5 * 3600) },
  { name: 'Duration of 2h 5m', show: (format) => format.duration(2 * 3600 + 5 * 60) },
  { name: 'Duration of 5m 30s', show: (format) => format.duration(5 * 60 + 30) },
  { name: 'Bid price', show: (format) => format.currency(12345) },
  { name: 'Hourly price', show: (format) => format.currency(25.5, 'hr') },
  { name: 'Daily price', show: (format) => format.currency(200, 'day') },
  { name: 'Yearly price', show: (format) => format.currency(52000, 'yr') },
  { name: 'Count of 999', show: (format) => format.count(999) },
  { name: 'Count of 1,500', show: (format) => format.count(1500) },
  { name: 'Count of 2,000,000', show: (format) => format.count(2_000_000) },
  { name: 'Count of 999,999,999', show: (format) => format.count(999_999_999) },
  { name: 'Count of 1,000,000,000', show: (format) => format.count(1_000_000_000) },
  {
    name: 'Trial ending in 2.5 days',
    show: (format) =>
      String(format.trialDaysLeft(new Date(FRIDAY.getTime() + 2.5 * DAY_MS), FRIDAY)),
  },
  {
    name: 'Trial ended yesterday',
    show: (format) => String(format.trialDaysLeft(new Date(FRIDAY.getTime() - DAY_MS), FRIDAY)),
  },
];

const LOCALES: { locale: FormatLocale; label: string }[] = [
  { locale: 'us', label: 'US' },
  { locale: 'au', label: 'AU' },
];

type FormatExamplesProps = {
  /** The zone dates are read in. */
  timeZone?: string;
  /** How worked time is shown. */
  timeDisplay?: TimeDisplay;
};

/** The formatters side by side for both locales, as a reference table. */
function FormatExamples({ timeZone = DEFAULT_TIME_ZONE, timeDisplay }: FormatExamplesProps) {
  const columns = LOCALES.map(({ locale, label }) => ({
    label,
    format: createFormatters({ locale, timeZone, timeDisplay }),
  }));
  return (
    <table className="w-full max-w-xl border-collapse text-sm text-text">
      <caption className="pb-2 text-left text-text-muted">
        Formats in {timeZone}, worked time as {timeDisplay === 'decimal' ? 'decimal' : 'HH:MM'}
      </caption>
      <thead>
        <tr className="border-b border-border-strong text-left">
          <th scope="col" className="py-1.5 pr-4 font-semibold">
            Example
          </th>
          {columns.map((column) => (
            <th key={column.label} scope="col" className="py-1.5 pr-4 font-semibold">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {EXAMPLES.map((example) => (
          <tr key={example.name} className="border-b border-border">
            <th scope="row" className="py-1.5 pr-4 text-left font-normal text-text-muted">
              {example.name}
            </th>
            {columns.map((column) => (
              <td key={column.label} className="py-1.5 pr-4 tabular-nums">
                {example.show(column.format)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Design System/Format',
  component: FormatExamples,
} satisfies Meta<typeof FormatExamples>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The US and AU cells of the row named `name`. */
function cellsOf(canvasElement: HTMLElement, name: string): string[] {
  const row = within(canvasElement).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row named ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'US' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'AU' })).toBeVisible();
    // Dates: MM/DD/YYYY and DD/MM/YYYY, on the Los Angeles calendar by default.
    await expect(cellsOf(canvasElement, 'Date')).toEqual(['05/03/2024', '03/05/2024']);
    await expect(cellsOf(canvasElement, 'Date (unix seconds)')).toEqual([
      '05/03/2024',
      '03/05/2024',
    ]);
    await expect(cellsOf(canvasElement, 'Long date')).toEqual([
      'Fri 03 May 2024',
      'Fri 03 May 2024',
    ]);
    await expect(cellsOf(canvasElement, 'Worked time 7h 30m')).toEqual(['07:30', '07:30']);
    await expect(cellsOf(canvasElement, 'Duration of 2h 5m')).toEqual(['2h 5m', '2h 5m']);
    await expect(cellsOf(canvasElement, 'Duration of 5m 30s')).toEqual(['5m 30s', '5m 30s']);
    await expect(cellsOf(canvasElement, 'Bid price')).toEqual(['$12,345', '$12,345']);
    await expect(cellsOf(canvasElement, 'Hourly price')).toEqual(['$25.50/hr', '$25.50/hr']);
    await expect(cellsOf(canvasElement, 'Daily price')).toEqual(['$200.00/day', '$200.00/day']);
    await expect(cellsOf(canvasElement, 'Yearly price')).toEqual(['$52,000/yr', '$52,000/yr']);
    await expect(cellsOf(canvasElement, 'Count of 999')).toEqual(['999', '999']);
    await expect(cellsOf(canvasElement, 'Count of 1,500')).toEqual(['1.5k', '1.5k']);
    await expect(cellsOf(canvasElement, 'Count of 2,000,000')).toEqual(['2m', '2m']);
    // The '1b+' boundary: just under a billion is still millions.
    await expect(cellsOf(canvasElement, 'Count of 999,999,999')).toEqual(['999.9m', '999.9m']);
    await expect(cellsOf(canvasElement, 'Count of 1,000,000,000')).toEqual(['1b+', '1b+']);
    await expect(cellsOf(canvasElement, 'Trial ending in 2.5 days')).toEqual(['3', '3']);
    await expect(cellsOf(canvasElement, 'Trial ended yesterday')).toEqual(['0', '0']);
  },
};

export const SydneyWithDecimalHours: Story = {
  args: { timeZone: 'Australia/Sydney', timeDisplay: 'decimal' },
  play: async ({ canvasElement }) => {
    // The same instant is already Saturday in Sydney.
    await expect(cellsOf(canvasElement, 'Date')).toEqual(['05/04/2024', '04/05/2024']);
    await expect(cellsOf(canvasElement, 'Long date')).toEqual([
      'Sat 04 May 2024',
      'Sat 04 May 2024',
    ]);
    await expect(cellsOf(canvasElement, 'Worked time 7h 30m')).toEqual(['7.50', '7.50']);
  },
};
