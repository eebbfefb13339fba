import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ColorSchemeSwitcher } from '../color-scheme-switcher/color-scheme-switcher';
import {
  COLOR_SCHEME_STORAGE_KEY,
  ColorSchemeProvider,
  readStoredColorScheme,
} from './color-scheme';

function renderSwitcher() {
  return render(
    <ColorSchemeProvider>
      <ColorSchemeSwitcher />
    </ColorSchemeProvider>,
  );
}

describe('ColorSchemeProvider', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it('starts light with nothing stored', () => {
    renderSwitcher();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('reads any unknown stored value as light', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'sepia');
    expect(readStoredColorScheme()).toBe('light');
    renderSwitcher();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('applies and persists the chosen scheme', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('starts from the stored scheme', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    renderSwitcher();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows a change made in another tab', () => {
    renderSwitcher();
    act(() => {
      window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(
        new StorageEvent('storage', { key: COLOR_SCHEME_STORAGE_KEY, newValue: 'dark' }),
      );
    });
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('lets a forced scheme win over storage without writing it', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    render(
      <ColorSchemeProvider forcedScheme="dark">
        <ColorSchemeSwitcher />
      </ColorSchemeProvider>,
    );
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
  });
});
