import * as React from 'react';
import { useEffect, useRef } from 'react';
import { appStore, navigate, usePageInstanceProbe, useAppStore } from '@arcade/platform';
import { AuthDialog, type AuthMode } from '../features/auth/components/auth-dialog';
import { useRegisterAuthPage } from '../features/auth/hooks/auth-page-presence';

export interface AuthPageProps {
  mode?: AuthMode;
}

/**
 * /login and /register: the auth modal over a blank page. Closing it without signing in goes to /;
 * a finished flow (signed in, registered, forgot password) goes where the flow says.
 */
export default function AuthPage({ mode = 'login' }: AuthPageProps) {
  usePageInstanceProbe('mfe_auth', React);
  useRegisterAuthPage();
  const modal = useAppStore((s) => s.modal);
  const authMode = useAppStore((s) => s.authMode);
  const user = useAppStore((s) => s.user);
  const opened = useRef(false);
  const finished = useRef(false);

  useEffect(() => {
    if (!appStore.getState().user) appStore.getState().openModal('auth', mode);
  }, [mode]);

  useEffect(() => {
    // Closed to logged-in players (SPEC §2.2).
    if (user && !finished.current) navigate('/', { replace: true });
  }, [user]);

  useEffect(() => {
    if (modal === 'auth') opened.current = true;
    else if (opened.current && !finished.current) navigate('/', { replace: true });
  }, [modal]);

  useEffect(
    () => () => {
      if (appStore.getState().modal === 'auth') appStore.getState().closeModal();
    },
    [],
  );

  const finish = (to: string) => {
    // A flow that points back at this very page (e.g. a 401 carrying redirect /login) keeps the dialog open:
    // navigating to the current route would not remount the page and would leave it blank.
    if (to === window.location.pathname) {
      appStore.getState().openModal('auth', to === '/register' ? 'register' : 'login');
      return;
    }
    finished.current = true;
    navigate(to);
    appStore.getState().closeModal();
  };

  return (
    <main className="ui-page" data-remote={__REMOTE_NAME__} data-remote-version={__REMOTE_VERSION__}>
      <h1 className="ui-sr-only">{mode === 'register' ? 'Register' : 'Log In'}</h1>
      {modal === 'auth' && !user ? (
        <AuthDialog
          mode={authMode}
          onModeChange={(m) => appStore.getState().openModal('auth', m)}
          onDismiss={() => appStore.getState().closeModal()}
          onFinish={finish}
        />
      ) : null}
    </main>
  );
}
