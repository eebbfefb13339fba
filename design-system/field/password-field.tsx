import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '../lib/cn';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A TextField for passwords with a show/hide toggle (a pressed-state button, labelled by action). */
export function PasswordField({
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      // Edge draws its own reveal button, which would duplicate ours.
      className={cn('[&::-ms-reveal]:hidden', className)}
      endAdornment={
        <button
          type="button"
          data-slot="password-field-toggle"
          aria-pressed={isVisible}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          onClick={() => setIsVisible((visible) => !visible)}
          disabled={props.disabled}
          className="inline-flex size-8 items-center justify-center rounded-sm text-text-muted transition-colors duration-fast hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none"
        >
          {isVisible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      }
    />
  );
}
