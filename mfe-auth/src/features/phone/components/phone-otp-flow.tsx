import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { TIMING } from '@arcade/contracts';
import { loadCurrentUser, toast, errorMessage, isHttpError, toastRequestFailure } from '@arcade/platform';
import { Field } from '@arcade/shared-ui';
import { Form, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { AUTH_TEXT } from '../../../lib/messages';
import { useResendPhoneOtp } from '../api/resend-phone-otp';
import { useSendPhoneOtp } from '../api/send-phone-otp';
import { updateProfilePhone } from '../api/update-profile';
import { useVerifyPhoneOtp } from '../api/verify-phone-otp';
import { useCooldown } from '../hooks/use-cooldown';
import { UsPhoneInput } from '../../../components/us-phone-input';
import { changePhoneFormSchema, otpFormSchema } from '../phone-form-schema';
import { PhoneNumberStep } from './phone-number-step';
import '../../../styles/auth.css';

export interface PhoneOtpFlowProps {
  /** Digits to start with (national part, without +1). */
  initialPhone: string;
  /** The signed-in player's stored phone: a different number is saved to the profile before the code is sent. */
  currentPhone?: string | null;
  signedIn: boolean;
  onVerified: (phone: string) => void | Promise<void>;
}

/** Phone entry, send code, 6-digit code, verify, resend after 60 s (SPEC §4, §5, §8). */
export function PhoneOtpFlow({ initialPhone, currentPhone, signedIn, onVerified }: PhoneOtpFlowProps) {
  // Both steps are checked on submit; an edit clears the field's message until the next submit.
  const otpForm = useZodForm(otpFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { otp: '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const send = useSendPhoneOtp();
  const verify = useVerifyPhoneOtp();
  const resend = useResendPhoneOtp();
  const cooldown = useCooldown();

  const onSend = async (phone: string) => {
    if (signedIn && phone !== currentPhone) {
      setSaving(true);
      try {
        await updateProfilePhone(phone);
        await loadCurrentUser();
      } catch (error) {
        toastRequestFailure(error);
        return;
      } finally {
        setSaving(false);
      }
    }
    try {
      await send.mutateAsync(phone);
      toast('success', AUTH_TEXT.otpSent);
      setSentTo(phone);
      otpForm.reset({ otp: '' });
      cooldown.start(TIMING.otpResendCooldownS);
    } catch (error) {
      toast('error', errorMessage(error, AUTH_TEXT.otpSendFailed));
    }
  };

  const setOtpError = (message: string) => otpForm.setError('otp', { type: 'server', message });

  const onVerify = async ({ otp }: { otp: string }) => {
    if (!sentTo) return;
    try {
      const answer = await verify.mutateAsync({ phone: sentTo, otp });
      if (!answer?.isVerified) {
        setOtpError(AUTH_TEXT.otpInvalid);
        return;
      }
      toast('success', AUTH_TEXT.phoneVerified);
      await onVerified(sentTo);
    } catch (error) {
      // A refusal the server explains (wrong or expired code, too many attempts) stays beside the field.
      if (isHttpError(error) && error.status < 500 && errorMessage(error, '')) setOtpError(error.message);
      else toast('error', AUTH_TEXT.otpVerifyFailed);
    }
  };

  const onResend = async () => {
    if (!sentTo || cooldown.remaining > 0) return;
    try {
      await resend.mutateAsync(sentTo);
      toast('success', AUTH_TEXT.otpResent);
      cooldown.start(TIMING.otpResendCooldownS);
    } catch (error) {
      toast('error', errorMessage(error, AUTH_TEXT.otpResendFailed));
    }
  };

  if (!sentTo) {
    return (
      <PhoneNumberStep
        schema={changePhoneFormSchema}
        Field={UsPhoneInput}
        initialValue={initialPhone}
        label="Send a verification code"
        submitLabel="Send OTP"
        pendingLabel="Sending..."
        pending={saving || send.isPending}
        onSubmit={onSend}
      />
    );
  }

  return (
    <Form
      form={otpForm}
      onSubmit={onVerify}
      className="auth-form auth-otp"
      aria-label="Enter the verification code"
    >
      <p className="ui-muted" style={{ marginTop: 0 }}>
        We sent a 6-digit code by SMS to <strong>{sentTo}</strong>.
      </p>
      <Controller
        control={otpForm.control}
        name="otp"
        render={({ field, fieldState }) => (
          <Field
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            onChange={(e) => {
              field.onChange(e.target.value.replace(/\D/g, '').slice(0, 6));
              otpForm.clearErrors('otp');
            }}
          />
        )}
      />
      <FormSubmit className="auth-actions" pending={verify.isPending} pendingLabel="Verifying...">
        Verify
      </FormSubmit>
      <div className="auth-row">
        <button
          type="button"
          className="auth-link-btn"
          onClick={() => void onResend()}
          disabled={cooldown.remaining > 0 || resend.isPending}
        >
          {cooldown.remaining > 0 ? `Resend OTP in ${cooldown.remaining}s` : 'Resend OTP'}
        </button>
        <button
          type="button"
          className="auth-link-btn"
          onClick={() => {
            setSentTo(null);
            otpForm.reset({ otp: '' });
          }}
        >
          Change number
        </button>
      </div>
    </Form>
  );
}
