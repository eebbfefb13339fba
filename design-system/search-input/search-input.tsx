import { useEffect, useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { SEARCH_DEBOUNCE_MS, createDebouncer, type Debouncer } from './search-input-model';

export type SearchInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> &
  Omit<LabelledFieldProps, 'error' | 'isOptional'> & {
    /** The text, when the caller owns it. */
    value?: string;
    /** The first text when uncontrolled. */
    defaultValue?: string;
    /** Called at once with every change of the text, including a clear. */
    onValueChange?: (value: string) => void;
    /**
     * Called with the text to search for: `debounceMs` after the last keystroke (spec: "Search
     * inputs debounce 700 ms"), and at once on clear or Enter. Not called again for the text it
     * was last called with.
     */
    onSearch?: (query: string) => void;
    /** The wait after the last keystroke. Default SEARCH_DEBOUNCE_MS (700). */
    debounceMs?: number;
  };

/**
 * A labelled search box (role searchbox) with a search icon, a 'Clear search' button shown only
 * while there is text, and a debounced `onSearch`. Clearing, by the button or Escape, empties the
 * box, searches for '' at once and leaves focus in the input, so the user can type again. The label
 * says what is searched ('Search employees'); there is no error or 'Optional' marker to show.
 */
export function SearchInput({
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
  disabled,
  ref,
  onKeyDown,
  ...props
}: SearchInputProps) {
  const [text, setText] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const { fieldProps, controlProps, rest } = useFieldControl(props);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // The latest onSearch, so a caller's inline callback does not restart the wait.
  const onSearchRef = useRef(onSearch);
  const lastSearched = useRef(text);
  const debouncer = useRef<Debouncer<string> | null>(null);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    const search = (query: string) => {
      if (query === lastSearched.current) return;
      lastSearched.current = query;
      onSearchRef.current?.(query);
    };
    debouncer.current = createDebouncer(debounceMs, search);
    return () => debouncer.current?.cancel();
  }, [debounceMs]);

  const change = (next: string) => {
    setText(next);
    debouncer.current?.schedule(next);
  };

  const clear = () => {
    setText('');
    debouncer.current?.schedule('');
    debouncer.current?.flush();
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape' && text !== '') {
      // Also stops Chrome's own clearing of search inputs, which would clear a second time.
      event.preventDefault();
      clear();
    } else if (event.key === 'Enter') {
      debouncer.current?.flush();
    }
  };

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as { current: HTMLInputElement | null }).current = node;
  };

  return (
    <Field {...fieldProps} data-disabled={disabled ? '' : undefined}>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-text-subtle"
        />
        <input
          {...controlProps}
          ref={setRefs}
          type="search"
          autoComplete="off"
          data-slot="search-input-input"
          value={text}
          disabled={disabled}
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          className={cn(
            fieldControlClasses,
            'pl-9',
            text ? 'pr-11' : undefined,
            // Our clear button replaces the browser's own.
            '[&::-webkit-search-cancel-button]:appearance-none',
            className,
          )}
          {...rest}
        />
        {text && !disabled && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">
            <button
              type="button"
              data-slot="search-input-clear"
              aria-label="Clear search"
              onClick={clear}
              className="inline-flex size-8 items-center justify-center rounded-sm text-text-muted transition-colors duration-fast hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
    </Field>
  );
}
