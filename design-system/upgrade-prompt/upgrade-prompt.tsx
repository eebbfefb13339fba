import { useState, type ComponentProps, type ReactNode, type SyntheticEvent } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, Sparkles } from 'lucide-react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { Modal } from '../modal/modal';
import { upgradePromptCopy, type UpgradePromptVariant } from './upgrade-prompt-copy';

export type { UpgradePromptVariant } from './upgrade-prompt-copy';

export const upgradePromptVariants = cva('', {
  variants: {
    // How the wrapper sits in the layout: `contents` leaves the locked control's own layout as it
    // is; `block` and `inline-block` are there for callers that need a box (e.g. a tooltip anchor).
    display: { contents: 'contents', block: 'block', inline: 'inline-block' },
  },
  defaultVariants: { display: 'contents' },
});

type Action = 'trial' | 'restart' | 'upgrade' | 'book-call';

/**
 * Set while a closing upgrade modal hands focus back (to the control that opened it, or to one
 * focused before a click opened it): that focus must not open a modal again. Shared by every prompt
 * on the page, since the control getting focus back may belong to another prompt.
 */
let isReturningFocus = false;

/** Keys that move focus or do nothing by themselves, so a locked control lets them through. */
const PASS_THROUGH_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Escape']);

export type UpgradePromptProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof upgradePromptVariants> & {
    /** The control that the plan may lock: a button, switch, select, input, link… */
    children: ReactNode;
    /** Whether the feature is locked. False renders the child untouched. */
    locked: boolean;
    /**
     * What the user can do about it, decided by the app from the role and plan data (spec, plans):
     * 'ask-admin' for workers and managers without a trial offer, 'trial' when a trial is offered,
     * 'restart' when the last trial can be restarted, 'upgrade' otherwise.
     */
    variant: UpgradePromptVariant;
    /** The feature behind the lock, in sentence case, e.g. 'Scheduling and tasks'. */
    featureName: string;
    /** The plan that includes it, as shown to users, e.g. 'Pro'. */
    tierLabel: string;
    /** Length of the free trial in days (spec: 14, no upfront payment, no automatic charge). */
    trialDays?: number;
    /** 'Try for free': starts the trial of the feature's tier. The modal closes once it resolves. */
    onStartTrial?: () => void | Promise<unknown>;
    /** 'Restart Trial': restarts the last trial's plan. The modal closes once it resolves. */
    onRestartTrial?: () => void | Promise<unknown>;
    /** 'Upgrade Plan': takes the user to the plan's subscribe page. */
    onUpgrade?: () => void | Promise<unknown>;
    /** 'Book a Call': opens the sales calendar. */
    onBookCall?: () => void | Promise<unknown>;
    /** Whether the upgrade modal is shown, when the caller owns it. */
    open?: boolean;
    /** Called when the modal opens (the locked control was used) or closes. */
    onOpenChange?: (open: boolean) => void;
  };

/**
 * Stands in front of a control whose feature the plan does not include. Clicking, pressing,
 * changing or focusing the control opens the upgrade modal (576 px) instead, and the control's own
 * handlers never run (spec). The events are stopped in the capture phase on a wrapper, so any child
 * (a native control or a composed widget) is covered without being changed. No plan logic here:
 * the app passes `locked` and the `variant`, and does the work in the callbacks.
 */
export function UpgradePrompt({
  children,
  locked,
  variant,
  featureName,
  tierLabel,
  trialDays = 14,
  onStartTrial,
  onRestartTrial,
  onUpgrade,
  onBookCall,
  open,
  onOpenChange,
  display,
  className,
  ...props
}: UpgradePromptProps) {
  const [isOpen, setIsOpen] = useControllableState({
    value: open,
    defaultValue: false,
    onChange: onOpenChange,
  });
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!locked) return children;

  const openModal = () => {
    setFailure(null);
    setIsOpen(true);
  };

  /** Stops the control from acting, and opens the modal instead. */
  const intercept = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    openModal();
  };

  const run = async (action: Action, callback: (() => void | Promise<unknown>) | undefined) => {
    if (busy) return;
    setFailure(null);
    setBusy(action);
    try {
      await callback?.();
      setIsOpen(false);
    } catch (error) {
      // The modal stays so the user can try again; the app may also report or toast the error.
      setFailure(
        error instanceof Error && error.message
          ? error.message
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  const copy = upgradePromptCopy({ variant, featureName, tierLabel, trialDays });
  const bookCall = (
    <Button
      variant="secondary"
      isLoading={busy === 'book-call'}
      disabled={busy !== null}
      onClick={() => run('book-call', onBookCall)}
    >
      Book a Call
    </Button>
  );
  const footer =
    variant === 'ask-admin' ? (
      <Button onClick={() => setIsOpen(false)}>Ok, Got it.</Button>
    ) : variant === 'trial' ? (
      <Button
        isLoading={busy === 'trial'}
        disabled={busy !== null}
        onClick={() => run('trial', onStartTrial)}
      >
        Try for free
      </Button>
    ) : variant === 'restart' ? (
      <>
        {bookCall}
        <Button
          isLoading={busy === 'restart'}
          disabled={busy !== null}
          onClick={() => run('restart', onRestartTrial)}
        >
          Restart Trial
        </Button>
      </>
    ) : (
      <>
        {bookCall}
        <Button
          isLoading={busy === 'upgrade'}
          disabled={busy !== null}
          onClick={() => run('upgrade', onUpgrade)}
        >
          Upgrade Plan
        </Button>
      </>
    );

  return (
    <>
      <span
        data-slot="upgrade-prompt"
        data-state="locked"
        className={cn(upgradePromptVariants({ display }), className)}
        // Pointer: the press is stopped too, so the control neither takes focus nor opens a native
        // picker (a <select>) or a menu that opens on pointerdown before the modal shows.
        onPointerDownCapture={intercept}
        onMouseDownCapture={intercept}
        onClickCapture={intercept}
        onChangeCapture={intercept}
        onPasteCapture={intercept}
        onDropCapture={intercept}
        onKeyDownCapture={(event) => {
          // Tab still moves on, so a keyboard user is never stuck on a locked control.
          if (PASS_THROUGH_KEYS.has(event.key)) return;
          intercept(event);
        }}
        // A Space or Enter released on the control would click it in some browsers.
        onKeyUpCapture={(event) => {
          if (event.key === ' ' || event.key === 'Enter') intercept(event);
        }}
        onFocusCapture={(event) => {
          event.stopPropagation();
          if (isReturningFocus) return;
          openModal();
        }}
        {...props}
      >
        {children}
      </span>
      {/* A sibling, not a child: React events from the portalled modal would otherwise bubble
          through the wrapper above and be stopped there. */}
      <Modal
        open={isOpen}
        onOpenChange={(next) => {
          if (!next) setFailure(null);
          setIsOpen(next);
        }}
        size="md"
        title={copy.title}
        description={copy.description}
        footer={footer}
        data-variant={variant}
        onCloseAutoFocus={() => {
          // The Modal now hands focus back to the control; skip that one focus event only.
          isReturningFocus = true;
          queueMicrotask(() => {
            isReturningFocus = false;
          });
        }}
      >
        <div data-slot="upgrade-prompt-body" className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-medium text-primary">
            <Sparkles aria-hidden="true" className="size-4 shrink-0" />
            {copy.badge}
          </p>
          {copy.points.length > 0 && (
            <ul className="flex flex-col gap-1.5 text-text">
              {copy.points.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {failure && (
            <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 font-medium text-danger">
              {failure}
            </p>
          )}
        </div>
      </Modal>
    </>
  );
}
