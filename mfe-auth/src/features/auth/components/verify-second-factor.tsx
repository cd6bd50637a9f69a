import type { User } from '@arcade/contracts';
import { secondFactorCodeBodySchema, type SecondFactorCodeBody } from '@arcade/contracts';
import { Form, FormField, FormSubmit, showServerError, useZodForm } from '@arcade/shared-ui/form';
import { useVerifySecondFactor } from '../api/second-factor';

export interface VerifySecondFactorProps {
  /** Signed in: the user and the server's message. */
  onSignedIn: (user: User, message: string) => void;
}

/** A staff sign-in's second step: the authenticator app's code, or one of the recovery codes (each works once). */
export function VerifySecondFactor({ onSignedIn }: VerifySecondFactorProps) {
  const form = useZodForm(secondFactorCodeBodySchema, { defaultValues: { code: '' } });
  const verify = useVerifySecondFactor();

  const onSubmit = async (values: SecondFactorCodeBody) => {
    try {
      const answer = await verify.mutateAsync(values);
      onSignedIn(answer.data.user, answer.message);
    } catch (error) {
      showServerError(form, error, { field: 'code', fallback: 'The code could not be checked' });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="auth-form" aria-label="Two-step sign-in">
      <p className="ui-muted">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes
        instead.
      </p>
      <FormField
        name="code"
        label="Code"
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="none"
      />
      <FormSubmit className="auth-actions" pending={verify.isPending} pendingLabel="Checking...">
        Verify
      </FormSubmit>
    </Form>
  );
}
