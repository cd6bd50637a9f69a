import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../lib/documents/common';
import { SOCIAL_LINKS } from '@arcade/contracts';
import { COMMUNITY_GUIDELINES } from './social-links';

/** The community page: official social accounts, community guidelines, giveaway rules and safety advice. */
export function SocialPage() {
  return (
    <div className="social">
      <p className="legal-summary">
        Join other players for news, new games, tips and free Sweep Coin giveaways. Here are our official
        accounts and the guidelines that keep our community friendly and safe.
      </p>

      <section aria-labelledby="social-follow">
        <h2 id="social-follow">Follow Lucky Arcade</h2>
        <ul className="social__links">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.network} className="ui-card">
              <a href={s.url} target="_blank" rel="noopener noreferrer" className="social__link">
                Lucky Arcade on {s.network}
                <span className="ui-sr-only"> (opens in a new tab)</span>
              </a>
              <span className="ui-muted"> {s.handle}</span>
              <p>{s.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="social-guidelines">
        <h2 id="social-guidelines">Community Guidelines</h2>
        <p>
          These guidelines apply in every Lucky Arcade community space: our social pages, comments, direct
          messages and Discord.
        </p>
        <ol className="legal-list">
          {COMMUNITY_GUIDELINES.map((g) => (
            <li key={g.title}>
              <strong>{g.title}</strong> {g.text}
            </li>
          ))}
        </ol>
        <p>
          Moderators may hide posts, mute or ban anyone who breaks these guidelines. Serious or repeated
          breaches can also lead to the closure of the player&apos;s Lucky Arcade account under our{' '}
          <Link to="/terms-and-conditions">Terms and Conditions</Link>.
        </p>
      </section>

      <section aria-labelledby="social-giveaways">
        <h2 id="social-giveaways">Giveaways on Social Media</h2>
        <ul className="legal-list">
          <li>No purchase is necessary to enter or win. A purchase does not improve your chances.</li>
          <li>
            Giveaways are open only to players aged 21 or older in eligible states, with a verified Lucky
            Arcade account.
          </li>
          <li>
            Each giveaway post states how to enter, when it ends and how winners are chosen. Sweep Coin prizes
            follow the <Link to="/sweepstake-rules">Sweepstake Rules</Link>.
          </li>
          <li>
            Winners are announced in the post and contacted only through their Lucky Arcade account, never by
            direct message asking for details.
          </li>
          <li>Giveaways are not sponsored, endorsed or administered by the social networks.</li>
        </ul>
      </section>

      <section aria-labelledby="social-safety">
        <h2 id="social-safety">Stay Safe</h2>
        <p>
          We will never ask for your password, a verification code or a payment in a comment or direct
          message. Accounts not listed above are not ours. If you see an impersonator or a scam, report it to
          the network and to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>

      <section aria-labelledby="social-help">
        <h2 id="social-help">Need Help With Your Account?</h2>
        <p>
          For anything about your account, coins or prizes, please do not post personal details in public.{' '}
          <Link to="/contact-us">Contact support</Link> instead, so we can help you privately.
        </p>
      </section>
    </div>
  );
}
