import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  COLOR_SCHEME_STORAGE_KEY,
  PREFERS_DARK_QUERY,
  nextColorScheme,
  parseColorScheme,
  resolveColorScheme,
  type ColorScheme,
  type ResolvedColorScheme,
} from './color-scheme-model';

export { COLOR_SCHEME_STORAGE_KEY };
export type { ColorScheme, ResolvedColorScheme };

/** Reads the saved appearance; default light, and any unknown value reads as light. */
export function readStoredColorScheme(): ColorScheme {
  try {
    return parseColorScheme(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy modes, sandboxed frames): the spec's default applies.
    return parseColorScheme(null);
  }
}

function writeStoredColorScheme(scheme: ColorScheme) {
  try {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Not persisting is acceptable; the choice still applies for this visit.
  }
}

function subscribeToSystemScheme(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PREFERS_DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark() {
  return typeof window.matchMedia === 'function' && window.matchMedia(PREFERS_DARK_QUERY).matches;
}

/** Live `prefers-color-scheme: dark`, so auto follows the system while the page is open. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
}

export type ColorSchemeContextValue = {
  /** The chosen setting. */
  scheme: ColorScheme;
  /** What is painted: the setting, or the system preference when the setting is auto. */
  resolved: ResolvedColorScheme;
  /** Chooses and saves a scheme; with no argument, re-applies the saved setting (else light). */
  setScheme: (scheme?: ColorScheme) => void;
};

const ColorSchemeContext = createContext<ColorSchemeContextValue | null>(null);

export type ColorSchemeProviderProps = {
  children: ReactNode;
  /**
   * Forces a scheme and skips storage (Storybook's toolbar, screenshots). Without it the provider
   * reads and saves the user's choice in localStorage.
   */
  forcedScheme?: ColorScheme;
};

/**
 * Owns the colour scheme of the page: applies the `dark` class and the CSS `color-scheme` on
 * `<html>` in an effect (never during render), and saves the choice under
 * `crewcard.color-scheme`. Other tabs follow through the `storage` event.
 */
export function ColorSchemeProvider({ children, forcedScheme }: ColorSchemeProviderProps) {
  const [chosen, setChosen] = useState<ColorScheme>(readStoredColorScheme);
  const scheme = forcedScheme ?? chosen;
  const prefersDark = useSystemPrefersDark();
  const resolved = resolveColorScheme(scheme, prefersDark);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', resolved === 'dark');
    root.style.colorScheme = resolved;
  }, [resolved]);

  useEffect(() => {
    if (forcedScheme) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_SCHEME_STORAGE_KEY) setChosen(parseColorScheme(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [forcedScheme]);

  const setScheme = useCallback(
    (payload?: ColorScheme) => {
      const next = nextColorScheme(payload, forcedScheme ?? readStoredColorScheme());
      setChosen(next);
      if (!forcedScheme) writeStoredColorScheme(next);
    },
    [forcedScheme],
  );

  const value = useMemo(() => ({ scheme, resolved, setScheme }), [scheme, resolved, setScheme]);
  return <ColorSchemeContext.Provider value={value}>{children}</ColorSchemeContext.Provider>;
}

/** The colour scheme of the page; must be used inside `ColorSchemeProvider`. */
export function useColorScheme(): ColorSchemeContextValue {
  const context = useContext(ColorSchemeContext);
  if (!context) throw new Error('useColorScheme must be used inside <ColorSchemeProvider>');
  return context;
}
