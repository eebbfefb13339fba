/**
 * Names of the semantic tokens in tokens.css that Tailwind exposes as utilities. Both
 * tailwind.config.ts (which generates the utilities) and lib/cn.ts (which teaches
 * tailwind-merge the same names) read these lists, so a new token is declared once.
 */
export const tokenColorNames = [
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
  'primary-hover',
  'primary-foreground',
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
] as const;

/** Layer names for `z-*` utilities, lowest to highest (values live in tokens.css as --cc-z-*). */
export const tokenZIndexNames = [
  'dropdown',
  'sticky',
  'overlay',
  'modal',
  'popover',
  'toast',
  'tooltip',
  'spinner',
] as const;
