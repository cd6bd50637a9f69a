import { useId, useState } from 'react';
import { errorMessage } from '@arcade/platform';
import { Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import {
  formatMoney,
  REALITY_CHECK_MESSAGES,
  type PurchaseLimit,
  type SpendingBucket,
} from '@arcade/contracts';
import { useSpending } from '../api/get-spending';
import './spending.css';

type View = 'weeks' | 'months';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMonth = (iso: string) => {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
};
const monthYear = (iso: string) => {
  const d = new Date(iso);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/** The limits drawn on a view: the weekly ones on weeks, the monthly ones on months (those set now). */
function limitLines(limits: PurchaseLimit[], view: View) {
  const period = view === 'weeks' ? 'week' : 'month';
  return limits
    .filter((l) => l.period === period && l.limit)
    .map((l) => ({
      kind: l.kind,
      cents: l.limit!.amount,
      label: `${view === 'weeks' ? 'Weekly' : 'Monthly'} ${l.kind} limit ${formatMoney(l.limit!)}`,
    }));
}

/**
 * The spending dashboard (issue 30 item 2): purchases and redemptions paid out per week or month as bars, with the
 * player's weekly or monthly limits drawn across them, and the same figures in a table (the chart's text). Loaded
 * on demand (protection-section.tsx), with its own styles.
 */
export default function SpendingPanel({ limits }: { limits: PurchaseLimit[] }) {
  const [view, setView] = useState<View>('weeks');
  const query = useSpending();
  const captionId = useId();
  if (query.isPending)
    return (
      <SkeletonGroup label="Loading your spending">
        <Skeleton height="12rem" />
      </SkeletonGroup>
    );
  if (query.isError)
    return (
      <p role="alert" className="wl-error">
        {errorMessage(query.error, 'We could not load your spending. Please try again.')}
      </p>
    );
  const buckets = query.data[view];
  const lines = limitLines(limits, view);
  const top = Math.max(
    1,
    ...buckets.flatMap((b) => [b.purchases.amount, b.redemptions.amount]),
    ...lines.map((l) => l.cents),
  );
  const label =
    view === 'weeks' ? (b: SpendingBucket) => dayMonth(b.start) : (b: SpendingBucket) => monthYear(b.start);
  const total = (pick: (b: SpendingBucket) => number) => buckets.reduce((s, b) => s + pick(b), 0);
  const sum = (pick: (b: SpendingBucket) => number) =>
    formatMoney({ amount: total(pick), currency: 'USD', scale: 2 });
  const played = REALITY_CHECK_MESSAGES.timeSpent;

  return (
    <div className="wl-spending" data-testid="spending">
      <div className="wl-spending__switch" role="group" aria-label="Show spending by">
        {(['weeks', 'months'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className={`ui-btn ui-btn--${view === v ? 'primary' : 'ghost'}`}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v === 'weeks' ? 'Weeks' : 'Months'}
          </button>
        ))}
      </div>
      <p className="wl-spending__totals">
        Last 12 {view}: bought {sum((b) => b.purchases.amount)}, paid out {sum((b) => b.redemptions.amount)},
        net {sum((b) => b.net.amount)}; signed in for {played(total((b) => b.minutesSignedIn))}.
      </p>
      {/* The bars repeat the table below (the chart's text for screen readers), so they are hidden from them. */}
      <div className="wl-spending__chart" aria-hidden="true" data-testid="spending-chart">
        {lines.map((l) => (
          <div
            key={l.kind}
            className={`wl-spending__limit wl-spending__limit--${l.kind}`}
            style={{ bottom: `${(l.cents / top) * 100}%` }}
          >
            <span>{l.label}</span>
          </div>
        ))}
        {buckets.map((b, i) => (
          <div key={b.start} className="wl-spending__col">
            <div className="wl-spending__bars">
              <span
                className="wl-spending__bar wl-spending__bar--bought"
                style={{ height: `${(b.purchases.amount / top) * 100}%` }}
              />
              <span
                className="wl-spending__bar wl-spending__bar--paid"
                style={{ height: `${(b.redemptions.amount / top) * 100}%` }}
              />
            </div>
            <span className="wl-spending__label">
              {i % 3 === 2 || i === buckets.length - 1 ? label(b) : ''}
            </span>
          </div>
        ))}
      </div>
      <p className="wl-spending__legend" aria-hidden="true">
        <span className="wl-spending__key wl-spending__key--bought" /> Bought{' '}
        <span className="wl-spending__key wl-spending__key--paid" /> Paid out
        {lines.length ? (
          <>
            {' '}
            <span className="wl-spending__key wl-spending__key--line" /> Your limits
          </>
        ) : null}
      </p>
      {/* A focusable region: on the narrowest phones the table may scroll sideways, by keyboard too. */}
      <div className="wl-spending__table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="wl-spending__table" aria-labelledby={captionId}>
          <caption id={captionId}>
            Spending by {view === 'weeks' ? 'week (from Monday, UTC)' : 'month (UTC)'}
          </caption>
          <thead>
            <tr>
              <th scope="col">{view === 'weeks' ? 'Week of' : 'Month'}</th>
              <th scope="col">Bought</th>
              <th scope="col">Paid out</th>
              <th scope="col">Net</th>
              <th scope="col">Time signed in</th>
            </tr>
          </thead>
          <tbody>
            {[...buckets].reverse().map((b) => (
              <tr key={b.start}>
                <th scope="row">{label(b)}</th>
                <td>{formatMoney(b.purchases)}</td>
                <td>{formatMoney(b.redemptions)}</td>
                <td>{formatMoney(b.net)}</td>
                <td>{played(b.minutesSignedIn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
