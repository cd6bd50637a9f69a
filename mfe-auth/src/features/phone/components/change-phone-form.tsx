import { Controller } from 'react-hook-form';
import { TIMING, type User } from '@arcade/contracts';
import { appStore, loadCurrentUser, toast } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { Form, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { nationalUsDigits, UsPhoneInput } from '../../../components/us-phone-input';
import { toastRequestFailure } from '../../../lib/api-errors';
import { useUpdateProfilePhone } from '../api/update-profile';
import { changePhoneFormSchema } from '../phone-form-schema';
import '../../../styles/auth.css';

const FALLBACK_SAVED = 'Phone number updated.';

export interface ChangePhoneFormProps {
  user: User;
}

/** Profile editor: change the phone (PUT /user/update-profile), then verify it in the phone popup. */
export function ChangePhoneForm({ user }: ChangePhoneFormProps) {
  // Checked on submit; an edit clears the message until the next submit.
  const form = useZodForm(changePhoneFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { phone: nationalUsDigits(user.phone) },
  });
  const update = useUpdateProfilePhone();

  const onSubmit = async ({ phone }: { phone: string }) => {
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
    <Form form={form} onSubmit={onSubmit} className="auth-form" aria-label="Change phone number">
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <UsPhoneInput
            label="Phone number"
            value={field.value}
            error={fieldState.error?.message}
            onChange={(v) => {
              field.onChange(v);
              form.clearErrors('phone');
            }}
          />
        )}
      />
      <p className="ui-muted" style={{ marginTop: 0 }} aria-live="polite">
        {!user.phone
          ? 'No phone number on your account yet.'
          : user.isPhoneVerified
            ? 'Verified.'
            : 'Not verified yet.'}
      </p>
      <div className="auth-row">
        <FormSubmit pending={update.isPending} pendingLabel="Saving...">
          Save phone number
        </FormSubmit>
        {user.phone && !user.isPhoneVerified ? (
          <Button onClick={() => appStore.getState().openModal('phone')}>Verify phone number</Button>
        ) : null}
      </div>
    </Form>
  );
}
