import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

/**
 * The form hook of the pages a signed-out visitor meets first (/login, the code and mobile
 * sign-ins, forgot password). It does the part of react-hook-form those pages use — uncontrolled
 * fields through `register`, errors once a field was touched or the form submitted (core.md 5),
 * then live; server field hints on their fields; focus on the first invalid field — and imports
 * the form's schema (and with it zod) only when a field is first focused or validated. That keeps
 * react-hook-form (14 KB gzip) and zod out of the JavaScript of /login, whose budget CI checks
 * (scripts/check-budgets.ts). Every other form, sign-up included, uses react-hook-form.
 */

type AnySchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** A schema imported on first use; `preload` starts the import early (on focus). */
export type LazySchema<S extends AnySchema> = {
  load: () => Promise<S>;
  preload: () => void;
};

/** A failed import (a network blip) is not kept: the next use tries again. */
export function lazySchema<S extends AnySchema>(importSchema: () => Promise<S>): LazySchema<S> {
  let loaded: Promise<S> | null = null;
  const load = () => {
    loaded ??= importSchema().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  return {
    load,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}

type FieldName<T> = Extract<keyof T, string>;
type FieldError = { type: string; message: string };

/** What `{...form.register(name)}` spreads onto an input. */
export type LightRegistration = {
  name: string;
  defaultValue: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
};

export type LightForm<TIn, TOut> = {
  register: (name: FieldName<TIn>) => LightRegistration;
  /** The form's onSubmit: validates everything, then runs `onValid` with the parsed values. */
  handleSubmit: (onValid: (values: TOut) => Promise<void>) => (event?: FormEvent) => Promise<void>;
  formState: { isSubmitting: boolean; isSubmitted: boolean };
  getFieldState: (name: string) => { isTouched: boolean; error?: FieldError | undefined };
  setError: (name: string, error: FieldError) => void;
  getValues: () => TIn;
};

/** The first message per top-level field, as react-hook-form's zod resolver reports them. */
function errorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

export function useLightForm<S extends AnySchema>(
  schema: LazySchema<S>,
  options: { defaultValues: z.input<S> },
): LightForm<z.input<S>, z.output<S>> {
  type In = z.input<S>;
  const values = useRef<Record<string, unknown>>({ ...options.defaultValues });
  const elements = useRef(new Map<string, HTMLInputElement>());
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // Which fields are live (touched or submitted) is read by callbacks made once per field.
  const live = useRef({ touched: new Set<string>(), isSubmitted: false });

  const validate = useCallback(
    async (only?: string) => {
      const result = (await schema.load()).safeParse(values.current);
      const found = result.success ? {} : errorsOf(result.error.issues);
      setErrors((current) => {
        if (only === undefined) return found;
        const next = { ...current };
        if (found[only]) next[only] = found[only];
        else delete next[only];
        return next;
      });
      return result;
    },
    [schema],
  );

  const register = (name: FieldName<In>): LightRegistration => ({
    name,
    defaultValue: String(values.current[name] ?? ''),
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    onChange: (event) => {
      values.current[name] = event.target.value;
      if (live.current.isSubmitted || live.current.touched.has(name)) void validate(name);
    },
    onBlur: () => {
      if (!live.current.touched.has(name)) {
        live.current.touched = new Set(live.current.touched).add(name);
        setTouched(live.current.touched);
      }
      void validate(name);
    },
  });

  const handleSubmit =
    (onValid: (parsed: z.output<S>) => Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault();
      live.current.isSubmitted = true;
      setSubmitted(true);
      const result = await validate();
      if (!result.success) {
        const first = [...elements.current.keys()].find((name) =>
          result.error.issues.some((issue) => issue.path.map(String).join('.') === name),
        );
        if (first) elements.current.get(first)?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    };

  return {
    register,
    handleSubmit,
    formState: { isSubmitting, isSubmitted },
    getFieldState: (name) => ({ isTouched: touched.has(name), error: errors[name] }),
    setError: (name, error) => setErrors((current) => ({ ...current, [name]: error })),
    getValues: () => ({ ...values.current }) as In,
  };
}
