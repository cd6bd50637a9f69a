import { useState } from 'react';
import { correctionBodySchema, formatMoney, type CorrectionBody } from '@arcade/contracts';
import {
  Form,
  FormField,
  FormSelectField,
  FormSubmit,
  FormTextAreaField,
  showServerError,
  useZodForm,
} from '@arcade/shared-ui/form';
import { coinsInLedgerUnits } from '../../../lib/coin-input';
import { useRequestCorrection } from '../api/request-correction';
import { useSecondApproverAbove } from '../api/get-corrections';

interface CorrectionValues {
  userId: string;
  currency: 'SC' | 'GC';
  amount: string;
  reason: string;
}

const EMPTY: CorrectionValues = { userId: '', currency: 'SC', amount: '', reason: '' };

/**
 * Ask for a correction: the player's id, the currency, the signed amount typed in coins ("-12.50" SC, "250" GC)
 * and a reason; contracts' correctionBodySchema checks the body in ledger units. The server answers "applied" or
 * "waiting for a second approver" (above the threshold).
 */
export function CorrectionForm() {
  const request = useRequestCorrection();
  const above = useSecondApproverAbove();
  const [answer, setAnswer] = useState('');
  const form = useZodForm<typeof correctionBodySchema, CorrectionValues>(correctionBodySchema, {
    defaultValues: EMPTY,
    refine: (base) => async (values, context, options) => {
      const amount = coinsInLedgerUnits(values.amount, values.currency, { signed: true });
      const converted = {
        ...values,
        userId: values.userId.trim(),
        amount: 'units' in amount ? amount.units : 0,
      };
      const result = await base(converted as unknown as CorrectionValues, context, options);
      if ('error' in amount)
        return {
          values: {},
          errors: { ...result.errors, amount: { type: 'format', message: amount.error } },
        };
      return result;
    },
  });
  const submit = async (body: CorrectionBody) => {
    setAnswer('');
    try {
      const { message } = await request.mutateAsync(body);
      setAnswer(message);
      form.reset(EMPTY);
    } catch (e) {
      showServerError(form, e, { field: 'amount', fallback: 'The correction could not be recorded' });
    }
  };
  const threshold = above
    ? `Above ${formatMoney(above.SC)} or ${formatMoney(above.GC)} a second staff member approves.`
    : undefined;
  return (
    <section className="admin-list" aria-labelledby="admin-correction-title">
      <h2 id="admin-correction-title">Correct a balance</h2>
      <Form form={form} onSubmit={submit} className="admin-form" aria-label="Correct a balance">
        <FormField<CorrectionValues>
          name="userId"
          label="Player id"
          autoComplete="off"
          spellCheck={false}
          hint="The player's id (shown on each work-queue card)."
        />
        <FormSelectField<CorrectionValues> name="currency" label="Currency" options={['SC', 'GC']} />
        <FormField<CorrectionValues>
          name="amount"
          label="Amount (negative to debit)"
          inputMode="decimal"
          hint={['Sweep Coins such as 12.50, Gold Coins in whole coins.', threshold]
            .filter(Boolean)
            .join(' ')}
        />
        <FormTextAreaField<CorrectionValues> name="reason" label="Reason" rows={2} maxLength={500} />
        <FormSubmit pending={request.isPending} pendingLabel="Recording…" className="admin-actions">
          Record correction
        </FormSubmit>
      </Form>
      <p role="status" className="admin-list__status">
        {answer}
      </p>
    </section>
  );
}
