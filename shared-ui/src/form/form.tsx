import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export interface FormProps<I extends FieldValues, O>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: UseFormReturn<I, unknown, O>;
  /** Runs with the validated values; the form is not submitted while any field is invalid. */
  onSubmit: SubmitHandler<O>;
  children: ReactNode;
}

/** A <form> that validates with its react-hook-form instance and shares it with the FormField inside. */
export function Form<I extends FieldValues, O>({ form, onSubmit, children, ...rest }: FormProps<I, O>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...rest} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}
