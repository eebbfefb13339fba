import { useId, type ComponentProps } from 'react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import {
  TEXT_AREA_MAX_CHAR,
  characterCount,
  isNearLimit,
  limitAnnouncement,
  limitText,
} from './text-area-model';

export type TextAreaProps = Omit<
  ComponentProps<'textarea'>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength'
> &
  LabelledFieldProps & {
    /** The text, when the caller owns it. */
    value?: string;
    /** The first text when uncontrolled. */
    defaultValue?: string;
    /** Called with the text after each edit, already cut to maxChar. */
    onValueChange?: (value: string) => void;
    /**
     * The most characters the text area takes (spec: "Text area refuses input beyond maxChar
     * (default 1000)"): typing stops at the limit and a paste keeps only what fits.
     */
    maxChar?: number;
  };

/**
 * A labelled multi-line text input, 74 px high by default (spec), with a live 'used/limit'
 * count under it. The count describes the text area, so it is read on focus; a polite live
 * region says how many characters are left, but only in the last 10 % before the limit, so a
 * screen reader is not interrupted on every keystroke of a short note.
 */
export function TextArea({
  value,
  defaultValue = '',
  onValueChange,
  maxChar = TEXT_AREA_MAX_CHAR,
  className,
  disabled,
  ...props
}: TextAreaProps) {
  const [text, setText] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const { fieldProps, controlProps, rest } = useFieldControl(props);
  const countId = useId();
  const isAtLimit = text.length >= maxChar;
  return (
    <Field
      {...fieldProps}
      data-disabled={disabled ? '' : undefined}
      data-state={isAtLimit ? 'at-limit' : isNearLimit(text.length, maxChar) ? 'near-limit' : 'ok'}
    >
      <div className="flex flex-col gap-1">
        <textarea
          {...controlProps}
          aria-describedby={[controlProps['aria-describedby'], countId].filter(Boolean).join(' ')}
          data-slot="text-area-input"
          // The browser's maxLength refuses typing and cuts pastes where they land; limitText
          // does the same for what it misses (autofill, IME, a value set by script).
          maxLength={maxChar}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(limitText(text, event.currentTarget.value, maxChar))}
          className={cn(
            fieldControlClasses,
            'h-(--cc-text-area-height) min-h-(--cc-text-area-height) resize-y py-2',
            className,
          )}
          {...rest}
        />
        <p
          id={countId}
          data-slot="text-area-count"
          className={cn(
            'self-end text-xs text-text-muted tabular-nums',
            isAtLimit && 'font-medium text-text',
          )}
        >
          {characterCount(text.length, maxChar)}
        </p>
        {/* role="status" is a polite live region: it waits for the screen reader to finish. */}
        <span data-slot="text-area-announcement" role="status" className="sr-only">
          {limitAnnouncement(text.length, maxChar)}
        </span>
      </div>
    </Field>
  );
}
