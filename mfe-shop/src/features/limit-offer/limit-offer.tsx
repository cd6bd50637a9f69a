import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  LIMIT_PERIODS,
  REALITY_CHECK_MESSAGES as M,
  type LimitPeriod,
  type RealityCheckAnswer,
} from '@arcade/contracts';
import { api, errorMessage } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';

const PERIOD_LABEL: Record<LimitPeriod, string> = { day: 'Per day', week: 'Per week', month: 'Per month' };

/**
 * Issue 30 item 1: at a player's first purchase (no purchase limit, none paid before, never offered) a purchase
 * limit is offered once, beside the payment step (not blocking). Shown means offered: the server records it at
 * once, so it never shows again. "Set a limit" posts to the existing POST /protection/limits.
 */
export function LimitOffer() {
  const headingId = useId();
  const amountId = useId();
  const periodId = useId();
  const { data } = useQuery({
    queryKey: ['protection', 'reality-check'],
    queryFn: () => api.get<RealityCheckAnswer>('protection/reality-check'),
    staleTime: 0,
  });
  const [state, setState] = useState<'offer' | 'form' | 'done' | 'closed'>('offer');
  const [period, setPeriod] = useState<LimitPeriod>('week');
  const [amount, setAmount] = useState('');
  const marked = useRef(false);
  const show = data?.offerLimit === true;

  const mark = useMutation({ mutationFn: () => api.request('POST', 'protection/limit-offer') });
  const save = useMutation({
    mutationFn: () => api.request('POST', 'protection/limits', { json: { period, amount: Number(amount) } }),
    onSuccess: () => setState('done'),
  });
  useEffect(() => {
    if (show && !marked.current) {
      marked.current = true;
      mark.mutate();
    }
  }, [show, mark]);

  if (!show || state === 'closed') return null;
  return (
    <section className="ui-card limit-offer" aria-labelledby={headingId} data-testid="limit-offer">
      <h3 id={headingId}>{M.offerTitle}</h3>
      {state === 'done' ? (
        <p role="status">Your limit is set. You can change it in Limits &amp; breaks.</p>
      ) : state === 'offer' ? (
        <>
          <p>{M.offerBody}</p>
          <div className="limit-offer-actions">
            <Button variant="primary" onClick={() => setState('form')}>
              {M.offerSet}
            </Button>
            <Button variant="ghost" onClick={() => setState('closed')}>
              {M.offerLater}
            </Button>
          </div>
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <label htmlFor={periodId}>Period</label>
          <select id={periodId} value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABEL[p]}
              </option>
            ))}
          </select>
          <label htmlFor={amountId}>Limit in dollars</label>
          <input
            id={amountId}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
          {save.isError ? <p role="alert">{errorMessage(save.error)}</p> : null}
          <div className="limit-offer-actions">
            <Button type="submit" variant="primary" loading={save.isPending}>
              Save limit
            </Button>
            <Button type="button" variant="ghost" onClick={() => setState('closed')}>
              {M.offerLater}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
