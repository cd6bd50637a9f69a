import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys, refreshOn } from '@arcade/platform';
import { newestFirst, type StaffGameWithdrawal } from '../../../lib/staff-types';

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
    // a new request's staff notification refreshes the list (live)
    meta: refreshOn('withdrawal_request'),
  });

export const useWithdrawalsList = () => useQuery(withdrawalsQueryOptions());
