import { useEffect, useRef } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationType } from '@arcade/contracts';
import { bus } from './bus';

/**
 * Live state (issue 28 item 3): one mechanism for every remote. A query says in its options which notification
 * types make it out of date (`meta: refreshOn('withdrawal_status_updated')`); the shell mounts `useLiveQueries`
 * once, and each live notification (relayed by the shell's socket onto the bus, replays included) invalidates the
 * queries that named its type: shown ones refetch at once, cached ones refetch when next shown. Components that
 * must do more than refetch use `useOnNotification`.
 */
export interface LiveQueryMeta extends Record<string, unknown> {
  refreshOn: readonly NotificationType[];
}

/** Query `meta` that marks the query stale on these notification types. */
export function refreshOn(...types: NotificationType[]): LiveQueryMeta {
  return { refreshOn: types };
}

const typesOf = (query: Query): readonly string[] => {
  const types = (query.meta as Partial<LiveQueryMeta> | undefined)?.refreshOn;
  return Array.isArray(types) ? types : [];
};

/** Invalidates every query whose `meta.refreshOn` names `type` (shown ones refetch). */
export function refreshForNotification(client: QueryClient, type: string): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => typesOf(q).includes(type) });
}

/**
 * Calls `handler` for each live notification of one of `types` ('*' for every type) while mounted. The handler
 * may change between renders; the subscription follows only the types.
 */
export function useOnNotification(
  types: readonly NotificationType[] | '*',
  handler: (notification: Notification) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = types === '*' ? '*' : [...types].sort().join(',');
  useEffect(() => {
    const wanted = key === '*' ? null : new Set(key.split(','));
    const on = (n: Notification) => {
      if (!wanted || wanted.has(String(n.type))) latest.current(n);
    };
    bus.on('notification:received', on);
    return () => bus.off('notification:received', on);
  }, [key]);
}

/** Mounted once by the shell (and the test kit): live notifications refresh the queries that asked for them. */
export function useLiveQueries(): void {
  const client = useQueryClient();
  useOnNotification('*', (n) => void refreshForNotification(client, String(n.type)));
}
