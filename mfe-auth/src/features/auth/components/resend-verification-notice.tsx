import { toast } from '@arcade/platform';
import { AUTH_TEXT } from '../../../lib/messages';
import { useResendVerificationEmail } from '../api/resend-verification-email';

export interface ResendVerificationNoticeProps {
  /** The address the player tried to log in with. */
  email: string;
}

/** Shown after a login answered 204: the e-mail is not verified yet; offers a new link. */
export function ResendVerificationNotice({ email }: ResendVerificationNoticeProps) {
  const resend = useResendVerificationEmail();

  const onResend = () => {
    if (!email) {
      toast('error', AUTH_TEXT.emailNotFound);
      return;
    }
    resend.mutate(email, {
      onSuccess: () => toast('success', AUTH_TEXT.verificationEmailSent),
      onError: () => toast('error', AUTH_TEXT.verificationEmailFailed),
    });
  };

  return (
    <div className="auth-notice auth-notice--warning" role="status">
      <p style={{ margin: '0 0 6px' }}>
        Your e-mail address is not verified yet. Check your inbox for the verification link.
      </p>
      <button
        type="button"
        className="auth-link-btn"
        onClick={onResend}
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
      >
        {resend.isPending ? 'Sending...' : 'Resend verification email'}
      </button>
    </div>
  );
}
