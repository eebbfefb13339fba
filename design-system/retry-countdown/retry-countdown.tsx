import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { Button, type ButtonProps } from '../button/button';
import { RETRY_COUNTDOWN_SECONDS } from './retry-countdown-model';
import { useRetryCountdown } from './use-retry-countdown';

export type RetryCountdownButtonProps = Omit<ButtonProps, 'onClick' | 'asChild' | 'isLoading'> & {
  /**
   * Tries again. Return a promise: while it runs the button is busy; a rejection means the retry
   * failed too, and the countdown starts again. A resolved retry leaves the button enabled.
   */
  onRetry: () => unknown;
  /** Length of the countdown in seconds (spec: 30). */
  seconds?: number;
  /** Count down as soon as the button appears, i.e. right after a failure (default true). */
  isRunningOnMount?: boolean;
};

/**
 * The Retry button after a failure (spec: disabled for a 30-second countdown, enabled at 0). It
 * shows the seconds left in its label ('Retry in 30 s'), so the reason it is disabled is read with
 * its name. The number is not a live region: announcing every second would drown everything else.
 * Retrying again restarts the countdown when the retry fails too.
 */
export function RetryCountdownButton({
  onRetry,
  seconds = RETRY_COUNTDOWN_SECONDS,
  isRunningOnMount = true,
  disabled,
  variant = 'secondary',
  children = 'Retry',
  ...props
}: RetryCountdownButtonProps) {
  const countdown = useRetryCountdown({ seconds, isRunningOnMount });
  const [isRetrying, setIsRetrying] = useState(false);

  const retry = async () => {
    setIsRetrying(true);
    try {
      await onRetry();
    } catch {
      countdown.restart();
    } finally {
      setIsRetrying(false);
    }
  };

  return (
    <Button
      data-slot="retry-countdown"
      variant={variant}
      // aria-disabled, not disabled: a button that fails and disables under the user's finger
      // would drop keyboard focus to the page; this way focus stays, and the name says why.
      aria-disabled={countdown.isCountingDown || undefined}
      disabled={disabled}
      isLoading={isRetrying}
      onClick={() => {
        if (!countdown.isCountingDown) void retry();
      }}
      {...props}
    >
      <RotateCw aria-hidden="true" />
      {/* One span, so the button's icon gap does not split 'Retry' from 'in 30 s'. */}
      <span className="tabular-nums">
        {children}
        {countdown.isCountingDown && ` in ${countdown.secondsLeft} s`}
      </span>
    </Button>
  );
}
