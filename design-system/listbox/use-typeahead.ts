import { useEffect, useRef } from 'react';
import { TYPEAHEAD_RESET_MS, typeaheadIndex } from './listbox-model';

/**
 * Typeahead of a select-only listbox: letters typed within TYPEAHEAD_RESET_MS of each other make
 * one word, matched by `typeaheadIndex`.
 */
export function useTypeahead() {
  const typedRef = useRef('');
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timerRef.current), []);

  return {
    /** Adds a letter to the word and answers the option it leads to from `activeIndex`, or -1. */
    find: (letter: string, options: readonly { label: string }[], activeIndex: number): number => {
      clearTimeout(timerRef.current);
      typedRef.current += letter;
      timerRef.current = setTimeout(() => {
        typedRef.current = '';
      }, TYPEAHEAD_RESET_MS);
      return typeaheadIndex(options, typedRef.current, activeIndex);
    },
    /** Forgets the word (the list closed). */
    reset: () => {
      clearTimeout(timerRef.current);
      typedRef.current = '';
    },
  };
}
