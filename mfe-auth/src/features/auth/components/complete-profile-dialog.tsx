import { STATE_NAMES, TIMING } from '@arcade/contracts';
import { appStore, bus, loadCurrentUser, logout, toast, toastRequestFailure } from '@arcade/platform';
import { Button, Modal } from '@arcade/shared-ui';
import { Form, FormSelectField, useZodForm } from '@arcade/shared-ui/form';
import { AppLink } from '../../../components/app-link';
import { CheckField } from '../../../components/check-field';
import {
  completeProfileSchema,
  useCompleteProfile,
  type CompleteProfileFields,
} from '../api/complete-profile';
import '../../../styles/auth.css';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** After a first Google sign-in: state and 21+ confirmation before the account may buy or play. */
export function CompleteProfileDialog() {
  const form = useZodForm<typeof completeProfileSchema, CompleteProfileFields>(completeProfileSchema, {
    defaultValues: { state: '', isAdult: false },
  });
  const complete = useCompleteProfile();

  const onSubmit = async (values: { state: string }) => {
    try {
      const answer = await complete.mutateAsync({ state: values.state });
      if (answer.message) toast('success', answer.message, TIMING.authToastMs);
      const user = answer.data?.user;
      if (user) {
        appStore.getState().setUser(user);
        bus.emit('user:changed', user);
      } else await loadCurrentUser();
    } catch (error) {
      toastRequestFailure(error);
    }
  };

  return (
    <Modal title="Complete your profile" dismissible={false}>
      <p className="ui-muted">
        Before you can play or buy coins we need your state of residence and your age confirmation.
      </p>
      <Form form={form} onSubmit={onSubmit} className="auth-form" aria-label="Complete your profile">
        <FormSelectField name="state" label="State" placeholder="Select your state" options={STATE_NAMES} />
        <CheckField
          {...form.register('isAdult')}
          error={form.formState.errors.isAdult?.message}
          label={
            <>
              I am 21 years of age or older and I agree to the{' '}
              <AppLink to="/terms-and-conditions" {...newTab}>
                Terms and Conditions
              </AppLink>{' '}
              and the{' '}
              <AppLink to="/privacy-policy" {...newTab}>
                Privacy Policy
              </AppLink>
              .
            </>
          }
        />
        <div className="auth-actions">
          <Button type="submit" variant="primary" loading={complete.isPending}>
            {complete.isPending ? 'Saving...' : 'Continue'}
          </Button>
          <Button variant="ghost" onClick={() => void logout()}>
            Log out
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
