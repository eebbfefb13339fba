import type { ComponentProps } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/**
 * A menu of actions (Radix Dropdown Menu: arrow keys, typeahead, Escape, focus return).
 * Non-modal by default: a modal menu marks the rest of the page aria-hidden while its trigger
 * stays focusable, which axe rightly reports (aria-hidden-focus). A menu does not need to be
 * modal: it still closes on Escape, on an outside click and when focus leaves it.
 */
export function Menu({ modal = false, ...props }: ComponentProps<typeof DropdownMenu.Root>) {
  return <DropdownMenu.Root modal={modal} {...props} />;
}

/** The control that opens the menu; pass your own Button as the child. */
export function MenuTrigger({
  asChild = true,
  ...props
}: ComponentProps<typeof DropdownMenu.Trigger>) {
  return <DropdownMenu.Trigger data-slot="menu-trigger" asChild={asChild} {...props} />;
}

export type MenuContentProps = ComponentProps<typeof DropdownMenu.Content>;

export function MenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: MenuContentProps) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        data-slot="menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-dropdown max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto',
          'rounded-lg border border-border bg-surface-raised p-1 text-text shadow-lg',
          'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
          // A closing menu ignores the pointer: an item hovered while it fades would take focus
          // from what the chosen item opened (a filter's editor, a dialog).
          'data-[state=closed]:pointer-events-none',
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export const menuItemVariants = cva(
  [
    'relative flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm outline-none select-none',
    'data-disabled:pointer-events-none data-disabled:opacity-50',
    '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-text-muted',
  ],
  {
    variants: {
      // One highlight for every menu and listbox (styles.css, item-highlight): a soft background
      // and a 3 px bar of at least 3:1 (WCAG 1.4.11). A danger item tints both in its tone.
      tone: {
        default: 'text-text data-highlighted:item-highlight',
        danger: [
          'text-danger data-highlighted:item-highlight [&_svg]:text-danger',
          '[--cc-item-highlight-bar:var(--cc-danger)] [--cc-item-highlight:var(--cc-danger-soft)]',
        ],
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export type MenuItemProps = ComponentProps<typeof DropdownMenu.Item> &
  VariantProps<typeof menuItemVariants>;

/** One action; `onSelect` runs it, `asChild` turns a router Link into the item. */
export function MenuItem({ tone, className, ...props }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      data-slot="menu-item"
      className={cn(menuItemVariants({ tone }), className)}
      {...props}
    />
  );
}

/** A caption inside the menu (e.g. the signed-in user's email). */
export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      data-slot="menu-label"
      className={cn('px-2.5 py-1.5 text-xs font-medium text-text-muted', className)}
      {...props}
    />
  );
}

export function MenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Separator>) {
  return (
    <DropdownMenu.Separator
      data-slot="menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
