import { useId, type ReactNode } from 'react';
import { fieldDescribedBy, type FieldProps } from './field';

/** The props a labelled control (TextField, SelectField) takes for its Field and linking. */
export type FieldControlOptions = {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  isOptional?: boolean | undefined;
  hideLabel?: boolean | undefined;
  /** Classes of the outer Field. */
  fieldClassName?: string | undefined;
  /** The caller's id for the control; a generated one otherwise. */
  id?: string | undefined;
  /** The caller's own aria-describedby, kept ahead of the hint and error ids. */
  describedBy?: string | undefined;
};

/**
 * Links a control to its Field: one id (the caller's or a generated one) names the control, the
 * label's htmlFor, and the hint and error the control is described by.
 */
export function useFieldControl({
  label,
  hint,
  error,
  isOptional,
  hideLabel,
  fieldClassName,
  id,
  describedBy,
}: FieldControlOptions): {
  fieldProps: Omit<FieldProps, 'children'>;
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
} {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return {
    fieldProps: {
      label,
      htmlFor: controlId,
      hint,
      error,
      isOptional,
      hideLabel,
      className: fieldClassName,
    },
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': fieldDescribedBy(controlId, { hint, error }, describedBy),
    },
  };
}
