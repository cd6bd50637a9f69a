import { secondFactorCodeBodySchema, type SecondFactorCodeBody } from '@arcade/contracts';
import { Modal } from '@arcade/shared-ui';
import { Form, FormField, FormSubmit, showServerError, useZodForm } from '@arcade/shared-ui/form';
import { useState } from 'react';
import { answerStepUp, stepUp, useStepUpPending } from '../lib/step-up';

function StepUpForm() {
  const form = useZodForm(secondFactorCodeBodySchema, { defaultValues: { code: '' } });
  const [busy, setBusy] = useState(false);
  const onSubmit = async (values: SecondFactorCodeBody) => {
    setBusy(true);
    try {
      await stepUp(values);
      answerStepUp(true);
    } catch (error) {
      showServerError(form, error, { field: 'code', fallback: 'The code could not be checked' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Confirm it is you">
      <p>
        This action moves coins. Enter the 6-digit code from your authenticator app (or a recovery code) to go
        on.
      </p>
      <FormField name="code" label="Code" autoComplete="one-time-code" spellCheck={false} />
      <FormSubmit pending={busy} pendingLabel="Checking...">
        Confirm and continue
      </FormSubmit>
    </Form>
  );
}

/**
 * The step-up dialog (issue 29 item 1), mounted once by the back office: opens when a coin-moving action answered
 * step_up_required (lib/staff-post.ts), which is sent again once the code is accepted; closing it cancels the
 * action. The modal returns focus to where it was.
 */
export function StepUpDialog() {
  const open = useStepUpPending();
  if (!open) return null;
  return (
    <Modal title="Confirm it is you" onClose={() => answerStepUp(false)}>
      <StepUpForm />
    </Modal>
  );
}
