import { Suspense, useState } from 'react';
import { MESSAGES, TIMING, type User } from '@arcade/contracts';
import { appStore, bus, lazyNamed, loadCurrentUser, toast, toastRequestFailure } from '@arcade/platform';
import { Spinner } from '@arcade/shared-ui';
import { Form, FormField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { AppLink } from '../../../components/app-link';
import { redirectOf } from '../redirect-of';
import { lowercaseOnChange } from '../../../lib/lowercase-input';
import { loginSchema, useLogin, type LoginInput } from '../api/login';
import { ResendVerificationNotice } from './resend-verification-notice';

// Staff only (issue 29): the second-factor screens load when a staff password sign-in asks for them, not with the
// login form every visitor's page preloads (the /login first-load budget).
const SecondFactorStep = lazyNamed(() => import('./second-factor-step').then((m) => m.SecondFactorStep));

export interface LoginFormProps {
  /** Called when the flow leaves the modal for another page (success, 401 redirect, forgot password). */
  onFinish: (to: string) => void;
}

export function LoginForm({ onFinish }: LoginFormProps) {
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [secondFactor, setSecondFactor] = useState<'enrol' | 'verify' | null>(null);

  const signedIn = (user: User, message: string) => {
    appStore.getState().setUser(user);
    bus.emit('user:changed', user);
    if (message) toast('success', message, TIMING.authToastMs);
    onFinish('/dashboard');
  };

  const onSubmit = async (values: LoginInput) => {
    try {
      const answer = await login.mutateAsync(values);
      if (answer.status === 204) {
        setUnverifiedEmail(values.email);
        toast('info', MESSAGES.emailNotVerified, TIMING.authToastMs);
        return;
      }
      const data = answer.data;
      if (answer.status === 202 && data?.secondFactor) {
        // Staff (issue 29 item 1): no session until the second factor.
        setSecondFactor(data.secondFactor);
        if (answer.message) toast('info', answer.message, TIMING.authToastMs);
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

  if (secondFactor) {
    return (
      <Suspense fallback={<Spinner label="Loading the second step" />}>
        <SecondFactorStep step={secondFactor} onSignedIn={signedIn} />
      </Suspense>
    );
  }

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
