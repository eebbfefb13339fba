import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, type TabItem, type TabsProps } from '../design-system/tabs/tabs';

const showProfile = fn();
const showTimeCards = fn();
const showPayRates = fn();
const showDocuments = fn();

const employeeTabs: TabItem[] = [
  {
    label: 'Profile',
    handler: showProfile,
    testId: 'employee-tab-profile',
    content: <p>Dana Whitfield, foreman of the North yard framing crew since 2019.</p>,
  },
  {
    label: 'Time cards',
    handler: showTimeCards,
    testId: 'employee-tab-time-cards',
    content: <p>38.5 hours this week, 2 punches waiting for approval.</p>,
  },
  {
    label: 'Pay rates',
    handler: showPayRates,
    testId: 'employee-tab-pay-rates',
    content: <p>Regular $34.00 an hour, overtime $51.00 an hour.</p>,
  },
  {
    label: 'Documents',
    handler: showDocuments,
    testId: 'employee-tab-documents',
    content: <p>Forklift certificate, expires 12 May.</p>,
  },
];

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  args: { items: employeeTabs, 'aria-label': 'Employee sections', onValueChange: fn() },
  beforeEach: () => {
    for (const handler of [showProfile, showTimeCards, showPayRates, showDocuments]) {
      handler.mockClear();
    }
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('tab', { name });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Employee sections' });
    await expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'Time cards', 'Pay rates', 'Documents']);
    // The first tab is chosen and shows its panel, named by the tab.
    await expect(tabNamed(canvasElement, 'Profile')).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Profile' });
    await expect(panel).toHaveTextContent('Dana Whitfield, foreman of the North yard framing crew');
    await expect(tabNamed(canvasElement, 'Profile')).toHaveAttribute('aria-controls', panel.id);
    // Spec: "Tab: label, handler, testId": each testId lands on its tab.
    await expect(tabNamed(canvasElement, 'Profile')).toHaveAttribute(
      'data-testid',
      'employee-tab-profile',
    );
    await expect(tabNamed(canvasElement, 'Time cards')).toHaveAttribute(
      'data-testid',
      'employee-tab-time-cards',
    );
    await expect(tabNamed(canvasElement, 'Pay rates')).toHaveAttribute(
      'data-testid',
      'employee-tab-pay-rates',
    );
    await expect(tabNamed(canvasElement, 'Documents')).toHaveAttribute(
      'data-testid',
      'employee-tab-documents',
    );
    // Nothing was chosen yet, so no handler ran.
    await expect(showProfile).not.toHaveBeenCalled();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ClickingATabCallsItsHandler: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(tabNamed(canvasElement, 'Time cards'));
    await expect(showTimeCards).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Time cards');
    await expect(tabNamed(canvasElement, 'Time cards')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      '38.5 hours this week, 2 punches waiting for approval.',
    );
    // Only the chosen tab's handler runs.
    await expect(showProfile).not.toHaveBeenCalled();
    await expect(showPayRates).not.toHaveBeenCalled();
    // Clicking the tab that is already chosen is not a new choice.
    await userEvent.click(tabNamed(canvasElement, 'Time cards'));
    await expect(showTimeCards).toHaveBeenCalledTimes(1);
    await userEvent.click(tabNamed(canvasElement, 'Documents'));
    await expect(showDocuments).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Documents');
  },
};

