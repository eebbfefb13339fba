import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './use-controllable-state';

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('only reports changes when controlled', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() =>
      useControllableState({ value: 5, defaultValue: 1, onChange }),
    );
    act(() => result.current[1]((previous) => previous + 1));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
  });

  it('ignores a change to the current value', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 'a', onChange }));
    act(() => result.current[1]('a'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps one setter across renders when given an inline callback', () => {
    const { result, rerender } = renderHook(() =>
      // A new arrow function every render, as callers write it.
      useControllableState({ defaultValue: 1, onChange: (value: number) => void value }),
    );
    const firstSetter = result.current[1];
    rerender();
    act(() => result.current[1](2));
    expect(result.current[1]).toBe(firstSetter);
  });

  it('calls the newest callback from a setter taken before a render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(
      ({ onChange }) => useControllableState({ defaultValue: 1, onChange }),
      { initialProps: { onChange: first } },
    );
    const setter = result.current[1];
    rerender({ onChange: second });
    act(() => setter(2));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(2);
  });

  it('applies two functional updates in one tick in turn when uncontrolled', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    act(() => {
      result.current[1]((previous) => previous + 1);
      result.current[1]((previous) => previous + 1);
    });
    expect(result.current[0]).toBe(3);
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('applies two functional updates in one tick in turn when controlled', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => {
      const [value, setValue] = useState(5);
      return useControllableState({
        value,
        defaultValue: 0,
        onChange: (next: number) => {
          onChange(next);
          setValue(next);
        },
      });
    });
    act(() => {
      result.current[1]((previous) => previous + 1);
      result.current[1]((previous) => previous + 1);
    });
    expect(result.current[0]).toBe(7);
    expect(onChange.mock.calls).toEqual([[6], [7]]);
  });

  it('starts again from the shown value when the owner refuses a change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() =>
      useControllableState({ value: 5, defaultValue: 0, onChange }),
    );
    act(() => result.current[1]((previous) => previous + 1));
    act(() => result.current[1]((previous) => previous - 1));
    expect(result.current[0]).toBe(5);
    expect(onChange.mock.calls).toEqual([[6], [4]]);
  });
});
