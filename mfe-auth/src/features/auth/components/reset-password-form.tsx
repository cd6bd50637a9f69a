import { useForm } from 'react-hook-form';
import { TIMING } from '@arcade/contracts';
import { appStore, navigate, toast } from '@arcade/platform';
import { Button, Field } from '@arcade/shared-ui';
import { AppLink } from '../../../components/app-link';
import { toastRequestFailure } from '../../../lib/api-errors';
import { usePasswordConfirmError } from '../../../lib/password-match';
import { resetPasswordResolver, useResetPassword, type ResetPasswordFields } from '../api/reset-password';
import '../../../styles/auth.css';

const FALLBACK_DONE = 'Your password has been reset. Please log in with your new password.';

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link (?token=). */
  token: string | null;
}

/** /reset-password: a new password for the account of the link, then on to /login. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFields>({
    resolver: resetPasswordResolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const reset = useResetPassword();
  const confirmError = usePasswordConfirmError(
    control,
    'newPassword',
    'confirmPassword',
    errors.confirmPassword?.message,
  );

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

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await reset.mutateAsync({ token, newPassword: values.newPassword });
      toast('success', answer.message || FALLBACK_DONE, TIMING.authToastMs);
      // Resetting ends every session of the account, this browser's included.
      appStore.getState().setUser(null);
      navigate('/login');
    } catch (error) {
      toastRequestFailure(error);
    }
  });

  return (
    <div className="auth-narrow">
      <p className="ui-muted">Choose a new password of at least 8 characters. A long passphrase is best.</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Reset password">
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          {...register('newPassword')}
          error={errors.newPassword?.message}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={confirmError}
        />
        <div className="auth-actions">
          <Button type="submit" variant="primary" loading={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Reset password'}
          </Button>
        </div>
      </form>
      <p className="auth-switch">
        Link expired? <AppLink to="/forgot-password">Request a new one</AppLink>
      </p>
    </div>
  );
}
