import {
  formatMoney,
  gameTransferDecisionBodySchema,
  type GameTransferDecisionBody,
} from '@arcade/contracts';
import { Button } from '@arcade/shared-ui';
import { Form, FormField, FormSubmit, showServerError, useZodForm } from '@arcade/shared-ui/form';
import { coinsInLedgerUnits } from '../../../lib/coin-input';
import type { StaffGameWithdrawal } from '../../../lib/staff-types';

interface ApproveValues {
  amount: string;
  wagered: string;
  notes: string;
}

export interface WithdrawalApproveFormProps {
  withdrawal: StaffGameWithdrawal;
  pending: boolean;
  onSubmit: (body: GameTransferDecisionBody) => Promise<unknown>;
  onCancel: () => void;
}

const unitsText = (units: number, currency: 'GC' | 'SC') =>
  currency === 'SC' ? (units / 100).toFixed(2) : String(units);

/**
 * Manual platform: what staff took out of the game in its back office, and the account's wagered total, typed in
 * coins ("12.50" SC, whole GC) and sent in ledger units; contracts' gameTransferDecisionBodySchema checks the body
 * and the server bounds both by the records (its refusal shows under the amount).
 */
export function WithdrawalApproveForm({
  withdrawal,
  pending,
  onSubmit,
  onCancel,
}: WithdrawalApproveFormProps) {
  const { currency, requestedAmount } = withdrawal;
  const form = useZodForm<typeof gameTransferDecisionBodySchema, ApproveValues>(
    gameTransferDecisionBodySchema,
    {
      defaultValues: {
        amount: requestedAmount ? unitsText(requestedAmount.amount, currency) : '',
        wagered: '',
        notes: '',
      },
      refine: (base) => async (values, context, options) => {
        const amount = coinsInLedgerUnits(values.amount, currency);
        const wagered = values.wagered.trim() === '' ? null : coinsInLedgerUnits(values.wagered, currency);
        const errors: Record<string, { type: string; message: string }> = {};
        if ('error' in amount) errors.amount = { type: 'format', message: amount.error };
        if (wagered && 'error' in wagered) errors.wagered = { type: 'format', message: wagered.error };
        if (Object.keys(errors).length > 0) return { values: {}, errors };
        const body = {
          approve: true,
          amount: 'units' in amount ? amount.units : undefined,
          wagered: wagered && 'units' in wagered ? wagered.units : undefined,
          notes: values.notes.trim() || undefined,
        };
        return base(body as unknown as ApproveValues, context, options);
      },
    },
  );
  const submit = async (body: GameTransferDecisionBody) => {
    try {
      await onSubmit(body);
    } catch (e) {
      showServerError(form, e, { field: 'amount', fallback: 'The approval could not be recorded' });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="admin-reason" aria-label="Approve the withdrawal">
      <FormField<ApproveValues>
        name="amount"
        label={`Amount taken out (${currency})`}
        inputMode="decimal"
        autoFocus
        hint={
          requestedAmount
            ? `The player asked for ${formatMoney(requestedAmount)}`
            : 'The player asked for everything'
        }
      />
      <FormField<ApproveValues>
        name="wagered"
        label={`Wagered total (${currency}, optional)`}
        inputMode="decimal"
      />
      <FormField<ApproveValues> name="notes" label="Note (optional)" />
      <FormSubmit
        pending={pending}
        className="admin-actions"
        extra={
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        }
      >
        Approve withdrawal
      </FormSubmit>
    </Form>
  );
}
