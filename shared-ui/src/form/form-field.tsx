import type { ChangeEvent } from 'react';
import { get, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import {
  Field,
  SelectField,
  TextAreaField,
  type FieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from '../field';

type ChangeHandler = (event: ChangeEvent<HTMLInputElement>) => unknown;

/** The field's own error message in the enclosing form (nested names such as "address.city" work). */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

export interface FormFieldProps<T extends FieldValues> extends Omit<
  FieldProps,
  'name' | 'error' | 'onChange' | 'onBlur' | 'value' | 'defaultValue'
> {
  name: Path<T>;
  /** Replaces the field's own error (e.g. a message that depends on another field); '' shows none. */
  error?: string;
  /** Wraps the registered change handler, e.g. to keep what is typed in lower case. */
  interceptChange?: (onChange: ChangeHandler) => ChangeHandler;
}

/**
 * An input registered in the enclosing <Form>: label, error (shared-ui FieldError), aria-invalid and
 * aria-describedby come from Field.
 */
export function FormField<T extends FieldValues>({
  name,
  error,
  interceptChange,
  ...input
}: FormFieldProps<T>) {
  const { register } = useFormContext<T>();
  const own = useFieldError(name);
  const registered = register(name);
  const onChange = interceptChange ? interceptChange(registered.onChange) : registered.onChange;
  return <Field {...input} {...registered} onChange={onChange} error={error ?? own} />;
}

export interface FormSelectFieldProps<T extends FieldValues> extends Omit<
  SelectFieldProps,
  'name' | 'error' | 'onChange' | 'onBlur' | 'value' | 'defaultValue'
> {
  name: Path<T>;
}

/** A select registered in the enclosing <Form>, with the same label and error pattern. */
export function FormSelectField<T extends FieldValues>({ name, ...select }: FormSelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  return <SelectField {...select} {...register(name)} error={useFieldError(name)} />;
}

export interface FormTextAreaFieldProps<T extends FieldValues> extends Omit<
  TextAreaFieldProps,
  'name' | 'error' | 'onChange' | 'onBlur' | 'value' | 'defaultValue'
> {
  name: Path<T>;
}

/** A multi-line field registered in the enclosing <Form>, with the same hint and error pattern. */
export function FormTextAreaField<T extends FieldValues>({ name, ...textarea }: FormTextAreaFieldProps<T>) {
  const { register } = useFormContext<T>();
  return <TextAreaField {...textarea} {...register(name)} error={useFieldError(name)} />;
}
