import { useEffect } from 'react';
import { redemptionRejectBodySchema } from '@arcade/contracts';
import { Button } from '@arcade/shared-ui';
import { Form, FormSubmit, FormTextAreaField, showServerError, useZodForm } from '@arcade/shared-ui/form';

interface ReasonValues {
  reason: string;
}

export interface ReasonFormProps {
  /** The field's label, e.g. "Reason for rejecting". */
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the reason; a refusal is shown under the field in the server's words. */
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/** A rejection's reason (required, up to 500 characters: contracts' rule), focused when it opens; Escape cancels. */
export function ReasonForm({ label, submitLabel, pending, onSubmit, onCancel }: ReasonFormProps) {
  const form = useZodForm(redemptionRejectBodySchema, { defaultValues: { reason: '' } });
  useEffect(() => form.setFocus('reason'), [form]);
  const submit = async ({ reason }: ReasonValues) => {
    try {
      await onSubmit(reason);
    } catch (e) {
      showServerError(form, e, { field: 'reason', fallback: 'The rejection could not be recorded' });
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="admin-reason"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <FormTextAreaField<ReasonValues> name="reason" label={label} rows={2} maxLength={500} />
      <FormSubmit
        pending={pending}
        className="admin-actions"
        extra={
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        }
      >
        {submitLabel}
      </FormSubmit>
    </Form>
  );
}
