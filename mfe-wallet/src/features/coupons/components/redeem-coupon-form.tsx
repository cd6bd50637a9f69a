import { useId, useState } from 'react';
import { toast, errorMessage } from '@arcade/platform';
import { Form, FormField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { formatMoney } from '@arcade/contracts';
import {
  COUPON_CODE_MAX,
  couponRedeemBodySchema,
  useRedeemCoupon,
  type CouponRedeemBody,
  type RedeemedCoupon,
} from '../api/redeem-coupon';

/** Redeem Coupon: one labelled code field; the result is toasted and shown under the form. */
export function RedeemCouponForm() {
  const headingId = useId();
  const form = useZodForm(couponRedeemBodySchema, { defaultValues: { code: '' } });
  const [redeemed, setRedeemed] = useState<RedeemedCoupon | null>(null);
  const mutation = useRedeemCoupon();

  const onSubmit = async ({ code }: CouponRedeemBody) => {
    if (mutation.isPending) return;
    setRedeemed(null);
    try {
      const result = await mutation.mutateAsync(code);
      toast('success', result.message);
      setRedeemed(result.coupon);
      form.reset({ code: '' });
    } catch (err) {
      form.setError('code', {
        type: 'server',
        message: errorMessage(err, 'We could not redeem this coupon. Please try again.'),
      });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="wl-coupon" aria-labelledby={headingId}>
      <h2 id={headingId}>Redeem Coupon</h2>
      <p className="ui-muted">Have a promo code? Enter it to add its coins to your wallet.</p>
      <FormField
        name="code"
        label="Coupon code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={COUPON_CODE_MAX}
      />
      <FormSubmit pending={mutation.isPending} pendingLabel="Redeeming...">
        Redeem
      </FormSubmit>
      <div role="status" className="wl-coupon__result">
        {redeemed ? (
          <p>
            Coupon <strong data-testid="redeemed-code">{redeemed.code}</strong> redeemed
            {redeemed.amount ? `: +${formatMoney(redeemed.amount)}` : ''}.
          </p>
        ) : null}
      </div>
    </Form>
  );
}
