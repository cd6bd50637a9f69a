import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@arcade/platform';
import { newestFirst, type StaffRedemption } from '../../../lib/staff-types';
import { CLAIMS_REFRESH_MS } from './get-claims';

/** GET /admin/redemptions?status=pending (redemptions.decide), newest first. */
export const getRedemptions = async (): Promise<StaffRedemption[]> =>
  newestFirst(
    (await api.get<{ redemptions: StaffRedemption[] }>('admin/redemptions', { status: 'pending' }))
      .redemptions,
  );

export const redemptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminQueue('redemptions', 'pending'),
    queryFn: getRedemptions,
    // items another staff member decided leave the list (issue 29 item 2)
    refetchInterval: CLAIMS_REFRESH_MS,
  });

export const useRedemptionsList = () => useQuery(redemptionsQueryOptions());
