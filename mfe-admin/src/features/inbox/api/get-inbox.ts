import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportInbox, SupportInboxFilter } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /support/agent/conversations?filter=: the agent inbox with unread counts and how many agents are online. */
export const getInbox = (filter: SupportInboxFilter): Promise<SupportInbox> =>
  api.get<SupportInbox>('support/agent/conversations', { filter });

export const inboxQueryOptions = (filter: SupportInboxFilter) =>
  queryOptions({ queryKey: queryKeys.supportInbox(filter), queryFn: () => getInbox(filter) });

export function useInbox(filter: SupportInboxFilter) {
  return useQuery(inboxQueryOptions(filter));
}
