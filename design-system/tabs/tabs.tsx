import { useRef, type ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { firstEnabledTabValue, tabIndexOf, tabValue, type TabItem } from './tabs-model';

export type { TabItem } from './tabs-model';

export type TabsProps = Omit<
  ComponentProps<typeof TabsPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'orientation' | 'children'
> & {
  /** The tabs, in order: each a label, an optional handler, testId and panel. */
  items: readonly TabItem[];
  /** The chosen tab's value (controlled). */
  value?: string;
  /** The tab chosen at first when uncontrolled; the first enabled tab by default. */
  defaultValue?: string;
  /** Called with the value of each newly chosen tab, before that tab's handler. */
  onValueChange?: (value: string) => void;
  /** Names the row of tabs for screen readers (put on the tablist). */
  'aria-label'?: string;
  /** Names the row of tabs by another element, e.g. the section heading. */
  'aria-labelledby'?: string;
  /** Classes of the row of tabs (className goes to the root). */
  listClassName?: string;
};

/**
 * In-page tabs on Radix Tabs: an ARIA tablist where Left and Right move between tabs (wrapping
 * around), Home and End jump to the first and last, and a disabled tab is skipped. With the
 * default automatic activation, moving to a tab chooses it; `activationMode="manual"` waits for
 * Enter or Space. The row scrolls sideways when it is wider than the screen. For tabs that are
 * pages with their own URL, use TabNav instead.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  listClassName,
  className,
  ...props
}: TabsProps) {
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue: defaultValue ?? firstEnabledTabValue(items),
    onChange: onValueChange,
  });

  // Radix builds element ids from tab values, and a label such as "Pay rates" would make an id
  // with a space (two ids to aria-controls), so Radix gets each tab's position instead.
  const chosenIndex = tabIndexOf(items, current);

  // Radix reports one click twice: on mousedown, then on the focus that mousedown gives the tab,
  // before React has re-rendered. Both happen in the same task, so one choice per task is heard.
  const justChosenRef = useRef<string | null>(null);

  function choose(index: string) {
    const item = items[Number(index)];
    if (!item) return;
    const next = tabValue(item);
    if (justChosenRef.current === next) return;
    justChosenRef.current = next;
    setTimeout(() => {
      justChosenRef.current = null;
    }, 0);
    setCurrent(next);
    item.handler?.();
  }

  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      value={String(chosenIndex)}
      onValueChange={choose}
      orientation="horizontal"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {/* The scroller is a plain wrapper so the tablist itself keeps only tabs as children. */}
      <div data-slot="tabs-scroller" className="overflow-x-auto">
        <TabsPrimitive.List
          data-slot="tabs-list"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          className={cn('flex min-w-max gap-1 border-b border-border', listClassName)}
        >
          {items.map((item, index) => (
            <TabsPrimitive.Trigger
              key={tabValue(item)}
              value={String(index)}
              disabled={item.isDisabled}
              data-slot="tabs-trigger"
              data-testid={item.testId}
              // A tab without a panel controls nothing; pointing at a missing panel is an error.
              {...(item.content === undefined ? { 'aria-controls': undefined } : {})}
              className={cn(
                '-mb-px inline-flex h-10 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-text-muted',
                'transition-colors duration-fast hover:border-border-strong hover:text-text',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                'data-[state=active]:border-primary data-[state=active]:text-primary',
                'disabled:pointer-events-none disabled:opacity-50',
                '[&_svg]:size-4',
              )}
            >
              {item.label}
            </TabsPrimitive.Trigger>
          ))}
        </TabsPrimitive.List>
      </div>
      {items.map((item, index) =>
        item.content === undefined ? null : (
          <TabsPrimitive.Content
            key={tabValue(item)}
            value={String(index)}
            data-slot="tabs-panel"
            className="rounded-md text-sm text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {item.content}
          </TabsPrimitive.Content>
        ),
      )}
    </TabsPrimitive.Root>
  );
}
