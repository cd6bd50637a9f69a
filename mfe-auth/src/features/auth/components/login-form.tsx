import { useState } from 'react';
import { MESSAGES, TIMING } from '@arcade/contracts';
import { appStore, bus, loadCurrentUser, toast, toastRequestFailure } from '@arcade/platform';
import { Form, FormField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { AppLink } from '../../../components/app-link';
import { redirectOf } from '../redirect-of';
import { lowercaseOnChange } from '../../../lib/lowercase-input';
import { loginSchema, useLogin, type LoginInput } from '../api/login';
import { ResendVerificationNotice } from './resend-verification-notice';

export interface LoginFormProps {
  /** Called when the flow leaves the modal for another page (success, 401 redirect, forgot password). */
  onFinish: (to: string) => void;
}

export function LoginForm({ onFinish }: LoginFormProps) {
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const onSubmit = async (values: LoginInput) => {
    try {
      const answer = await login.mutateAsync(values);
      if (answer.status === 204) {
        setUnverifiedEmail(values.email);
        toast('info', MESSAGES.emailNotVerified, TIMING.authToastMs);
        return;
      }
      const user = answer.data?.user;
      if (user) {
        appStore.getState().setUser(user);
        bus.emit('user:changed', user);
      } else {
        await loadCurrentUser();
      }
      if (answer.message) toast('success', answer.message, TIMING.authToastMs);
      onFinish('/games');
    } catch (error) {
      toastRequestFailure(error);
      const to = redirectOf(error);
      if (to) onFinish(to);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="auth-form" aria-label="Log in">
      <FormField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        interceptChange={lowercaseOnChange}
      />
      <FormField name="password" label="Password" type="password" autoComplete="current-password" />
      <div className="auth-row">
        <AppLink to="/forgot-password" onNavigate={onFinish}>
          Forgot Password?
        </AppLink>
      </div>
      {unverifiedEmail !== null ? <ResendVerificationNotice email={unverifiedEmail} /> : null}
      <FormSubmit className="auth-actions" pending={login.isPending} pendingLabel="Logging in...">
        Log In
      </FormSubmit>
    </Form>
  );
}
