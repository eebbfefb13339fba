import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, Sparkles } from 'lucide-react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { Modal } from '../modal/modal';
import {
  controlOf,
  isOperatingKey,
  markLockedControls,
  unmarkLockedControls,
} from './locked-control';
import {
  lockedControlDescription,
  upgradePromptCopy,
  type UpgradePromptVariant,
} from './upgrade-prompt-copy';

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
 * Stands in front of a control whose feature the plan does not include. Clicking, pressing or
 * changing the control opens the upgrade modal (576 px) instead, and the control's own handlers
 * never run (spec). Focus alone opens nothing (WCAG 3.2.1, which the issue puts before the spec's
 * "focusing"): the control stays in the tab order, announced as unavailable, opening a dialog and
 * described by the plan it needs; closing the modal gives focus back to it, even when a click
 * (which never focused it) opened the modal. The events are stopped in the capture phase on a
 * wrapper, so any child (a native control or a composed widget) is covered without being changed.
 * No plan logic here: the app passes `locked` and the `variant`, and does the work in the callbacks.
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
  ref,
  ...props
}: UpgradePromptProps) {
  const [isOpen, setIsOpen] = useControllableState({
    value: open,
    defaultValue: false,
    onChange: onOpenChange,
  });
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const wrapperRef = useRef<HTMLSpanElement | null>(null);
  // The control the user tried to use: focus goes back to it when the modal closes.
  const controlRef = useRef<HTMLElement | null>(null);
  const descriptionId = `${useId()}-locked`;

  // The child's elements are the caller's: they are marked in the DOM, and marked again whenever
  // the child re-renders them (a new control appears, a field's description changes).
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!locked || !wrapper) return;
    markLockedControls(wrapper, descriptionId);
    const observer = new MutationObserver(() => markLockedControls(wrapper, descriptionId));
    observer.observe(wrapper, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-describedby', 'aria-disabled', 'aria-haspopup', 'tabindex', 'href'],
    });
    return () => {
      observer.disconnect();
      unmarkLockedControls(wrapper, descriptionId);
    };
  }, [locked, descriptionId]);

  if (!locked) return children;

  /** Stops the control from acting, and opens the modal instead. */
  const intercept = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (wrapperRef.current) controlRef.current = controlOf(event.target, wrapperRef.current);
    setFailure(null);
    setIsOpen(true);
  };

  /** Stops the control from acting without opening anything (the other half of a press). */
  const stop = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
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
        ref={(node) => {
          wrapperRef.current = node;
          if (typeof ref === 'function') return ref(node);
          if (ref) ref.current = node;
        }}
        data-slot="upgrade-prompt"
        data-state="locked"
        className={cn(upgradePromptVariants({ display }), className)}
        // Pointer: the press is stopped too, so the control neither takes focus nor opens a native
        // picker (a <select>) or a menu that opens on pointerdown before the modal shows. The
        // click that follows opens the modal.
        onPointerDownCapture={stop}
        onMouseDownCapture={stop}
        onClickCapture={intercept}
        onChangeCapture={intercept}
        onInputCapture={intercept}
        onPasteCapture={intercept}
        onCutCapture={intercept}
        onDropCapture={intercept}
        onKeyDownCapture={(event) => {
          // Tab, Escape and shortcuts pass, so a keyboard user moves on past a locked control.
          if (isOperatingKey(event)) intercept(event);
        }}
        // A Space or Enter released on the control would click it in some browsers.
        onKeyUpCapture={(event) => {
          if (event.key === ' ' || event.key === 'Enter') stop(event);
        }}
        // Reaching the control is not using it: nothing opens on focus (WCAG 3.2.1), and the
        // control's own focus handlers (which may open a list) do not run.
        onFocusCapture={(event) => event.stopPropagation()}
        {...props}
      >
        {children}
      </span>
      <span id={descriptionId} hidden>
        {lockedControlDescription({ featureName, tierLabel })}
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
        onCloseAutoFocus={(event) => {
          // Back to the control that was used: a click never focused it (its press is stopped),
          // so without this focus would fall to the page body.
          const control = controlRef.current;
          if (!control?.isConnected) return;
          event.preventDefault();
          control.focus();
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
