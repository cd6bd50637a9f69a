import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { installFakeApi, type FakeApi } from '../../../tooling/fake-api';
import { makeUser, renderWithProviders, resetPlatform, toasts } from '../testing/render';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

let stub: FakeApi;
let nav: jest.Mock;

beforeEach(() => {
  nav = resetPlatform();
  stub = installFakeApi();
});

describe('/forgot-password', () => {
  test('validates the e-mail, posts it in lower case and shows the server message', async () => {
    stub.on('POST', 'user/forgot-password', {
      message: 'If that e-mail is registered, a reset link is on its way.',
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Jane@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If that e-mail is registered, a reset link is on its way.',
    );
    expect(stub.callsTo('POST', 'user/forgot-password')[0]!.json).toEqual({ email: 'jane@example.com' });
  });

  test('a refusal (rate limit) is a warning toast', async () => {
    stub.on('POST', 'user/forgot-password', {
      status: 429,
      message: 'Too many requests. Please try again later.',
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'warning',
        message: 'Too many requests. Please try again later.',
        durationMs: 4000,
      }),
    );
  });
});

describe('/reset-password', () => {
  test('without a token: explains and links to a new request', () => {
    window.history.replaceState(null, '', '/reset-password');
    renderWithProviders(<ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('incomplete or invalid');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('posts newPassword to /user/reset-password/<token>, then goes to /login signed out', async () => {
    window.history.replaceState(null, '', '/reset-password?token=abc%2F123');
    appStore.getState().setUser(makeUser());
    stub.on('POST', 'user/reset-password/abc%2F123', { message: 'Password reset successfully' });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResetPasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'shorter');
    await waitFor(() => expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(nav).toHaveBeenCalledWith('/login', undefined));
    expect(stub.callsTo('POST', 'user/reset-password/abc%2F123')[0]!.json).toEqual({
      newPassword: 'a brand new passphrase',
    });
    expect(toasts()).toContainEqual({
      kind: 'success',
      message: 'Password reset successfully',
      durationMs: 4000,
    });
    expect(appStore.getState().user).toBeNull();
  });

  test('an expired token: the server message as a warning, no navigation', async () => {
    window.history.replaceState(null, '', '/reset-password?token=old');
    stub.on('POST', 'user/reset-password/old', { status: 400, message: 'This reset link has expired' });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResetPasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'warning',
        message: 'This reset link has expired',
        durationMs: 4000,
      }),
    );
    expect(nav).not.toHaveBeenCalled();
  });
});
