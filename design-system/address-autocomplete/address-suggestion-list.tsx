import type { Ref } from 'react';
import { Crosshair, MapPin } from 'lucide-react';
import { cn } from '../lib/cn';
import { Listbox, ListboxOption, ListboxStatus } from '../listbox/listbox';
import type { ListboxState } from '../listbox/use-listbox';
import { SpinnerGlyph } from '../spinner/spinner';
import {
  COORDINATE_PLACE_ID_PREFIX,
  type DropdownSide,
  type PlaceSuggestion,
} from './address-model';

export type AddressSuggestionListProps = {
  ref: Ref<HTMLDivElement>;
  listbox: ListboxState;
  /** Names the listbox (the field's label). */
  label: string;
  suggestions: readonly PlaceSuggestion[];
  /** Whether the options show (the list is open and has some). */
  showsOptions: boolean;
  side: DropdownSide;
  /** The status line: 'Loading', 'No results found', a count… Empty says nothing. */
  message: string;
  /** Shows the status line in the dropdown; otherwise only screen readers hear it. */
  showsMessage: boolean;
  isLoading: boolean;
  onChoose: (index: number) => void;
};

/**
 * The dropdown of the address autocomplete: the listbox of suggestions and, under it, a status line.
 * The status line stays in the page while the dropdown is closed (as a visually hidden live region),
 * so 'Loading' and 'No results found' are announced when they appear.
 */
export function AddressSuggestionList({
  ref,
  listbox,
  label,
  suggestions,
  showsOptions,
  side,
  message,
  showsMessage,
  isLoading,
  onChoose,
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
      <Listbox
        listbox={listbox}
        label={label}
        data-slot="address-autocomplete-listbox"
        hidden={!showsOptions}
        className="max-h-80 overflow-y-auto py-1"
      >
        {showsOptions &&
          suggestions.map((suggestion, index) => (
            <ListboxOption
              key={suggestion.place_id}
              index={index}
              // No mousedown prevention: the input does blur, and the 100 ms hide delay is what
              // lets this click land.
              keepsFocus={false}
              data-slot="address-autocomplete-option"
              className="flex items-start gap-2.5 px-3 py-2"
              onPick={() => onChoose(index)}
            >
              <AddressSuggestionText suggestion={suggestion} />
            </ListboxOption>
          ))}
      </Listbox>
      <ListboxStatus
        isShown={showsMessage}
        data-slot="address-autocomplete-status"
        className={cn('flex items-center gap-2', showsOptions && 'border-t border-border')}
      >
        {showsMessage && isLoading && <SpinnerGlyph size={14} className="text-primary" />}
        {message}
      </ListboxStatus>
    </div>
  );
}

/** A suggestion's icon (a pin, or crosshairs for a typed coordinate pair) and its two lines. */
function AddressSuggestionText({ suggestion }: { suggestion: PlaceSuggestion }) {
  const Icon = suggestion.place_id.startsWith(COORDINATE_PLACE_ID_PREFIX) ? Crosshair : MapPin;
  return (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-text-muted" />
      {/* Two block lines: the accessible name reads 'Richmond VIC 3121, Australia'. */}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{suggestion.main_text}</span>
        {suggestion.secondary_text && (
          <span className="truncate text-xs text-text-muted">{suggestion.secondary_text}</span>
        )}
      </span>
    </>
  );
}
