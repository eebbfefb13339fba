import { ErrorView } from './error-view';
import { ERROR_TEXTS } from './error-texts';

/** Any path the app does not know. */
export default function NotFoundScreen() {
  const texts = ERROR_TEXTS['404']!;
  return <ErrorView code="404" title={texts.title} description={texts.description} />;
}
