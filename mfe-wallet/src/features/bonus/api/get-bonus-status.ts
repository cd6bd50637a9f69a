import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@arcade/platform';
import type { Currency } from '../../../lib/format';
import { walletKeys } from '../../../lib/query-keys';

export interface BonusHistoryItem {
  id: string;
  type: string;
  amount: number;
  currency: Currency;
  description: string;
  createdAt: string;
}

export interface BonusStatus {
  daily: { claimed: boolean; nextClaimAt: string | null; streak: number; amount: number; isWelcome: boolean };
  sweep: { claimed: boolean; nextClaimAt: string | null; amount: number };
  history: BonusHistoryItem[];
}

/** GET /bonus/status */
export function getBonusStatus(): Promise<BonusStatus> {
  return api.get<BonusStatus>('bonus/status');
}

export const bonusStatusQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.bonusStatus, queryFn: getBonusStatus });

export function useBonusStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...bonusStatusQueryOptions(), enabled });
}
