import { useId } from 'react';
import {
  CUSTOM_AMOUNT,
  customAmountBonus,
  customAmountFormSchema,
  formatGoldCoins,
  formatMoneyLong,
  goldCoins,
  wholeDollarDigits,
  type CustomAmountFormInput,
} from '@arcade/contracts';
import { Badge, Card, Sparkles } from '@arcade/shared-ui';
import { Form, FormField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';

export interface CustomAmountBoxProps {
  onSubmit: (dollars: number) => void;
  headingLevel?: 2 | 3;
}

/** The Custom Treasure box (SPEC §2.5, §5, §9): coins and bonus shown live by the shared formula. */
export function CustomAmountBox({ onSubmit, headingLevel = 2 }: CustomAmountBoxProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const form = useZodForm(customAmountFormSchema, { defaultValues: { amount: '' } });
  const raw = form.watch('amount') ?? '';
  const n = /^\d+$/.test(raw) ? Number(raw) : 0;
  const inRange = n >= CUSTOM_AMOUNT.minDollars && n <= CUSTOM_AMOUNT.maxDollars;
  return (
    <Card as="section" className="custom-box" aria-labelledby={headingId}>
      <Heading id={headingId} className="custom-box__title">
        <Sparkles aria-hidden="true" /> Custom Treasure
      </Heading>
      <Form form={form} onSubmit={({ amount }) => onSubmit(amount)} className="custom-box__form" noValidate>
        <FormField<CustomAmountFormInput>
          name="amount"
          label="Amount in US dollars"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 25"
          interceptChange={(onChange) => (e) => {
            e.target.value = wholeDollarDigits(e.target.value);
            return onChange(e);
          }}
        />
        <p className="custom-box__preview" aria-live="polite" data-testid="custom-preview">
          {inRange ? (
            <>
              <strong>{formatMoneyLong(goldCoins(n * CUSTOM_AMOUNT.coinsPerDollar))}</strong>{' '}
              <Badge tone="emerald">+ {formatGoldCoins(customAmountBonus(n))} bonus coins</Badge>
            </>
          ) : (
            <span className="ui-muted">
              ${CUSTOM_AMOUNT.minDollars} to ${CUSTOM_AMOUNT.maxDollars}, whole dollars. $1 ={' '}
              {CUSTOM_AMOUNT.coinsPerDollar} Gold Coins.
            </span>
          )}
        </p>
        <FormSubmit className="custom-box__submit">Buy Custom Amount</FormSubmit>
      </Form>
    </Card>
  );
}
