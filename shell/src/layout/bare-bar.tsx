import { Link, useLocation, useNavigate } from 'react-router-dom';
import logoUrl from '../logo.svg';
import { ChatSlot } from './chat-launcher';

/**
 * The top bar of the routes outside the main layout (SPEC §2.2: no header, navigation or footer there): the brand,
 * which goes home, and a way back. Without it a player who opened /buy-coins, /failed or /sweepstake-rules from a
 * link, an e-mail or a payment provider had no way into the site but the address bar.
 *
 * "Back" goes one step back in the site's own history; on the page the site was opened on (react-router's
 * `default` location key: nothing of ours before it) it is a link home instead, which is also what the deploy-time
 * picture of the page shows (scripts/prerender.mjs), so the live bar replaces it without a shift.
 */
export function BareBar() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <header className="shell-bare-bar" data-testid="bare-bar">
      <Link to="/" className="shell-logo">
        <img src={logoUrl} alt="Lucky Arcade home" width={137} height={35} />
      </Link>
      <div className="shell-bare-bar__right">
        {key === 'default' ? (
          <Link to="/" className="ui-btn ui-btn--ghost">
            Back to the arcade
          </Link>
        ) : (
          <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void navigate(-1)}>
            <span aria-hidden="true">←</span> Back
          </button>
        )}
        {/* On a phone the Support button docks here (chat-launcher.tsx). */}
        <ChatSlot />
      </div>
    </header>
  );
}
