import { useState, type ComponentProps, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useDialogBehaviour } from '../lib/use-dialog-behaviour';
import { useIsOverflowing } from './use-is-overflowing';

export const drawerVariants = cva(
  [
    // w-full under a max width: as wide as the size asks, or the whole screen on a phone narrower
    // than that. @container lets the footer stack its buttons inside the narrow 224 px drawer.
    '@container fixed inset-y-0 z-modal flex h-dvh w-full flex-col',
    'border-border bg-surface-raised text-text shadow-xl',
  ],
  {
    variants: {
      side: {
        right:
          'right-0 border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
        left: 'left-0 border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
      },
      // Spec: "Drawer widths: 224, 420, 500".
      size: { sm: 'max-w-drawer-sm', md: 'max-w-drawer-md', lg: 'max-w-drawer-lg' },
    },
    defaultVariants: { side: 'right', size: 'md' },
  },
);

export type DrawerProps = Omit<ComponentProps<typeof Dialog.Content>, 'title' | 'children'> &
  VariantProps<typeof drawerVariants> & {
    /** Whether the drawer is shown (controlled); leave out to let the drawer keep its own state. */
    open?: boolean;
    /** Whether the drawer starts open when uncontrolled. */
    defaultOpen?: boolean;
    /** Called when the drawer asks to open or close (its trigger, Escape, the close icon). */
    onOpenChange?: (open: boolean) => void;
    /** An optional control that opens the drawer (a Button); focus goes back to it on close. */
    trigger?: ReactNode;
    /** The heading, which also names the dialog. */
    title: string;
    /** A line under the title, which also describes the dialog. */
    description?: ReactNode;
    /** The edge the drawer slides in from: right (default) or left. */
    side?: 'right' | 'left';
    /** Width: sm 224 px, md 420 px (default), lg 500 px; the full screen on narrower phones. */
    size?: 'sm' | 'md' | 'lg';
    /** The body, which scrolls between the fixed header and footer. */
    children?: ReactNode;
    /** Actions at the bottom, right-aligned in a row, stacked when the drawer is narrow. */
    footer?: ReactNode;
  };

/**
 * A side sheet on Radix Dialog: focus is trapped inside and returned on close, the page behind is
 * inert. Escape and the close icon close it; like Modal, a click on the backdrop does not, so a
 * stray click never throws away a half-filled form.
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  side = 'right',
  size = 'md',
  children,
  footer,
  className,
  onPointerDownOutside,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DrawerProps) {
  // Radix gives focus back only to its own Trigger; a drawer opened by any other control (a row
  // action, a menu item) remembers what had focus when it opened and returns focus there.
  const dialogBehaviour = useDialogBehaviour({
    onOpenAutoFocus,
    onCloseAutoFocus,
    onPointerDownOutside,
    onInteractOutside,
  });
  const [bodyElement, setBodyElement] = useState<HTMLDivElement | null>(null);
  const [contentElement, setContentElement] = useState<HTMLDivElement | null>(null);
  const isBodyScrolling = useIsOverflowing(bodyElement, contentElement);

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="drawer-overlay"
          className="fixed inset-0 z-overlay bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          data-slot="drawer"
          data-side={side}
          data-size={size}
          // Without a description Radix expects an explicit "no description".
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(drawerVariants({ side, size }), className)}
          {...dialogBehaviour}
          {...props}
        >
          <div
            data-slot="drawer-header"
            className="flex shrink-0 flex-col gap-1 border-b border-border py-4 pr-14 pl-5"
          >
            <Dialog.Title className="text-lg leading-tight font-semibold text-text">
              {title}
            </Dialog.Title>
            {description && (
              <Dialog.Description className="text-sm text-text-muted">
                {description}
              </Dialog.Description>
            )}
          </div>
          <div
            ref={setBodyElement}
            data-slot="drawer-body"
            // A tab stop only while it scrolls, so keyboard users can scroll a body of plain text;
            // then it is a named region, so a screen reader says what took focus.
            {...(isBodyScrolling ? { role: 'region', 'aria-label': title, tabIndex: 0 } : {})}
            className="min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm focus-visible:-outline-offset-2"
          >
            <div ref={setContentElement}>{children}</div>
          </div>
          {footer && (
            <div
              data-slot="drawer-footer"
              className="flex shrink-0 flex-col-reverse gap-2 border-t border-border px-5 py-4 @xs:flex-row @xs:justify-end"
            >
              {footer}
            </div>
          )}
          {/* Last in the DOM so opening focuses the first field, not the close icon. */}
          <Dialog.Close
            aria-label="Close"
            data-slot="drawer-close"
            className="absolute top-3.5 right-3.5 inline-flex size-8 items-center justify-center rounded-md text-text-muted transition-colors duration-fast hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
