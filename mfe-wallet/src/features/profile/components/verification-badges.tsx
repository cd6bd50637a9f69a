import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@arcade/contracts';
import { bus } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';

function Badge({ verified }: { verified: boolean }) {
  return (
    <span className={`wl-badge wl-badge--${verified ? 'ok' : 'pending'}`}>
      <span aria-hidden="true">{verified ? '✓' : '!'}</span> {verified ? 'Verified' : 'Not verified'}
    </span>
  );
}

/** E-mail, phone and identity (KYC) verification state, with the next step for each one missing. */
export function VerificationBadges({ user }: { user: User }) {
  const headingId = useId();
  return (
    <section className="ui-card wl-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Verification</h2>
      <ul className="wl-verify">
        <li>
          <span className="wl-verify__label">E-mail</span>
          <Badge verified={user.isEmailVerified} />
        </li>
        <li>
          <span className="wl-verify__label">Phone</span>
          <Badge verified={user.isPhoneVerified} />
          {!user.isPhoneVerified ? (
            <Button variant="ghost" onClick={() => bus.emit('phone:open')}>
              Verify phone
            </Button>
          ) : null}
        </li>
        <li>
          <span className="wl-verify__label">Identity (KYC)</span>
          <Badge verified={user.isKYC} />
          <Link to="/verify-kyc">{user.isKYC ? 'View identity verification' : 'Verify your identity'}</Link>
        </li>
      </ul>
    </section>
  );
}
