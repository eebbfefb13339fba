import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ERROR_TOAST,
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  addToast,
  removeToast,
  toastMessage,
  type ToastItem,
} from './toast-model';

describe('toastMessage', () => {
  it('shows the default error text when an error has no text', () => {
    expect(toastMessage('error', undefined)).toBe(
      "Oops there was an error. We're working on it...",
    );
    expect(toastMessage('error', '   ')).toBe(DEFAULT_ERROR_TOAST);
  });

  it('keeps the given text', () => {
    expect(toastMessage('error', 'Export failed')).toBe('Export failed');
    expect(toastMessage('success', 'Saved')).toBe('Saved');
  });
});

describe('toast list', () => {
  const item = (id: number): ToastItem => ({ id, tone: 'info', message: `Toast ${id}` });

  it('adds at the end and removes by id', () => {
    const list = addToast(addToast([], item(1)), item(2));
    expect(list.map((toast) => toast.id)).toEqual([1, 2]);
    expect(removeToast(list, 1).map((toast) => toast.id)).toEqual([2]);
  });

  it('drops the oldest beyond the visible limit', () => {
    let list: ToastItem[] = [];
    for (let id = 1; id <= MAX_VISIBLE_TOASTS + 2; id += 1) list = addToast(list, item(id));
    expect(list).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(list[0]?.id).toBe(3);
  });
});

it('auto-closes after 5000 ms', () => {
  expect(TOAST_DURATION_MS).toBe(5000);
});
