import { useState, type FormEvent } from 'react';
import { normaliseUsPhone, TIMING, validateOtp } from '@arcade/contracts';
import { loadCurrentUser, toast } from '@arcade/platform';
import { Button, Field } from '@arcade/shared-ui';
import { UsPhoneInput } from '../../../components/us-phone-input';
import { isHttpError, serverMessage, toastRequestFailure } from '../../../lib/api-errors';
import { AUTH_TEXT } from '../../../lib/messages';
import { useResendPhoneOtp } from '../api/resend-phone-otp';
import { useSendPhoneOtp } from '../api/send-phone-otp';
import { updateProfilePhone } from '../api/update-profile';
import { useVerifyPhoneOtp } from '../api/verify-phone-otp';
import { useCooldown } from '../hooks/use-cooldown';
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
  const [phoneText, setPhoneText] = useState(initialPhone);
  const [phoneError, setPhoneError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const send = useSendPhoneOtp();
  const verify = useVerifyPhoneOtp();
  const resend = useResendPhoneOtp();
  const cooldown = useCooldown();

  const onSend = async (e: FormEvent) => {
    e.preventDefault();
    const checked = normaliseUsPhone(phoneText);
    if (!checked.ok) {
      setPhoneError(checked.message);
      return;
    }
    setPhoneError(undefined);
    if (signedIn && checked.phone !== currentPhone) {
      setSaving(true);
      try {
        await updateProfilePhone(checked.phone);
        await loadCurrentUser();
      } catch (error) {
        toastRequestFailure(error);
        return;
      } finally {
        setSaving(false);
      }
    }
    try {
      await send.mutateAsync(checked.phone);
      toast('success', AUTH_TEXT.otpSent);
      setSentTo(checked.phone);
      setOtp('');
      setOtpError(undefined);
      cooldown.start(TIMING.otpResendCooldownS);
    } catch (error) {
      toast('error', serverMessage(error, AUTH_TEXT.otpSendFailed));
    }
  };

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    if (!sentTo) return;
    const invalid = validateOtp(otp);
    if (invalid) {
      setOtpError(invalid);
      return;
    }
    setOtpError(undefined);
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
      if (isHttpError(error) && error.status < 500 && serverMessage(error, '')) setOtpError(error.message);
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
      toast('error', serverMessage(error, AUTH_TEXT.otpResendFailed));
    }
  };

  if (!sentTo) {
    return (
      <form className="auth-form" onSubmit={onSend} noValidate aria-label="Send a verification code">
        <UsPhoneInput
          label="Phone number"
          value={phoneText}
          error={phoneError}
          onChange={(v) => {
            setPhoneText(v);
            setPhoneError(undefined);
          }}
        />
        <div className="auth-actions">
          <Button type="submit" variant="primary" loading={saving || send.isPending}>
            {saving || send.isPending ? 'Sending...' : 'Send OTP'}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form
      className="auth-form auth-otp"
      onSubmit={onVerify}
      noValidate
      aria-label="Enter the verification code"
    >
      <p className="ui-muted" style={{ marginTop: 0 }}>
        We sent a 6-digit code by SMS to <strong>{sentTo}</strong>.
      </p>
      <Field
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        error={otpError}
        onChange={(e) => {
          setOtp(e.target.value.replace(/\D/g, '').slice(0, 6));
          setOtpError(undefined);
        }}
      />
      <div className="auth-actions">
        <Button type="submit" variant="primary" loading={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
      </div>
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
            setOtp('');
            setOtpError(undefined);
          }}
        >
          Change number
        </button>
      </div>
    </form>
  );
}
