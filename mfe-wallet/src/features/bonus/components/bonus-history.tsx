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
        // On a phone each row is a card of labelled lines (ui-table--cards); the region stays focusable and named
        // for the widths where the table itself might scroll sideways (axe scrollable-region-focusable).
        <div className="wl-table-wrap" tabIndex={0} role="region" aria-label="Recent bonuses table">
          <table className="ui-table ui-table--cards" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  Time
                </th>
                <th scope="col" role="columnheader">
                  Bonus
                </th>
                <th scope="col" role="columnheader">
                  Description
                </th>
                <th scope="col" role="columnheader">
                  Amount
                </th>
                <th scope="col" role="columnheader">
                  Currency
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {items.map((item) => (
                <tr key={item.id} role="row">
                  <td role="cell" data-label="Time">
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </td>
                  <td role="cell" data-label="Bonus">
                    {transactionTypeLabel(item.type)}
                  </td>
                  <td role="cell" data-label="Description">
                    {item.description}
                  </td>
                  <td
                    role="cell"
                    data-label="Amount"
                    className={`wl-amount wl-amount--${item.amount < 0 ? 'debit' : 'credit'}`}
                  >
                    {formatSignedAmount(item.amount, item.currency)}
                  </td>
                  <td role="cell" data-label="Currency">
                    {item.currency}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
