import { useId, type ComponentProps } from 'react';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { useColorScheme } from '../tokens/color-scheme';
import type { ColorScheme } from '../tokens/color-scheme-model';

const OPTIONS: { value: ColorScheme; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'auto', label: 'Auto', icon: Monitor },
];

export type ColorSchemeSwitcherProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Hides the "Appearance" caption visually; the group keeps it as its accessible name. */
  hideLabel?: boolean;
};

/**
 * Light / Dark / Auto as a segmented radio group bound to `useColorScheme`. Native radios give
 * the arrow-key behaviour of a radio group (focus moves and selects) without extra code.
 */
export function ColorSchemeSwitcher({
  hideLabel = false,
  className,
  ...props
}: ColorSchemeSwitcherProps) {
  const { scheme, setScheme } = useColorScheme();
  const id = useId();
  const labelId = `${id}-label`;

  return (
    <div
      data-slot="color-scheme-switcher"
      data-state={scheme}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <span id={labelId} className={cn('text-sm font-medium text-text', hideLabel && 'sr-only')}>
        Appearance
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="inline-flex w-fit gap-1 rounded-lg border border-border bg-surface-sunken p-1"
      >
        {OPTIONS.map(({ value, label, icon: Icon }) => {
          const isChecked = scheme === value;
          return (
            <label
              key={value}
              data-slot="color-scheme-switcher-option"
              data-state={isChecked ? 'checked' : 'unchecked'}
              className={cn(
                'relative inline-flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium',
                'text-text-muted transition-colors duration-fast ease-standard hover:text-text',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                isChecked && 'bg-surface text-text shadow-sm',
              )}
            >
              <input
                type="radio"
                name={`${id}-scheme`}
                value={value}
                checked={isChecked}
                onChange={() => setScheme(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </label>
          );
        })}
      </div>
    </div>
  );
}
