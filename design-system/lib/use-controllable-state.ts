import { useCallback, useInsertionEffect, useReducer, useRef, useState } from 'react';

export type UseControllableStateParams<T> = {
  /** The controlled value; when defined, the caller owns the state. */
  value?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
};

/**
 * One hook for controlled and uncontrolled widgets (the Radix pattern): with `value` the caller
 * owns the state and hears changes through `onChange`; without it the hook keeps its own state.
 * A change to the value already shown is ignored, so `onChange` only hears real changes.
 *
 * The setter is stable for the widget's life: `onChange` is read from a ref, so an inline
 * callback does not rebuild it (and effects that list it do not rerun). Updaters start from the
 * latest value, including one requested earlier in the same tick that React has not rendered yet,
 * so two `prev => prev + 1` in one event add two.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateParams<T>): [T, (next: T | ((prev: T) => T)) => void] {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultValue);
  // A controlled owner may refuse a change and not render again; rendering ourselves then
  // brings `latest` back to the value it kept.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;

  const latest = useRef(current);
  const isControlledRef = useRef(isControlled);
  const onChangeRef = useRef(onChange);
  // Insertion effects run before every layout effect, so a child that sets the value while
  // mounting already sees this render's props.
  useInsertionEffect(() => {
    latest.current = current;
    isControlledRef.current = isControlled;
    onChangeRef.current = onChange;
  });

  const setValue = useCallback((next: T | ((prev: T) => T)) => {
    const previous = latest.current;
    const resolved = typeof next === 'function' ? (next as (prev: T) => T)(previous) : next;
    if (Object.is(resolved, previous)) return;
    latest.current = resolved;
    if (isControlledRef.current) rerender();
    else setUncontrolled(resolved);
    onChangeRef.current?.(resolved);
  }, []);

  return [current, setValue];
}
