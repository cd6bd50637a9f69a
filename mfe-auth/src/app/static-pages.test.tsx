import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATE_NAMES } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { installFakeApi, type FakeApi } from '../../../tooling/fake-api';
import { makeUser, renderWithProviders, resetPlatform } from '../testing/render';
import NotAvailablePage from './not-available-page';
import PhoneVerificationPage from './phone-verification-page';

let stub: FakeApi;
let nav: jest.Mock;

beforeEach(() => {
  nav = resetPlatform();
  stub = installFakeApi();
});

test('/not-available explains why, lists the 39 states, links to the rules and to contact', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<NotAvailablePage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Not Available in Your Location' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Your current location is not eligible/)).toBeInTheDocument();
  const states = within(screen.getByRole('list', { name: 'Eligible states' })).getAllByRole('listitem');
  expect(states.map((li) => li.textContent)).toEqual([...STATE_NAMES]);
  expect(screen.getByRole('link', { name: 'Sweepstake Rules' })).toHaveAttribute('href', '/sweepstake-rules');
  await user.click(screen.getByRole('link', { name: 'contact our support team' }));
  expect(nav).toHaveBeenCalledWith('/contact-us', undefined);
});

describe('/phone-verification', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/phone-verification?phone=%2B12015550123');
    stub.on('POST', 'otp/send-phone-verification', { message: 'sent' });
    stub.on('POST', 'otp/verify-phone', { data: { isVerified: true } });
  });

  test('prefills the phone from the query; after registration (signed out) it ends with "log in"', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PhoneVerificationPage />);
    expect(screen.getByLabelText('Phone number')).toHaveValue('2015550123');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Your phone number is verified/)).toBeInTheDocument();
    expect(stub.callsTo('PUT', 'user/update-profile')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(nav).toHaveBeenCalledWith('/login', undefined);
  });

  test('signed in: the user is reloaded with isPhoneVerified true', async () => {
    act(() => appStore.getState().setUser(makeUser({ isPhoneVerified: false })));
    stub.on('GET', 'user/me', { data: { user: makeUser({ isPhoneVerified: true }) } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PhoneVerificationPage />);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(appStore.getState().user!.isPhoneVerified).toBe(true));
    expect(screen.getByRole('button', { name: 'Continue to games' })).toBeInTheDocument();
  });
});
