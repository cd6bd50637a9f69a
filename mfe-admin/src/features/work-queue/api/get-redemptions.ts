import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@arcade/platform';
import { newestFirst, type StaffRedemption } from '../../../lib/staff-types';
import { CLAIMS_REFRESH_MS } from './get-claims';

const list = async (status: 'pending' | 'in_review') =>
  (await api.get<{ redemptions: StaffRedemption[] }>('admin/redemptions', { status })).redemptions;

/**
 * GET /admin/redemptions?status=pending and ?status=in_review (redemptions.decide), newest first: a redemption in
 * review still waits for its approval or rejection (issue 29 item 2).
 */
export const getRedemptions = async (): Promise<StaffRedemption[]> => {
  const [pending, inReview] = await Promise.all([list('pending'), list('in_review')]);
  return newestFirst([...pending, ...inReview]);
};

export const redemptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminQueue('redemptions', 'pending'),
    queryFn: getRedemptions,
    // items another staff member decided leave the list (issue 29 item 2)
    refetchInterval: CLAIMS_REFRESH_MS,
  });

export const useRedemptionsList = () => useQuery(redemptionsQueryOptions());
