import type { ReactNode } from 'react';
import { ToastProvider } from '../design-system/toast/toast';
import { ColorSchemeProvider } from '../design-system/tokens/color-scheme';

/**
 * The providers at the root of the app. The query client's provider is not here: the screens
 * that read server data bring it (QueryProvider), so the sign-in pages load no query library.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ColorSchemeProvider>
      <ToastProvider>{children}</ToastProvider>
    </ColorSchemeProvider>
  );
}
