import { useCallback, useState } from 'react';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { Spinner } from '../../../design-system/spinner/spinner';
import { KIOSK_TEXT } from '../../../contract/kiosk-text';
import { errorText, isApiError } from '../../api/api-error';
import { QueryProvider } from '../../api/query-provider';
import { useKioskDevice } from './kiosk-api';
import { KioskMemberPanel } from './kiosk-member-panel';
import { KioskPinPad } from './kiosk-pin-pad';
import { forgetKioskToken, readKioskToken } from './kiosk-token';
import type { KioskDone, KioskIdentified } from './kiosk-model';
import { KioskDonePanel } from './kiosk-done-panel';

type Stage =
  { kind: 'pin' } | { kind: 'member'; found: KioskIdentified } | { kind: 'done'; done: KioskDone };

/**
 * /kiosk: a shared tablet or phone where team members clock in and out with their PIN. Full
 * screen, no app chrome, large targets; the device's kiosk token (local storage) names the
 * organisation. PIN pad → the member and what they may do → a confirmation that returns to the
 * pad after a few seconds.
 */
export default function KioskScreen() {
  // A public page: the signed-in frame's query client is not around it (app-providers.tsx).
  return (
    <QueryProvider>
      <KioskPage />
    </QueryProvider>
  );
}

function KioskPage() {
  const [token, setToken] = useState(readKioskToken);
  const device = useKioskDevice(token);
  const [stage, setStage] = useState<Stage>({ kind: 'pin' });
  const closed = isApiError(device.error) && device.error.status === 401;

  const backToPad = useCallback(() => setStage({ kind: 'pin' }), []);
  const onClosed = () => {
    forgetKioskToken();
    setToken(null);
  };

  return (
    <main className="flex min-h-dvh flex-col bg-background text-text">
      <header className="flex items-center justify-between gap-3 border-b border-border bg-surface px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">
            {device.data?.data.org_name ?? 'Crewcard kiosk'}
          </p>
          {device.data && (
            <p className="truncate text-sm text-text-muted">{device.data.data.name}</p>
          )}
        </div>
      </header>
      <div className="flex flex-1 flex-col items-center px-4 py-6 sm:justify-center sm:py-10">
        <div className="flex w-full max-w-md flex-col gap-6">
          {token === null || closed ? (
            <NotAKiosk closed={closed} />
          ) : device.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner label="Opening the kiosk" />
            </div>
          ) : device.isError ? (
            <div className="flex flex-col items-start gap-3">
              <Alert tone="danger">{errorText(device.error)}</Alert>
              <Button variant="secondary" size="lg" onClick={() => void device.refetch()}>
                Try again
              </Button>
            </div>
          ) : stage.kind === 'pin' ? (
            <KioskPinPad
              token={token}
              onIdentified={(found) => setStage({ kind: 'member', found })}
              onClosed={onClosed}
            />
          ) : stage.kind === 'member' ? (
            <KioskMemberPanel
              token={token}
              found={stage.found}
              onDone={(done) => setStage({ kind: 'done', done })}
              onCancel={backToPad}
              onClosed={onClosed}
            />
          ) : (
            <KioskDonePanel done={stage.done} onFinish={backToPad} />
          )}
        </div>
      </div>
    </main>
  );
}

function NotAKiosk({ closed }: { closed: boolean }) {
  return (
    <section aria-labelledby="kiosk-missing" className="flex flex-col gap-3 text-center">
      <h1 id="kiosk-missing" className="text-2xl font-semibold">
        {closed ? 'This kiosk is closed' : 'This device is not a kiosk'}
      </h1>
      <p className="text-text-muted">{closed ? KIOSK_TEXT.kioskClosed : KIOSK_TEXT.noKiosk}</p>
      <div className="flex justify-center">
        <Button asChild variant="secondary" size="lg">
          <a href="/login">Sign in to Crewcard</a>
        </Button>
      </div>
    </section>
  );
}
