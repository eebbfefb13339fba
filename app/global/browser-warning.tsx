import { Alert } from '../../design-system/alert/alert';
import { isInternetExplorer } from './browser-support';

/**
 * Asks Internet Explorer users to switch to Edge. Real IE never runs this bundle (it has no
 * module scripts), so index.html carries the same words as static markup; this covers browsers
 * that run the app while announcing themselves as IE.
 */
export function BrowserWarning() {
  if (!isInternetExplorer(navigator.userAgent)) return null;
  return (
    <Alert tone="warning" title="Your browser is not supported" className="rounded-none">
      Internet Explorer cannot run Crewcard. Please switch to a modern browser such as{' '}
      <a className="font-medium underline" href="https://www.microsoft.com/edge">
        Microsoft Edge
      </a>
      .
    </Alert>
  );
}
