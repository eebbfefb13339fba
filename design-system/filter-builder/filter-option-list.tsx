import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import type { FilterOption } from './filter-builder-model';

export type FilterOptionListProps = Omit<ComponentProps<'fieldset'>, 'onChange'> & {
  /** Names the group of boxes for assistive technology ('Status options'). */
  legend: string;
  /** The choices shown. */
  options: readonly FilterOption[];
  /** The values ticked. */
  chosen: readonly string[];
  /** Called with the new set of ticked values (in the order of `chosen`, new ones last). */
  onChosenChange: (chosen: string[]) => void;
  /** Marks the first box as the control to focus when the editor opens. */
  isInitialFocus?: boolean;
};

/**
 * The choices of an options or keyword filter as a group of native checkboxes: several may be
 * ticked, Tab moves between them and Space ticks, and each row is one click target, wide enough for
 * a thumb.
 */
export function FilterOptionList({
  legend,
  options,
  chosen,
  onChosenChange,
  isInitialFocus = false,
  className,
  ...props
}: FilterOptionListProps) {
  const toggle = (value: string, isChecked: boolean) =>
    onChosenChange(
      isChecked
        ? [...chosen.filter((item) => item !== value), value]
        : chosen.filter((item) => item !== value),
    );
  return (
    <fieldset
      data-slot="filter-option-list"
      className={cn('m-0 min-w-0 border-0 p-0', className)}
      {...props}
    >
      <legend className="sr-only">{legend}</legend>
      {/* Spec: filter lists are at most 150 px high. */}
      <div className="-mx-1 flex max-h-[150px] flex-col overflow-y-auto py-0.5">
        {options.map((option, index) => {
          const isChecked = chosen.includes(option.value);
          return (
            <label
              key={option.value}
              data-slot="filter-option"
              data-state={isChecked ? 'checked' : 'unchecked'}
              className={cn(
                'flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-text',
                'hover:bg-surface-sunken has-focus-visible:bg-surface-sunken',
              )}
            >
              <span className="relative inline-flex size-4.5 shrink-0">
                <input
                  type="checkbox"
                  checked={isChecked}
                  data-filter-autofocus={isInitialFocus && index === 0 ? '' : undefined}
                  onChange={(event) => toggle(option.value, event.currentTarget.checked)}
                  className={cn(
                    'peer size-4.5 cursor-pointer appearance-none rounded-sm border border-border-strong bg-surface',
                    'transition-colors duration-fast checked:border-primary checked:bg-primary',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  )}
                />
                <Check
                  aria-hidden="true"
                  strokeWidth={3}
                  className="pointer-events-none absolute inset-0.5 size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
                />
              </span>
              <span className="min-w-0 truncate">{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
