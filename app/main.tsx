import '../design-system/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { installGlobalErrorHandlers } from './global/silenced-errors';
import { createAppRouter } from './navigation/create-router';
import { setNavigator } from './navigation/navigator';
import { bootstrapSession } from './session/bootstrap';
import { installTabSync } from './session/tab-sync';

const router = createAppRouter();

// Code outside components (the fetch client, the session) navigates through the router.
setNavigator({
  navigate: (to, options) => router.navigate(to, options),
  reload: (to) => window.location.assign(to),
  currentPath: () => router.state.location.pathname + router.state.location.search,
});
installGlobalErrorHandlers();
installTabSync();
void bootstrapSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
