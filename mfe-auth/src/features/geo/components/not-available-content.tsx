import { MINIMUM_AGE, STATE_NAMES } from '@arcade/contracts';
import { navigate } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { AppLink } from '../../../components/app-link';
import { SITE_NAME } from '../../../lib/messages';
import '../../../styles/auth.css';

/** /not-available: why the site is closed here, where it is open, and what to do next. */
export function NotAvailableContent() {
  return (
    <div className="auth-narrow" style={{ maxWidth: 720 }}>
      <p>
        {SITE_NAME} is only open to players aged {MINIMUM_AGE} or older who are located in one of the eligible
        U.S. states. Your current location is not eligible, so registration, log in, purchases, bonuses and
        games are not available where you are right now.
      </p>
      <p>
        Sweepstakes laws differ from state to state, and we can only offer our games where they are permitted.
        We check your location each time you use the site; it is not a judgement about your account.
      </p>
      <h2>Eligible states</h2>
      <ul className="auth-states" aria-label="Eligible states">
        {STATE_NAMES.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <h2>Think this is a mistake?</h2>
      <p>
        If you are in an eligible state, turn off any VPN or proxy and try again. The full eligibility rules
        are in the <AppLink to="/sweepstake-rules">Sweepstake Rules</AppLink>. If the problem continues,{' '}
        <AppLink to="/contact-us">contact our support team</AppLink>.
      </p>
      <Button variant="primary" onClick={() => navigate('/')}>
        Try again
      </Button>
    </div>
  );
}
