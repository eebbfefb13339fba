import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangePicker } from '../../design-system/date-range-picker/date-range-picker';
import {
  firstWeekCells,
  openCalendar,
  pickerMeta,
  range,
  weekdayHeaders,
} from './date-range-picker-fixtures';

/** The calendar's layout: the first day of the week, and the years it can show. */
const meta = {
  title: 'Design System/DateRangePicker/Calendar',
  component: DateRangePicker,
  ...pickerMeta(),
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WeekStartsOnSunday: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(weekdayHeaders(dialog)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    // 1 November 2026 is a Sunday: the first cell of the first week.
    const cells = firstWeekCells(dialog);
    await expect(cells[0]).toHaveTextContent('1');
    await expect(within(cells[0] as HTMLElement).getByRole('button')).toHaveAccessibleName(
      'Sunday, November 1, 2026',
    );
  },
};

export const WeekStartsOnMonday: Story = {
  args: { weekStartsOn: 1 },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(weekdayHeaders(dialog)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    // Sunday 1 November closes the first week, after six empty cells.
    const cells = firstWeekCells(dialog);
    await expect(cells[0]).toHaveTextContent('');
    await expect(cells[6]).toHaveTextContent('1');
    await expect(within(cells[6] as HTMLElement).getByRole('button')).toHaveAccessibleName(
      'Sunday, November 1, 2026',
    );
  },
};

export const YearsRunFrom2016To2029: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    const year = within(dialog).getByRole('combobox', { name: 'Year' });
    const years = within(year)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(years).toEqual(range(2016, 2029).map(String));

    await userEvent.selectOptions(year, '2016');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Month' }),
      'January',
    );
    await expect(within(dialog).getByRole('grid', { name: 'January 2016' })).toBeVisible();
    const previous = within(dialog).getByRole('button', { name: 'Previous month' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(within(dialog).getByRole('grid', { name: 'January 2016' })).toBeVisible();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '2029');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Month' }),
      'December',
    );
    await expect(within(dialog).getByRole('grid', { name: 'December 2029' })).toBeVisible();
    const next = within(dialog).getByRole('button', { name: 'Next month' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(within(dialog).getByRole('grid', { name: 'December 2029' })).toBeVisible();
  },
};
