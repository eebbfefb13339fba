import { useRef, type ComponentProps } from 'react';
import type * as Dialog from '@radix-ui/react-dialog';

type ContentProps = ComponentProps<typeof Dialog.Content>;
type Handlers = Pick<
  ContentProps,
  'onOpenAutoFocus' | 'onCloseAutoFocus' | 'onPointerDownOutside' | 'onInteractOutside'
>;

/**
 * What Modal and Drawer share on top of Radix Dialog: focus goes back to whatever opened the
 * dialog (not only to a Dialog.Trigger), and neither a click nor focus outside closes it (the spec
 * names only Escape and the close icon, and a stray click should not throw away a form). The
 * caller's own handlers run first and may prevent the default.
 */
export function useDialogBehaviour(handlers: Handlers): Required<Handlers> {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (openerRef.current?.isConnected) openerRef.current.focus();
    },
    onPointerDownOutside: (event) => {
      handlers.onPointerDownOutside?.(event);
      event.preventDefault();
    },
    onInteractOutside: (event) => {
      handlers.onInteractOutside?.(event);
      event.preventDefault();
    },
  };
}
