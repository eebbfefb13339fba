import type { ComponentProps } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { cn } from '../lib/cn';

/** Spec (document 2, section 9): tooltips open with a default delay of 0 ms. */
export const TOOLTIP_DELAY_MS = 0;
/** Spec: the bubble sits 5 px from its trigger. */
export const TOOLTIP_OFFSET_PX = 5;

export type TooltipProviderProps = ComponentProps<typeof TooltipPrimitive.Provider>;

/**
 * Shares the open delay between tooltips. `Tooltip` brings its own, so a screen only needs this to
 * change the delay for a whole area at once.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  ...props
}: TooltipProviderProps) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export type TooltipProps = ComponentProps<typeof TooltipPrimitive.Root>;

/**
 * A short hint over a control, on Radix Tooltip: it opens on hover and on keyboard focus, Escape
 * and leaving close it, and the trigger is described by the bubble (aria-describedby). Compose it
 * with `TooltipTrigger` and `TooltipContent`. A tooltip only adds to a control's name: never put
 * the only label of a control, or anything interactive, in it.
 */
export function Tooltip({ delayDuration = TOOLTIP_DELAY_MS, ...props }: TooltipProps) {
  // Its own provider, so a tooltip works anywhere without the app wrapping the page in one.
  return (
    <TooltipProvider delayDuration={delayDuration}>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

/** The control the tooltip describes; pass your own Button or link as the child. */
export function TooltipTrigger({
  asChild = true,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" asChild={asChild} {...props} />;
}

export type TooltipContentProps = ComponentProps<typeof TooltipPrimitive.Content>;

/**
 * The bubble: at most 20 rem wide with its text wrapping inside (spec), 5 px from the trigger.
 * Inverted colours (text colour as background) so it stands apart from cards and menus in both
 * schemes. No arrow: Radix adds an arrow's height to the offset, which would break the 5 px.
 */
export function TooltipContent({
  className,
  sideOffset = TOOLTIP_OFFSET_PX,
  collisionPadding = 8,
  ...props
}: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-tooltip w-max max-w-tooltip rounded-md bg-text px-2.5 py-1.5 text-xs text-background shadow-md',
          'break-words whitespace-normal',
          'origin-(--radix-tooltip-content-transform-origin) data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
