import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@arcade/platform';
import { installFakeApi, type FakeApi } from '../../../tooling/fake-api';
import { makeUser, renderWithProviders, resetPlatform } from '../testing/render';
import AuthModal from './auth-modal';
import AuthPage from './auth-page';

jest.setTimeout(20_000);

let stub: FakeApi;
let nav: jest.Mock;

beforeEach(() => {
  nav = resetPlatform();
  stub = installFakeApi();
  window.history.replaceState(null, '', '/login');
});

function renderPage(mode: 'login' | 'register') {
  // The shell also mounts the AuthModal widget; only one dialog may show.
  return renderWithProviders(
    <>
      <AuthModal />
      <AuthPage mode={mode} />
    </>,
  );
}

test('/login opens the modal in login mode, once', async () => {
  renderPage('login');
  expect(await screen.findByRole('dialog', { name: 'Welcome Back!' })).toBeInTheDocument();
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(appStore.getState().modal).toBe('auth');
});

test('/register opens the modal in register mode', async () => {
  renderPage('register');
  expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
});

test('closing the modal without logging in goes to /', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage('login');
  await screen.findByRole('dialog');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(nav).toHaveBeenCalledWith('/', { replace: true });
});

test('a finished registration goes to phone verification, not to /', async () => {
  stub.on('POST', 'user/register', { status: 201 });
  const user = userEvent.setup({ delay: null });
  renderPage('register');
  await user.type(await screen.findByLabelText('Full name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long passphrase');
  await user.type(screen.getByLabelText('Confirm password'), 'a long passphrase');
  await user.type(screen.getByLabelText('Phone number'), '2015550123');
  await user.selectOptions(screen.getByLabelText('State'), 'Iowa');
  await user.click(screen.getByRole('checkbox', { name: /21 years of age/ }));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await waitFor(() =>
    expect(nav).toHaveBeenCalledWith('/phone-verification?phone=%2B12015550123', undefined),
  );
  expect(appStore.getState().modal).toBeNull();
  expect(nav).not.toHaveBeenCalledWith('/', expect.anything());
});

test('a logged-in player is sent to /', async () => {
  appStore.getState().setUser(makeUser());
  renderPage('login');
  await waitFor(() => expect(nav).toHaveBeenCalledWith('/', { replace: true }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('leaving the page closes the modal it opened', async () => {
  const { rerender } = renderPage('login');
  await screen.findByRole('dialog');
  act(() => rerender(<AuthModal />));
  await waitFor(() => expect(appStore.getState().modal).toBeNull());
});
