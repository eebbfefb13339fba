import { useState, type ComponentProps, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useDialogBehaviour } from '../lib/use-dialog-behaviour';
import { useIsOverflowing } from '../lib/use-is-overflowing';

/** The classes a kind of dialog adds to each part of the frame (padding, borders, breakpoints). */
export type DialogFrameLayout = {
  header: string;
  body: string;
  footer: string;
  close: string;
};

export type DialogFrameProps = Omit<ComponentProps<typeof Dialog.Content>, 'title' | 'children'> & {
  /** The data-slot of the dialog, also the stem of its parts' ('modal', 'modal-header'…). */
  slot: string;
  /** How this kind of dialog lays out its parts; `className` goes to the dialog itself. */
  layout: DialogFrameLayout;
  /** Whether the dialog is shown (controlled); leave out to let it keep its own state. */
  open?: boolean | undefined;
  /** Whether the dialog starts open when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called when the dialog asks to open or close (its trigger, Escape, the close icon). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** An optional control that opens the dialog; focus goes back to it on close. */
  trigger?: ReactNode;
  /** The heading, which also names the dialog. */
  title: string;
  /** A line under the title, which also describes the dialog. */
  description?: ReactNode;
  /**
   * Default true: Escape and the close icon close the dialog. False for steps the user must
   * finish or answer (neither closes it, and the close icon is not shown).
   */
  isClosable?: boolean;
  /**
   * While the body scrolls it takes a tab stop as a region named by the title, so keyboard users
   * can scroll a body of plain text (WCAG 2.1.1).
   */
  isBodyFocusableWhenScrolling?: boolean;
  /** The body, which scrolls between the header and the footer. */
  children?: ReactNode;
  /** Actions at the bottom: right-aligned in a row, stacked on phones and in narrow drawers. */
  footer?: ReactNode;
};

/**
 * Escape pressed in an element inside the dialog that ends its own state with it (an edit in
 * place marked `data-owns-escape`): the element handles it, the dialog stays open. Radix hears
 * Escape on the document before the element does, so the element cannot stop it itself.
 */
const ownsEscape = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-owns-escape]') !== null;

/**
 * The frame Modal and Drawer share on Radix Dialog: overlay, header with the title (which names
 * the dialog) and description (which describes it), a body that scrolls, a footer and the close
 * icon. Focus is trapped and goes back to whatever opened the dialog; a click outside never
 * closes it (useDialogBehaviour). Each kind passes its own shape (`className`) and `layout`.
 */
export function DialogFrame({
  slot,
  layout,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  isClosable = true,
  isBodyFocusableWhenScrolling = false,
  children,
  footer,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogFrameProps) {
  const dialogBehaviour = useDialogBehaviour({
    onOpenAutoFocus,
    onCloseAutoFocus,
    onPointerDownOutside,
    onInteractOutside,
  });
  const [bodyElement, setBodyElement] = useState<HTMLDivElement | null>(null);
  const [contentElement, setContentElement] = useState<HTMLDivElement | null>(null);
  const isBodyScrolling = useIsOverflowing(
    isBodyFocusableWhenScrolling ? bodyElement : null,
    contentElement,
  );

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot={`${slot}-overlay`}
          className="fixed inset-0 z-overlay bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          data-slot={slot}
          // Without a description Radix expects an explicit "no description".
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event);
            if (!isClosable || ownsEscape(event.target)) event.preventDefault();
          }}
          {...dialogBehaviour}
          {...props}
        >
          <div
            data-slot={`${slot}-header`}
            // Room on the right for the close icon, after the layout's own padding.
            className={cn('flex flex-col gap-1', layout.header, isClosable && 'pr-14')}
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
            data-slot={`${slot}-body`}
            // A tab stop only while it scrolls; then it is a named region, so a screen reader says
            // what took focus.
            {...(isBodyScrolling ? { role: 'region', 'aria-label': title, tabIndex: 0 } : {})}
            className={cn(
              'min-h-0 flex-1 overflow-y-auto text-sm focus-visible:-outline-offset-2',
              layout.body,
            )}
          >
            {isBodyFocusableWhenScrolling ? (
              <div ref={setContentElement}>{children}</div>
            ) : (
              children
            )}
          </div>
          {footer && (
            <div
              data-slot={`${slot}-footer`}
              className={cn('flex flex-col-reverse gap-2', layout.footer)}
            >
              {footer}
            </div>
          )}
          {/* Last in the DOM so opening focuses the first field, not the close icon. */}
          {isClosable && (
            <Dialog.Close
              aria-label="Close"
              data-slot={`${slot}-close`}
              className={cn(
                'absolute inline-flex size-8 items-center justify-center rounded-md text-text-muted transition-colors duration-fast hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-ring',
                layout.close,
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
