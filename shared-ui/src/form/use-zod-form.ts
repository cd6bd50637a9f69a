import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface UseZodFormOptions<I extends FieldValues, O> extends Omit<
  UseFormProps<I, unknown, O>,
  'resolver'
> {
  /** Adds rules zod cannot express on its own (e.g. mfe-auth's password match) around the schema's resolver. */
  refine?: (resolver: Resolver<I, unknown, O>) => Resolver<I, unknown, O>;
}

/**
 * react-hook-form bound to a zod schema (from contracts): fields validate on blur, then on change
 * ('onTouched'), and the submit handler receives the schema's parsed output. `I` is what the form holds
 * while being filled in, when that differs from the schema's input (e.g. an unticked "21+" box).
 */
export function useZodForm<S extends FormSchema, I extends FieldValues = z.input<S>>(
  schema: S,
  { refine, ...options }: UseZodFormOptions<I, z.output<S>> = {},
): UseFormReturn<I, unknown, z.output<S>> {
  const base = zodResolver(schema) as unknown as Resolver<I, unknown, z.output<S>>;
  return useForm<I, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver: refine ? refine(base) : base,
  });
}
