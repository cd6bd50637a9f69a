import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PROTECTION_MESSAGES } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { installFakeApi, type FakeApi } from '../../../tooling/fake-api';
import { makeUser, renderWithProviders, resetPlatform, toasts } from '../testing/render';
import ProfileEditor from './profile-editor';

jest.setTimeout(20_000);

let stub: FakeApi;

beforeEach(() => {
  resetPlatform();
  stub = installFakeApi();
});

function setup(overrides = {}) {
  const me = makeUser(overrides);
  stub.on('GET', 'user/me', { data: { user: me } });
  act(() => appStore.getState().setUser(me));
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ProfileEditor />);
  return user;
}

const section = (name: string) => screen.getByRole('region', { name });

test('asks a logged-out visitor to log in', () => {
  renderWithProviders(<ProfileEditor />);
  expect(screen.getByText('Please log in to edit your profile.')).toBeInTheDocument();
});

describe('change password', () => {
  test('validates, sends { currentPassword, newPassword }, toasts the server message', async () => {
    stub.on('PATCH', 'user/change-password', { message: 'Password changed successfully' });
    const user = setup();
    const form = within(section('Change password'));
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText('Current password'), 'old secret');
    await user.type(form.getByLabelText('New password'), 'new long secret');
    await user.type(form.getByLabelText('Confirm new password'), 'new long secre');
    await waitFor(() => expect(form.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument());
    await user.type(form.getByLabelText('Confirm new password'), 't');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'success',
        message: 'Password changed successfully',
        durationMs: 4000,
      }),
    );
    expect(stub.callsTo('PATCH', 'user/change-password')[0]!.json).toEqual({
      currentPassword: 'old secret',
      newPassword: 'new long secret',
    });
    await waitFor(() => expect(form.getByLabelText('Current password')).toHaveValue(''));
  });

  test('a wrong current password: the server message as a warning', async () => {
    stub.on('PATCH', 'user/change-password', { status: 400, message: 'Current password is incorrect' });
    const user = setup();
    const form = within(section('Change password'));
    await user.type(form.getByLabelText('Current password'), 'wrong one');
    await user.type(form.getByLabelText('New password'), 'new long secret');
    await user.type(form.getByLabelText('Confirm new password'), 'new long secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'warning',
        message: 'Current password is incorrect',
        durationMs: 4000,
      }),
    );
  });
});

describe('change phone', () => {
  test('PUT /user/update-profile with the normalised phone; server message as toast', async () => {
    stub.on('PUT', 'user/update-profile', { message: 'Profile updated successfully' });
    const user = setup();
    const form = within(section('Phone number'));
    const input = form.getByLabelText('Phone number');
    // the stored number opens on its country, formatted
    expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('US +1');
    expect(input).toHaveValue('(201) 555-0123');
    await user.clear(input);
    await user.click(form.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPhone));
    // the register rule (libphonenumber validity), not a digit count: "555" is no number
    await user.type(input, '555');
    await user.click(form.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(MESSAGES.invalidPhone));
    expect(stub.callsTo('PUT', 'user/update-profile')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '(312) 555-0199');
    await user.click(form.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'success',
        message: 'Profile updated successfully',
        durationMs: 4000,
      }),
    );
    expect(stub.callsTo('PUT', 'user/update-profile')[0]!.json).toEqual({ phone: '+13125550199' });
  });

  test('another country: chosen from the list, checked for that country, sent in international form', async () => {
    stub.on('PUT', 'user/update-profile', { message: 'Profile updated successfully' });
    const user = setup();
    const form = within(section('Phone number'));
    await user.click(form.getByRole('combobox', { name: 'Country code' }));
    await user.keyboard('united k{Enter}');
    const input = form.getByLabelText('Phone number');
    await user.clear(input);
    await user.type(input, '7400 123456');
    await user.click(form.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() => expect(stub.callsTo('PUT', 'user/update-profile')).toHaveLength(1));
    expect(stub.callsTo('PUT', 'user/update-profile')[0]!.json).toEqual({ phone: '+447400123456' });
  });

  test('refused: server message or "Something went wrong!" (warning); failure: "An unexpected error occurred!"', async () => {
    const user = setup();
    const form = within(section('Phone number'));
    const input = form.getByLabelText('Phone number');
    await user.clear(input);
    await user.type(input, '3125550199');
    stub.on('PUT', 'user/update-profile', { status: 409, message: 'Phone number already in use' });
    await user.click(form.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'warning',
        message: 'Phone number already in use',
        durationMs: 4000,
      }),
    );
    stub.on('PUT', 'user/update-profile', { status: 400, raw: '{}' });
    await user.click(form.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'warning',
        message: MESSAGES.somethingWrong,
        durationMs: 4000,
      }),
    );
    stub.on('PUT', 'user/update-profile', { networkError: true });
    await user.click(form.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ kind: 'error', message: MESSAGES.unexpected }),
      ),
    );
  });

  test('an unverified phone offers verification in the phone popup', async () => {
    const user = setup({ isPhoneVerified: false });
    await user.click(within(section('Phone number')).getByRole('button', { name: 'Verify phone number' }));
    expect(appStore.getState().modal).toBe('phone');
  });
});

