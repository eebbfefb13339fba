import { useEffect, useRef, useState } from 'react';
import {
  moveActiveIndex,
  openIndex,
  type ListMove,
  type MoveOptions,
  type OpenAt,
} from './listbox-model';

export type UseListboxOptions = MoveOptions & {
  /** Base of the ids: the list is `${id}-listbox`, option n is `${id}-option-${n}`. */
  id: string;
  /** Options in the list as shown now. */
  count: number;
  /** Whether the list shows; a closed list has no highlighted option. */
  isOpen: boolean;
  /**
   * The highlighted option when the owner keeps it (the address autocomplete follows a suggestion
   * by its id as answers change); the hook keeps its own otherwise.
   */
  activeIndex?: number | undefined;
  /** Hears every highlight change, kept here or by the owner. */
  onActiveIndexChange?: ((index: number) => void) | undefined;
};

export type ListboxState = {
  listId: string;
  optionId: (index: number) => string;
  /** The highlighted option, -1 for none (always -1 while closed or out of range). */
  activeIndex: number;
  /** The highlighted option's id for the focused control's aria-activedescendant. */
  activeDescendant: string | undefined;
  /** Highlights an option and scrolls it into view (a move by key, the list opening). */
  highlight: (index: number) => void;
  /** Highlights an option where it is (the pointer, options arriving): nothing scrolls. */
  setActiveIndex: (index: number) => void;
  /** Moves the highlight and scrolls to it; returns the option moved to. */
  move: (move: ListMove) => number;
  /** Highlights where an opening list lands (see `openIndex`), given the chosen option or -1. */
  openAt: (open: OpenAt, chosenIndex: number) => void;
  /** The ARIA and text-box attributes of an editable combobox's input (or a search box). */
  inputProps: {
    type: 'text';
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    autoComplete: 'off';
    spellCheck: false;
  };
};

/**
 * The state of a listbox driven from a combobox that keeps focus (WAI-ARIA
 * aria-activedescendant): the highlighted option, the ids that link control, list and options,
 * moves by the rules of listbox-model.ts, and scrolling the highlighted option into view when the
 * keys (or the list opening) moved it. A highlight the pointer or a loader caused does not scroll,
 * so the list never jumps away from where the person scrolled it. Render it with `Listbox`.
 */
export function useListbox({
  id,
  count,
  isOpen,
  wraps,
  pageSize,
  activeIndex: ownerIndex,
  onActiveIndexChange,
}: UseListboxOptions): ListboxState {
  const [ownIndex, setOwnIndex] = useState(-1);
  const revealRef = useRef(false);

  const stored = ownerIndex ?? ownIndex;
  const activeIndex = isOpen && stored >= 0 && stored < count ? stored : -1;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    const shouldReveal = revealRef.current;
    revealRef.current = false;
    if (!shouldReveal || !activeId) return;
    // By id: the list may be portalled away from the control.
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, isOpen]);

  const store = (index: number, shouldReveal: boolean) => {
    // A later highlight by the pointer also cancels a reveal the effect has not done yet.
    revealRef.current = shouldReveal;
    if (ownerIndex === undefined) setOwnIndex(index);
    onActiveIndexChange?.(index);
  };
  const highlight = (index: number) => store(index, true);
  return {
    listId,
    optionId,
    activeIndex,
    activeDescendant: activeId,
    highlight,
    setActiveIndex: (index) => store(index, false),
    move: (move) => {
      const next = moveActiveIndex(count, activeIndex, move, { wraps, pageSize });
      highlight(next);
      return next;
    },
    openAt: (open, chosenIndex) => highlight(openIndex(open, count, chosenIndex)),
    inputProps: {
      type: 'text',
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': isOpen,
      'aria-controls': listId,
      'aria-activedescendant': activeId,
      autoComplete: 'off',
      spellCheck: false,
    },
  };
}
