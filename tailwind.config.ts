import type { Config } from 'tailwindcss';
import { tokenColorNames, tokenZIndexNames } from './design-system/tokens/token-names';

/**
 * Maps the semantic tokens of design-system/tokens/tokens.css to Tailwind names, so widgets write
 * `bg-surface text-text border-border text-danger`. Sources to scan and the `dark` variant are
 * declared in design-system/styles.css (Tailwind v4 reads them from CSS).
 */

const v = (name: string) => `var(--cc-${name})`;

export default {
  theme: {
    extend: {
      colors: Object.fromEntries(tokenColorNames.map((name) => [name, v(name)])),
      fontFamily: {
        sans: v('font-sans'),
        mono: v('font-mono'),
      },
      fontSize: {
        xs: [v('font-size-xs'), { lineHeight: '1rem' }],
        sm: [v('font-size-sm'), { lineHeight: '1.25rem' }],
        base: [v('font-size-md'), { lineHeight: '1.5rem' }],
        lg: [v('font-size-lg'), { lineHeight: '1.75rem' }],
        xl: [v('font-size-xl'), { lineHeight: '1.75rem' }],
        '2xl': [v('font-size-2xl'), { lineHeight: '2rem' }],
        '3xl': [v('font-size-3xl'), { lineHeight: '2.25rem' }],
      },
      spacing: {
        'page-x': v('space-page-x'),
        'page-y': v('space-page-y'),
        sidebar: v('sidebar-width'),
        topbar: v('topbar-height'),
      },
      maxWidth: {
        modal: v('modal-width'),
        'modal-md': v('modal-width-md'),
        'modal-lg': v('modal-width-lg'),
        tooltip: v('tooltip-width'),
        'drawer-sm': v('drawer-width-sm'),
        'drawer-md': v('drawer-width-md'),
        'drawer-lg': v('drawer-width-lg'),
      },
      borderRadius: {
        sm: v('radius-sm'),
        md: v('radius-md'),
        lg: v('radius-lg'),
        xl: v('radius-xl'),
      },
      boxShadow: {
        sm: v('shadow-sm'),
        md: v('shadow-md'),
        lg: v('shadow-lg'),
        xl: v('shadow-xl'),
      },
      zIndex: Object.fromEntries(tokenZIndexNames.map((name) => [name, v(`z-${name}`)])),
      transitionDuration: {
        fast: v('duration-fast'),
        normal: v('duration-normal'),
        slow: v('duration-slow'),
      },
      transitionTimingFunction: {
        standard: v('ease-standard'),
        emphasized: v('ease-emphasized'),
      },
    },
  },
} satisfies Config;
