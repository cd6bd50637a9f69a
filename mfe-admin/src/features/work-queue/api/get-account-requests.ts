import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys, refreshOn } from '@arcade/platform';
import { newestFirst, type StaffAccountRequest } from '../../../lib/staff-types';
import { CLAIMS_REFRESH_MS } from './get-claims';

/** GET /admin/game-account-requests?status=pending (games.accounts.decide), newest first. */
export const getAccountRequests = async (): Promise<StaffAccountRequest[]> =>
  newestFirst(
    (await api.get<{ requests: StaffAccountRequest[] }>('admin/game-account-requests', { status: 'pending' }))
      .requests,
  );

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminQueue('accounts', 'pending'),
    queryFn: getAccountRequests,
    // items another staff member decided leave the list (issue 29 item 2)
    refetchInterval: CLAIMS_REFRESH_MS,
    // a new request's staff notification refreshes the list (live)
    meta: refreshOn('game_account_request'),
  });

export const useAccountsList = () => useQuery(accountsQueryOptions());
