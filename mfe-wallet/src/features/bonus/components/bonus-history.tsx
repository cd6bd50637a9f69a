import { useId } from 'react';
import { formatDateTime, formatSignedAmount } from '../../../lib/format';
import { transactionTypeLabel } from '../../../lib/transaction-types';
import type { WalletTransaction } from '@arcade/contracts';

/** Recent bonus credits from the ledger. */
export function BonusHistory({ items }: { items: readonly WalletTransaction[] }) {
  const headingId = useId();
  return (
    <section className="wl-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Recent bonuses</h2>
      {items.length === 0 ? (
        <p className="ui-muted">No bonuses yet. Claim your daily bonus to get started.</p>
      ) : (
        // The table scrolls sideways on a phone: a named, focusable region so a keyboard can scroll it too.
        <div className="wl-table-wrap" tabIndex={0} role="region" aria-label="Recent bonuses table">
          <table className="ui-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Bonus</th>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
                <th scope="col">Currency</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </td>
                  <td>{transactionTypeLabel(item.type)}</td>
                  <td>{item.description}</td>
                  <td className={`wl-amount wl-amount--${item.amount < 0 ? 'debit' : 'credit'}`}>
                    {formatSignedAmount(item.amount, item.currency)}
                  </td>
                  <td>{item.currency}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
