import { Controller } from 'react-hook-form';
import { STATE_NAMES, TIMING } from '@arcade/contracts';
import { toast, toastRequestFailure } from '@arcade/platform';
import { Form, FormField, FormSelectField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { AppLink } from '../../../components/app-link';
import { CheckField } from '../../../components/check-field';
import { CountryPhoneField } from '../../../components/country-phone-field';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { redirectOf } from '../redirect-of';
import { lowercaseOnChange } from '../../../lib/lowercase-input';
import { AUTH_TEXT } from '../../../lib/messages';
import { withPasswordMatch } from '../../../lib/password-match';
import {
  registerDefaults,
  registerFormSchema,
  toRegisterPayload,
  useRegister,
  type RegisterFormFields,
} from '../api/register';

export interface RegisterFormProps {
  onFinish: (to: string) => void;
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function RegisterForm({ onFinish }: RegisterFormProps) {
  const form = useZodForm<typeof registerFormSchema, RegisterFormFields>(registerFormSchema, {
    defaultValues: registerDefaults,
    refine: withPasswordMatch('password', 'confirmPassword'),
  });
  const { register, control } = form;
  const create = useRegister();

  const onSubmit = async (values: Parameters<typeof toRegisterPayload>[0]) => {
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
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="auth-form" aria-label="Create account">
      <FormField name="name" label="Full name" autoComplete="name" />
      <FormField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        interceptChange={lowercaseOnChange}
      />
      <PasswordPairFields
        password="password"
        confirm="confirmPassword"
        passwordLabel="Password"
        confirmLabel="Confirm password"
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
      <FormSelectField name="state" label="State" placeholder="Select your state" options={STATE_NAMES} />
      <CheckField
        {...register('isAdult')}
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
      <FormSubmit className="auth-actions" pending={create.isPending} pendingLabel="Creating account...">
        Create Account
      </FormSubmit>
    </Form>
  );
}
