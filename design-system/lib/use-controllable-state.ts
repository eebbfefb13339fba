import { useCallback, useState } from 'react';

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
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateParams<T>): [T, (next: T | ((prev: T) => T)) => void] {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;

  const setValue = useCallback(
    (next: T | ((prev: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(current) : next;
      if (Object.is(resolved, current)) return;
      if (!isControlled) setUncontrolled(resolved);
      onChange?.(resolved);
    },
    [current, isControlled, onChange],
  );

  return [current, setValue];
}
