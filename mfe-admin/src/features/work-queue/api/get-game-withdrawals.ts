import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys, refreshOn } from '@arcade/platform';
import { newestFirst, type StaffGameWithdrawal } from '../../../lib/staff-types';
import { CLAIMS_REFRESH_MS } from './get-claims';

/** GET /admin/game-withdrawals?status=pending (games.transfers.decide), newest first. */
export const getGameWithdrawals = async (): Promise<StaffGameWithdrawal[]> =>
  newestFirst(
    (await api.get<{ withdrawals: StaffGameWithdrawal[] }>('admin/game-withdrawals', { status: 'pending' }))
      .withdrawals,
  );

export const withdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminQueue('withdrawals', 'pending'),
    queryFn: getGameWithdrawals,
    // items another staff member decided leave the list (issue 29 item 2)
    refetchInterval: CLAIMS_REFRESH_MS,
    // a new request's staff notification refreshes the list (live)
    meta: refreshOn('withdrawal_request'),
  });

export const useWithdrawalsList = () => useQuery(withdrawalsQueryOptions());
