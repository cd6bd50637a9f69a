import { useState } from 'react';
import { Page } from '@arcade/shared-ui';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  return (
    <Page title="Reset Password" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <ResetPasswordForm token={token} />
    </Page>
  );
}
