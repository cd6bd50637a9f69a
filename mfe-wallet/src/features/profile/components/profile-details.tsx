import { useId } from 'react';
import { ROLE_LABELS, type User } from '@arcade/contracts';

export function fullName(name: User['name']): string {
  return [name.first, name.middle, name.last].filter(Boolean).join(' ');
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="wl-details__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Contact details and member information of the signed-in player. */
export function ProfileDetails({ user }: { user: User }) {
  const contactId = useId();
  const memberId = useId();
  return (
    <div className="wl-grid">
      <section className="ui-card wl-section" aria-labelledby={contactId}>
        <h2 id={contactId}>Personal details</h2>
        <dl className="wl-details">
          <Row label="Name" value={fullName(user.name) || 'Not provided'} />
          <Row label="E-mail" value={user.email} />
          <Row label="Phone" value={user.phone || 'Not provided'} />
          <Row label="State" value={user.state || 'Not provided'} />
        </dl>
      </section>
      <section className="ui-card wl-section" aria-labelledby={memberId}>
        <h2 id={memberId}>Member information</h2>
        <dl className="wl-details">
          <Row label="Member ID" value={user._id} />
          <Row label="Account type" value={ROLE_LABELS[user.role]} />
          <Row
            label="Login streak"
            value={`${user.loginStreak} ${user.loginStreak === 1 ? 'day' : 'days'}`}
          />
          <Row label="Marketing e-mails" value={user.isOpted ? 'Subscribed' : 'Not subscribed'} />
          <Row label="SMS updates" value={user.isSmsOpted ? 'Subscribed' : 'Not subscribed'} />
        </dl>
      </section>
    </div>
  );
}
