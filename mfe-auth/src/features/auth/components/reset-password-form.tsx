import { TIMING } from '@arcade/contracts';
import { appStore, navigate, toast, toastRequestFailure } from '@arcade/platform';
import { Form, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { AppLink } from '../../../components/app-link';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { withPasswordMatch } from '../../../lib/password-match';
import { resetPasswordSchema, useResetPassword, type ResetPasswordFields } from '../api/reset-password';
import '../../../styles/auth.css';

const FALLBACK_DONE = 'Your password has been reset. Please log in with your new password.';

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link (?token=). */
  token: string | null;
}

/** /reset-password: a new password for the account of the link, then on to /login. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
    refine: withPasswordMatch('newPassword', 'confirmPassword'),
  });
  const reset = useResetPassword();

  if (!token) {
    return (
      <div className="auth-narrow">
        <div className="auth-notice auth-notice--error" role="alert">
          This password reset link is incomplete or invalid.
        </div>
        <AppLink to="/forgot-password">Request a new reset link</AppLink>
      </div>
    );
  }

  const onSubmit = async (values: ResetPasswordFields) => {
    try {
      const answer = await reset.mutateAsync({ token, newPassword: values.newPassword });
      toast('success', answer.message || FALLBACK_DONE, TIMING.authToastMs);
      // Resetting ends every session of the account, this browser's included.
      appStore.getState().setUser(null);
      navigate('/login');
    } catch (error) {
      toastRequestFailure(error);
    }
  };

  return (
    <div className="auth-narrow">
      <p className="ui-muted">Choose a new password of at least 8 characters. A long passphrase is best.</p>
      <Form form={form} onSubmit={onSubmit} className="auth-form" aria-label="Reset password">
        <PasswordPairFields
          password="newPassword"
          confirm="confirmPassword"
          passwordLabel="New password"
          confirmLabel="Confirm new password"
        />
        <FormSubmit className="auth-actions" pending={reset.isPending} pendingLabel="Saving...">
          Reset password
        </FormSubmit>
      </Form>
      <p className="auth-switch">
        Link expired? <AppLink to="/forgot-password">Request a new one</AppLink>
      </p>
    </div>
  );
}
