import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { installFakeApi, type FakeApi } from '../../../../../tooling/fake-api';
import { makeUser, renderWithProviders, resetPlatform } from '../../../testing/render';
import { LoginForm } from './login-form';
import { EnrolSecondFactor } from './enrol-second-factor';
import { VerifySecondFactor } from './verify-second-factor';

let stub: FakeApi;

beforeEach(() => {
  resetPlatform();
  stub = installFakeApi();
});

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

test('a staff password sign-in (202 verify) asks for the code and signs in with it, going to /dashboard', async () => {
  const me = makeUser({ role: 'ADMIN' });
  const onFinish = jest.fn();
  stub.on('POST', 'user/login', { status: 202, message: 'Enter the code', data: { secondFactor: 'verify' } });
  stub.on('POST', 'staff/second-factor/verify', {
    message: 'Login successful',
    data: { user: me, recoveryCodeUsed: false, recoveryCodesLeft: 10 },
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LoginForm onFinish={onFinish} />);
  await user.type(screen.getByLabelText('Email'), 'admin@arcade.test');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  const code = await screen.findByLabelText('Code');
  expect(appStore.getState().user).toBeNull();
  await user.type(code, '123 456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith('/dashboard'));
  expect(stub.callsTo('POST', 'staff/second-factor/verify')[0]!.json).toEqual({ code: '123456' });
  expect(appStore.getState().user).toEqual(me);
});

test('verify: a recovery code is accepted as typed; a wrong code shows the server words on the field', async () => {
  const onSignedIn = jest.fn();
  stub.on('POST', 'staff/second-factor/verify', {
    status: 400,
    message: 'That code is not right',
    errors: [ERROR_CODES.secondFactorInvalid],
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<VerifySecondFactor onSignedIn={onSignedIn} />);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Enter a code')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Code'), 'ABCDE-12345');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('That code is not right')).toBeInTheDocument();
  expect(stub.callsTo('POST', 'staff/second-factor/verify')[0]!.json).toEqual({ code: 'abcde-12345' });
  expect(onSignedIn).not.toHaveBeenCalled();
});

test('enrol: QR with alt text and the key to copy, confirmed with a code, then the recovery codes once', async () => {
  const me = makeUser({ role: 'CASHIER' });
  const onSignedIn = jest.fn();
  stub.on('POST', 'staff/second-factor/enrol', {
    data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrDataUrl: QR },
  });
  stub.on('POST', 'staff/second-factor/enrol/confirm', {
    message: 'Two-step sign-in is on',
    data: { user: me, recoveryCodes: CODES },
  });
  const user = userEvent.setup({ delay: null });
  // user-event puts a clipboard on navigator: watch what the page writes to it.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  renderWithProviders(<EnrolSecondFactor onSignedIn={onSignedIn} />);
  await user.click(screen.getByRole('button', { name: 'Set up my authenticator app' }));
  const qr = await screen.findByRole('img', { name: /QR code that adds your Lucky Arcade staff account/ });
  expect(qr).toHaveAttribute('src', QR);
  expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
  await user.click(screen.getByRole('button', { name: 'Copy key' }));
  expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');

  await user.type(screen.getByLabelText('Code'), '12345');
  await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
  expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Code'), '6');
  await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(list.querySelectorAll('li')).toHaveLength(10);
  expect(stub.callsTo('POST', 'staff/second-factor/enrol/confirm')[0]!.json).toEqual({ code: '123456' });
  expect(onSignedIn).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Copy codes' }));
  expect(writeText).toHaveBeenLastCalledWith(CODES.join('\n'));
  await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
  expect(onSignedIn).toHaveBeenCalledWith(me, 'Two-step sign-in is on');
});

test('enrol: a failed start is told, and nothing is shown as set up', async () => {
  stub.on('POST', 'staff/second-factor/enrol', {
    status: 401,
    message: 'Your sign-in has expired. Log in again',
    errors: [ERROR_CODES.secondFactorChallenge],
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<EnrolSecondFactor onSignedIn={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Set up my authenticator app' }));
  await waitFor(() => expect(stub.callsTo('POST', 'staff/second-factor/enrol')).toHaveLength(1));
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByRole('button', { name: 'Set up my authenticator app' })).toBeEnabled();
});
