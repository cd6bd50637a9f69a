import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@arcade/contracts';
import { appStore, bus } from '@arcade/platform';
import { installFakeApi, type FakeApi } from '../../../tooling/fake-api';
import { makeUser, renderWithProviders, resetPlatform, toasts } from '../testing/render';
import {
  resetEmailVerificationNotice,
  EMAIL_VERIFIED_TEXT,
} from '../features/auth/hooks/use-email-verification-notice';
import AuthModal from './auth-modal';

let stub: FakeApi;
let nav: jest.Mock;

beforeEach(() => {
  nav = resetPlatform();
  stub = installFakeApi();
  resetEmailVerificationNotice();
  window.history.replaceState(null, '', '/');
});

test('renders nothing until the store opens the auth modal', () => {
  renderWithProviders(<AuthModal />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('login title, Forgot Password link, switch to register and back', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AuthModal />);
  act(() => appStore.getState().openModal('auth', 'login'));
  // The dialog and, below, the register form are lazy chunks: the first import of each can be slow in jsdom.
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back!' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('link', { name: /Continue with Google/ })).toHaveAttribute(
    'href',
    '/api/v1/user/google',
  );

  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  expect(appStore.getState().authMode).toBe('register');
  expect(screen.queryByRole('link', { name: 'Forgot Password?' })).not.toBeInTheDocument();
  // The register form (phone field, libphonenumber) is fetched when register is shown (issue 9).
  expect(await screen.findByLabelText('Confirm password')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(screen.getByRole('dialog', { name: 'Welcome Back!' })).toBeInTheDocument();
});

test('the mode comes from the store', async () => {
  renderWithProviders(<AuthModal />);
  act(() => appStore.getState().openModal('auth', 'register'));
  expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
});

test('opens on the bus event auth:open', async () => {
  renderWithProviders(<AuthModal />);
  act(() => bus.emit('auth:open', { mode: 'register' }));
  expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  act(() => bus.emit('auth:close'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('Escape closes it', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AuthModal />);
  act(() => appStore.getState().openModal('auth', 'login'));
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  expect(appStore.getState().modal).toBeNull();
  expect(nav).not.toHaveBeenCalled();
});

test('Forgot Password closes the modal and goes to /forgot-password', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AuthModal />);
  act(() => appStore.getState().openModal('auth', 'login'));
  await user.click(await screen.findByRole('link', { name: 'Forgot Password?' }));
  expect(nav).toHaveBeenCalledWith('/forgot-password', undefined);
  expect(appStore.getState().modal).toBeNull();
});

test('a successful login closes the modal and goes to /games', async () => {
  stub.on('POST', 'user/login', { message: 'Welcome back, Jane!', data: { user: makeUser() } });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AuthModal />);
  act(() => appStore.getState().openModal('auth', 'login'));
  await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret words');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(nav).toHaveBeenCalledWith('/games', undefined));
  expect(appStore.getState().modal).toBeNull();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toasts()).toContainEqual({ kind: 'success', message: 'Welcome back, Jane!', durationMs: 4000 });
});

test('?emailVerified=1: one success toast, the parameter removed, login offered', async () => {
  window.history.replaceState(null, '', '/?emailVerified=1&tab=x#top');
  const { unmount } = renderWithProviders(<AuthModal />);
  await waitFor(() => expect(nav).toHaveBeenCalledWith('/?tab=x#top', { replace: true }));
  expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', message: EMAIL_VERIFIED_TEXT })]);
  await waitFor(() => expect(appStore.getState().modal).toBe('auth'));
  expect(appStore.getState().authMode).toBe('login');
  unmount();
  renderWithProviders(<AuthModal />);
  expect(toasts()).toHaveLength(1);
});

test('?emailVerified=0&reason=expired: an error toast that says why', async () => {
  window.history.replaceState(null, '', '/games?emailVerified=0&reason=expired');
  renderWithProviders(<AuthModal />);
  await waitFor(() => expect(nav).toHaveBeenCalledWith('/games', { replace: true }));
  expect(toasts()[0]).toEqual(
    expect.objectContaining({ kind: 'error', message: expect.stringMatching(/expired/) }),
  );
  expect(appStore.getState().modal).toBeNull();
});

test('an unknown reason is not echoed', async () => {
  window.history.replaceState(null, '', '/?emailVerified=0&reason=Call%20555-SCAM');
  renderWithProviders(<AuthModal />);
  await waitFor(() => expect(toasts()).toHaveLength(1));
  expect(toasts()[0]!.message).not.toMatch(/SCAM/);
  expect(toasts()[0]!.message).toMatch(/not valid/);
});

describe('Google account that must complete its profile', () => {
  beforeEach(() => {
    appStore.getState().setUser({ ...makeUser({ state: null }), needsProfileCompletion: true } as never);
  });

  test('asks for the state and the 21+ confirmation, then posts them', async () => {
    stub.on('POST', 'user/complete-profile', { message: 'Profile completed', data: { user: makeUser() } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AuthModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MESSAGES.selectState)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.ageRequired)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State'), 'Ohio');
    await user.click(screen.getByRole('checkbox', { name: /21 years of age or older/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(stub.callsTo('POST', 'user/complete-profile')[0]!.json).toEqual({ state: 'Ohio', isAdult: true });
    expect(toasts()).toContainEqual(
      expect.objectContaining({ kind: 'success', message: 'Profile completed' }),
    );
  });

  test('holds the first modal slot: the welcome bonus waits behind it and shows after (one modal at a time)', async () => {
    stub.on('POST', 'user/complete-profile', { message: 'Profile completed', data: { user: makeUser() } });
    // The wallet remote asks for the bonus at the same moment the new Google player lands.
    appStore.getState().openModal('daily-bonus');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AuthModal />);
    await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(appStore.getState().modal).toBe('complete-profile');
    await user.selectOptions(screen.getByLabelText('State'), 'Ohio');
    await user.click(screen.getByRole('checkbox', { name: /21 years of age or older/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(appStore.getState().modal).toBe('daily-bonus'));
    expect(screen.queryByRole('dialog', { name: 'Complete your profile' })).not.toBeInTheDocument();
  });
});
