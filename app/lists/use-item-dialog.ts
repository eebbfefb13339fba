import { useCallback, useState } from 'react';

/** A list's dialog about one item (edit, archive, delete), or about a new one (item null). */
export type ItemDialog<Item> = {
  item: Item | null;
  open: boolean;
  /**
   * Counts the openings (0: never opened). A dialog keyed by it mounts afresh for each opening,
   * so its form starts from the item; one rendered only once it is above 0 loads nothing before.
   */
  key: number;
  openFor: (item: Item | null) => void;
  onOpenChange: (open: boolean) => void;
};

/** The state of a list's item dialog: which item, whether open, and its opening count. */
export function useItemDialog<Item>(): ItemDialog<Item> {
  const [state, setState] = useState<{ item: Item | null; open: boolean; key: number }>({
    item: null,
    open: false,
    key: 0,
  });
  const openFor = useCallback(
    (item: Item | null) => setState((last) => ({ item, open: true, key: last.key + 1 })),
    [],
  );
  const onOpenChange = useCallback((open: boolean) => setState((last) => ({ ...last, open })), []);
  return { ...state, openFor, onOpenChange };
}
