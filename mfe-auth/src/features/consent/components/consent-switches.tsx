import { useId, useState, type ReactNode } from 'react';
import type { MarketingChannel, User } from '@arcade/contracts';
import { appStore, loadCurrentUser, toast, toastRequestFailure } from '@arcade/platform';
import { AppLink } from '../../../components/app-link';
import { AUTH_TEXT } from '../../../lib/messages';
import { useSubscribe } from '../api/subscribe';
import '../../../styles/auth.css';
import '../../../styles/consent-switches.css';

const FALLBACK_SAVED = 'Your preferences have been saved.';

interface ConsentSwitchProps {
  label: string;
  description: ReactNode;
  checked: boolean;
  busy: boolean;
  onToggle: (next: boolean) => void;
}

/** A labelled switch (a checkbox with role="switch": Space toggles it); its legal text describes it. */
function ConsentSwitch({ label, description, checked, busy, onToggle }: ConsentSwitchProps) {
  const id = useId();
  return (
    <div className="auth-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="auth-switch__input"
        checked={checked}
        aria-describedby={`${id}-hint`}
        aria-busy={busy || undefined}
        onChange={(event) => {
          if (!busy) onToggle(event.target.checked);
        }}
      />
      <label htmlFor={id} className="auth-switch__label">
        {label}
        <span className="auth-switch__state" aria-hidden="true">
          {checked ? 'On' : 'Off'}
        </span>
      </label>
      <p id={`${id}-hint`} className="auth-switch__hint">
        {description}
      </p>
    </div>
  );
}

/**
 * The profile's marketing consents: one switch per channel, each saved at once (PATCH /user/subscribe, source
 * profile), so a player can give or withdraw either at any time; a withdrawal stops the next message.
 */
export function ConsentSwitches({ user }: { user: User }) {
  const save = useSubscribe();
  // The value being saved, shown until the answer (a failure puts the stored one back).
  const [saving, setSaving] = useState<{ channel: MarketingChannel; next: boolean } | null>(null);

  const toggle = async (channel: MarketingChannel, next: boolean) => {
    setSaving({ channel, next });
    try {
      const answer = await save.mutateAsync(
        channel === 'email' ? { isOpted: next, source: 'profile' } : { isSmsOpted: next, source: 'profile' },
      );
      const updated = answer.data?.user;
      if (updated && appStore.getState().user?._id === updated._id) appStore.getState().setUser(updated);
      else await loadCurrentUser();
      toast('success', answer.message || FALLBACK_SAVED);
    } catch (error) {
      toastRequestFailure(error);
    } finally {
      setSaving(null);
    }
  };

  // A break, a self-exclusion or a staff restriction stops every marketing send at once (issue 30 item 4): the
  // switches keep the player's choice for afterwards and say why nothing is sent.
  const paused =
    user.restriction && user.restriction.reason !== 'state_excluded' ? user.restriction.message : null;

  const shown = (channel: MarketingChannel, stored: boolean) =>
    saving?.channel === channel ? saving.next : stored;

  return (
    <div className="auth-switches" role="group" aria-label="Marketing messages">
      {paused ? (
        <p className="auth-notice" data-testid="consent-paused">
          No marketing messages are sent to you for now, whatever these say: {paused}
        </p>
      ) : null}
      <ConsentSwitch
        label="Offers by e-mail"
        description={AUTH_TEXT.emailConsent}
        checked={shown('email', user.isOpted)}
        busy={saving?.channel === 'email'}
        onToggle={(next) => void toggle('email', next)}
      />
      <ConsentSwitch
        label="Offers by text message"
        description={
          <>
            {AUTH_TEXT.smsConsent} See the{' '}
            <AppLink to="/sms-terms" target="_blank" rel="noopener noreferrer">
              SMS Terms
            </AppLink>
            .
          </>
        }
        checked={shown('sms', user.isSmsOpted)}
        busy={saving?.channel === 'sms'}
        onToggle={(next) => void toggle('sms', next)}
      />
      {user.isSmsOpted && !user.isPhoneVerified ? (
        <p className="ui-muted">Texts go only to a verified phone number: verify yours above.</p>
      ) : null}
    </div>
  );
}
