import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { installFakeApi, type FakeApi } from '../../../../../tooling/fake-api';
import { makeUser, renderWithProviders, resetPlatform, toasts } from '../../../testing/render';
import { AUTH_TEXT } from '../../../lib/messages';
import { LoginForm } from './login-form';

let stub: FakeApi;
let onFinish: jest.Mock;

beforeEach(() => {
  resetPlatform();
  stub = installFakeApi();
  onFinish = jest.fn();
});

async function submit(email = 'Jane@Example.com', password = 'correct horse') {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LoginForm onFinish={onFinish} />);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

test('requires e-mail and password, and an e-mail format', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LoginForm onFinish={onFinish} />);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute(
    'aria-describedby',
    expect.stringContaining('error'),
  );
  expect(stub.calls).toHaveLength(0);
});

test('204: info toast that the e-mail is not verified, stays, offers a new verification e-mail', async () => {
  stub.on('POST', 'user/login', { status: 204 });
  stub.on('POST', 'user/resend-verification-email', { message: 'sent' });
  const user = await submit();
  await waitFor(() =>
    expect(toasts()).toContainEqual({ kind: 'info', message: MESSAGES.emailNotVerified, durationMs: 4000 }),
  );
  expect(stub.callsTo('POST', 'user/login')[0]!.json).toEqual({
    email: 'jane@example.com',
    password: 'correct horse',
  });
  expect(onFinish).not.toHaveBeenCalled();
  expect(appStore.getState().user).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
  await waitFor(() =>
    expect(toasts()).toContainEqual(
      expect.objectContaining({ kind: 'success', message: AUTH_TEXT.verificationEmailSent }),
    ),
  );
  expect(stub.callsTo('POST', 'user/resend-verification-email')[0]!.json).toEqual({
    email: 'jane@example.com',
  });
});

test('a failed resend shows the SPEC failure message', async () => {
  stub.on('POST', 'user/login', { status: 204 });
  stub.on('POST', 'user/resend-verification-email', { status: 500, message: 'boom' });
  const user = await submit();
  await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
  await waitFor(() =>
    expect(toasts()).toContainEqual(
      expect.objectContaining({ kind: 'error', message: AUTH_TEXT.verificationEmailFailed }),
    ),
  );
});

test('200: sets the user, shows the server message as a success toast, goes to /games', async () => {
  const me = makeUser();
  stub.on('POST', 'user/login', { status: 200, message: 'Login successful', data: { user: me } });
  await submit();
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith('/games'));
  expect(appStore.getState().user).toEqual(me);
  expect(toasts()).toContainEqual({ kind: 'success', message: 'Login successful', durationMs: 4000 });
});

test('401 with data.redirect: warning toast with the server message for 4 s and navigation to the redirect', async () => {
  stub.on('POST', 'user/login', {
    status: 401,
    message: 'Please complete your registration',
    data: { redirect: '/phone-verification?phone=%2B12015550123' },
  });
  await submit();
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith('/phone-verification?phone=%2B12015550123'));
  expect(toasts()).toContainEqual({
    kind: 'warning',
    message: 'Please complete your registration',
    durationMs: 4000,
  });
});

test('401 redirect to another site is ignored', async () => {
  stub.on('POST', 'user/login', { status: 401, message: 'Nope', data: { redirect: '//evil.example/' } });
  await submit();
  await waitFor(() =>
    expect(toasts()).toContainEqual({ kind: 'warning', message: 'Nope', durationMs: 4000 }),
  );
  expect(onFinish).not.toHaveBeenCalled();
});

test('HTTP error without a message: "Something went wrong!"', async () => {
  stub.on('POST', 'user/login', { status: 500, raw: '' });
  await submit();
  await waitFor(() =>
    expect(toasts()).toContainEqual({ kind: 'warning', message: MESSAGES.somethingWrong, durationMs: 4000 }),
  );
});

test('HTTP error with a message (wrong password): the server message', async () => {
  stub.on('POST', 'user/login', { status: 400, message: MESSAGES.invalidCredentials });
  await submit();
  await waitFor(() =>
    expect(toasts()).toContainEqual({
      kind: 'warning',
      message: MESSAGES.invalidCredentials,
      durationMs: 4000,
    }),
  );
  expect(onFinish).not.toHaveBeenCalled();
});

test('any other failure: "An unexpected error occurred!"', async () => {
  stub.on('POST', 'user/login', { networkError: true });
  await submit();
  await waitFor(() =>
    expect(toasts()).toContainEqual(expect.objectContaining({ kind: 'error', message: MESSAGES.unexpected })),
  );
});

test('shows a loading state while submitting', async () => {
  let release: () => void = () => {};
  stub.on('POST', 'user/login', () => new Promise((resolve) => (release = () => resolve({ status: 204 }))));
  await submit();
  const busy = await screen.findByRole('button', { name: 'Logging in...' });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  release();
  expect(await screen.findByRole('button', { name: 'Log In' })).toBeEnabled();
});
