import { useLayoutEffect, useState, type RefObject } from 'react';
import {
  ADDRESS_REPOSITION_CHECK_MS,
  chooseDropdownSide,
  type DropdownSide,
} from './address-model';

/**
 * Which side of its input an open dropdown goes: measured when it opens or its content changes, then
 * checked again every 500 ms (spec: "dropdown repositioning check 500 ms"). A timer rather than
 * scroll and resize listeners, because the input can also move without either (content loading above
 * it, a phone keyboard, an animating dialog).
 */
export function useDropdownSide({
  isOpen,
  anchorRef,
  popupRef,
  contentKey,
  interval = ADDRESS_REPOSITION_CHECK_MS,
}: {
  isOpen: boolean;
  anchorRef: RefObject<HTMLElement | null>;
  popupRef: RefObject<HTMLElement | null>;
  /** Changes when the popup's content does, so its new height is measured at once. */
  contentKey: string;
  interval?: number;
}): DropdownSide {
  const [side, setSide] = useState<DropdownSide>('bottom');

  useLayoutEffect(() => {
    if (!isOpen) return;
    const check = () => {
      const anchor = anchorRef.current;
      const popup = popupRef.current;
      if (!anchor || !popup) return;
      const rect = anchor.getBoundingClientRect();
      setSide(
        chooseDropdownSide({
          spaceAbove: rect.top,
          spaceBelow: window.innerHeight - rect.bottom,
          popupHeight: popup.offsetHeight,
        }),
      );
    };
    check();
    const timer = setInterval(check, interval);
    return () => clearInterval(timer);
  }, [isOpen, anchorRef, popupRef, contentKey, interval]);

  return side;
}
