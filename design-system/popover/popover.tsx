import { useId, type ComponentProps } from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { enterPopoverOnTab, leavePopoverOnTab } from './popover-tab-out';

/** The arrow's size in px; Radix adds its height to the gap between trigger and content. */
const ARROW_WIDTH = 16;
const ARROW_HEIGHT = 8;

export type PopoverProps = ComponentProps<typeof PopoverPrimitive.Root>;

/**
 * Rich content anchored to a control, on Radix Popover: opens and closes on a click of its
 * trigger, closes on Escape and on a click outside, moves focus in on open and back to the
 * trigger on Escape or close. Non-modal (the page stays usable, and Tab is no trap: from the last
 * control inside it moves on to the page's next stop after the trigger, closing the popover, and
 * Shift+Tab from the first goes back to the trigger); `open` / `defaultOpen` / `onOpenChange` make
 * it controlled or not. Compose `PopoverTrigger` and `PopoverContent`.
 */
export function Popover(props: PopoverProps) {
  return <PopoverPrimitive.Root {...props} />;
}

/**
 * The control that opens the popover; pass your own Button as the child. Tab from it while the
 * popover is open goes into the popover.
 */
export function PopoverTrigger({
  asChild = true,
  onKeyDown,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return (
    <PopoverPrimitive.Trigger
      data-slot="popover-trigger"
      asChild={asChild}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) enterPopoverOnTab(event);
      }}
      {...props}
    />
  );
}

export type PopoverContentProps = Omit<ComponentProps<typeof PopoverPrimitive.Content>, 'title'> & {
  /** A heading at the top, which also names the popover; without it pass an `aria-label`. */
  title?: string;
  /** Shows a close icon (labelled "Close") in the top right corner. */
  hasCloseButton?: boolean;
  /** Shows the arrow pointing at the trigger. Default true. */
  hasArrow?: boolean;
};

/**
 * The floating panel, portalled to the body so no overflow or stacking context clips it. It stays
 * on screen: it flips to the other side and slides along when there is no room (Radix collision
 * handling, 8 px from the edges), is never wider than the screen, and scrolls when taller.
 */
export function PopoverContent({
  title,
  hasCloseButton = false,
  hasArrow = true,
  sideOffset = 4,
  collisionPadding = 8,
  className,
  children,
  onKeyDown,
  ...props
}: PopoverContentProps) {
  const titleId = useId();
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        aria-labelledby={title ? titleId : undefined}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-popover flex max-h-(--radix-popover-content-available-height) w-72 max-w-[calc(100vw-1rem)] flex-col',
          'rounded-lg border border-border bg-surface-raised text-sm text-text shadow-lg outline-none',
          'origin-(--radix-popover-content-transform-origin) data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
          className,
        )}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          leavePopoverOnTab(event);
        }}
        {...props}
      >
        {title && (
          <div
            id={titleId}
            data-slot="popover-title"
            className={cn('shrink-0 px-4 pt-3 font-semibold text-text', hasCloseButton && 'pr-12')}
          >
            {title}
          </div>
        )}
        {/* The body scrolls, not the content box: the arrow hangs outside it and must not be clipped. */}
        <div
          data-slot="popover-body"
          className={cn(
            'min-h-0 flex-1 overflow-y-auto px-4 py-3',
            title && 'pt-1',
            !title && hasCloseButton && 'pr-12',
          )}
        >
          {children}
        </div>
        {hasCloseButton && (
          <PopoverPrimitive.Close
            aria-label="Close"
            data-slot="popover-close"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-text-muted transition-colors duration-fast hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </PopoverPrimitive.Close>
        )}
        {hasArrow && (
          <PopoverPrimitive.Arrow asChild width={ARROW_WIDTH} height={ARROW_HEIGHT}>
            {/* Our own triangle: filled like the panel, outlined on its two slanted sides only, and
                lifted 1 px so it covers the panel's border where they meet. */}
            <svg
              data-slot="popover-arrow"
              viewBox={`0 0 ${ARROW_WIDTH} ${ARROW_HEIGHT}`}
              aria-hidden="true"
              className="-translate-y-px overflow-visible"
            >
              <path
                d={`M0 0 L${ARROW_WIDTH / 2} ${ARROW_HEIGHT} L${ARROW_WIDTH} 0`}
                className="fill-surface-raised stroke-border"
              />
            </svg>
          </PopoverPrimitive.Arrow>
        )}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}

/** A control inside the content that closes the popover (e.g. a "Done" Button as the child). */
export function PopoverClose({
  asChild = true,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" asChild={asChild} {...props} />;
}
