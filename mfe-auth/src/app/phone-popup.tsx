import { Suspense, useEffect } from 'react';
import { appStore, bus, lazyNamed, useAppStore } from '@arcade/platform';
import { needsProfileCompletion } from '../features/auth/profile-completion';
import { useAutoPhonePrompt } from '../features/phone/hooks/use-auto-phone-prompt';

const PhonePopupDialog = lazyNamed(() => import('./phone-popup-dialog').then((m) => m.PhonePopupDialog));

/**
 * Widget on every page: the phone popup of SPEC §4 when the store's modal is 'phone' (also on the bus's
 * 'phone:open'), and by itself when the phone is missing, unverified or not opted in to SMS, at most once every 30
 * days and never on checkout or play (use-auto-phone-prompt.ts).
 */
export default function PhonePopup() {
  const modal = useAppStore((s) => s.modal);
  const user = useAppStore((s) => s.user);
  useAutoPhonePrompt(user, needsProfileCompletion(user));

  useEffect(() => {
    const onOpen = () => {
      const state = appStore.getState();
      if (state.user) state.openModal('phone');
      else state.openModal('auth', 'login');
    };
    bus.on('phone:open', onOpen);
    return () => bus.off('phone:open', onOpen);
  }, []);

  if (modal !== 'phone' || !user) return null;
  return (
    <Suspense fallback={null}>
      <PhonePopupDialog user={user} onClose={() => appStore.getState().closeModal()} />
    </Suspense>
  );
}
