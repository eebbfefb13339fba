import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, createDebouncer } from './search-input-model';

describe('the search debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 700 ms (spec)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(700);
  });

  it('fires once, 700 ms after the last value, with that value', () => {
    const fire = vi.fn();
    const debouncer = createDebouncer<string>(SEARCH_DEBOUNCE_MS, fire);
    debouncer.schedule('c');
    vi.advanceTimersByTime(300);
    debouncer.schedule('cr');
    vi.advanceTimersByTime(300);
    debouncer.schedule('crew');
    vi.advanceTimersByTime(699);
    expect(fire).not.toHaveBeenCalled();
    expect(debouncer.isPending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire).toHaveBeenCalledWith('crew');
    expect(debouncer.isPending()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('drops the waiting value on cancel', () => {
    const fire = vi.fn();
    const debouncer = createDebouncer<string>(SEARCH_DEBOUNCE_MS, fire);
    debouncer.schedule('crew');
    debouncer.cancel();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(fire).not.toHaveBeenCalled();
  });

  it('fires the waiting value at once on flush, and only once', () => {
    const fire = vi.fn();
    const debouncer = createDebouncer<string>(SEARCH_DEBOUNCE_MS, fire);
    debouncer.flush();
    expect(fire).not.toHaveBeenCalled();
    debouncer.schedule('crew');
    debouncer.flush();
    expect(fire).toHaveBeenCalledWith('crew');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(fire).toHaveBeenCalledTimes(1);
  });
});

describe('with the real timers', () => {
  it('fires through the platform setTimeout', async () => {
    const fire = vi.fn();
    const debouncer = createDebouncer<string>(5, fire);
    debouncer.schedule('crew');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fire).toHaveBeenCalledWith('crew');
  });
});
