import { useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export interface FormProps<I extends FieldValues, O> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  form: UseFormReturn<I, unknown, O>;
  /** Runs with the validated values; the form is not submitted while any field is invalid. */
  onSubmit: SubmitHandler<O>;
  children: ReactNode;
}

/**
 * A <form> that validates with its react-hook-form instance and shares it with the FormField inside.
 * One submit at a time: a second submit (double click, Enter) while one is validating or in flight is ignored.
 */
export function Form<I extends FieldValues, O>({ form, onSubmit, children, ...rest }: FormProps<I, O>) {
  const busy = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy.current) {
      event.preventDefault();
      return;
    }
    busy.current = true;
    void form
      .handleSubmit(onSubmit)(event)
      .finally(() => {
        busy.current = false;
      });
  };
  return (
    <FormProvider {...form}>
      <form noValidate {...rest} onSubmit={submit}>
        {children}
      </form>
    </FormProvider>
  );
}
