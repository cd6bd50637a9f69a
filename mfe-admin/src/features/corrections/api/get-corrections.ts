import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CorrectionsAnswer } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';
import { newestFirst } from '../../../lib/staff-types';

/** GET /admin/corrections?status=pending (balances.correct): the corrections waiting for a second approver. */
export const getPendingCorrections = () =>
  api.get<CorrectionsAnswer>('admin/corrections', { status: 'pending', limit: 100 });

export const pendingCorrectionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminCorrectionList('pending'), queryFn: getPendingCorrections });

export const usePendingCorrections = () =>
  useQuery({ ...pendingCorrectionsQueryOptions(), select: (a) => newestFirst(a.corrections) });

/** Above these absolute amounts a correction waits for a second staff member. */
export const useSecondApproverAbove = () =>
  useQuery({ ...pendingCorrectionsQueryOptions(), select: (a) => a.secondApproverAbove }).data;
