import * as React from 'react';
import { Suspense, useEffect } from 'react';
import {
  afterPageSettles,
  appStore,
  bus,
  lazyNamed,
  navigate,
  usePageInstanceProbe,
  useAppStore,
} from '@arcade/platform';
import { useAuthPageMounted } from '../features/auth/hooks/auth-page-presence';
import { useEmailVerificationNotice } from '../features/auth/hooks/use-email-verification-notice';
import { needsProfileCompletion } from '../features/auth/profile-completion';

const loadDialog = () => import('../features/auth/components/auth-dialog');
const AuthDialog = lazyNamed(() => loadDialog().then((m) => m.AuthDialog));
const CompleteProfileDialog = lazyNamed(() =>
  import('../features/auth/components/complete-profile-dialog').then((m) => m.CompleteProfileDialog),
);

/**
 * Widget on every page: the auth modal when the store's modal is 'auth' (mode from authMode; the bus's
 * 'auth:open' opens it), the e-mail verification result from the address, and the profile completion
 * step of a first Google sign-in.
 */
export default function AuthModal() {
  usePageInstanceProbe('mfe_auth', React);
  const modal = useAppStore((s) => s.modal);
  const authMode = useAppStore((s) => s.authMode);
  const user = useAppStore((s) => s.user);
  const pageHasDialog = useAuthPageMounted();
  useEmailVerificationNotice();

  useEffect(() => {
    const onOpen = ({ mode }: { mode: 'login' | 'register' }) => {
      if (!appStore.getState().user) appStore.getState().openModal('auth', mode);
    };
    const onClose = () => {
      if (appStore.getState().modal === 'auth') appStore.getState().closeModal();
    };
    // A pointer on Login/Register (the shell's intent preload): run the dialog's code before the click comes.
    const onWarm = () => void loadDialog();
    bus.on('auth:open', onOpen);
    bus.on('auth:close', onClose);
    bus.on('auth:warm', onWarm);
    return () => {
      bus.off('auth:open', onOpen);
      bus.off('auth:close', onClose);
      bus.off('auth:warm', onWarm);
    };
  }, []);

  // The mandatory profile step takes the coordinator's first slot: every other modal waits behind it.
  const mustComplete = needsProfileCompletion(user);
  useEffect(() => {
    if (mustComplete) appStore.getState().openModal('complete-profile');
    else appStore.getState().releaseModal('complete-profile');
  }, [mustComplete]);

  const signedOut = user === null;
  useEffect(() => {
    // A signed-out visitor will likely log in: fetch the dialog's files (not run them) once the page has settled
    // and the browser is idle (not before: it would compete with the first screen's largest paint).
    if (signedOut)
      return afterPageSettles(() => void import('../features/auth/components/auth-dialog-prefetch'));
    return undefined;
  }, [signedOut]);

  const close = () => appStore.getState().closeModal();

  return (
    <Suspense fallback={null}>
      {modal === 'auth' && !user && !pageHasDialog ? (
        <AuthDialog
          mode={authMode}
          onModeChange={(m) => appStore.getState().openModal('auth', m)}
          onDismiss={close}
          onFinish={(to) => {
            navigate(to);
            close();
          }}
        />
      ) : null}
      {mustComplete && modal === 'complete-profile' ? <CompleteProfileDialog /> : null}
    </Suspense>
  );
}
