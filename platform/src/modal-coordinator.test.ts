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
