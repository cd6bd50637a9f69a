import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@arcade/platform';
import { Button, EmptyState, Skeleton, SkeletonGroup } from '@arcade/shared-ui';

/** One column: its header and how a row shows in it (the cell may hold links or buttons). */
export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** right-aligned tabular figures (amounts, balances) */
  numeric?: boolean;
}

/** A server-paginated page: the rows and the count of everything that matches. */
export interface TablePage<T> {
  rows: T[];
  page: number;
  limit: number;
  total: number;
}

export interface DataTableProps<T> {
  /** What the table lists, e.g. "Players": its caption and the loading and error words. */
  caption: string;
  columns: readonly Column<T>[];
  query: UseQueryResult<TablePage<T>>;
  rowKey: (row: T) => string;
  emptyTitle: string;
  onPage: (page: number) => void;
}

/**
 * The back office's list of a server-paginated query: a captioned table with column headers (scope=col), or its
 * loading skeleton, its error with Try again, or its empty state; under it "Page 2 of 7 · 150 in all" with Previous
 * and Next. The page number lives with the caller (the URL), so the browser's Back returns to it.
 */
export function DataTable<T>({ caption, columns, query, rowKey, emptyTitle, onPage }: DataTableProps<T>) {
  if (query.isPending)
    return (
      <SkeletonGroup label={`Loading ${caption.toLowerCase()}`}>
        <Skeleton height={160} />
      </SkeletonGroup>
    );
  if (query.isError)
    return (
      <div role="alert" className="admin-list__error">
        <p>
          {caption} could not be loaded: {errorMessage(query.error)}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  const { rows, page, limit, total } = query.data;
  if (!rows.length && page === 1) return <EmptyState title={emptyTitle} level={3} />;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <div className="admin-table">
      <div className="admin-table__scroll">
        <table aria-busy={query.isFetching || undefined}>
          <caption className="admin-table__caption">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'admin-table__num' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? 'admin-table__num' : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="admin-table__pages" aria-label={`${caption} pages`}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages} · {total} in all
        </span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </nav>
    </div>
  );
}

/** A short list already in hand (a player's recent sessions, orders…): the same table, or one line when empty. */
export function SimpleTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  emptyText: string;
}) {
  if (!rows.length)
    return (
      <p className="admin-list__meta">
        <strong>{caption}:</strong> {emptyText}
      </p>
    );
  return (
    <div className="admin-table">
      <div className="admin-table__scroll">
        <table>
          <caption className="admin-table__caption">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'admin-table__num' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? 'admin-table__num' : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
