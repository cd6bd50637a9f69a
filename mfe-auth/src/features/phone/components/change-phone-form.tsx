import { useState, type FormEvent } from 'react';
import { normaliseUsPhone, TIMING, type User } from '@arcade/contracts';
import { appStore, loadCurrentUser, toast } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { nationalUsDigits, UsPhoneInput } from '../../../components/us-phone-input';
import { toastRequestFailure } from '../../../lib/api-errors';
import { useUpdateProfilePhone } from '../api/update-profile';
import '../../../styles/auth.css';

const FALLBACK_SAVED = 'Phone number updated.';

export interface ChangePhoneFormProps {
  user: User;
}

/** Profile editor: change the phone (PUT /user/update-profile), then verify it in the phone popup. */
export function ChangePhoneForm({ user }: ChangePhoneFormProps) {
  const [text, setText] = useState(() => nationalUsDigits(user.phone));
  const [error, setError] = useState<string>();
  const update = useUpdateProfilePhone();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = normaliseUsPhone(text);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    if (checked.phone === user.phone) {
      toast('info', 'That is already your phone number.');
      return;
    }
    try {
      const answer = await update.mutateAsync(checked.phone);
      toast('success', answer.message || FALLBACK_SAVED, TIMING.authToastMs);
      await loadCurrentUser();
    } catch (err) {
      toastRequestFailure(err);
    }
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Change phone number">
      <UsPhoneInput
        label="Phone number"
        value={text}
        error={error}
        onChange={(v) => {
          setText(v);
          setError(undefined);
        }}
      />
      <p className="ui-muted" style={{ marginTop: 0 }} aria-live="polite">
        {!user.phone
          ? 'No phone number on your account yet.'
          : user.isPhoneVerified
            ? 'Verified.'
            : 'Not verified yet.'}
      </p>
      <div className="auth-row">
        <Button type="submit" variant="primary" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save phone number'}
        </Button>
        {user.phone && !user.isPhoneVerified ? (
          <Button onClick={() => appStore.getState().openModal('phone')}>Verify phone number</Button>
        ) : null}
      </div>
    </form>
  );
}
