import { useState } from 'react';
import type { SecondFactorEnrolment, User } from '@arcade/contracts';
import { totpCodeBodySchema, type TotpCodeBody } from '@arcade/contracts';
import { toast, toastRequestFailure } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { Form, FormField, FormSubmit, showServerError, useZodForm } from '@arcade/shared-ui/form';
import { useConfirmEnrolment, useStartEnrolment } from '../api/second-factor';

export interface EnrolSecondFactorProps {
  /** Signed in (after the recovery codes were shown): the user and the server's message. */
  onSignedIn: (user: User, message: string) => void;
}

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast('success', `${what} copied`);
  } catch {
    toast('error', `The ${what.toLowerCase()} could not be copied; select it and copy it by hand`);
  }
}

function download(codes: string[]) {
  const blob = new Blob([`Lucky Arcade recovery codes (each works once)\n\n${codes.join('\n')}\n`], {
    type: 'text/plain',
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'lucky-arcade-recovery-codes.txt';
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * A staff member's first sign-in: set up an authenticator app (the QR code, or the secret typed in), confirm with
 * its first code, then keep the recovery codes, which are shown this once.
 */
export function EnrolSecondFactor({ onSignedIn }: EnrolSecondFactorProps) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [done, setDone] = useState<{ user: User; message: string; codes: string[] } | null>(null);
  const form = useZodForm(totpCodeBodySchema, { defaultValues: { code: '' } });

  const begin = async () => {
    try {
      setEnrolment((await start.mutateAsync()).data);
    } catch (error) {
      toastRequestFailure(error);
    }
  };

  const onSubmit = async (values: TotpCodeBody) => {
    try {
      const answer = await confirm.mutateAsync(values);
      setDone({ user: answer.data.user, message: answer.message, codes: answer.data.recoveryCodes });
    } catch (error) {
      showServerError(form, error, { field: 'code', fallback: 'The code could not be checked' });
    }
  };

  if (done) {
    return (
      <section className="auth-form" aria-labelledby="recovery-codes-title">
        <h3 id="recovery-codes-title">Your recovery codes</h3>
        <p>
          Two-step sign-in is on. If you lose your phone, sign in with one of these codes; each works once.
          They are shown only now: copy or download them and keep them somewhere safe.
        </p>
        <ul className="second-factor-codes" aria-label="Recovery codes">
          {done.codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <div className="auth-row">
          <Button type="button" variant="secondary" onClick={() => void copy(done.codes.join('\n'), 'Codes')}>
            Copy codes
          </Button>
          <Button type="button" variant="secondary" onClick={() => download(done.codes)}>
            Download codes
          </Button>
        </div>
        <div className="auth-actions">
          <Button type="button" variant="primary" onClick={() => onSignedIn(done.user, done.message)}>
            I have saved my codes
          </Button>
        </div>
      </section>
    );
  }

  if (!enrolment) {
    return (
      <div className="auth-form">
        <p>
          Staff accounts sign in with a second step. Install an authenticator app (for example Google
          Authenticator, Microsoft Authenticator or 1Password) on your phone, then set it up here.
        </p>
        <div className="auth-actions">
          <Button type="button" variant="primary" onClick={() => void begin()} disabled={start.isPending}>
            {start.isPending ? 'Preparing...' : 'Set up my authenticator app'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="auth-form" aria-label="Set up two-step sign-in">
      <p>1. Scan this code with your authenticator app.</p>
      <img
        className="second-factor-qr"
        src={enrolment.qrDataUrl}
        alt="QR code that adds your Lucky Arcade staff account to an authenticator app"
        width={200}
        height={200}
      />
      <p>Or type this key into the app:</p>
      <div className="auth-row">
        <code className="second-factor-secret" aria-label="Setup key">
          {enrolment.secret}
        </code>
        <Button type="button" variant="secondary" onClick={() => void copy(enrolment.secret, 'Key')}>
          Copy key
        </Button>
      </div>
      <p>2. Enter the 6-digit code the app shows.</p>
      <FormField name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" />
      <FormSubmit className="auth-actions" pending={confirm.isPending} pendingLabel="Checking...">
        Turn on two-step sign-in
      </FormSubmit>
    </Form>
  );
}
