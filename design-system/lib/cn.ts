import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge only knows Tailwind's default scales. Our tokens add names (z-modal,
 * text-text-muted…); without registering them, `cn('text-sm', 'text-text')` would treat
 * the colour `text-text` as a font size and drop `text-sm`.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: [
        'background',
        'surface',
        'surface-raised',
        'surface-sunken',
        'border',
        'border-strong',
        'text',
        'text-muted',
        'text-subtle',
        'primary',
        'primary-foreground',
        'primary-hover',
        'primary-soft',
        'accent',
        'accent-soft',
        'accent-foreground',
        'danger',
        'danger-soft',
        'danger-foreground',
        'warning',
        'warning-soft',
        'warning-foreground',
        'success',
        'success-soft',
        'success-foreground',
        'info',
        'info-soft',
        'info-foreground',
        'ring',
        'overlay',
      ],
    },
    classGroups: {
      z: [{ z: ['dropdown', 'sticky', 'overlay', 'modal', 'toast', 'spinner'] }],
    },
  },
});

/** Joins class names (clsx) and lets later Tailwind classes win over earlier ones (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
