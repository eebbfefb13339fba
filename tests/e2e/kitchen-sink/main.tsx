import '../../../design-system/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ColorSchemeProvider } from '../../../design-system/tokens/color-scheme';
import { KitchenSinkPage } from '../../../stories/screens/kitchen-sink/kitchen-sink-page';

/**
 * Every design-system widget on one page (the kitchen-sink screen of the stories), for the
 * keyboard checks of the end-to-end suite, which need a real browser keyboard. The scheme is the
 * app's own provider, set by the test to follow the system, so open overlays are read by axe in
 * light and dark without a reload.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <ColorSchemeProvider>
      <KitchenSinkPage />
    </ColorSchemeProvider>
  </StrictMode>,
);
