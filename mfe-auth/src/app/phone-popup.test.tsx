import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@arcade/contracts';
import { appStore, bus } from '@arcade/platform';
import { installFakeApi, type FakeApi } from '../../../tooling/fake-api';
import { makeUser, renderWithProviders, resetPlatform, toasts } from '../testing/render';
import { AUTH_TEXT } from '../lib/messages';
import { PROMPT_CHECK_MS } from '../features/phone/hooks/use-auto-phone-prompt';
import PhonePopup from './phone-popup';

let stub: FakeApi;

beforeEach(() => {
  resetPlatform();
  stub = installFakeApi();
  window.history.replaceState(null, '', '/games');
});

afterEach(() => {
  jest.useRealTimers();
});

function openWith(user: User) {
  act(() => {
    appStore.getState().setUser(user);
    appStore.getState().openModal('phone');
  });
}

const emailBox = () => screen.queryByRole('checkbox', { name: /by e-mail/ });
const smsBox = () => screen.queryByRole('checkbox', { name: /text messages/ });

test.each([
  [{ phone: null, isPhoneVerified: false }, AUTH_TEXT.phoneTitleNoPhone],
  [{ isPhoneVerified: false }, AUTH_TEXT.phoneTitleUnverified],
  [{ isSmsOpted: false }, AUTH_TEXT.phoneTitleNotOpted],
  [{ isOpted: false }, AUTH_TEXT.phoneTitleNotOpted],
])('title for %j is "%s"', async (overrides, title) => {
  renderWithProviders(<PhonePopup />);
  openWith(makeUser({ ...overrides, _id: 'title-test' }));
  expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
});

test('exact SPEC titles', () => {
  expect([AUTH_TEXT.phoneTitleNoPhone, AUTH_TEXT.phoneTitleUnverified, AUTH_TEXT.phoneTitleNotOpted]).toEqual(
    ['Complete Your Profile', 'Verify Your Phone Number', 'Stay Connected & Get Notified'],
  );
});

test('consent checkboxes: only those not yet given', async () => {
  renderWithProviders(<PhonePopup />);
  openWith(makeUser({ isOpted: false, isSmsOpted: true }));
  await screen.findByRole('dialog');
  expect(emailBox()).toBeInTheDocument();
  expect(smsBox()).not.toBeInTheDocument();

  act(() => appStore.getState().setUser(makeUser({ isOpted: true, isSmsOpted: false })));
  expect(emailBox()).not.toBeInTheDocument();
  expect(smsBox()).toBeInTheDocument();
  expect(smsBox()!.closest('.auth-check')).toHaveTextContent(/Reply STOP to unsubscribe/);
});

test('no consent checkboxes when already opted in to both', async () => {
  renderWithProviders(<PhonePopup />);
  openWith(makeUser());
  await screen.findByRole('dialog');
  expect(emailBox()).not.toBeInTheDocument();
  expect(smsBox()).not.toBeInTheDocument();
});

test('saving consent: PATCH /user/subscribe, server message as toast, user reloaded, popup closes', async () => {
  const after = makeUser();
  stub.on('PATCH', 'user/subscribe', { message: 'Subscription preferences updated' });
  stub.on('GET', 'user/me', { data: { user: after } });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PhonePopup />);
  openWith(makeUser({ isOpted: false, isSmsOpted: false }));
  await screen.findByRole('dialog', { name: AUTH_TEXT.phoneTitleNotOpted });
  expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  await user.click(smsBox()!);
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  await waitFor(() => expect(appStore.getState().modal).toBeNull());
  expect(stub.callsTo('PATCH', 'user/subscribe')[0]!.json).toEqual({ isSmsOpted: true, source: 'prompt' });
  expect(toasts()).toContainEqual(
    expect.objectContaining({ kind: 'success', message: 'Subscription preferences updated' }),
  );
});

