import type { ReactNode } from 'react';

/** One tab of `Tabs`. Spec: "Tab: label, handler, testId". */
export type TabItem = {
  /** The tab's visible text, which also names it. */
  label: string;
  /** Called when the user chooses this tab (click, Enter or Space, or arrow keys). */
  handler?: () => void;
  /** Lands on the tab as `data-testid`, for end-to-end tests that address tabs by id. */
  testId?: string;
  /** Identifies the tab in `value` / `onValueChange`; the label when left out. */
  value?: string;
  /** The panel shown while this tab is chosen; leave out when the handler changes the page. */
  content?: ReactNode;
  /** Shows the tab but keeps it from being chosen. */
  isDisabled?: boolean;
};

/** The value that identifies a tab: its own value, or its label. */
export function tabValue(item: TabItem): string {
  return item.value ?? item.label;
}

/** The tab chosen when none is given: the first one that can be chosen. */
export function firstEnabledTabValue(items: readonly TabItem[]): string {
  const first = items.find((item) => !item.isDisabled) ?? items[0];
  return first ? tabValue(first) : '';
}

/** The position of the tab with a value, or -1 when no tab has it. */
export function tabIndexOf(items: readonly TabItem[], value: string): number {
  return items.findIndex((item) => tabValue(item) === value);
}
