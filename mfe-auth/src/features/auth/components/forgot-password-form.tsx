import { useState } from 'react';
import { toastRequestFailure } from '@arcade/platform';
import { Form, FormField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { AppLink } from '../../../components/app-link';
import { lowercaseOnChange } from '../../../lib/lowercase-input';
import { forgotPasswordSchema, useForgotPassword, type ForgotPasswordInput } from '../api/forgot-password';
import '../../../styles/auth.css';

const FALLBACK_SENT =
  'If an account exists for that e-mail address, we have sent a link to reset your password.';

/** /forgot-password: asks for the e-mail and shows the server's answer (the same whether or not it exists). */
export function ForgotPasswordForm() {
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (values: ForgotPasswordInput) => {
    try {
      const answer = await forgot.mutateAsync(values);
      setSent(answer.message || FALLBACK_SENT);
    } catch (error) {
      toastRequestFailure(error);
    }
  };

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
      <Form form={form} onSubmit={onSubmit} className="auth-form" aria-label="Forgot password">
        <FormField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          interceptChange={lowercaseOnChange}
        />
        <FormSubmit className="auth-actions" pending={forgot.isPending} pendingLabel="Sending...">
          {sent ? 'Send again' : 'Send reset link'}
        </FormSubmit>
      </Form>
      <p className="auth-switch">
        Remembered it? <AppLink to="/login">Log In</AppLink>
      </p>
    </div>
  );
}
