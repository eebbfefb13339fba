import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { KIOSK_NAME_MAX } from '../../../contract/kiosk-text';
import type { Kiosk } from '../../../contract/kiosk';
import { Alert } from '../../../design-system/alert/alert';
import { Badge } from '../../../design-system/badge/badge';
import { Button } from '../../../design-system/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { ConfirmDialog } from '../../../design-system/confirm-dialog/confirm-dialog';
import { TextField } from '../../../design-system/field/text-field';
import { formatLongDate } from '../../../design-system/format/format-date';
import { SkeletonGroup, SkeletonText } from '../../../design-system/skeleton/skeleton';
import { errorText } from '../../api/api-error';
import { useOrg } from '../../api/orgs';
import { usePlanLock } from '../settings/plan-lock';
import { timeOfDay } from '../time-cards/clock/clock-format';
import { useKiosks, useOpenKiosk, useRevokeKiosk } from './kiosk-api';
import { saveKioskToken } from './kiosk-token';

/**
 * The kiosk-mode tab's kiosks: open one on this device (its token is kept here, then the kiosk
 * page opens), and the organisation's kiosks with when each was last used, to close one a device
 * was lost with. Who may clock in at a kiosk is the rule groups' setting, below it.
 */
export function KioskSettingsPanel({ orgId }: { orgId: number }) {
  const navigate = useNavigate();
  const timezone = useOrg(orgId).data?.timezone;
  // Behind the upgrade prompt the server would refuse the list: do not ask for it.
  const kiosks = useKiosks(orgId, !usePlanLock(orgId).isLocked('kiosk'));
  const open = useOpenKiosk(orgId);
  const [name, setName] = useState('Kiosk');
  const [closing, setClosing] = useState<Kiosk | null>(null);
  const revoke = useRevokeKiosk(orgId);

  const when = (unix: number) =>
    `${formatLongDate(unix, timezone)} ${timeOfDay(unix, timezone ?? 'America/Los_Angeles')}`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Kiosks</CardTitle>
        <CardDescription>
          A kiosk is a shared tablet or phone where team members clock in and out with their PIN.
          Set a team member’s PIN on their page; who may use a kiosk is set per time clock rule
          group below.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            open.mutate(name, {
              onSuccess: (answer) => {
                saveKioskToken(answer.data.token);
                void navigate('/kiosk');
              },
            });
          }}
        >
          <TextField
            label="Kiosk name"
            hint="Where the device stands, e.g. Site office."
            value={name}
            maxLength={KIOSK_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            className="sm:flex-1"
          />
          <Button type="submit" isLoading={open.isPending} className="sm:mt-7">
            Open a kiosk on this device
          </Button>
        </form>
        {open.isError && <Alert tone="danger">{errorText(open.error)}</Alert>}
        {kiosks.isPending ? (
          <SkeletonGroup label="Loading kiosks">
            <SkeletonText lines={3} />
          </SkeletonGroup>
        ) : kiosks.isError ? (
          <Alert tone="danger">{errorText(kiosks.error)}</Alert>
        ) : kiosks.data.data.length === 0 ? (
          <p className="text-sm text-text-muted">No kiosk has been opened yet.</p>
        ) : (
          <ul aria-label="Kiosks" className="flex flex-col divide-y divide-border">
            {kiosks.data.data.map((kiosk) => (
              <li key={kiosk.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="flex items-center gap-2 font-medium text-text">
                    {kiosk.name}
                    <Badge tone={kiosk.revoked_at_unix === null ? 'success' : 'neutral'}>
                      {kiosk.revoked_at_unix === null ? 'Open' : 'Closed'}
                    </Badge>
                  </p>
                  <p className="text-sm text-text-muted">
                    Opened {when(kiosk.created_at_unix)}
                    {kiosk.created_by ? ` by ${kiosk.created_by.display_name}` : ''} · Last used{' '}
                    {kiosk.last_used_at_unix === null ? 'never' : when(kiosk.last_used_at_unix)}
                  </p>
                </div>
                {kiosk.revoked_at_unix === null && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Close kiosk ${kiosk.name}`}
                    onClick={() => setClosing(kiosk)}
                  >
                    Close
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(isOpen) => !isOpen && setClosing(null)}
        title="Close this kiosk?"
        message={`The device of “${closing?.name ?? ''}” will no longer clock anyone in or out.`}
        confirmLabel="Close kiosk"
        tone="danger"
        onConfirm={() => revoke.mutateAsync(closing!.id)}
      />
    </Card>
  );
}
