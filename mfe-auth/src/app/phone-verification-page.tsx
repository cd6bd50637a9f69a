import { useState } from 'react';
import { loadCurrentUser, navigate, useAppStore } from '@arcade/platform';
import { Button, Page } from '@arcade/shared-ui';
import { AppLink } from '../components/app-link';
import { nationalUsDigits } from '../components/us-phone-input';
import { PhoneOtpFlow } from '../features/phone/components/phone-otp-flow';

/** /phone-verification?phone=: the phone code step right after registration (or from a link). */
export default function PhoneVerificationPage() {
  const user = useAppStore((s) => s.user);
  const [initial] = useState(
    () => new URLSearchParams(window.location.search).get('phone') ?? user?.phone ?? '',
  );
  const [verified, setVerified] = useState(false);

  return (
    <Page title="Verify Your Phone Number" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <div className="ui-card auth-narrow">
        {verified ? (
          <div role="status">
            {user ? (
              <>
                <p>Your phone number is verified.</p>
                <Button variant="primary" onClick={() => navigate('/games')}>
                  Continue to games
                </Button>
              </>
            ) : (
              <>
                <p>
                  Your phone number is verified. Open the link in the e-mail we sent you to verify your e-mail
                  address, then log in.
                </p>
                <Button variant="primary" onClick={() => navigate('/login')}>
                  Log In
                </Button>
              </>
            )}
          </div>
        ) : (
          <>
            <p>Please verify your phone number. We will text you a 6-digit code.</p>
            <PhoneOtpFlow
              initialPhone={nationalUsDigits(initial)}
              currentPhone={user?.phone ?? null}
              signedIn={user !== null}
              onVerified={async () => {
                if (user) await loadCurrentUser();
                setVerified(true);
              }}
            />
            <p className="auth-switch">
              <AppLink to="/">Skip for now</AppLink>
            </p>
          </>
        )}
      </div>
    </Page>
  );
}
