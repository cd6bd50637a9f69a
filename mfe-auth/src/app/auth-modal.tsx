import * as React from 'react';
import { useEffect } from 'react';
import { appStore, bus, navigate, usePageInstanceProbe, useAppStore } from '@arcade/platform';
import { needsProfileCompletion } from '../features/auth/api/complete-profile';
import { AuthDialog } from '../features/auth/components/auth-dialog';
import { CompleteProfileDialog } from '../features/auth/components/complete-profile-dialog';
import { useAuthPageMounted } from '../features/auth/hooks/auth-page-presence';
import { useEmailVerificationNotice } from '../features/auth/hooks/use-email-verification-notice';

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
    bus.on('auth:open', onOpen);
    bus.on('auth:close', onClose);
    return () => {
      bus.off('auth:open', onOpen);
      bus.off('auth:close', onClose);
    };
  }, []);

  const close = () => appStore.getState().closeModal();

  return (
    <>
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
      {needsProfileCompletion(user) ? <CompleteProfileDialog /> : null}
    </>
  );
}
