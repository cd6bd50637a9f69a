import { TIMING, type User } from '@arcade/contracts';
import { updateProfileWithPhoneRuleSchema } from '@arcade/contracts/phone-rule';
import { appStore, loadCurrentUser, toast, toastRequestFailure } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { CountryPhoneField } from '../../../components/country-phone-field';
import { useUpdateProfilePhone } from '../api/update-profile';
import { PhoneNumberStep } from './phone-number-step';

const FALLBACK_SAVED = 'Phone number updated.';

export interface ChangePhoneFormProps {
  user: User;
}

/**
 * Profile editor: change the phone (PUT /user/update-profile) with the register rule (any valid number of the
 * chosen country), then verify it in the phone popup.
 */
export function ChangePhoneForm({ user }: ChangePhoneFormProps) {
  const update = useUpdateProfilePhone();

  const onSubmit = async (phone: string) => {
    if (phone === user.phone) {
      toast('info', 'That is already your phone number.');
      return;
    }
    try {
      const answer = await update.mutateAsync(phone);
      toast('success', answer.message || FALLBACK_SAVED, TIMING.authToastMs);
      await loadCurrentUser();
    } catch (err) {
      toastRequestFailure(err);
    }
  };

  return (
    <PhoneNumberStep
      // the register rule (a valid number of the chosen country): the very schema of the route's body
      schema={updateProfileWithPhoneRuleSchema}
      Field={CountryPhoneField}
      initialValue={user.phone ?? ''}
      label="Change phone number"
      submitLabel="Save phone number"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSubmit={onSubmit}
      actions={
        user.phone && !user.isPhoneVerified ? (
          <Button onClick={() => appStore.getState().openModal('phone')}>Verify phone number</Button>
        ) : null
      }
    >
      <p className="ui-muted" style={{ marginTop: 0 }} aria-live="polite">
        {!user.phone
          ? 'No phone number on your account yet.'
          : user.isPhoneVerified
            ? 'Verified.'
            : 'Not verified yet.'}
      </p>
    </PhoneNumberStep>
  );
}