describe('consent switches', () => {
  const emailSwitch = () =>
    within(section('Communication preferences')).getByRole('switch', { name: /Offers by e-mail/ });
  const smsSwitch = () =>
    within(section('Communication preferences')).getByRole('switch', { name: /Offers by text message/ });

  test('show both consents with their state, each described by its terms', () => {
    setup({ isOpted: true, isSmsOpted: false });
    expect(emailSwitch()).toBeChecked();
    expect(smsSwitch()).not.toBeChecked();
    expect(smsSwitch()).toHaveAccessibleDescription(/Reply STOP to unsubscribe/);
    expect(emailSwitch()).toHaveAccessibleDescription(/unsubscribe at any time/);
  });

  test('turning one off withdraws that consent at once (PATCH, source profile) and keeps the answered user', async () => {
    stub.on('PATCH', 'user/subscribe', {
      message: 'Subscription preferences updated',
      data: { user: makeUser({ isOpted: false, isSmsOpted: true }) },
    });
    const user = setup({ isOpted: true, isSmsOpted: true });
    await user.click(emailSwitch());
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ kind: 'success', message: 'Subscription preferences updated' }),
      ),
    );
    expect(stub.callsTo('PATCH', 'user/subscribe').map((c) => c.json)).toEqual([
      { isOpted: false, source: 'profile' },
    ]);
    expect(appStore.getState().user).toMatchObject({ isOpted: false, isSmsOpted: true });
    expect(emailSwitch()).not.toBeChecked();
    expect(smsSwitch()).toBeChecked();
  });

  test('during a break the switches keep the choice and say that nothing is sent, in the words of the break', () => {
    const message = PROTECTION_MESSAGES.breakActive('2026-12-05T02:00:00.000Z');
    setup({ isOpted: true, restriction: { reason: 'break', message } });
    expect(emailSwitch()).toBeChecked();
    expect(screen.getByTestId('consent-paused')).toHaveTextContent(
      `No marketing messages are sent to you for now, whatever these say: ${message}`,
    );
  });

  test('a closed state does not claim marketing is paused', () => {
    setup({ restriction: { reason: 'state_excluded', message: 'Closed.' } });
    expect(screen.queryByTestId('consent-paused')).not.toBeInTheDocument();
  });

  test('keyboard: Space on a focused switch gives the consent', async () => {
    stub.on('PATCH', 'user/subscribe', {
      message: 'Subscription preferences updated',
      data: { user: makeUser({ isOpted: false, isSmsOpted: true }) },
    });
    const user = setup({ isOpted: false, isSmsOpted: false });
    smsSwitch().focus();
    await user.keyboard(' ');
    await waitFor(() => expect(smsSwitch()).toBeChecked());
    expect(stub.callsTo('PATCH', 'user/subscribe')[0]!.json).toEqual({ isSmsOpted: true, source: 'profile' });
    expect(smsSwitch()).toHaveFocus();
  });

  test('a refused save puts the stored value back and says why', async () => {
    stub.on('PATCH', 'user/subscribe', { status: 400, message: 'Nothing to update' });
    const user = setup({ isOpted: true, isSmsOpted: true });
    await user.click(smsSwitch());
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ kind: 'warning', message: 'Nothing to update' }),
      ),
    );
    expect(smsSwitch()).toBeChecked();
    expect(appStore.getState().user).toMatchObject({ isSmsOpted: true });
  });
});

describe('avatar', () => {
  test('uploads an image as multipart under "file"', async () => {
    stub.on('POST', 'user/upload-avatar', { message: 'Avatar updated' });
    const user = setup();
    const input = section('Profile picture').querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(input, file);
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ kind: 'success', message: 'Avatar updated' }),
      ),
    );
    const body = stub.callsTo('POST', 'user/upload-avatar')[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('me.png');
  });

  test('refuses a non-image and a too-large file before uploading', async () => {
    const user = setup();
    const input = section('Profile picture').querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await within(section('Profile picture')).findByRole('alert')).toHaveTextContent(/2 MB/);
    // The accept attribute filters the picker; a drop or an old browser can still hand over anything.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(section('Profile picture')).findByRole('alert')).toHaveTextContent(
      /PNG, JPEG or WebP/,
    );
    expect(stub.callsTo('POST', 'user/upload-avatar')).toHaveLength(0);
  });
});
