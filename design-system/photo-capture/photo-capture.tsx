import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { Camera, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { formatFileSize } from '../file-upload/file-size';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import {
  PHOTO_CAPTURE_ACCEPT,
  PHOTO_REMOVED_ANNOUNCEMENT,
  photoChosenAnnouncement,
  validatePhoto,
} from './photo-capture-model';

export type PhotoCaptureProps = LabelledFieldProps & {
  /** The chosen photo (controlled); null for none. */
  value: File | null;
  /** Called with a valid new photo, or null after Remove; never with a refused file. */
  onValueChange: (file: File | null) => void;
  /** Which camera a phone opens: 'user' (a selfie, the default) or 'environment'. */
  capture?: 'user' | 'environment';
  /** Disables taking, retaking and removing; a chosen photo stays shown. */
  disabled?: boolean;
  /** The id of the main button ('Take a photo', then 'Retake'); also the stem of the hint and error ids. */
  id?: string;
};

/** Large enough for a gloved thumb: 48 px high on every screen. */
const actionClasses = 'h-12 px-4 text-base sm:text-sm';

/**
 * A photo for a form (the clock-in photo): one "Take a photo" button opens the phone's camera
 * (the desktop's file chooser) through a hidden file input; once chosen, a square preview, the
 * size, and Retake and Remove. A file that is not a PNG or JPEG, or is over 50 MB, is refused
 * here with the attachment rules' texts and never reaches `onValueChange`.
 *
 * The file input is hidden entirely (not a Tab stop, not in the accessibility tree): the button
 * is the one control people reach, and opening the chooser only ever follows its press.
 */
export function PhotoCapture({
  value,
  onValueChange,
  capture = 'user',
  disabled = false,
  ...props
}: PhotoCaptureProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  // The widget's own refusal is the newer news: it shows ahead of the caller's (server) error.
  const { fieldProps, controlProps } = useFieldControl({ ...props, error: refusal ?? props.error });
  const { 'aria-invalid': _invalid, ...mainButtonProps } = controlProps;
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const mainButtonRef = useRef<HTMLButtonElement | null>(null);
  const previewRef = usePreviewSource(value);
  const labelId = useId();

  const openChooser = () => inputRef.current?.click();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after Remove) is a change again.
    input.value = '';
    if (!file) return;
    const refused = validatePhoto(file);
    if (refused) {
      setRefusal(refused.message);
      return;
    }
    setRefusal(null);
    setAnnouncement(photoChosenAnnouncement(file.size));
    onValueChange(file);
  };

  const remove = () => {
    // The Remove button goes with the photo; the main button stays and reads 'Take a photo' again.
    mainButtonRef.current?.focus();
    setRefusal(null);
    setAnnouncement(PHOTO_REMOVED_ANNOUNCEMENT);
    onValueChange(null);
  };

  return (
    <Field
      {...fieldProps}
      // The label names the group below; pointing it at a button would replace the button's own
      // words ('Take a photo') as its name.
      labelProps={{ id: labelId, htmlFor: undefined }}
      data-slot="photo-capture"
      data-state={value ? 'chosen' : 'empty'}
      data-disabled={disabled ? '' : undefined}
    >
      <div
        role="group"
        aria-labelledby={labelId}
        data-slot="photo-capture-group"
        className="flex flex-wrap items-center gap-3"
      >
        {value && (
          <img
            ref={previewRef}
            // Not 'Photo …': a screen reader already says 'image' (jsx-a11y/img-redundant-alt).
            alt={`Preview of ${fieldProps.label}`}
            data-slot="photo-capture-preview"
            className="size-24 shrink-0 rounded-lg border border-border bg-surface-sunken object-cover"
          />
        )}
        {/* Beside the preview down to 320 px wide: the buttons wrap within it rather than it below. */}
        <div className="flex min-w-40 flex-1 flex-col gap-2">
          {value && (
            <p data-slot="photo-capture-size" className="text-sm text-text-muted tabular-nums">
              {formatFileSize(value.size)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {/*
              One element in both states, so focus stays on it when a chosen photo turns
              'Take a photo' into 'Retake', and Remove has a place to send focus back to.
            */}
            <Button
              ref={mainButtonRef}
              type="button"
              variant="secondary"
              {...mainButtonProps}
              disabled={disabled}
              data-slot="photo-capture-take"
              // Marked as the other fields' controls are (a danger border) without aria-invalid,
              // which a button does not take; the error reaches it as its description.
              data-invalid={fieldProps.error ? '' : undefined}
              className={cn(
                actionClasses,
                'data-[invalid]:border-danger data-[invalid]:focus-visible:outline-danger',
              )}
              onClick={openChooser}
            >
              {value ? <RotateCcw aria-hidden="true" /> : <Camera aria-hidden="true" />}
              {value ? 'Retake' : 'Take a photo'}
            </Button>
            {value && (
              <Button
                type="button"
                variant="ghost"
                disabled={disabled}
                data-slot="photo-capture-remove"
                className={actionClasses}
                onClick={remove}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            )}
          </div>
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={PHOTO_CAPTURE_ACCEPT}
          capture={capture}
          disabled={disabled}
          hidden
          tabIndex={-1}
          data-slot="photo-capture-input"
          onChange={handleChange}
        />
      </div>
      {/* role="status" is polite: it speaks the new state once the button's own name is read. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Field>
  );
}

/**
 * Shows `file` in the preview through an object URL made for it and revoked when the file
 * changes or the widget goes. Set on the element in an effect rather than kept in state: a
 * URL made during render would leak in a render React throws away, and one revoked by a
 * Strict Mode re-run of the effect would be made afresh here.
 */
function usePreviewSource(file: File | null): RefObject<HTMLImageElement | null> {
  const ref = useRef<HTMLImageElement | null>(null);
  useEffect(() => {
    const image = ref.current;
    if (!file || !image) return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => {
      image.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return ref;
}
