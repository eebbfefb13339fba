import type { UIEvent } from 'react';
import { Check } from 'lucide-react';
import { Listbox, ListboxOption, ListboxStatus } from '../listbox/listbox';
import type { ListboxState } from '../listbox/use-listbox';
import { cn } from '../lib/cn';
import {
  LOADING_MESSAGE,
  NO_RESULTS_MESSAGE,
  isChoosable,
  isPlaceholderItem,
  type SelectOption,
} from './select-model';

export type SelectListboxProps = {
  listbox: ListboxState;
  /** Names the list (the field's label). */
  label: string;
  options: readonly SelectOption[];
  isMultiple: boolean;
  isChosen: (option: SelectOption) => boolean;
  /** Shown as unavailable although choosable by type (the multi-select is full). */
  isUnavailable: (option: SelectOption) => boolean;
  isLoading: boolean;
  onPick: (option: SelectOption) => void;
  onScroll?: ((event: UIEvent<HTMLUListElement>) => void) | undefined;
};

/**
 * The popup list of a select: options and, below them, one status line ('Loading', 'No results
 * found') in a live region so a screen reader hears it without leaving the search or trigger.
 */
export function SelectListbox({
  listbox,
  label,
  options,
  isMultiple,
  isChosen,
  isUnavailable,
  isLoading,
  onPick,
  onScroll,
}: SelectListboxProps) {
  const message = isLoading ? LOADING_MESSAGE : options.length === 0 ? NO_RESULTS_MESSAGE : null;
  return (
    <>
      <Listbox
        listbox={listbox}
        label={label}
        aria-multiselectable={isMultiple || undefined}
        aria-busy={isLoading || undefined}
        data-slot="select-listbox"
        onScroll={onScroll}
        // Spec: "list popup max height 200 px"; longer lists scroll inside it.
        className="max-h-[200px] overflow-y-auto overscroll-contain py-1 empty:py-0"
      >
        {options.map((option, index) => {
          const chosen = isChosen(option);
          const isDisabled = !isChoosable(option) || isUnavailable(option);
          return (
            <ListboxOption
              key={option.value || `keyless-${index}`}
              index={index}
              isSelected={chosen}
              isDisabled={isDisabled}
              data-slot="select-option"
              data-state={chosen ? 'checked' : 'unchecked'}
              className={cn(
                'flex min-h-9 items-center gap-2 px-3 py-1.5 text-sm text-text select-none',
                'data-disabled:cursor-not-allowed data-disabled:text-text-muted',
                isPlaceholderItem(option) && 'italic',
              )}
              onPick={() => onPick(option)}
            >
              {isMultiple && <SelectCheckbox isChecked={chosen} />}
              <span className="min-w-0 flex-1 truncate">
                <SelectOptionText option={option} />
              </span>
              {!isMultiple && chosen && (
                <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
              )}
            </ListboxOption>
          );
        })}
      </Listbox>
      <ListboxStatus isShown={message !== null} data-slot="select-status" className="text-sm">
        {message}
      </ListboxStatus>
    </>
  );
}

/** The box a multi-select option shows, ticked when chosen (the option carries the state). */
function SelectCheckbox({ isChecked }: { isChecked: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-state={isChecked ? 'checked' : 'unchecked'}
      className={cn(
        'inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-border-strong bg-surface',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
      )}
    >
      {isChecked && <Check strokeWidth={3} className="size-3 text-primary-foreground" />}
    </span>
  );
}

/** An option's label and its muted suffix ('Ann Lee (Deactivated)'), for the list and trigger. */
export function SelectOptionText({ option }: { option: SelectOption }) {
  return (
    <>
      {option.label}
      {option.description && (
        <>
          {' '}
          <span data-slot="select-option-description" className="text-text-muted">
            {option.description}
          </span>
        </>
      )}
    </>
  );
}
