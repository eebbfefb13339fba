import { Link } from 'react-router-dom';
import { Alert } from '../../../design-system/alert/alert';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { Button } from '../../../design-system/button/button';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { useFrame } from '../../navigation/frame-context';

type ErrorViewProps = {
  code: string;
  title: string;
  description: string;
  message?: string;
  referenceId?: string;
};

/** An error page: a card of its own for visitors, a page of the signed-in frame otherwise. */
export function ErrorView({ code, title, description, message, referenceId }: ErrorViewProps) {
  const frame = useFrame();
  const details = (
    <>
      {message && message !== description && (
        <Alert tone="danger" className="text-left">
          {message}
        </Alert>
      )}
      {referenceId && (
        <p className="text-xs text-text-muted">
          Reference id <span className="font-mono">{referenceId}</span>
        </p>
      )}
    </>
  );
  const home = (
    <Button asChild>
      <Link to="/">Go to home page</Link>
    </Button>
  );

  if (frame === 'home') {
    return (
      <div className="flex max-w-2xl flex-col items-start gap-4">
        <PageHeader className="mb-0" title={title} description={description} />
        {details}
        {home}
      </div>
    );
  }
  return (
    <AuthLayout title={title} description={description}>
      <div className="flex flex-col items-center gap-4 text-center">
        <p aria-hidden="true" className="text-5xl font-bold tracking-tight text-text-subtle">
          {code}
        </p>
        {details}
        {home}
      </div>
    </AuthLayout>
  );
}
