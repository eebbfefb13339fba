import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { tokenColorNames, tokenZIndexNames } from '../tokens/token-names';

/**
 * tailwind-merge only knows Tailwind's default scales. Our tokens add names (z-modal,
 * text-text-muted…); without registering them, `cn('text-sm', 'text-text')` would treat
 * the colour `text-text` as a font size and drop `text-sm`.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: [...tokenColorNames],
    },
    classGroups: {
      z: [{ z: [...tokenZIndexNames] }],
    },
  },
});

/** Joins class names (clsx) and lets later Tailwind classes win over earlier ones (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
