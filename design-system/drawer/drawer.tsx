import { cva, type VariantProps } from 'class-variance-authority';
import {
  DialogFrame,
  type DialogFrameLayout,
  type DialogFrameProps,
} from '../dialog-frame/dialog-frame';
import { cn } from '../lib/cn';

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

const DRAWER_LAYOUT: DialogFrameLayout = {
  header: 'shrink-0 border-b border-border py-4 pl-5',
  body: 'px-5 py-4',
  // A row from the right, stacked when the drawer itself is narrow (the 224 px size).
  footer: 'shrink-0 border-t border-border px-5 py-4 @xs:flex-row @xs:justify-end',
  close: 'top-3.5 right-3.5',
};

export type DrawerProps = Omit<
  DialogFrameProps,
  'slot' | 'layout' | 'isClosable' | 'isBodyFocusableWhenScrolling'
> &
  VariantProps<typeof drawerVariants> & {
    /** The edge the drawer slides in from: right (default) or left. */
    side?: 'right' | 'left';
    /** Width: sm 224 px, md 420 px (default), lg 500 px; the full screen on narrower phones. */
    size?: 'sm' | 'md' | 'lg';
  };

/**
 * A side sheet on Radix Dialog: focus is trapped inside and returned on close, the page behind is
 * inert. Escape and the close icon close it; like Modal, a click on the backdrop does not, so a
 * stray click never throws away a half-filled form.
 */
export function Drawer({ side = 'right', size = 'md', className, ...props }: DrawerProps) {
  return (
    <DialogFrame
      slot="drawer"
      layout={DRAWER_LAYOUT}
      // Drawers hold long lists and text: their body takes focus while it scrolls.
      isBodyFocusableWhenScrolling
      data-side={side}
      data-size={size}
      className={cn(drawerVariants({ side, size }), className)}
      {...props}
    />
  );
}
