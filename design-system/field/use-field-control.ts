import { useId, type ReactNode } from 'react';
import { fieldDescribedBy, type FieldProps } from './field';

/**
 * The props a labelled widget takes for its Field, declared once:
 * `Omit<ComponentProps<'input'>, …> & LabelledFieldProps & { …its own props }`.
 */
export type LabelledFieldProps = {
  /** The visible label; it names the control. */
  label: string;
  /** Help text under the field; it describes the control. */
  hint?: ReactNode;
  /** The error to show; pass it only once the field was touched or submitted (spec). */
  error?: string | undefined;
  /** Shows the 'Optional' marker. */
  isOptional?: boolean;
  /** Hides the label visually; it still names the control. */
  hideLabel?: boolean;
  /** Classes of the outer Field (className goes to the control, as callers style the control). */
  fieldClassName?: string;
};

/** The field part of a widget's props: LabelledFieldProps and the control's id and linking. */
export type FieldControlProps = Omit<LabelledFieldProps, 'label'> & {
  /**
   * The visible label. A string for a Field; a widget that lays out its own label beside the
   * control (Switch) may put more in it. The hook's results keep the widget's own label type.
   */
  label: ReactNode;
  /** The caller's id for the control; a generated one otherwise. */
  id?: string | undefined;
  /** The caller's own aria-describedby, kept ahead of the hint and error ids. */
  'aria-describedby'?: string | undefined;
};

/** Splits a labelled widget's props into the field part and the rest, which go to the control. */
export function splitFieldProps<P extends FieldControlProps>(
  props: P,
): { field: Pick<P, keyof FieldControlProps>; rest: Omit<P, keyof FieldControlProps> } {
  const {
    label,
    hint,
    error,
    isOptional,
    hideLabel,
    fieldClassName,
    id,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  return {
    field: {
      label,
      hint,
      error,
      isOptional,
      hideLabel,
      fieldClassName,
      id,
      'aria-describedby': describedBy,
    },
    rest,
  };
}

/**
 * Links a control to its Field from the widget's props: one id (the caller's or a generated one)
 * names the control, the label's htmlFor, and the hint and error the control is described by
 * (after the caller's own aria-describedby). `rest` is the props without the field part, to spread
 * on the control.
 */
export function useFieldControl<P extends FieldControlProps>(
  props: P,
): {
  fieldProps: Omit<FieldProps, 'children' | 'label'> & { label: P['label'] };
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  rest: Omit<P, keyof FieldControlProps>;
} {
  const { field, rest } = splitFieldProps(props);
  const generatedId = useId();
  const controlId = field.id ?? generatedId;
  const { hint, error } = field;
  return {
    fieldProps: {
      label: field.label,
      htmlFor: controlId,
      hint,
      error,
      isOptional: field.isOptional,
      hideLabel: field.hideLabel,
      className: field.fieldClassName,
    },
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': fieldDescribedBy(controlId, { hint, error }, field['aria-describedby']),
    },
    rest,
  };
}
