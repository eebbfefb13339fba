import type { Profile } from '../../../contract/profile';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { isImpersonation } from '../../session/jwt';
import { endImpersonation } from '../../session/end-impersonation';
import { useAppState } from '../../state/app-store';

/** Impersonated sessions (token type impersonate-read or -write) are always marked. */
export function ImpersonationBanner({ profile }: { profile: Profile }) {
  const tokenType = useAppState((state) => state.tokenType);
  if (!isImpersonation(tokenType)) return null;
  const readOnly = tokenType === 'impersonate-read';
  return (
    <Alert tone="warning" title={`Viewing as ${profile.display_name}`} className="mb-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>
          You are using {profile.display_name}&rsquo;s account on their behalf
          {readOnly
            ? ' in read-only mode: changes are not allowed.'
            : ' with full access: changes are saved as theirs.'}
        </span>
        <Button size="sm" variant="secondary" onClick={endImpersonation}>
          End session
        </Button>
      </div>
    </Alert>
  );
}
