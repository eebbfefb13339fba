import type { ReactNode } from 'react';
import { ToastProvider } from '../design-system/toast/toast';
import { ColorSchemeProvider } from '../design-system/tokens/color-scheme';
import { useForcedColorScheme } from './features/personal/color-scheme-options';

/**
 * The providers at the root of the app. The query client's provider is not here: the screens
 * that read server data bring it (QueryProvider), so the sign-in pages load no query library.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // The selected organisation may hold the page to light (enable_color_scheme_options off).
  const forcedScheme = useForcedColorScheme();
  return (
    <ColorSchemeProvider forcedScheme={forcedScheme}>
      <ToastProvider>{children}</ToastProvider>
    </ColorSchemeProvider>
  );
}
