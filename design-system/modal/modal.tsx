import { type ComponentProps, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useDialogBehaviour } from '../lib/use-dialog-behaviour';

export const modalVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-modal flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
    'rounded-xl border border-border bg-surface-raised text-text shadow-xl',
    'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
  ],
  {
    variants: {
      // Spec: modal max width 450 px; the larger sizes are 576 and 700 px.
      size: { default: 'max-w-modal', md: 'max-w-modal-md', lg: 'max-w-modal-lg' },
    },
    defaultVariants: { size: 'default' },
  },
);

export type ModalProps = Omit<ComponentProps<typeof Dialog.Content>, 'title' | 'children'> & {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the modal asks to open or close (Escape, the close icon). */
  onOpenChange: (open: boolean) => void;
  /** The heading, which also names the dialog. */
  title: string;
  /** A line under the title, which also describes the dialog. */
  description?: ReactNode;
  /** Maximum width: default 450 px, md 576 px, lg 700 px. */
  size?: 'default' | 'md' | 'lg';
  /**
   * Default true: Escape and the close icon close the modal. False for steps the user must finish
   * or answer (neither closes it, and the close icon is not shown).
   */
  isClosable?: boolean;
  /** The body. */
  children?: ReactNode;
  /** Actions at the bottom, laid out right to left on wide screens and stacked on phones. */
  footer?: ReactNode;
};

/**
 * A dialog on Radix Dialog: focus is trapped and returned, the page behind is inert. A click on the
 * backdrop never closes it: the spec names only Escape and the close icon, and a stray click should
 * not throw away a half-filled form.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'default',
  isClosable = true,
  children,
  footer,
  className,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ModalProps) {
  // Radix returns focus only to a Dialog.Trigger; this modal is opened by the caller's own controls,
  // so it remembers whatever had focus when it opened and gives focus back to it.
  const dialogBehaviour = useDialogBehaviour({
    onOpenAutoFocus,
    onCloseAutoFocus,
    onPointerDownOutside,
    onInteractOutside,
  });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="modal-overlay"
          className="fixed inset-0 z-overlay bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          data-slot="modal"
          data-size={size}
          // Without a description Radix expects an explicit "no description".
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(modalVariants({ size }), className)}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event);
            if (!isClosable) event.preventDefault();
          }}
          {...dialogBehaviour}
          {...props}
        >
          <div
            data-slot="modal-header"
            className={cn('flex flex-col gap-1 px-6 pt-5 pb-2', isClosable && 'pr-14')}
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
          <div data-slot="modal-body" className="min-h-0 flex-1 overflow-y-auto px-6 py-3 text-sm">
            {children}
          </div>
          {footer && (
            <div
              data-slot="modal-footer"
              className="flex flex-col-reverse gap-2 px-6 pt-2 pb-5 sm:flex-row sm:justify-end"
            >
              {footer}
            </div>
          )}
          {/* Last in the DOM so opening focuses the first field, not the close icon. */}
          {isClosable && (
            <Dialog.Close
              aria-label="Close"
              data-slot="modal-close"
              className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-text-muted transition-colors duration-fast hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
