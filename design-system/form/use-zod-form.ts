import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A zod object schema whose input and output are form values. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A react-hook-form form validated by a zod schema: the form holds the schema's input type and
 * the submit handler receives its output (parsed: trimmed, coerced, defaults applied).
 * Mode 'onTouched': a field is first validated when it loses focus and then on every change, so
 * nothing complains while a field is first typed in. Which errors show is decided by
 * visibleFieldError in the field wrappers (after touch or submit, never while validating).
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'mode'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    // zodResolver's overloads cannot follow a generic schema; the types above say what it returns.
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
  });
}
