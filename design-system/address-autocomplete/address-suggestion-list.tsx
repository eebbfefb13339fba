import type { Ref } from 'react';
import { Crosshair, MapPin } from 'lucide-react';
import { cn } from '../lib/cn';
import { SpinnerGlyph } from '../spinner/spinner';
import {
  COORDINATE_PLACE_ID_PREFIX,
  type DropdownSide,
  type PlaceSuggestion,
} from './address-model';

export type AddressSuggestionListProps = {
  ref: Ref<HTMLDivElement>;
  listId: string;
  /** Names the listbox (the field's label). */
  label: string;
  optionId: (index: number) => string;
  suggestions: readonly PlaceSuggestion[];
  /** Whether the options show (the list is open and has some). */
  showsOptions: boolean;
  activeIndex: number;
  side: DropdownSide;
  /** The status line: 'Loading', 'No results found', a count… Empty says nothing. */
  message: string;
  /** Shows the status line in the dropdown; otherwise only screen readers hear it. */
  showsMessage: boolean;
  isLoading: boolean;
  onChoose: (index: number) => void;
  onHighlight: (index: number) => void;
};

/**
 * The dropdown of the address autocomplete: the listbox of suggestions and, under it, a status line.
 * The status line stays in the page while the dropdown is closed (as a visually hidden live region),
 * so 'Loading' and 'No results found' are announced when they appear.
 */
export function AddressSuggestionList({
  ref,
  listId,
  label,
  optionId,
  suggestions,
  showsOptions,
  activeIndex,
  side,
  message,
  showsMessage,
  isLoading,
  onChoose,
  onHighlight,
}: AddressSuggestionListProps) {
  const isVisible = showsOptions || showsMessage;
  return (
    <div
      ref={ref}
      data-slot="address-autocomplete-popup"
      data-side={side}
      data-state={isVisible ? 'open' : 'closed'}
      className={cn(
        'absolute inset-x-0 z-dropdown',
        side === 'bottom' ? 'top-full mt-1' : 'bottom-full mb-1',
        isVisible &&
          'overflow-hidden rounded-md border border-border bg-surface-raised text-sm text-text shadow-lg',
      )}
    >
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        data-slot="address-autocomplete-listbox"
        hidden={!showsOptions}
        className="max-h-80 overflow-y-auto py-1"
      >
        {showsOptions &&
          suggestions.map((suggestion, index) => (
            <AddressSuggestionOption
              key={suggestion.place_id}
              id={optionId(index)}
              suggestion={suggestion}
              isActive={index === activeIndex}
              onChoose={() => onChoose(index)}
              onHighlight={() => onHighlight(index)}
            />
          ))}
      </ul>
      <p
        role="status"
        data-slot="address-autocomplete-status"
        className={cn(
          showsMessage ? 'flex items-center gap-2 px-3 py-2 text-text-muted' : 'sr-only',
          showsMessage && showsOptions && 'border-t border-border',
        )}
      >
        {showsMessage && isLoading && <SpinnerGlyph size={14} className="text-primary" />}
        {message}
      </p>
    </div>
  );
}

function AddressSuggestionOption({
  id,
  suggestion,
  isActive,
  onChoose,
  onHighlight,
}: {
  id: string;
  suggestion: PlaceSuggestion;
  isActive: boolean;
  onChoose: () => void;
  onHighlight: () => void;
}) {
  const Icon = suggestion.place_id.startsWith(COORDINATE_PLACE_ID_PREFIX) ? Crosshair : MapPin;
  return (
    // The input keeps the keys (aria-activedescendant); the pointer chooses here. No mousedown
    // prevention: the input does blur, and the 100 ms hide delay is what lets this click land.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={isActive}
      data-slot="address-autocomplete-option"
      data-highlighted={isActive ? '' : undefined}
      onClick={onChoose}
      onMouseMove={isActive ? undefined : onHighlight}
      className="flex cursor-pointer items-start gap-2.5 px-3 py-2 data-highlighted:item-highlight"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-text-muted" />
      {/* Two block lines: the accessible name reads 'Richmond VIC 3121, Australia'. */}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{suggestion.main_text}</span>
        {suggestion.secondary_text && (
          <span className="truncate text-xs text-text-muted">{suggestion.secondary_text}</span>
        )}
      </span>
    </li>
  );
}
