import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WorkQueueFigures } from '@arcade/contracts';
import { errorMessage } from '@arcade/platform';
import { Button, EmptyState, Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import { ageOf } from '../lib/age';

export interface QueueListProps<T extends { id: string; createdAt: string }> {
  /** The section's heading, e.g. "Game-account requests". */
  title: string;
  /** What the empty list says, e.g. "No game-account requests waiting". */
  emptyTitle: string;
  query: UseQueryResult<T[]>;
  /** The last decision's answer, read by screen readers (role="status"). */
  status?: string;
  renderItem: (item: T) => ReactNode;
  /** The server's figures over every waiting item (the list may be one page); without them the list counts itself. */
  figures?: WorkQueueFigures;
}

/**
 * One list of the back office: heading with the count and the oldest item's age (the server's figures when given),
 * then loading, error, empty or cards.
 */
export function QueueList<T extends { id: string; createdAt: string }>({
  title,
  emptyTitle,
  query,
  status,
  renderItem,
  figures,
}: QueueListProps<T>) {
  const id = `admin-list-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  const items = query.data ?? [];
  const count = figures?.count ?? items.length;
  const oldestAt = figures ? figures.oldestAt : (items.at(-1)?.createdAt ?? null);
  return (
    <section className="admin-list" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1} className="admin-list__title">
        {title}
        {query.isSuccess || figures ? <span className="admin-list__count"> ({count})</span> : null}
      </h2>
      {oldestAt ? (
        <p className="admin-list__meta">
          Oldest waiting {ageOf(oldestAt)}
          {figures ? ` · ${figures.claimed} taken` : null}
        </p>
      ) : null}
      <p role="status" className="admin-list__status">
        {status}
      </p>
      {query.isPending ? (
        <SkeletonGroup label={`Loading ${title.toLowerCase()}`}>
          <Skeleton height={96} />
        </SkeletonGroup>
      ) : query.isError ? (
        <div role="alert" className="admin-list__error">
          <p>
            {title} could not be loaded: {errorMessage(query.error)}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={emptyTitle} level={3} />
      ) : (
        <ul className="admin-cards">{items.map((item) => renderItem(item))}</ul>
      )}
    </section>
  );
}

/** Focuses a list's heading (after its item was decided and left the list). */
export const focusListHeading = (title: string) =>
  document.getElementById(`admin-list-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`)?.focus();
