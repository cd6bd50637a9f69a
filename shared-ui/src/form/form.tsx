import { useRef, type FormEvent, type FormHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export interface FormProps<I extends FieldValues, O> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  form: UseFormReturn<I, unknown, O>;
  /** Runs with the validated values; the form is not submitted while any field is invalid. */
  onSubmit: SubmitHandler<O>;
  /** Enter in a text area submits, Shift+Enter starts a new line (a chat's composer; say so with ENTER_SENDS_HINT). */
  enterSends?: boolean;
  children: ReactNode;
}

/** The hint of a text area in a form with `enterSends`. */
export const ENTER_SENDS_HINT = 'Enter sends, Shift+Enter starts a new line.';

function submitOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  // (not while an input method is composing: its Enter confirms the composed text)
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  if ((event.target as HTMLElement).tagName !== 'TEXTAREA') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/**
 * A <form> that validates with its react-hook-form instance and shares it with the FormField inside.
 * One submit at a time: a second submit (double click, Enter) while one is validating or in flight is ignored.
 */
export function Form<I extends FieldValues, O>({
  form,
  onSubmit,
  enterSends = false,
  children,
  ...rest
}: FormProps<I, O>) {
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
      <form noValidate {...rest} onSubmit={submit} onKeyDown={enterSends ? submitOnEnter : rest.onKeyDown}>
        {children}
      </form>
    </FormProvider>
  );
}
