import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, TIMING } from '@arcade/contracts';
import { appStore, bus, loadCurrentUser, toast } from '@arcade/platform';
import { Button, Field } from '@arcade/shared-ui';
import { AppLink } from '../../../components/app-link';
import { redirectOf, toastRequestFailure } from '../../../lib/api-errors';
import { lowercaseOnChange } from '../../../lib/lowercase-input';
import { loginSchema, useLogin } from '../api/login';
import { ResendVerificationNotice } from './resend-verification-notice';

export interface LoginFormProps {
  /** Called when the flow leaves the modal for another page (success, 401 redirect, forgot password). */
  onFinish: (to: string) => void;
}

export function LoginForm({ onFinish }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const email = register('email');

  const onSubmit = handleSubmit(async (values) => {
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
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Log in">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...email}
        onChange={lowercaseOnChange(email.onChange)}
        error={errors.email?.message}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        {...register('password')}
        error={errors.password?.message}
      />
      <div className="auth-row">
        <AppLink to="/forgot-password" onNavigate={onFinish}>
          Forgot Password?
        </AppLink>
      </div>
      {unverifiedEmail !== null ? <ResendVerificationNotice email={unverifiedEmail} /> : null}
      <div className="auth-actions">
        <Button type="submit" variant="primary" loading={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Log In'}
        </Button>
      </div>
    </form>
  );
}
