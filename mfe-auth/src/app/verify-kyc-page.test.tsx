import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@arcade/platform';
import { installFakeApi, type FakeApi } from '../../../tooling/fake-api';
import { makeUser, renderWithProviders, resetPlatform, toasts } from '../testing/render';
import VerifyKycPage from './verify-kyc-page';

let stub: FakeApi;

beforeEach(() => {
  resetPlatform();
  stub = installFakeApi();
});

function signIn(overrides = {}) {
  act(() => appStore.getState().setUser(makeUser(overrides)));
}

test('logged out: a prompt to log in that opens the login modal', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<VerifyKycPage />);
  expect(screen.getByText('Please log in to verify your identity.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(appStore.getState().modal).toBe('auth');
  expect(appStore.getState().authMode).toBe('login');
  expect(stub.calls).toHaveLength(0);
});

test('none: explains and starts a provider session', async () => {
  stub.on('GET', 'kyc/status', { data: { status: 'none', reason: null } });
  stub.on('POST', 'kyc/session', { data: { url: 'javascript:alert(1)' } });
  signIn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<VerifyKycPage />);
  await user.click(await screen.findByRole('button', { name: 'Start verification' }));
  await waitFor(() => expect(stub.callsTo('POST', 'kyc/session')).toHaveLength(1));
  // A URL that is not http(s) or a site path is never followed.
  await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ kind: 'error' })));
});

test('none: a refused session start shows the server message', async () => {
  stub.on('GET', 'kyc/status', { data: { status: 'none' } });
  stub.on('POST', 'kyc/session', { status: 403, message: 'Complete your phone verification first' });
  signIn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<VerifyKycPage />);
  await user.click(await screen.findByRole('button', { name: 'Start verification' }));
  await waitFor(() =>
    expect(toasts()).toContainEqual(
      expect.objectContaining({ kind: 'error', message: 'Complete your phone verification first' }),
    ),
  );
});

test('pending: under review, with a refresh', async () => {
  stub.on('GET', 'kyc/status', { data: { status: 'pending' } });
  signIn();
  renderWithProviders(<VerifyKycPage />);
  expect(await screen.findByText('Your verification is being reviewed.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh status' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Start verification' })).not.toBeInTheDocument();
});

test('pending but never submitted (left the provider): says what is missing and lets the player resume', async () => {
  stub.on('GET', 'kyc/status', { data: { status: 'pending', reason: null, submitted: false } });
  stub.on('POST', 'kyc/session', { data: { url: 'javascript:alert(1)' } });
  const user = userEvent.setup({ delay: null });
  signIn();
  renderWithProviders(<VerifyKycPage />);
  expect(await screen.findByText('Your verification is not finished.')).toBeInTheDocument();
  expect(screen.getByText(/photo ID \(front and back\) and a selfie/)).toBeInTheDocument();
  expect(screen.queryByText('Your verification is being reviewed.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue verification' }));
  await waitFor(() => expect(stub.callsTo('POST', 'kyc/session')).toHaveLength(1));
});

test('approved: verified, and the user is refreshed when the flag lags', async () => {
  stub.on('GET', 'kyc/status', { data: { status: 'approved' } });
  stub.on('GET', 'user/me', { data: { user: makeUser({ isKYC: true }) } });
  signIn({ isKYC: false });
  renderWithProviders(<VerifyKycPage />);
  expect(await screen.findByText('Your identity is verified.')).toBeInTheDocument();
  await waitFor(() => expect(appStore.getState().user!.isKYC).toBe(true));
});

test('declined: the reason and a retry', async () => {
  stub.on('GET', 'kyc/status', { data: { status: 'declined', reason: 'Document expired' } });
  stub.on('GET', 'user/me', { data: { user: makeUser() } });
  signIn();
  renderWithProviders(<VerifyKycPage />);
  expect(await screen.findByText('Your verification was declined.')).toBeInTheDocument();
  expect(screen.getByText(/Document expired/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  // The user is reloaded once after a decline (a disqualifying one restricts the account).
  await waitFor(() => expect(stub.callsTo('GET', 'user/me')).toHaveLength(1));
});

test('declined and restricted (under 21): says why and offers no new attempt', async () => {
  const restriction = { reason: 'underage' as const, message: 'Your account is restricted: under 21.' };
  stub.on('GET', 'kyc/status', { data: { status: 'declined', reason: 'You must be 21 or older' } });
  stub.on('GET', 'user/me', { data: { user: makeUser({ restriction }) } });
  signIn();
  renderWithProviders(<VerifyKycPage />);
  expect(await screen.findByTestId('kyc-restriction')).toHaveTextContent(restriction.message);
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
