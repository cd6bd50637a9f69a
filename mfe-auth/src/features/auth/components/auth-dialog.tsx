import { Suspense } from 'react';
import { Modal, Spinner } from '@arcade/shared-ui';
import { lazyNamed } from '@arcade/platform';
import { AUTH_TEXT } from '../../../lib/messages';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginForm } from './login-form';

// The register form carries the phone field and its rule (libphonenumber-js metadata): fetched when the register
// mode is shown, not with the login dialog every visitor's page preloads (issue 9).
const RegisterForm = lazyNamed(() => import('./register-form').then((m) => m.RegisterForm));
import '../../../styles/auth.css';

export type AuthMode = 'login' | 'register';

export interface AuthDialogProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** The player closed the dialog (close button, Escape, backdrop). */
  onDismiss: () => void;
  /** The flow is done and goes to another page. */
  onFinish: (to: string) => void;
}

/** The auth modal of SPEC §2.4: login or register, switchable. */
export function AuthDialog({ mode, onModeChange, onDismiss, onFinish }: AuthDialogProps) {
  const isLogin = mode === 'login';
  return (
    <Modal title={isLogin ? AUTH_TEXT.loginTitle : AUTH_TEXT.registerTitle} onClose={onDismiss}>
      {isLogin ? (
        <LoginForm key="login" onFinish={onFinish} />
      ) : (
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <RegisterForm key="register" onFinish={onFinish} />
        </Suspense>
      )}
      <div className="auth-divider">or</div>
      <GoogleSignInButton />
      <p className="auth-switch">
        {isLogin ? "Don't have an account? " : 'Already have an account? '}
        <button
          type="button"
          className="auth-link-btn"
          onClick={() => onModeChange(isLogin ? 'register' : 'login')}
        >
          {isLogin ? 'Create Account' : 'Log In'}
        </button>
      </p>
    </Modal>
  );
}
