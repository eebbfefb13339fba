import type { Ref, UIEvent } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import {
  LOADING_MESSAGE,
  NO_RESULTS_MESSAGE,
  isChoosable,
  isPlaceholderItem,
  type SelectOption,
} from './select-model';

export type SelectListboxProps = {
  ref?: Ref<HTMLUListElement>;
  id: string;
  /** Names the list (the field's label). */
  label: string;
  options: readonly SelectOption[];
  /** The highlighted option, named by the focused control's aria-activedescendant. */
  activeIndex: number;
  optionId: (index: number) => string;
  isMultiple: boolean;
  isChosen: (option: SelectOption) => boolean;
  /** Shown as unavailable although choosable by type (the multi-select is full). */
  isUnavailable: (option: SelectOption) => boolean;
  isLoading: boolean;
  onPick: (option: SelectOption) => void;
  onHover: (index: number) => void;
  onScroll?: ((event: UIEvent<HTMLUListElement>) => void) | undefined;
};

/**
 * The popup list of a select: options and, below them, one status line ('Loading', 'No results
 * found') in a live region so a screen reader hears it without leaving the search or trigger.
 */
export function SelectListbox({
  ref,
  id,
  label,
  options,
  activeIndex,
  optionId,
  isMultiple,
  isChosen,
  isUnavailable,
  isLoading,
  onPick,
  onHover,
  onScroll,
}: SelectListboxProps) {
  const message = isLoading ? LOADING_MESSAGE : options.length === 0 ? NO_RESULTS_MESSAGE : null;
  return (
    <>
      <ul
        ref={ref}
        id={id}
        role="listbox"
        aria-label={label}
        aria-multiselectable={isMultiple || undefined}
        aria-busy={isLoading || undefined}
        data-slot="select-listbox"
        onScroll={onScroll}
        // Spec: "list popup max height 200 px"; longer lists scroll inside it.
        className="max-h-[200px] overflow-y-auto overscroll-contain py-1 empty:py-0"
      >
        {options.map((option, index) => (
          <SelectListboxOption
            key={option.value || `keyless-${index}`}
            id={optionId(index)}
            index={index}
            option={option}
            isActive={index === activeIndex}
            isChosen={isChosen(option)}
            isMultiple={isMultiple}
            isUnavailable={!isChoosable(option) || isUnavailable(option)}
            onPick={() => onPick(option)}
            onHover={() => onHover(index)}
          />
        ))}
      </ul>
      <p
        role="status"
        data-slot="select-status"
        className={cn('px-3 text-sm text-text-muted', message ? 'py-2' : 'sr-only')}
      >
        {message}
      </p>
    </>
  );
}

type SelectListboxOptionProps = {
  id: string;
  index: number;
  option: SelectOption;
  isActive: boolean;
  isChosen: boolean;
  isMultiple: boolean;
  isUnavailable: boolean;
  onPick: () => void;
  onHover: () => void;
};

function SelectListboxOption({
  id,
  index,
  option,
  isActive,
  isChosen,
  isMultiple,
  isUnavailable,
  onPick,
  onHover,
}: SelectListboxOptionProps) {
  return (
    // The trigger or search box keeps focus and the keys (aria-activedescendant); the pointer
    // picks here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={isChosen}
      aria-disabled={isUnavailable || undefined}
      data-index={index}
      data-slot="select-option"
      data-state={isChosen ? 'checked' : 'unchecked'}
      data-highlighted={isActive ? '' : undefined}
      data-disabled={isUnavailable ? '' : undefined}
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-text select-none',
        'data-highlighted:item-highlight',
        'data-disabled:cursor-not-allowed data-disabled:text-text-muted',
        isPlaceholderItem(option) && 'italic',
      )}
      // Keeps focus where the keys are.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={isActive ? undefined : onHover}
      onClick={onPick}
    >
      {isMultiple && (
        <span
          aria-hidden="true"
          data-state={isChosen ? 'checked' : 'unchecked'}
          className={cn(
            'inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-border-strong bg-surface',
            'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
          )}
        >
          {isChosen && <Check strokeWidth={3} className="size-3 text-primary-foreground" />}
        </span>
      )}
      <span className="min-w-0 flex-1 truncate">
        <SelectOptionText option={option} />
      </span>
      {!isMultiple && isChosen && (
        <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
      )}
    </li>
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
