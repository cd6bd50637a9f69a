import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys, refreshOn } from '@arcade/platform';
import { newestFirst, type StaffLoad } from '../../../lib/staff-types';
import { CLAIMS_REFRESH_MS } from './get-claims';

/** GET /admin/recharge-requests?status=pending (games.transfers.decide), newest first. */
export const getLoads = async (): Promise<StaffLoad[]> =>
  newestFirst(
    (await api.get<{ requests: StaffLoad[] }>('admin/recharge-requests', { status: 'pending' })).requests,
  );

export const loadsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminQueue('loads', 'pending'),
    queryFn: getLoads,
    // items another staff member decided leave the list (issue 29 item 2)
    refetchInterval: CLAIMS_REFRESH_MS,
    // a new request's staff notification refreshes the list (live)
    meta: refreshOn('recharge_request'),
  });

export const useLoadsList = () => useQuery(loadsQueryOptions());
