import { useForm } from 'react-hook-form';
import { TIMING } from '@arcade/contracts';
import { toast } from '@arcade/platform';
import { Button, Field } from '@arcade/shared-ui';
import { toastRequestFailure } from '../../../lib/api-errors';
import { usePasswordConfirmError } from '../../../lib/password-match';
import { changePasswordResolver, useChangePassword, type ChangePasswordFields } from '../api/change-password';
import '../../../styles/auth.css';

const FALLBACK_DONE = 'Your password has been changed.';

export function ChangePasswordForm() {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFields>({
    resolver: changePasswordResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const change = useChangePassword();
  const confirmError = usePasswordConfirmError(
    control,
    'newPassword',
    'confirmPassword',
    errors.confirmPassword?.message,
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      toast('success', answer.message || FALLBACK_DONE, TIMING.authToastMs);
      reset();
    } catch (error) {
      toastRequestFailure(error);
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Change password">
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        {...register('newPassword')}
        error={errors.newPassword?.message}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={confirmError}
      />
      <p className="ui-muted" style={{ marginTop: 0 }}>
        Changing your password signs you out on your other devices.
      </p>
      <div>
        <Button type="submit" variant="primary" loading={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
