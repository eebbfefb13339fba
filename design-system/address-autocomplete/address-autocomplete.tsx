import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { listboxKeyCommand } from '../listbox/listbox-model';
import { useListbox } from '../listbox/use-listbox';
import { SpinnerGlyph } from '../spinner/spinner';
import {
  ADDRESS_BLUR_HIDE_DELAY_MS,
  ADDRESS_DETAILS_FAILED_MESSAGE,
  ADDRESS_LOADING_MESSAGE,
  ADDRESS_SEARCH_FAILED_MESSAGE,
  DEFAULT_PLACE_COUNTRY,
  DEFAULT_PLACE_TYPE,
  coordinatePlaceFromId,
  placeValidationMessage,
  resultsMessage,
  suggestionName,
  type Place,
  type PlaceCountry,
  type PlaceProvider,
  type PlaceSuggestion,
  type PlaceType,
} from './address-model';
import { AddressSuggestionList } from './address-suggestion-list';
import { bundledPlaceProvider } from './bundled-place-provider';
import { useDropdownSide } from './use-dropdown-side';
import { usePlaceSearch } from './use-place-search';

export type AddressAutocompleteProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size'
> &
  LabelledFieldProps & {
    /** The chosen place, or null for none, when the caller owns it. */
    value?: Place | null;
    /** The place shown first when uncontrolled. */
    defaultValue?: Place | null;
    /**
     * Called with a chosen place once it has a city (suburb for au) and a state, and with null when
     * the user edits the text of a chosen place or chooses one that lacks either.
     */
    onValueChange?: (place: Place | null) => void;
    /** Where suggestions and details come from; the bundled offline list by default. */
    provider?: PlaceProvider;
    /** Spec: restricted to country au by default. Also names the city 'suburb' in au. */
    country?: PlaceCountry;
    /** Spec: restricted to the geocode type by default (addresses, suburbs, cities, regions). */
    types?: PlaceType;
    /** Accepts a typed coordinate pair ('-33.8688, 151.2093') as a place at those coordinates. */
    acceptsCoordinates?: boolean;
  };

/**
 * An address search box (WAI-ARIA combobox with a listbox popup). The query goes to the `provider`
 * 250 ms after the last keystroke with at least 1 character; at most 10 suggestions show. Arrow keys
 * move through them, Enter chooses, Escape closes, and the list hides 100 ms after the input loses
 * focus, so a click on an option still lands. A chosen place must have a city (suburb in au) and a
 * state: one without is flagged by name and not taken as the value. The label also names the list
 * of suggestions. The widget's own messages (a missing suburb or state, coordinates out of range)
 * take the place of the caller's `error` (e.g. a required address once touched) while they apply.
 */