test('saving the e-mail consent alone closes the prompt: no second question for SMS', async () => {
  stub.on('PATCH', 'user/subscribe', { message: 'Subscription preferences updated' });
  stub.on('GET', 'user/me', { data: { user: makeUser({ isOpted: true, isSmsOpted: false }) } });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PhonePopup />);
  openWith(makeUser({ isOpted: false, isSmsOpted: false }));
  await screen.findByRole('dialog', { name: AUTH_TEXT.phoneTitleNotOpted });
  await user.click(emailBox()!);
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  await waitFor(() => expect(appStore.getState().modal).toBeNull());
  expect(stub.callsTo('PATCH', 'user/subscribe')[0]!.json).toEqual({ isOpted: true, source: 'prompt' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('once on screen, the prompt is recorded on the server and the answered time kept', async () => {
  const at = new Date().toISOString();
  stub.on('POST', 'user/consent-prompt', {
    data: { user: makeUser({ isSmsOpted: false, consentPromptedAt: at }) },
  });
  renderWithProviders(<PhonePopup />);
  openWith(makeUser({ isSmsOpted: false, consentPromptedAt: null }));
  await screen.findByRole('dialog');
  await waitFor(() => expect(appStore.getState().user!.consentPromptedAt).toBe(at));
  expect(stub.callsTo('POST', 'user/consent-prompt')).toHaveLength(1);
});

test('a new phone is saved to the profile, verified, and the user reloaded', async () => {
  let me = makeUser({ phone: null, isPhoneVerified: false, isSmsOpted: false });
  stub.on('PUT', 'user/update-profile', () => {
    me = { ...me, phone: '+12015550123' };
    return { message: 'Profile updated' };
  });
  stub.on('POST', 'otp/send-phone-verification', { message: 'sent' });
  stub.on('POST', 'otp/verify-phone', () => {
    me = { ...me, isPhoneVerified: true };
    return { data: { isVerified: true } };
  });
  stub.on('GET', 'user/me', () => ({ data: { user: me } }));
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PhonePopup />);
  openWith(me);
  await screen.findByRole('dialog', { name: AUTH_TEXT.phoneTitleNoPhone });
  await user.type(screen.getByLabelText('Phone number'), '2015550123');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByRole('dialog', { name: AUTH_TEXT.phoneTitleUnverified })).toBeInTheDocument();
  expect(stub.callsTo('PUT', 'user/update-profile')[0]!.json).toEqual({ phone: '+12015550123' });
  await user.type(await screen.findByLabelText('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('dialog', { name: AUTH_TEXT.phoneTitleNotOpted })).toBeInTheDocument();
  expect(appStore.getState().user!.isPhoneVerified).toBe(true);
  expect(smsBox()).toBeInTheDocument();
});

test('a refused profile update: server message as a warning, no code sent', async () => {
  stub.on('PUT', 'user/update-profile', { status: 409, message: 'This phone number is already in use' });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PhonePopup />);
  openWith(makeUser({ phone: null, isPhoneVerified: false }));
  await user.type(await screen.findByLabelText('Phone number'), '2015550123');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() =>
    expect(toasts()).toContainEqual({
      kind: 'warning',
      message: 'This phone number is already in use',
      durationMs: 4000,
    }),
  );
  expect(stub.callsTo('POST', 'otp/send-phone-verification')).toHaveLength(0);
});

test('opens on the bus event phone:open', async () => {
  renderWithProviders(<PhonePopup />);
  act(() => appStore.getState().setUser(makeUser({ isPhoneVerified: false })));
  act(() => bus.emit('phone:open'));
  expect(await screen.findByRole('dialog', { name: AUTH_TEXT.phoneTitleUnverified })).toBeInTheDocument();
});

describe('automatic prompt after sign-in', () => {
  beforeEach(() => jest.useFakeTimers());

  async function tick() {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PROMPT_CHECK_MS);
    });
  }

  const DAY = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

  test('opens for an unverified phone, records it, and does not open again once closed', async () => {
    stub.on('POST', 'user/consent-prompt', () => ({
      data: {
        user: makeUser({ _id: 'auto1', isPhoneVerified: false, consentPromptedAt: new Date().toISOString() }),
      },
    }));
    renderWithProviders(<PhonePopup />);
    act(() => appStore.getState().setUser(makeUser({ _id: 'auto1', isPhoneVerified: false })));
    await tick();
    expect(appStore.getState().modal).toBe('phone');
    await tick();
    expect(stub.callsTo('POST', 'user/consent-prompt')).toHaveLength(1);
    act(() => appStore.getState().closeModal());
    await tick();
    await tick();
    expect(appStore.getState().modal).toBeNull();
  });

  test("at most once every 30 days, by the server's record (a new browser session does not ask again)", async () => {
    renderWithProviders(<PhonePopup />);
    act(() =>
      appStore
        .getState()
        .setUser(makeUser({ _id: 'auto30', isSmsOpted: false, consentPromptedAt: daysAgo(29) })),
    );
    await tick();
    await tick();
    expect(appStore.getState().modal).toBeNull();
    act(() =>
      appStore
        .getState()
        .setUser(makeUser({ _id: 'auto30', isSmsOpted: false, consentPromptedAt: daysAgo(30) })),
    );
    await tick();
    expect(appStore.getState().modal).toBe('phone');
  });

  test.each([
    ['/buy-coins', ''],
    ['/success', '?orderId=1'],
    ['/failed', ''],
    ['/deposit-success', '?orderId=1'],
    ['/games', '?game=lucky-slots'],
    ['/login', ''],
  ])('never opens on checkout or play (%s%s); opens once the player leaves', async (path, search) => {
    window.history.replaceState(null, '', `${path}${search}`);
    renderWithProviders(<PhonePopup />);
    act(() => appStore.getState().setUser(makeUser({ _id: `quiet${path}`, isSmsOpted: false })));
    await tick();
    await tick();
    expect(appStore.getState().modal).toBeNull();
    window.history.replaceState(null, '', '/games');
    await tick();
    expect(appStore.getState().modal).toBe('phone');
  });

  test('never over the shop dialog or a held page: it waits until they are gone', async () => {
    renderWithProviders(<PhonePopup />);
    act(() => {
      appStore.getState().openModal('shop');
      appStore.getState().setUser(makeUser({ _id: 'auto-shop', isSmsOpted: false }));
    });
    await tick();
    await tick();
    expect(appStore.getState().modal).toBe('shop');
    act(() => {
      appStore.getState().holdPage('payment-outcome');
      appStore.getState().releaseModal('shop');
    });
    await tick();
    expect(appStore.getState().modal).toBeNull();
    act(() => appStore.getState().releasePage('payment-outcome'));
    await tick();
    expect(appStore.getState().modal).toBe('phone');
  });

  test('opens for a player not opted in to SMS', async () => {
    renderWithProviders(<PhonePopup />);
    act(() => appStore.getState().setUser(makeUser({ _id: 'auto2', isSmsOpted: false })));
    await tick();
    expect(appStore.getState().modal).toBe('phone');
  });

  test('does not open for a complete profile', async () => {
    renderWithProviders(<PhonePopup />);
    act(() => appStore.getState().setUser(makeUser({ _id: 'auto3', isOpted: false })));
    await tick();
    await tick();
    expect(appStore.getState().modal).toBeNull();
  });

  test('waits for another modal to close, and for the player to leave /login', async () => {
    window.history.replaceState(null, '', '/login');
    renderWithProviders(<PhonePopup />);
    act(() => {
      appStore.getState().setUser(makeUser({ _id: 'auto4', phone: null, isPhoneVerified: false }));
      appStore.getState().openModal('daily-bonus');
    });
    await tick();
    expect(appStore.getState().modal).toBe('daily-bonus');
    act(() => appStore.getState().closeModal());
    await tick();
    expect(appStore.getState().modal).toBeNull();
    window.history.replaceState(null, '', '/games');
    await tick();
    expect(appStore.getState().modal).toBe('phone');
  });
});
