import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A react-hook-form form validated by a contract schema, the same one the server applies.
 * Mode 'onTouched': nothing is validated while a field is first typed in; from its first blur on,
 * it is validated on every change, so errors show only once a field was touched (core.md 5).
 * Screens shown before sign-in use useLazyZodForm instead, which loads the schema on demand.
 */
export function useZodForm<S extends Schema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'mode'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
  });
}
