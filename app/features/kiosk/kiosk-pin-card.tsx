import { useState } from 'react';
import { can } from '../../../contract/access';
import { KIOSK_PIN_MAX, KIOSK_TEXT } from '../../../contract/kiosk-text';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { TextField } from '../../../design-system/field/text-field';
import { SkeletonGroup, SkeletonText } from '../../../design-system/skeleton/skeleton';
import { actorFor } from '../../access/actor';
import { errorText } from '../../api/api-error';
import { useProfile } from '../../api/profile';
import { usePlanLock } from '../settings/plan-lock';
import { useKioskPin, useSetKioskPin } from './kiosk-api';

const PIN = /^\d{4,6}$/;

/**
 * A team member's kiosk PIN, for administrators (who alone set PINs: the server's rule): whether
 * they have one, set a new one, or remove it. Behind the upgrade prompt without the kiosk.
 */
export function KioskPinCard({
  orgId,
  employeeId,
  name,
}: {
  orgId: number;
  employeeId: number;
  name: string;
}) {
  const profile = useProfile();
  const actor = profile ? actorFor(profile, orgId) : null;
  const { isLocked, lock } = usePlanLock(orgId);
  const mayManage = actor !== null && can(actor, 'employee.editAll');
  if (!mayManage) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Kiosk PIN</CardTitle>
        <CardDescription>
          {name} types this PIN at a kiosk to clock in and out. Each PIN is unique in the
          organization.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {lock(
          'kiosk',
          <PinControl orgId={orgId} employeeId={employeeId} enabled={!isLocked('kiosk')} />,
        )}
      </CardContent>
    </Card>
  );
}

function PinControl({
  orgId,
  employeeId,
  enabled,
}: {
  orgId: number;
  employeeId: number;
  enabled: boolean;
}) {
  const status = useKioskPin(orgId, employeeId, enabled);
  const save = useSetKioskPin(orgId, employeeId);
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && !PIN.test(pin) ? KIOSK_TEXT.pinFormat : undefined;

  if (enabled && status.isPending)
    return (
      <SkeletonGroup label="Loading the kiosk PIN">
        <SkeletonText lines={2} />
      </SkeletonGroup>
    );
  const hasPin = status.data?.data.has_pin === true;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!PIN.test(pin)) return;
        save.mutate(pin, { onSuccess: () => (setPin(''), setTouched(false)) });
      }}
    >
      <p className="text-sm text-text" role="status">
        {hasPin ? 'A kiosk PIN is set.' : 'No kiosk PIN yet.'}
      </p>
      <TextField
        label={hasPin ? 'New kiosk PIN' : 'Kiosk PIN'}
        hint="4 to 6 digits"
        inputMode="numeric"
        autoComplete="off"
        maxLength={KIOSK_PIN_MAX}
        value={pin}
        error={invalid}
        onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, ''))}
        onBlur={() => setTouched(pin !== '')}
      />
      {save.isError && <Alert tone="danger">{errorText(save.error)}</Alert>}
      {save.isSuccess && <Alert tone="success">{save.data.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={save.isPending && save.variables !== null}>
          Save PIN
        </Button>
        {hasPin && (
          <Button
            type="button"
            variant="secondary"
            isLoading={save.isPending && save.variables === null}
            onClick={() => save.mutate(null)}
          >
            Remove PIN
          </Button>
        )}
      </div>
    </form>
  );
}
