import { depositDialogDecision, popupDecision, type PopupContext } from './modal-coordinator';
import { appStore } from './store';

beforeEach(() => appStore.getState().clearModals());

it('shows one modal at a time, by priority: complete-profile, then phone, then the bonus', () => {
  const { openModal, closeModal } = appStore.getState();
  openModal('daily-bonus');
  expect(appStore.getState().modal).toBe('daily-bonus');
  openModal('complete-profile');
  expect(appStore.getState().modal).toBe('complete-profile');
  openModal('phone');
  expect(appStore.getState().modal).toBe('complete-profile');
  closeModal();
  expect(appStore.getState().modal).toBe('phone');
  closeModal();
  // The bonus waited and was not lost.
  expect(appStore.getState().modal).toBe('daily-bonus');
  closeModal();
  expect(appStore.getState().modal).toBeNull();
});

it('a waiting request can be released before it shows; equals are first come first served', () => {
  const { openModal, releaseModal, closeModal } = appStore.getState();
  openModal('phone');
  openModal('daily-bonus');
  releaseModal('daily-bonus');
  closeModal();
  expect(appStore.getState().modal).toBeNull();
  openModal('shop');
  openModal('auth', 'register');
  expect(appStore.getState().modal).toBe('shop');
  expect(appStore.getState().authMode).toBe('register');
  closeModal();
  expect(appStore.getState().modal).toBe('auth');
});

it('clearModals drops every request (sign-out)', () => {
  appStore.getState().openModal('phone');
  appStore.getState().openModal('daily-bonus');
  appStore.getState().clearModals();
  expect(appStore.getState().modal).toBeNull();
  expect(appStore.getState().modalRequests).toEqual([]);
});

describe('page holds and popups (issue 28 item 2)', () => {
  beforeEach(() => appStore.setState({ holds: [], dialogsOnScreen: 0 }));

  it('a held page keeps the prompts (phone/consent, daily bonus) waiting; they show once every holder let go', () => {
    const s = () => appStore.getState();
    s().holdPage('payment-outcome');
    s().holdPage('payment-outcome');
    s().openModal('daily-bonus');
    s().openModal('phone');
    expect(s().modal).toBeNull();
    // What the player asked for is not held.
    s().openModal('shop');
    expect(s().modal).toBe('shop');
    s().closeModal();
    s().releasePage('payment-outcome');
    expect(s().modal).toBeNull();
    s().releasePage('payment-outcome');
    expect(s().modal).toBe('phone');
    expect(s().holds).toEqual([]);
  });

  const ctx = (over: Partial<PopupContext> = {}): PopupContext => ({
    modal: null,
    dialogsOnScreen: 0,
    holds: [],
    path: '/games',
    ...over,
  });

  it.each<[string, Partial<PopupContext>, 'show' | 'wait' | 'drop', 'show' | 'wait' | 'drop']>([
    ['a quiet page', {}, 'show', 'show'],
    ['a slot dialog shown', { modal: 'phone' }, 'wait', 'wait'],
    ["a component's own dialog on screen", { dialogsOnScreen: 1 }, 'wait', 'wait'],
    ['the checkout, choosing (held)', { holds: ['checkout'] }, 'wait', 'wait'],
    ['a payment step (held)', { holds: ['payment-outcome'] }, 'wait', 'drop'],
    ['/deposit-success before its module loaded', { path: '/deposit-success/' }, 'wait', 'drop'],
    ['/success', { path: '/success' }, 'wait', 'drop'],
  ])('%s: other popups %s, payment popups %s', (_name, over, other, payment) => {
    expect(popupDecision(ctx(over), 'other')).toBe(other);
    expect(popupDecision(ctx(over), 'payment')).toBe(payment);
  });

  it('the deposit dialog opens on a quiet page, waits for the checkout, and is dropped where the outcome is shown', () => {
    expect(depositDialogDecision({ holds: [], path: '/games' })).toBe('open');
    expect(depositDialogDecision({ holds: ['checkout'], path: '/buy-coins' })).toBe('wait');
    expect(depositDialogDecision({ holds: ['payment-outcome'], path: '/buy-coins' })).toBe('drop');
    expect(depositDialogDecision({ holds: [], path: '/deposit-success' })).toBe('drop');
  });

  it('counts dialogs on screen, never below zero', () => {
    const s = () => appStore.getState();
    s().dialogShown();
    s().dialogShown();
    s().dialogHidden();
    expect(s().dialogsOnScreen).toBe(1);
    s().dialogHidden();
    s().dialogHidden();
    expect(s().dialogsOnScreen).toBe(0);
  });
});
