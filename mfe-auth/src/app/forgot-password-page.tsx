import { Page } from '@arcade/shared-ui';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <Page title="Forgot Password" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <ForgotPasswordForm />
    </Page>
  );
}
