import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { subscribeSchema, type User } from '@arcade/contracts';
import { loadCurrentUser, toast, toastRequestFailure } from '@arcade/platform';
import { Form, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { AppLink } from '../../../components/app-link';
import { CheckField } from '../../../components/check-field';
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
  const form = useZodForm(subscribeSchema, {
    defaultValues: {
      isOpted: mode === 'manage' ? user.isOpted : false,
      isSmsOpted: mode === 'manage' ? user.isSmsOpted : false,
    },
  });
  const [email = false, sms = false] = useWatch({ control: form.control, name: ['isOpted', 'isSmsOpted'] });
  const save = useSubscribe();

  if (!showEmail && !showSms) return null;

  const input: SubscribeInput = {};
  if (showEmail && (mode === 'manage' || email)) input.isOpted = email;
  if (showSms && (mode === 'manage' || sms)) input.isSmsOpted = sms;
  const unchanged =
    mode === 'manage' ? email === user.isOpted && sms === user.isSmsOpted : Object.keys(input).length === 0;

  const onSubmit = async () => {
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
    <Form form={form} onSubmit={onSubmit} className="auth-form" aria-label="Communication preferences">
      {showEmail ? <CheckField {...form.register('isOpted')} label={AUTH_TEXT.emailConsent} /> : null}
      {showSms ? (
        <CheckField
          {...form.register('isSmsOpted')}
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
      <FormSubmit
        className="auth-row"
        pending={save.isPending}
        pendingLabel="Saving..."
        disabled={unchanged}
        extra={children}
      >
        Save preferences
      </FormSubmit>
    </Form>
  );
}
