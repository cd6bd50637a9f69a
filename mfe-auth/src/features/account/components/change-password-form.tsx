import { TIMING } from '@arcade/contracts';
import { toast, toastRequestFailure } from '@arcade/platform';
import { Form, FormField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { withPasswordMatch } from '../../../lib/password-match';
import { changePasswordSchema, useChangePassword, type ChangePasswordFields } from '../api/change-password';
import '../../../styles/auth.css';

const FALLBACK_DONE = 'Your password has been changed.';

export function ChangePasswordForm() {
  const form = useZodForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    refine: withPasswordMatch('newPassword', 'confirmPassword'),
  });
  const change = useChangePassword();

  const onSubmit = async (values: ChangePasswordFields) => {
    try {
      const answer = await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      toast('success', answer.message || FALLBACK_DONE, TIMING.authToastMs);
      form.reset();
    } catch (error) {
      toastRequestFailure(error);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="auth-form" aria-label="Change password">
      <FormField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <PasswordPairFields
        password="newPassword"
        confirm="confirmPassword"
        passwordLabel="New password"
        confirmLabel="Confirm new password"
      />
      <p className="ui-muted" style={{ marginTop: 0 }}>
        Changing your password signs you out on your other devices.
      </p>
      <FormSubmit pending={change.isPending} pendingLabel="Saving...">
        Change password
      </FormSubmit>
    </Form>
  );
}
