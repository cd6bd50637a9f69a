import { useEffect } from 'react';
import { playerLockBodySchema } from '@arcade/contracts';
import { Button } from '@arcade/shared-ui';
import { Form, FormSubmit, FormTextAreaField, showServerError, useZodForm } from '@arcade/shared-ui/form';

interface ReasonValues {
  reason: string;
}

/**
 * The reason of a player action (lock, unlock, end sessions): 5 to 500 characters (contracts' rule), focused when
 * it opens; the server's refusal shows under the field in its words; Escape or Cancel closes it.
 */
export function PlayerReasonForm({
  label,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useZodForm(playerLockBodySchema, { defaultValues: { reason: '' } });
  useEffect(() => {
    if (onCancel) form.setFocus('reason');
  }, [form, onCancel]);
  const submit = async ({ reason }: ReasonValues) => {
    try {
      await onSubmit(reason);
      form.reset({ reason: '' });
    } catch (e) {
      showServerError(form, e, { field: 'reason', fallback: 'This could not be recorded' });
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="admin-reason"
      aria-label={submitLabel}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel?.();
      }}
    >
      <FormTextAreaField<ReasonValues> name="reason" label={label} rows={2} maxLength={500} />
      <FormSubmit
        pending={pending}
        className="admin-actions"
        extra={
          onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : undefined
        }
      >
        {submitLabel}
      </FormSubmit>
    </Form>
  );
}