export function AddressAutocomplete({
  error,
  value,
  defaultValue = null,
  onValueChange,
  provider = bundledPlaceProvider,
  country = DEFAULT_PLACE_COUNTRY,
  types = DEFAULT_PLACE_TYPE,
  acceptsCoordinates = false,
  placeholder = 'Search for an address',
  className,
  disabled,
  ref,
  onKeyDown,
  onBlur,
  onFocus,
  ...props
}: AddressAutocompleteProps) {
  const [place, setPlace] = useControllableState<Place | null>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  // What the input shows instead of the chosen place's name: typed text, or a choice being checked.
  const [draft, setDraft] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [isResolving, setIsResolving] = useState(false);
  const { state, search, reset } = usePlaceSearch({
    provider,
    country,
    types,
    acceptsCoordinates,
  });

  const inputRef = useRef<HTMLInputElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const blurTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Counts choices, so the details of an older one arriving late are dropped.
  const choiceRef = useRef(0);
  useEffect(() => () => clearTimeout(blurTimerRef.current), []);

  const shownError = state.coordinateError ?? choiceError ?? error;
  const { fieldProps, controlProps, rest } = useFieldControl({
    ...props,
    error: shownError ?? undefined,
  });
  const { suggestions, status } = state;
  const showsOptions = isOpen && suggestions.length > 0;
  const highlighted = suggestions.findIndex((suggestion) => suggestion.place_id === activeId);
  // The highlight follows its suggestion (by id) while answers change under it.
  const listbox = useListbox({
    id: controlProps.id,
    count: suggestions.length,
    isOpen: showsOptions,
    wraps: true,
    // A typed coordinate pair is what the user asked for: Enter takes it without arrowing to it.
    activeIndex: highlighted < 0 && state.isCoordinatePair ? 0 : highlighted,
    onActiveIndexChange: (index) => setActiveId(suggestions[index]?.place_id ?? null),
  });
  const active = listbox.activeIndex;
  const isEmptyAnswer = status === 'done' && suggestions.length === 0;
  const showsMessage = isOpen && (status === 'loading' || status === 'failed' || isEmptyAnswer);
  const message = !isOpen
    ? ''
    : status === 'loading'
      ? ADDRESS_LOADING_MESSAGE
      : status === 'failed'
        ? ADDRESS_SEARCH_FAILED_MESSAGE
        : status === 'done'
          ? resultsMessage(suggestions.length)
          : '';
  const side = useDropdownSide({
    isOpen: showsOptions || showsMessage,
    anchorRef,
    popupRef,
    contentKey: `${status}:${showsOptions ? suggestions.length : 0}`,
  });

  const close = () => {
    setIsOpen(false);
    setActiveId(null);
  };

  const choose = async (suggestion: PlaceSuggestion) => {
    const choice = ++choiceRef.current;
    clearTimeout(blurTimerRef.current);
    reset();
    close();
    setChoiceError(null);
    setDraft(suggestionName(suggestion));
    let chosen = coordinatePlaceFromId(suggestion.place_id, country);
    if (!chosen) {
      setIsResolving(true);
      try {
        chosen = await provider.details(suggestion.place_id);
      } catch {
        chosen = null;
      }
      if (choice !== choiceRef.current) return;
      setIsResolving(false);
    }
    const problem = chosen
      ? placeValidationMessage(chosen, country)
      : ADDRESS_DETAILS_FAILED_MESSAGE;
    if (!chosen || problem) {
      // Flagged and not taken: the form must not save an address without a suburb or state.
      setChoiceError(problem);
      setPlace(null);
      if (chosen) setDraft(chosen.formatted_place_name);
      return;
    }
    setPlace(chosen);
    setDraft(null);
  };

  const handleType = (text: string) => {
    choiceRef.current += 1;
    setIsResolving(false);
    setChoiceError(null);
    setDraft(text);
    setIsOpen(true);
    setActiveId(null);
    // The text no longer names the chosen place.
    if (place) setPlace(null);
    search(text);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      if (!showsOptions && !showsMessage) return;
      // Handled here: a surrounding dialog must not close on the Escape that closes the list.
      event.preventDefault();
      event.stopPropagation();
      return close();
    }
    const command = listboxKeyCommand(event, { isOpen: showsOptions });
    if (!command) return;
    // An open list takes Enter: it must not submit the form around it.
    event.preventDefault();
    switch (command.type) {
      case 'open':
        if (suggestions.length === 0) return;
        setIsOpen(true);
        return listbox.openAt(command, -1);
      case 'move':
        return void listbox.move(command.move);
      case 'pick': {
        const suggestion = suggestions[active];
        if (suggestion) void choose(suggestion);
        return;
      }
      case 'close':
        return close();
    }
  };

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <Field {...fieldProps}>
      <div
        ref={anchorRef}
        data-slot="address-autocomplete"
        data-state={showsOptions || showsMessage ? 'open' : 'closed'}
        data-disabled={disabled ? '' : undefined}
        className="relative"
      >
        <input
          {...controlProps}
          ref={setRefs}
          {...listbox.inputProps}
          data-slot="address-autocomplete-input"
          placeholder={placeholder}
          aria-busy={isResolving || undefined}
          disabled={disabled}
          value={draft ?? place?.formatted_place_name ?? ''}
          onChange={(event) => handleType(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          onFocus={(event) => {
            onFocus?.(event);
            clearTimeout(blurTimerRef.current);
          }}
          onBlur={(event) => {
            onBlur?.(event);
            // Spec: hidden 100 ms after blur, so the click that caused the blur reaches its option.
            clearTimeout(blurTimerRef.current);
            blurTimerRef.current = setTimeout(close, ADDRESS_BLUR_HIDE_DELAY_MS);
          }}
          className={cn(fieldControlClasses, isResolving && 'pr-9', className)}
          {...rest}
        />
        {isResolving && (
          <SpinnerGlyph
            size={16}
            className="absolute top-1/2 right-3 -translate-y-1/2 text-primary"
          />
        )}
        <AddressSuggestionList
          ref={popupRef}
          listbox={listbox}
          label={fieldProps.label}
          suggestions={suggestions}
          showsOptions={showsOptions}
          side={side}
          message={message}
          showsMessage={showsMessage}
          isLoading={status === 'loading'}
          onChoose={(index) => {
            const suggestion = suggestions[index];
            if (!suggestion) return;
            void choose(suggestion);
            inputRef.current?.focus();
          }}
        />
      </div>
    </Field>
  );
}
