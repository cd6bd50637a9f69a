import { Link } from 'react-router-dom';
import { Button } from '@arcade/shared-ui';

/** The support panel the shell's chat launcher opens. */
export default function ChatLauncher({ onClose }: { onClose?: () => void }) {
  return (
    <section
      className="ui-card"
      role="dialog"
      aria-label="Support"
      // Never wider than the phone; the long e-mail address breaks instead of overflowing (issue 8 item 7).
      style={{ width: 300, maxWidth: '100%', boxSizing: 'border-box', overflowWrap: 'anywhere' }}
    >
      <h2 style={{ fontSize: '1.1rem', marginTop: 0 }}>How can we help?</h2>
      <p>Our support team answers every day from 9 AM to 9 PM Central Time.</p>
      <ul>
        <li>
          <Link to="/faqs">Read the FAQ</Link>
        </li>
        <li>
          <Link to="/contact-us">Contact support</Link>
        </li>
        <li>
          <a href="mailto:support@luckyarcade.example">support@luckyarcade.example</a>
        </li>
      </ul>
      {onClose ? <Button onClick={onClose}>Close</Button> : null}
    </section>
  );
}
