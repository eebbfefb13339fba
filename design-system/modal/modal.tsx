import { cva } from 'class-variance-authority';
import {
  DialogFrame,
  type DialogFrameLayout,
  type DialogFrameProps,
} from '../dialog-frame/dialog-frame';
import { cn } from '../lib/cn';

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

const MODAL_LAYOUT: DialogFrameLayout = {
  header: 'px-6 pt-5 pb-2',
  body: 'px-6 py-3',
  // Stacked on phones, a row from the right on wider screens.
  footer: 'px-6 pt-2 pb-5 sm:flex-row sm:justify-end',
  close: 'top-4 right-4',
};

export type ModalProps = Omit<
  DialogFrameProps,
  | 'slot'
  | 'layout'
  | 'open'
  | 'onOpenChange'
  | 'defaultOpen'
  | 'trigger'
  | 'isBodyFocusableWhenScrolling'
> & {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the modal asks to open or close (Escape, the close icon). */
  onOpenChange: (open: boolean) => void;
  /** Maximum width: default 450 px, md 576 px, lg 700 px. */
  size?: 'default' | 'md' | 'lg';
};

/**
 * A dialog on Radix Dialog: focus is trapped and returned, the page behind is inert. A click on the
 * backdrop never closes it: the spec names only Escape and the close icon, and a stray click should
 * not throw away a half-filled form.
 */
export function Modal({ size = 'default', className, ...props }: ModalProps) {
  return (
    <DialogFrame
      slot="modal"
      layout={MODAL_LAYOUT}
      data-size={size}
      className={cn(modalVariants({ size }), className)}
      {...props}
    />
  );
}
