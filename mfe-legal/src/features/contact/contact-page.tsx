import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_REPLY_TIME } from '../../lib/documents/common';
import { ContactForm } from './contact-form';

/** Contact Us: how to reach support, the hours, and the contact form. */
export function ContactPage() {
  return (
    <div className="contact">
      <p className="legal-summary">
        Our support team is here to help with your account, coins, free entries, prizes and games. Many
        answers are already in the <Link to="/faqs">FAQ</Link>.
      </p>
      <div className="contact__grid">
        <section className="ui-card" aria-labelledby="contact-ways">
          <h2 id="contact-ways">Ways to reach us</h2>
          <dl className="legal-dl">
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </dd>
            </div>
            <div>
              <dt>Support hours</dt>
              <dd>{SUPPORT_HOURS.charAt(0).toUpperCase() + SUPPORT_HOURS.slice(1)}</dd>
            </div>
            <div>
              <dt>Reply time</dt>
              <dd>We answer e-mails {SUPPORT_REPLY_TIME}.</dd>
            </div>
            <div>
              <dt>Live chat</dt>
              <dd>
                Use the Support button during support hours: at the top of the screen on a phone, at the
                bottom right on a computer.
              </dd>
            </div>
          </dl>
          <p className="ui-muted">
            Free entries by mail go to the address on the{' '}
            <Link to="/amoe-free-entry">AMOE Free Entry page</Link>, not to support. For responsible play help
            at any time, call or text 1-800-GAMBLER.
          </p>
        </section>
        <ContactForm />
      </div>
    </div>
  );
}
