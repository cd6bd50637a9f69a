import { useId } from 'react';
import { Badge, Button, Spinner } from '@arcade/shared-ui';
import { formatDateTime, formatSignedAmount } from '../../../lib/format';
import type { WalletTransaction } from '@arcade/contracts';
import { errorMessage } from '@arcade/platform';
import {
  isTransferType,
  TRANSACTION_TYPES,
  transactionStatus,
  transactionTypeLabel,
} from '../../../lib/transaction-types';
import { TRANSACTIONS_PAGE_SIZE, useTransactions, type TransactionQuery } from '../api/get-transactions';

export interface TransactionListProps {
  page: number;
  /** '' for every type. */
  type: TransactionQuery['type'];
  onPageChange: (page: number) => void;
  onTypeChange: (type: TransactionQuery['type']) => void;
}

export function TransactionRow({ tx }: { tx: WalletTransaction }) {
  const status = transactionStatus(tx);
  return (
    <tr role="row">
      <td role="cell" data-label="Time">
        <time dateTime={tx.createdAt}>{formatDateTime(tx.createdAt)}</time>
      </td>
      <td role="cell" data-label="Type">
        {transactionTypeLabel(tx.type)}
      </td>
      <td role="cell" data-label="Description">
        <span>
          {tx.description}
          {status ? (
            <>
              {' '}
              <Badge tone={status.tone}>{status.label}</Badge>
            </>
          ) : null}
        </span>
      </td>
      <td
        role="cell"
        data-label="Amount"
        className={`wl-amount wl-amount--${tx.amount < 0 ? 'debit' : 'credit'}`}
      >
        {formatSignedAmount(tx.amount, tx.currency)}
      </td>
      <td role="cell" data-label="Currency">
        {tx.currency}
      </td>
    </tr>
  );
}

/** The wallet's ledger movements, newest first, with a type filter and Previous/Next pagination. */
export function TransactionList({ page, type, onPageChange, onTypeChange }: TransactionListProps) {
  const headingId = useId();
  const filterId = useId();
  const query = useTransactions({ page, limit: TRANSACTIONS_PAGE_SIZE, type });
  const totalPages = Math.max(1, query.data?.totalPages ?? 1);
  const items = query.data?.items ?? [];

  return (
    <section className="wl-section" aria-labelledby={headingId}>
      <div className="wl-section__head">
        <h2 id={headingId}>Transactions</h2>
        <div className="ui-field wl-filter">
          <label htmlFor={filterId}>Transaction type</label>
          <select
            id={filterId}
            value={type}
            onChange={(e) => onTypeChange(isTransferType(e.target.value) ? e.target.value : '')}
          >
            <option value="">All types</option>
            {TRANSACTION_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {query.isPending ? (
        <Spinner label="Loading transactions" />
      ) : query.isError ? (
        <div role="alert" className="wl-error">
          <p>{errorMessage(query.error, 'Could not load your transactions.')}</p>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      ) : items.length === 0 ? (
        <p className="ui-muted">{type ? 'No transactions of this type yet.' : 'No transactions yet.'}</p>
      ) : (
        // On a phone each row is a card of labelled lines (ui-table--cards); the region stays focusable and named
        // for the widths where the table itself might scroll sideways (axe scrollable-region-focusable).
        <div className="wl-table-wrap" tabIndex={0} role="region" aria-label="Transactions table">
          <table
            className="ui-table ui-table--cards"
            role="table"
            aria-busy={query.isPlaceholderData || undefined}
          >
            <caption className="ui-sr-only">
              Wallet transactions, page {page} of {totalPages}
            </caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  Time
                </th>
                <th scope="col" role="columnheader">
                  Type
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
              {items.map((tx) => (
                <TransactionRow key={tx.id} tx={tx} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {query.data ? (
        <nav className="wl-pager" aria-label="Transaction pages">
          <Button onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {Math.min(page, totalPages)} of {totalPages}
          </span>
          <Button
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages || query.isPlaceholderData}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
