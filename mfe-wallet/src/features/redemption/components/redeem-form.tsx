import { useId, useState } from 'react';
import {
  formatMoney,
  GIFT_CARD_BRANDS,
  GIFT_CARD_LABELS,
  REDEMPTION_METHOD_LABELS,
  REDEMPTION_RULES,
  redemptionFormSchema,
  sweepCents,
  toRedemptionBody,
  type RedemptionForm,
} from '@arcade/contracts';
import { toast, errorMessage } from '@arcade/platform';
import { Form, FormField, FormSelectField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { useRequestRedemption } from '../api/request-redemption';

/** Request a Sweep Coin prize redemption; the server's refusal (KYC, age, state, playthrough, minimum, daily
 *  limit, one at a time) is shown under the form with its own message. */
export function RedeemForm() {
  const headingId = useId();
  const form = useZodForm(redemptionFormSchema, {
    defaultValues: {
      method: 'Bank transfer',
      amount: '',
      accountHolder: '',
      routingNumber: '',
      accountNumber: '',
      brand: 'Amazon',
      email: '',
    },
  });
  const method = form.watch('method');
  const mutation = useRequestRedemption();
  const [refusal, setRefusal] = useState('');

  const onSubmit = async (values: RedemptionForm) => {
    if (mutation.isPending) return;
    setRefusal('');
    try {
      const { message } = await mutation.mutateAsync(toRedemptionBody(values));
      toast('success', message || 'Redemption requested');
      form.reset({ ...values, amount: '', routingNumber: '', accountNumber: '' });
    } catch (err) {
      setRefusal(errorMessage(err, 'The redemption could not be requested. Please try again.'));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="wl-redeem-form" aria-labelledby={headingId}>
      <h2 id={headingId}>Redeem Sweep Coins</h2>
      <p className="ui-muted">
        1 SC = $1.00. Minimum {formatMoney(sweepCents(REDEMPTION_RULES.minimumCents))}; bank transfers arrive
        within {REDEMPTION_RULES.bankBusinessDays} business days of approval, gift cards within{' '}
        {REDEMPTION_RULES.giftCardBusinessDays}.
      </p>
      <FormSelectField<RedemptionForm>
        name="method"
        label="Prize"
        options={Object.keys(REDEMPTION_METHOD_LABELS)}
      />
      <FormField<RedemptionForm> name="amount" label="Amount (SC)" inputMode="decimal" autoComplete="off" />
      {method === 'Bank transfer' ? (
        <>
          <FormField<RedemptionForm> name="accountHolder" label="Account holder" autoComplete="name" />
          <FormField<RedemptionForm>
            name="routingNumber"
            label="Routing number"
            inputMode="numeric"
            autoComplete="off"
          />
          <FormField<RedemptionForm>
            name="accountNumber"
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
          />
        </>
      ) : (
        <>
          <FormSelectField<RedemptionForm>
            name="brand"
            label="Gift card"
            options={GIFT_CARD_BRANDS.map((b) => GIFT_CARD_LABELS[b])}
          />
          <FormField<RedemptionForm>
            name="email"
            label="Send the card to (e-mail)"
            type="email"
            autoComplete="email"
          />
        </>
      )}
      <FormSubmit pending={mutation.isPending} pendingLabel="Requesting...">
        Request redemption
      </FormSubmit>
      {refusal ? (
        <p role="alert" className="wl-redeem-form__refusal">
          {refusal}
        </p>
      ) : null}
    </Form>
  );
}
