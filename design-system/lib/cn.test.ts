import { expect, it } from 'vitest';
import { cn } from './cn';

it('lets a later class win within the same group', () => {
  expect(cn('px-2 bg-surface', 'px-4')).toBe('bg-surface px-4');
  expect(cn('bg-surface', 'bg-danger')).toBe('bg-danger');
});

it('keeps a token colour and a font size side by side', () => {
  expect(cn('text-sm', 'text-text-muted')).toBe('text-sm text-text-muted');
  expect(cn('z-modal', 'z-spinner')).toBe('z-spinner');
  expect(cn('shadow-sm', 'shadow-xl')).toBe('shadow-xl');
});
