import { useLocation, useParams } from 'react-router-dom';
import { ErrorView } from './error-view';
import { errorTextsFor } from './error-texts';

/** /error/{errorStatusCode}: the error text may come in navigation state. */
export default function ErrorScreen() {
  const { errorStatusCode = '500' } = useParams();
  const state = (useLocation().state ?? {}) as { message?: string; referenceId?: string };
  const texts = errorTextsFor(errorStatusCode);
  return (
    <ErrorView
      code={/^\d{3}$/.test(errorStatusCode) ? errorStatusCode : '500'}
      title={texts.title}
      description={texts.description}
      message={state.message}
      referenceId={state.referenceId}
    />
  );
}