export const ArrowKeysHomeAndEndChooseTabs: Story = {
  play: async ({ canvasElement, args }) => {
    // One tab stop: Tab lands on the chosen tab.
    await userEvent.tab();
    await expect(tabNamed(canvasElement, 'Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabNamed(canvasElement, 'Time cards')).toHaveFocus();
    await expect(tabNamed(canvasElement, 'Time cards')).toHaveAttribute('aria-selected', 'true');
    await expect(showTimeCards).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{End}');
    await expect(tabNamed(canvasElement, 'Documents')).toHaveFocus();
    await expect(showDocuments).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Home}');
    await expect(tabNamed(canvasElement, 'Profile')).toHaveFocus();
    await expect(showProfile).toHaveBeenCalledTimes(1);
    // Left from the first tab wraps around to the last, and Right from the last to the first.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabNamed(canvasElement, 'Documents')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabNamed(canvasElement, 'Profile')).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Profile');
    // Tab leaves the row for the panel.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('tabpanel', { name: 'Profile' })).toHaveFocus();
  },
};

export const DisabledTabIsSkipped: Story = {
  args: {
    items: employeeTabs.map((item) =>
      item.label === 'Pay rates' ? { ...item, isDisabled: true } : item,
    ),
  },
  play: async ({ canvasElement }) => {
    const payRates = tabNamed(canvasElement, 'Pay rates');
    await expect(payRates).toBeDisabled();
    await userEvent.click(payRates, { pointerEventsCheck: 0 });
    await expect(showPayRates).not.toHaveBeenCalled();
    await expect(payRates).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(tabNamed(canvasElement, 'Time cards'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabNamed(canvasElement, 'Documents')).toHaveFocus();
    await expect(showPayRates).not.toHaveBeenCalled();
  },
};

export const ManualActivationWaitsForEnter: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // Focus moved, but nothing is chosen until Enter or Space.
    await expect(tabNamed(canvasElement, 'Time cards')).toHaveFocus();
    await expect(tabNamed(canvasElement, 'Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(showTimeCards).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(tabNamed(canvasElement, 'Time cards')).toHaveAttribute('aria-selected', 'true');
    await expect(showTimeCards).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(showPayRates).toHaveBeenCalledTimes(1);
  },
};

export const StartsOnTheDefaultValue: Story = {
  args: { defaultValue: 'Pay rates' },
  play: async ({ canvasElement }) => {
    await expect(tabNamed(canvasElement, 'Pay rates')).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent(
      'Regular $34.00 an hour',
    );
    await expect(showPayRates).not.toHaveBeenCalled();
  },
};

export const ControlledValueStaysWithTheCaller: Story = {
  args: { value: 'Pay rates' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(tabNamed(canvasElement, 'Profile'));
    // The choice is reported, and the handler runs…
    await expect(args.onValueChange).toHaveBeenCalledWith('Profile');
    await expect(showProfile).toHaveBeenCalledTimes(1);
    // …but a controlled value only changes when the caller changes it.
    await expect(tabNamed(canvasElement, 'Pay rates')).toHaveAttribute('aria-selected', 'true');
  },
};

/** A screen that owns the value, as one that keeps the tab in the URL would. */
function ControlledDemo(args: TabsProps) {
  const [value, setValue] = useState('Time cards');
  return (
    <div className="flex flex-col gap-3">
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <p className="text-text-muted">Showing: {value}</p>
    </div>
  );
}

export const ControlledByTheScreen: Story = {
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(tabNamed(canvasElement, 'Time cards')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabNamed(canvasElement, 'Documents'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Documents');
    await expect(canvas.getByText('Showing: Documents')).toBeVisible();
    await expect(tabNamed(canvasElement, 'Documents')).toHaveAttribute('aria-selected', 'true');
  },
};

const filterAll = fn();
const filterOpen = fn();
const filterApproved = fn();

export const HandlersWithoutPanels: Story = {
  args: {
    'aria-label': 'Time card filter',
    items: [
      { label: 'All', handler: filterAll, testId: 'time-cards-all' },
      { label: 'Open', handler: filterOpen, testId: 'time-cards-open' },
      { label: 'Approved', handler: filterApproved, testId: 'time-cards-approved' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The handlers change the list below, so the tabs have no panels and point at none.
    await expect(canvas.queryByRole('tabpanel')).not.toBeInTheDocument();
    await expect(tabNamed(canvasElement, 'Open')).not.toHaveAttribute('aria-controls');
    await expect(tabNamed(canvasElement, 'Open')).toHaveAttribute('data-testid', 'time-cards-open');
    await userEvent.click(tabNamed(canvasElement, 'Open'));
    await expect(filterOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(filterApproved).toHaveBeenCalledTimes(1);
    await expect(filterAll).not.toHaveBeenCalled();
  },
};

const settingsTabs: TabItem[] = [
  'General',
  'Pay schedules',
  'Overtime rules',
  'Rule groups',
  'Cost codes',
  'Integrations',
].map((label) => ({
  label,
  testId: `settings-tab-${label.toLowerCase().replace(' ', '-')}`,
  content: <p>{label} settings of the organisation.</p>,
}));

export const ScrollsSidewaysOnPhones: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { 'aria-label': 'Organisation settings', items: settingsTabs },
  play: async ({ canvasElement }) => {
    const tablist = within(canvasElement).getByRole('tablist', { name: 'Organisation settings' });
    const scroller = tablist.parentElement;
    if (!scroller) throw new Error('The tab row has no scroller');
    // The row scrolls on its own; the page does not get wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // Going to the last tab brings it into view.
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = tabNamed(canvasElement, 'Integrations');
    await expect(last).toHaveFocus();
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().right + 1,
      ),
    );
    await expect(scroller.scrollLeft).toBeGreaterThan(0);
  },
};
