import type { ComponentProps } from 'react';

/** One titled part of a rule group dialog: a fieldset whose legend names the controls in it. */
export function RuleGroupSection({
  title,
  children,
  ...props
}: ComponentProps<'fieldset'> & { title: string }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-border pt-4" {...props}>
      <legend className="pr-2 text-sm font-semibold text-text">{title}</legend>
      {children}
    </fieldset>
  );
}
