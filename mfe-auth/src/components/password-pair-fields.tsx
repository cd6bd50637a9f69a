import { get, useFormContext, type FieldError } from 'react-hook-form';
import { FormField } from '@arcade/shared-ui/form';
import { usePasswordConfirmError } from '../lib/password-match';

export interface PasswordPairFieldsProps {
  /** Field names in the enclosing form. */
  password: string;
  confirm: string;
  passwordLabel: string;
  confirmLabel: string;
}

/**
 * A new password and its confirmation (register, reset and change password): the confirm field says
 * "Passwords do not match" live while either is typed, and on submit.
 */
export function PasswordPairFields({
  password,
  confirm,
  passwordLabel,
  confirmLabel,
}: PasswordPairFieldsProps) {
  const { control, formState } = useFormContext();
  const submitted = get(formState.errors, confirm) as FieldError | undefined;
  const confirmError = usePasswordConfirmError(control, password, confirm, submitted);
  return (
    <>
      <FormField name={password} label={passwordLabel} type="password" autoComplete="new-password" />
      <FormField
        name={confirm}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        // '' (not undefined): this component decides the confirm field's message, including none.
        error={confirmError ?? ''}
      />
    </>
  );
}
