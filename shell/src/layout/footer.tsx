import { Link } from 'react-router-dom';
import { SOCIAL_LINKS } from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';

function FreeEntryBanner() {
  const user = useAppStore((s) => s.user);
  if (user?.claimedSweepBonus) {
    return (
      <p
        className="shell-banner shell-banner--done"
        role="status"
        data-testid="free-entry-banner"
        data-claimed="true"
      >
        Free entry claimed! You can claim your next free entry again after 7 days.
      </p>
    );
  }
  return (
    <p className="shell-banner" data-testid="free-entry-banner" data-claimed="false">
      <Link to="/amoe-free-entry">No Purchase Necessary - Free Entries</Link>
    </p>
  );
}

/** Footer (SPEC §2.3): Quick Links, Legal and Policies, social links and the free-entry banner. */
export function Footer() {
  return (
    <footer className="shell-footer">
      <FreeEntryBanner />
      <div className="shell-footer__cols">
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick Links</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/games">Games</Link>
            </li>
            <li>
              <Link to="/rewards">Rewards</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/faqs">FAQ</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact Us</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal and Policies</h2>
          <ul>
            <li>
              <Link to="/terms-and-conditions">Terms and Conditions</Link>
            </li>
            <li>
              <Link to="/sweepstake-rules">Sweepstake Rules</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/refund-policy">Refund Policy</Link>
            </li>
            <li>
              <Link to="/age-verification-policy">Age Verification Policy</Link>
            </li>
            <li>
              <Link to="/gameplay-policy">Gameplay Policy</Link>
            </li>
            <li>
              <Link to="/accessibility-statement">Accessibility Statement</Link>
            </li>
            <li>
              <Link to="/sms-terms">SMS Terms</Link>
            </li>
            <li>
              <Link to="/amoe-free-entry">AMOE Free Entry</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social">Follow Us</h2>
          <ul>
            <li>
              <Link to="/social-media">Community</Link>
            </li>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.network}
                  <span className="ui-sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="shell-footer__legal">
        No purchase necessary. Free to play. 21+ only. Void where prohibited. © 2026 Lucky Arcade
        Entertainment, LLC.
      </p>
    </footer>
  );
}
