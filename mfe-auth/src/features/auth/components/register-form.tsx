import { Controller, useForm } from 'react-hook-form';
import { STATE_NAMES, TIMING } from '@arcade/contracts';
import { toast } from '@arcade/platform';
import { Button, Field, SelectField } from '@arcade/shared-ui';
import { AppLink } from '../../../components/app-link';
import { CheckField } from '../../../components/check-field';
import { CountryPhoneField } from '../../../components/country-phone-field';
import { redirectOf, toastRequestFailure } from '../../../lib/api-errors';
import { lowercaseOnChange } from '../../../lib/lowercase-input';
import { AUTH_TEXT } from '../../../lib/messages';
import { usePasswordConfirmError } from '../../../lib/password-match';
import {
  registerDefaults,
  registerResolver,
  toRegisterPayload,
  useRegister,
  type RegisterFormFields,
} from '../api/register';

export interface RegisterFormProps {
  onFinish: (to: string) => void;
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function RegisterForm({ onFinish }: RegisterFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormFields, unknown, Parameters<typeof toRegisterPayload>[0]>({
    resolver: registerResolver,
    defaultValues: registerDefaults,
    mode: 'onTouched',
  });
  const create = useRegister();
  const email = register('email');
  const confirmError = usePasswordConfirmError(
    control,
    'password',
    'confirmPassword',
    errors.confirmPassword?.message,
  );

  const onSubmit = handleSubmit(async (values) => {
    const payload = toRegisterPayload(values);
    try {
      const answer = await create.mutateAsync(payload);
      if (answer.message) toast('success', answer.message, TIMING.authToastMs);
      onFinish(`/phone-verification?phone=${encodeURIComponent(payload.phone)}`);
    } catch (error) {
      toastRequestFailure(error);
      const to = redirectOf(error);
      if (to) onFinish(to);
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Create account">
      <Field label="Full name" autoComplete="name" {...register('name')} error={errors.name?.message} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...email}
        onChange={lowercaseOnChange(email.onChange)}
        error={errors.email?.message}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        {...register('password')}
        error={errors.password?.message}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={confirmError}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <CountryPhoneField
            label="Phone number"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <SelectField
        label="State"
        placeholder="Select your state"
        options={STATE_NAMES}
        {...register('state')}
        error={errors.state?.message}
      />
      <CheckField
        {...register('isAdult')}
        error={errors.isAdult?.message}
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
      <CheckField
        {...register('acceptSMSTerms')}
        label={
          <>
            I agree to the{' '}
            <AppLink to="/sms-terms" {...newTab}>
              SMS Terms
            </AppLink>{' '}
            for account and verification text messages.
          </>
        }
      />
      <CheckField {...register('acceptSMSMarketing')} label={AUTH_TEXT.smsConsent} />
      <div className="auth-actions">
        <Button type="submit" variant="primary" loading={create.isPending}>
          {create.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </div>
    </form>
  );
}
