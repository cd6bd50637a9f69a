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
  /** Called once the choice is saved: the prompt closes (it never asks a second question). */
  onSaved?: () => void;
  /** Extra actions beside Save (e.g. "Not now" in the popup). */
  children?: ReactNode;
}

/**
 * The consent prompt's question (SPEC §5): only the consents not yet given are offered, unticked; saving sends the
 * ticked ones (PATCH /user/subscribe, source prompt), the answer as a toast. Withdrawing is on the profile's
 * switches (consent-switches.tsx).
 */
export function ConsentForm({ user, onSaved, children }: ConsentFormProps) {
  const showEmail = !user.isOpted;
  const showSms = !user.isSmsOpted;
  const form = useZodForm(subscribeSchema, { defaultValues: { isOpted: false, isSmsOpted: false } });
  const [email = false, sms = false] = useWatch({ control: form.control, name: ['isOpted', 'isSmsOpted'] });
  const save = useSubscribe();

  if (!showEmail && !showSms) return null;

  const input: SubscribeInput = { source: 'prompt' };
  if (showEmail && email) input.isOpted = true;
  if (showSms && sms) input.isSmsOpted = true;
  const unchanged = input.isOpted === undefined && input.isSmsOpted === undefined;

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
