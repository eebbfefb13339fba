import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../design-system/button/button';
import { DONE_SECONDS, cardLine, type KioskDone } from './kiosk-model';

/**
 * The confirmation: what happened, in large type, announced; the pad comes back by itself after
 * a few seconds (the next person is waiting), or at once with Done.
 */
export function KioskDonePanel({ done, onFinish }: { done: KioskDone; onFinish: () => void }) {
  const doneRef = useRef<HTMLButtonElement>(null);
  // The pressed button is gone: focus goes to Done, so a keyboard is never left on the page.
  useEffect(() => doneRef.current?.focus(), []);
  // onFinish is stable (the kiosk screen's useCallback), so the timer runs once.
  useEffect(() => {
    const timer = window.setTimeout(onFinish, DONE_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [onFinish]);
  return (
    <section aria-labelledby="kiosk-done" className="flex flex-col items-center gap-4 text-center">
      <CircleCheck aria-hidden className="size-16 text-success" />
      <div role="status">
        <h1 id="kiosk-done" className="text-3xl font-semibold">
          {done.message}
        </h1>
      </div>
      <p className="text-lg text-text-muted">{cardLine(done.data.card)}</p>
      <Button size="lg" className="h-16 w-full max-w-xs text-lg" onClick={onFinish} ref={doneRef}>
        Done
      </Button>
    </section>
  );
}
