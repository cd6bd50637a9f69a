import { useId, useState, type FormEvent } from 'react';
import { toast } from '@arcade/platform';
import { Button, Field } from '@arcade/shared-ui';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount } from '../../../lib/format';
import {
  COUPON_CODE_MAX,
  useRedeemCoupon,
  validateCouponCode,
  type RedeemedCoupon,
} from '../api/redeem-coupon';

/** Redeem Coupon: one labelled code field; the result is toasted and shown under the form. */
export function RedeemCouponForm() {
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [redeemed, setRedeemed] = useState<RedeemedCoupon | null>(null);
  const mutation = useRedeemCoupon();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const invalid = validateCouponCode(code);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(undefined);
    setRedeemed(null);
    mutation.mutate(code, {
      onSuccess: (result) => {
        toast('success', result.message);
        setRedeemed(result.coupon);
        setCode('');
      },
      onError: (err) => setError(errorMessage(err, 'We could not redeem this coupon. Please try again.')),
    });
  };

  return (
    <form className="wl-coupon" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>Redeem Coupon</h2>
      <p className="ui-muted">Have a promo code? Enter it to add its coins to your wallet.</p>
      <Field
        label="Coupon code"
        name="code"
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          if (error) setError(undefined);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={COUPON_CODE_MAX}
        error={error}
      />
      <Button type="submit" variant="primary" loading={mutation.isPending}>
        {mutation.isPending ? 'Redeeming...' : 'Redeem'}
      </Button>
      <div role="status" className="wl-coupon__result">
        {redeemed ? (
          <p>
            Coupon <strong data-testid="redeemed-code">{redeemed.code}</strong> redeemed
            {Number.isFinite(redeemed.amount)
              ? `: +${formatAmount(redeemed.amount, redeemed.currency)} ${redeemed.currency}`
              : ''}
            .
          </p>
        ) : null}
      </div>
    </form>
  );
}
