import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Field } from '@arcade/shared-ui';
import { AppLink } from '../../../components/app-link';
import { toastRequestFailure } from '../../../lib/api-errors';
import { lowercaseOnChange } from '../../../lib/lowercase-input';
import { forgotPasswordResolver, useForgotPassword } from '../api/forgot-password';
import '../../../styles/auth.css';

const FALLBACK_SENT =
  'If an account exists for that e-mail address, we have sent a link to reset your password.';

/** /forgot-password: asks for the e-mail and shows the server's answer (the same whether or not it exists). */
export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: forgotPasswordResolver, defaultValues: { email: '' }, mode: 'onTouched' });
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const email = register('email');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await forgot.mutateAsync(values);
      setSent(answer.message || FALLBACK_SENT);
    } catch (error) {
      toastRequestFailure(error);
    }
  });

  return (
    <div className="auth-narrow">
      {sent ? (
        <div className="auth-notice auth-notice--success" role="status">
          {sent}
        </div>
      ) : (
        <p className="ui-muted">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </p>
      )}
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Forgot password">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          {...email}
          onChange={lowercaseOnChange(email.onChange)}
          error={errors.email?.message}
        />
        <div className="auth-actions">
          <Button type="submit" variant="primary" loading={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : sent ? 'Send again' : 'Send reset link'}
          </Button>
        </div>
      </form>
      <p className="auth-switch">
        Remembered it? <AppLink to="/login">Log In</AppLink>
      </p>
    </div>
  );
}
