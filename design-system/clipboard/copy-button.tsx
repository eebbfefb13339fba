import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from '../button/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip/tooltip';
import {
  COPIED_TOOLTIP,
  COPIED_TOOLTIP_MS,
  COPY_FAILED_TOAST,
  copyToClipboard,
} from './copy-to-clipboard';

export type CopyButtonProps = Omit<ButtonProps, 'asChild' | 'isLoading'> & {
  /** The text put on the clipboard (a token, a link). */
  text: string;
  /** Called after the text was copied. */
  onCopy?: () => void;
  /** Called with the browser's error when it refused the copy. */
  onCopyError?: (error: unknown) => void;
  /** How long the 'Copied' bubble stays, in ms (spec: 2000). */
  feedbackDuration?: number;
};

type Feedback = { text: string; tone: 'success' | 'error'; id: number; isOpen: boolean };

const closed = (current: Feedback | null) => current && { ...current, isOpen: false };

/**
 * Copies `text` and says 'Copied' in a tooltip over the button for 2 seconds (spec), or 'Failed to
 * copy to clipboard' when the browser refuses. The bubble opens only for that feedback, not on
 * hover; the same words go to a polite live region, since a tooltip appearing is not announced.
 * Without children it shows a copy icon and 'Copy'; `size="icon"` shows the icon alone and needs
 * an `aria-label`.
 */
export function CopyButton({
  text,
  onCopy,
  onCopyError,
  feedbackDuration = COPIED_TOOLTIP_MS,
  variant = 'secondary',
  size,
  onClick,
  children,
  ...props
}: CopyButtonProps) {
  // The text outlives `isOpen` so the bubble keeps its words while it fades out.
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const nextId = useRef(1);

  // Each copy gets a new id, so copying again restarts the full duration.
  const openId = feedback?.isOpen ? feedback.id : null;
  useEffect(() => {
    if (openId === null) return;
    const timer = setTimeout(() => setFeedback(closed), feedbackDuration);
    return () => clearTimeout(timer);
  }, [openId, feedbackDuration]);

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const id = nextId.current;
    nextId.current += 1;
    try {
      await copyToClipboard(text);
      setFeedback({ text: COPIED_TOOLTIP, tone: 'success', id, isOpen: true });
      onCopy?.();
    } catch (error) {
      setFeedback({ text: COPY_FAILED_TOAST, tone: 'error', id, isOpen: true });
      onCopyError?.(error);
    }
  };

  const isOpen = feedback?.isOpen ?? false;
  const isCopied = isOpen && feedback?.tone === 'success';
  const icon = isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />;
  return (
    <>
      {/* Controlled and deaf to hover and focus: the bubble is feedback, not a hint. */}
      <Tooltip open={isOpen} onOpenChange={() => undefined}>
        <TooltipTrigger>
          <Button
            data-slot="copy-button"
            variant={variant}
            size={size}
            onClick={(event) => void handleClick(event)}
            {...props}
          >
            {icon}
            {size === 'icon' ? null : (children ?? 'Copy')}
          </Button>
        </TooltipTrigger>
        <TooltipContent
          data-tone={feedback?.tone}
          className="data-[tone=error]:bg-danger data-[tone=error]:text-danger-foreground"
          onEscapeKeyDown={() => setFeedback(closed)}
        >
          {feedback?.text}
        </TooltipContent>
      </Tooltip>
      <span role="status" className="sr-only">
        {isOpen ? feedback?.text : null}
      </span>
    </>
  );
}
