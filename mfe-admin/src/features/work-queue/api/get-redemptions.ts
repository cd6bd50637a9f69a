import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@arcade/platform';
import { newestFirst, type StaffRedemption } from '../../../lib/staff-types';

/** GET /admin/redemptions?status=pending (redemptions.decide), newest first. */
export const getRedemptions = async (): Promise<StaffRedemption[]> =>
  newestFirst(
    (await api.get<{ redemptions: StaffRedemption[] }>('admin/redemptions', { status: 'pending' }))
      .redemptions,
  );

export const redemptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminQueue('redemptions', 'pending'), queryFn: getRedemptions });

export const useRedemptionsList = () => useQuery(redemptionsQueryOptions());
