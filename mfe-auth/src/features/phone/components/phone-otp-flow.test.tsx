import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@arcade/contracts';
import { installFakeApi, type FakeApi } from '../../../../../tooling/fake-api';
import { renderWithProviders, resetPlatform, toasts } from '../../../testing/render';
import { AUTH_TEXT } from '../../../lib/messages';
import { PhoneOtpFlow } from './phone-otp-flow';

let stub: FakeApi;
let onVerified: jest.Mock;

beforeEach(() => {
  resetPlatform();
  stub = installFakeApi();
  onVerified = jest.fn();
  stub.on('POST', 'otp/send-phone-verification', { message: 'OTP sent' });
});

afterEach(() => {
  jest.useRealTimers();
});

function setup(initialPhone = '', opts: { advanceTimers?: (ms: number) => unknown } = {}) {
  const user = userEvent.setup({ delay: null, advanceTimers: opts.advanceTimers });
  renderWithProviders(<PhoneOtpFlow initialPhone={initialPhone} signedIn={false} onVerified={onVerified} />);
  return user;
}

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByLabelText('Verification code');
}

test('the phone input shows a +1 prefix', () => {
  setup();
  const input = screen.getByLabelText('Phone number');
  const prefix = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;
  expect(prefix).toHaveTextContent('+1');
});

test('empty phone: "Please enter your phone number to continue."', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.phoneRequired));
  expect(stub.calls).toHaveLength(0);
});

test.each(['555123', '22015550123', '201555012345'])('"%s" is not a valid US number', async (typed) => {
  const user = setup();
  await user.type(screen.getByLabelText('Phone number'), typed);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidUsPhone));
  expect(stub.calls).toHaveLength(0);
});

test.each([
  ['(201) 555-0123', '+12015550123'],
  ['1 201 555 0123', '+12015550123'],
])('"%s" is sent normalised as %s with the success toast', async (typed, phone) => {
  const user = setup();
  await user.type(screen.getByLabelText('Phone number'), typed);
  await sendCode(user);
  expect(stub.callsTo('POST', 'otp/send-phone-verification')[0]!.json).toEqual({ phone });
  expect(toasts()).toContainEqual(expect.objectContaining({ kind: 'success', message: AUTH_TEXT.otpSent }));
});

test('a failed send shows the server message, or "Failed to send OTP"', async () => {
  stub.on('POST', 'otp/send-phone-verification', {
    status: 429,
    message: 'Too many codes requested. Try again later.',
  });
  const user = setup('2015550123');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() =>
    expect(toasts()).toContainEqual(
      expect.objectContaining({ kind: 'error', message: 'Too many codes requested. Try again later.' }),
    ),
  );
  stub.on('POST', 'otp/send-phone-verification', { networkError: true });
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() =>
    expect(toasts()).toContainEqual(
      expect.objectContaining({ kind: 'error', message: AUTH_TEXT.otpSendFailed }),
    ),
  );
  expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
});

test('the OTP takes digits only, at most 6', async () => {
  const user = setup('2015550123');
  const otp = await sendCode(user);
  await user.type(otp, '12a3-45678');
  expect(otp).toHaveValue('123456');
  expect(otp).toHaveAttribute('inputmode', 'numeric');
  expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
});

test('OTP validation messages', async () => {
  stub.on('POST', 'otp/verify-phone', { data: { isVerified: false } });
  const user = setup('2015550123');
  const otp = await sendCode(user);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.otpRequired));
  await user.type(otp, '123');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.otpLength));
  expect(stub.callsTo('POST', 'otp/verify-phone')).toHaveLength(0);
  await user.type(otp, '456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.otpInvalid);
  expect(stub.callsTo('POST', 'otp/verify-phone')[0]!.json).toEqual({ phone: '+12015550123', otp: '123456' });
  expect(onVerified).not.toHaveBeenCalled();
});

test('a verified code: success toast and onVerified', async () => {
  stub.on('POST', 'otp/verify-phone', { data: { isVerified: true } });
  const user = setup('2015550123');
  await user.type(await sendCode(user), '654321');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onVerified).toHaveBeenCalledWith('+12015550123'));
  expect(toasts()).toContainEqual(
    expect.objectContaining({ kind: 'success', message: AUTH_TEXT.phoneVerified }),
  );
});

test('verify failures: a server refusal stays by the field, anything else is "Failed to verify OTP"', async () => {
  stub.on('POST', 'otp/verify-phone', { status: 429, message: 'Too many attempts. Request a new code.' });
  const user = setup('2015550123');
  await user.type(await sendCode(user), '654321');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Request a new code.');
  stub.on('POST', 'otp/verify-phone', { status: 500, raw: '' });
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() =>
    expect(toasts()).toContainEqual(
      expect.objectContaining({ kind: 'error', message: AUTH_TEXT.otpVerifyFailed }),
    ),
  );
});

test('resend waits 60 s with a visible countdown, then resends', async () => {
  jest.useFakeTimers();
  stub.on('POST', 'otp/resend-phone-verification', { message: 'resent' });
  const user = setup('2015550123', { advanceTimers: jest.advanceTimersByTime });
  await sendCode(user);
  const resend = () => screen.getByRole('button', { name: /^Resend OTP/ });
  expect(resend()).toHaveTextContent('Resend OTP in 60s');
  expect(resend()).toBeDisabled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(resend()).toHaveTextContent('Resend OTP in 59s');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(58_000);
  });
  expect(resend()).toHaveTextContent('Resend OTP in 1s');
  expect(resend()).toBeDisabled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(resend()).toHaveTextContent(/^Resend OTP$/);
  expect(resend()).toBeEnabled();

  await user.click(resend());
  await waitFor(() =>
    expect(toasts()).toContainEqual(
      expect.objectContaining({ kind: 'success', message: AUTH_TEXT.otpResent }),
    ),
  );
  expect(stub.callsTo('POST', 'otp/resend-phone-verification')[0]!.json).toEqual({ phone: '+12015550123' });
  expect(resend()).toHaveTextContent('Resend OTP in 60s');
});

test('a failed resend: "Failed to resend OTP"', async () => {
  jest.useFakeTimers();
  stub.on('POST', 'otp/resend-phone-verification', { networkError: true });
  const user = setup('2015550123', { advanceTimers: jest.advanceTimersByTime });
  await sendCode(user);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60_000);
  });
  await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
  await waitFor(() =>
    expect(toasts()).toContainEqual(
      expect.objectContaining({ kind: 'error', message: AUTH_TEXT.otpResendFailed }),
    ),
  );
});

test('Change number goes back to the phone step', async () => {
  const user = setup('2015550123');
  await sendCode(user);
  await user.click(screen.getByRole('button', { name: 'Change number' }));
  await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveValue('2015550123'));
});
