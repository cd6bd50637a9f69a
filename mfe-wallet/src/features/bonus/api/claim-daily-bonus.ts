import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toast } from '@arcade/platform';
import { errorMessage } from '../../../lib/error-message';
import { refreshWallet } from '../../../lib/refresh-wallet';

export const DAILY_BONUS_MESSAGES = {
  claimed: 'Claimed daily bonus successfully!',
  alreadyClaimed: 'Daily bonus already claimed',
} as const;

/** POST /claim/daily-bonus; answers the server's message. */
export async function claimDailyBonus(): Promise<string> {
  const res = await api.request<unknown>('POST', 'claim/daily-bonus');
  return res.message || DAILY_BONUS_MESSAGES.claimed;
}

export function isAlreadyClaimed(error: unknown): boolean {
  return error instanceof Error && error.message.toLowerCase().includes(DAILY_BONUS_MESSAGES.alreadyClaimed.toLowerCase());
}

/** One claim in flight per page, whichever button (modal or rewards page) started it. */
let claimInFlight = false;

/**
 * Claims the daily (or welcome) bonus (SPEC §4, §8): success and "already claimed" toast as successes,
 * other errors their message or "Something went wrong!"; afterwards `onSettled` runs, the user is
 * reloaded, wallet queries are invalidated and 'balance:changed' is emitted.
 */
export function useClaimDailyBonus({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ['bonus', 'claim-daily'],
    mutationFn: claimDailyBonus,
    onSuccess: (message) => toast('success', message),
    onError: (error) => {
      if (isAlreadyClaimed(error)) toast('success', DAILY_BONUS_MESSAGES.alreadyClaimed);
      else toast('error', errorMessage(error));
    },
    onSettled: () => {
      claimInFlight = false;
      onSettled?.();
      void refreshWallet(queryClient);
    },
  });
  const { mutate } = mutation;
  const claim = useCallback(() => {
    if (claimInFlight) return;
    claimInFlight = true;
    mutate();
  }, [mutate]);
  return { claim, pending: mutation.isPending };
}
