import { useState, type FormEvent, type ReactNode } from 'react';
import type { User } from '@arcade/contracts';
import { loadCurrentUser, toast } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { AppLink } from '../../../components/app-link';
import { CheckField } from '../../../components/check-field';
import { toastRequestFailure } from '../../../lib/api-errors';
import { AUTH_TEXT } from '../../../lib/messages';
import { useSubscribe, type SubscribeInput } from '../api/subscribe';
import '../../../styles/auth.css';

const FALLBACK_SAVED = 'Your preferences have been saved.';

export interface ConsentFormProps {
  user: User;
  /**
   * opt-in: only the consents not yet given are offered (SPEC §5), unticked.
   * manage: both shown with their current value, so a player can also withdraw consent.
   */
  mode: 'opt-in' | 'manage';
  onSaved?: () => void;
  /** Extra actions beside Save (e.g. "Not now" in the popup). */
  children?: ReactNode;
}

/** Marketing e-mail (isOpted) and SMS (isSmsOpted) consent; PATCH /user/subscribe, the answer as a toast. */
export function ConsentForm({ user, mode, onSaved, children }: ConsentFormProps) {
  const showEmail = mode === 'manage' || !user.isOpted;
  const showSms = mode === 'manage' || !user.isSmsOpted;
  const [email, setEmail] = useState(mode === 'manage' ? user.isOpted : false);
  const [sms, setSms] = useState(mode === 'manage' ? user.isSmsOpted : false);
  const save = useSubscribe();

  if (!showEmail && !showSms) return null;

  const input: SubscribeInput = {};
  if (showEmail && (mode === 'manage' || email)) input.isOpted = email;
  if (showSms && (mode === 'manage' || sms)) input.isSmsOpted = sms;
  const unchanged =
    mode === 'manage' ? email === user.isOpted && sms === user.isSmsOpted : Object.keys(input).length === 0;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (unchanged) return;
    try {
      const answer = await save.mutateAsync(input);
      toast('success', answer.message || FALLBACK_SAVED);
      await loadCurrentUser();
      onSaved?.();
    } catch (error) {
      toastRequestFailure(error);
    }
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Communication preferences">
      {showEmail ? (
        <CheckField
          name="isOpted"
          checked={email}
          onChange={(e) => setEmail(e.target.checked)}
          label={AUTH_TEXT.emailConsent}
        />
      ) : null}
      {showSms ? (
        <CheckField
          name="isSmsOpted"
          checked={sms}
          onChange={(e) => setSms(e.target.checked)}
          label={
            <>
              {AUTH_TEXT.smsConsent} See the{' '}
              <AppLink to="/sms-terms" target="_blank" rel="noopener noreferrer">
                SMS Terms
              </AppLink>
              .
            </>
          }
        />
      ) : null}
      <div className="auth-row">
        <Button type="submit" variant="primary" loading={save.isPending} disabled={unchanged}>
          {save.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
        {children}
      </div>
    </form>
  );
}
