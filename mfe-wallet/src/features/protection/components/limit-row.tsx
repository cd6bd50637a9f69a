import { useId } from 'react';
import { errorMessage, toast } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { Form, FormField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import {
  formatMoney,
  formatProtectionTime,
  LIMIT_KIND_WORDS,
  LIMIT_PERIOD_LABELS,
  type PurchaseLimit,
} from '@arcade/contracts';
import { limitFormSchema, useSetLimit, type LimitForm } from '../api/set-limit';

const WINDOW: Record<PurchaseLimit['period'], string> = {
  day: 'any 24 hours',
  week: 'any 7 days',
  month: 'any 30 days',
};

/** What a pending change will do and when. */
function pendingText(limit: PurchaseLimit): string | null {
  if (!limit.pending) return null;
  const at = formatProtectionTime(limit.pending.effectiveAt);
  return limit.pending.limit ? `Rises to ${formatMoney(limit.pending.limit)} at ${at}.` : `Removed at ${at}.`;
}

/**
 * One purchase or loss limit: what applies now, what is used and remains, the change waiting for its time, and a
 * form to set, lower or raise it (a cut applies at once, a raise after 24 hours) or remove it (after 7 days).
 */
export function LimitRow({ limit }: { limit: PurchaseLimit }) {
  const headingId = useId();
  const label = `${LIMIT_PERIOD_LABELS[limit.period]} ${LIMIT_KIND_WORDS[limit.kind]}`;
  const key = `${limit.kind === 'loss' ? 'loss-' : ''}${limit.period}`;
  const form = useZodForm(limitFormSchema, { defaultValues: { amount: '' } });
  const mutation = useSetLimit();
  const pending = pendingText(limit);

  const save = async (amount: number | null) => {
    if (mutation.isPending) return;
    try {
      const result = await mutation.mutateAsync({ kind: limit.kind, period: limit.period, amount });
      toast('success', result.message);
      form.reset({ amount: '' });
    } catch (err) {
      form.setError('amount', {
        type: 'server',
        message: errorMessage(err, 'We could not save this limit. Please try again.'),
      });
    }
  };

  return (
    <section className="wl-limit" aria-labelledby={headingId} data-testid={`limit-${key}`}>
      <h3 id={headingId}>{label} limit</h3>
      <p>
        {limit.limit ? (
          <>
            <strong>{formatMoney(limit.limit)}</strong> in {WINDOW[limit.period]}: {formatMoney(limit.used)}{' '}
            used, {formatMoney(limit.remaining ?? limit.limit)} remains.
          </>
        ) : (
          <>
            No limit set ({formatMoney(limit.used)} {limit.kind === 'loss' ? 'net spend' : 'bought'} in{' '}
            {WINDOW[limit.period]}).
          </>
        )}
      </p>
      {pending ? (
        <p className="wl-limit__pending" data-testid={`pending-${key}`}>
          {pending}
        </p>
      ) : null}
      <Form
        form={form}
        onSubmit={({ amount }: LimitForm) => save(Number(amount))}
        aria-labelledby={headingId}
      >
        <FormField
          name="amount"
          label={`New ${label.toLowerCase()} limit in dollars`}
          inputMode="decimal"
          autoComplete="off"
        />
        <FormSubmit
          pending={mutation.isPending}
          pendingLabel="Saving..."
          extra={
            limit.limit && !(limit.pending && limit.pending.limit === null) ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => void save(null)}
                disabled={mutation.isPending}
              >
                Remove {label.toLowerCase()} limit
              </Button>
            ) : null
          }
        >
          Save {label.toLowerCase()} limit
        </FormSubmit>
      </Form>
    </section>
  );
}
