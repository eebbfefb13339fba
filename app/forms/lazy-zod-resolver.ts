import { useForm, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Schema } from './use-zod-form';

type SchemaResolver<S extends Schema> = Resolver<z.input<S>, unknown, z.output<S>>;

/** A react-hook-form resolver whose schema is imported on first use. */
export type LazyZodResolver<S extends Schema> = SchemaResolver<S> & {
  /** Starts the import early (on focus), so the first validation need not wait for it. */
  preload: () => void;
};

/**
 * zodResolver for a schema loaded on demand. The first validation imports the schema (with zod)
 * and @hookform/resolvers/zod; from then on each call is exactly zodResolver(schema). The pages
 * shown before sign-in use it so that rendering them downloads no zod. A failed import (a network
 * blip) is not cached: the next validation tries again.
 */
export function lazyZodResolver<S extends Schema>(
  loadSchema: () => Promise<S>,
): LazyZodResolver<S> {
  let loaded: Promise<SchemaResolver<S>> | null = null;
  const load = () => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as SchemaResolver<S>,
      (error: unknown) => {
        loaded = null;
        throw error;
      },
    );
    return loaded;
  };
  const resolver: SchemaResolver<S> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}

/**
 * useZodForm with a lazily loaded schema: same 'onTouched' mode, so errors show once a field
 * was touched or the form submitted (core.md 5). Pass a resolver made once per module, so the
 * schema is imported once however often the form mounts.
 */
export function useLazyZodForm<S extends Schema>(
  resolver: LazyZodResolver<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'mode'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver, mode: 'onTouched' });
}
