import { useEffect, useState } from 'react';

/**
 * Whether an element's content is taller than the element, kept current as either resizes. A
 * scrolling region with nothing focusable inside cannot be scrolled from the keyboard unless it
 * takes focus itself (WCAG 2.1.1, axe scrollable-region-focusable); callers give it a tab stop
 * only while it really scrolls, so a short body does not add an empty stop to the tab order.
 */
export function useIsOverflowing(
  element: HTMLElement | null,
  content: HTMLElement | null,
): boolean {
  const [isOverflowing, setIsOverflowing] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setIsOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (content) observer.observe(content);
    return () => observer.disconnect();
  }, [element, content]);
  return isOverflowing;
}
