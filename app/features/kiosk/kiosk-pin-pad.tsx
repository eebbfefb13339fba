import { useState } from 'react';
import { Delete } from 'lucide-react';
import { KIOSK_PIN_MAX } from '../../../contract/kiosk-text';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { PinInput } from '../../../design-system/pin-input/pin-input';
import { errorText, isApiError } from '../../api/api-error';
import { identifyAtKiosk } from './kiosk-api';
import { isPinReady, type KioskIdentified } from './kiosk-model';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The PIN widget with a keypad of large keys beside it (tablets on a wall have no keyboard to
 * speak of). PINs are 4 to 6 digits: six boxes, and Continue once four are in; a full six goes on
 * by itself.
 */
export function KioskPinPad({
  token,
  onIdentified,
  onClosed,
}: {
  token: string;
  onIdentified: (found: KioskIdentified) => void;
  onClosed: () => void;
}) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (code: string) => {
    if (!isPinReady(code) || isBusy) return;
    setIsBusy(true);
    setError(null);
    try {
      const answer = await identifyAtKiosk(token, code);
      onIdentified({ member: answer.data, pin: code });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 401) return onClosed();
      setPin('');
      setError(errorText(failure).replace(/^• /, ''));
      setIsBusy(false);
    }
  };

  const type = (digit: string) => {
    if (pin.length >= KIOSK_PIN_MAX) return;
    const next = pin + digit;
    setPin(next);
    if (next.length === KIOSK_PIN_MAX) void submit(next);
  };

  return (
    <form
      aria-labelledby="kiosk-pin-title"
      className="flex flex-col items-center gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(pin);
      }}
    >
      <h1 id="kiosk-pin-title" className="text-center text-2xl font-semibold">
        Enter your PIN to clock in or out
      </h1>
      <PinInput
        label="Your PIN"
        hint="4 to 6 digits"
        size="lg"
        length={KIOSK_PIN_MAX}
        value={pin}
        onValueChange={setPin}
        onComplete={(code) => void submit(code)}
        disabled={isBusy}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the pad is the kiosk's only task
        autoFocus
        className="items-center"
      />
      {error && (
        <Alert tone="danger" className="w-full" role="alert">
          {error}
        </Alert>
      )}
      <div className="grid w-full max-w-xs grid-cols-3 gap-3" role="group" aria-label="Keypad">
        {KEYS.map((digit) => (
          <KeyButton key={digit} onClick={() => type(digit)} disabled={isBusy}>
            {digit}
          </KeyButton>
        ))}
        <KeyButton onClick={() => setPin('')} disabled={isBusy || pin === ''}>
          <span className="text-base">Clear</span>
        </KeyButton>
        <KeyButton onClick={() => type('0')} disabled={isBusy}>
          0
        </KeyButton>
        <KeyButton
          onClick={() => setPin(pin.slice(0, -1))}
          disabled={isBusy || pin === ''}
          aria-label="Delete the last digit"
        >
          <Delete aria-hidden className="size-6" />
        </KeyButton>
      </div>
      <Button
        type="submit"
        size="lg"
        className="h-16 w-full max-w-xs text-lg"
        disabled={!isPinReady(pin)}
        isLoading={isBusy}
      >
        Continue
      </Button>
    </form>
  );
}

function KeyButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Button type="button" variant="secondary" className="h-16 text-2xl tabular-nums" {...props} />
  );
}
